import { z } from 'zod';
import { recordId, siteIdField } from './fields.ts';
import { MASTER_DATA_MESSAGES } from './messages.ts';

const selectedMaster = z.looseObject({ id: recordId });

/**
 * The body of createMappingForExistingMaster*: the masters chosen in the Add Existing dialog,
 * sent as a list of master records, or as { siteId, masters } (the administrator naming a site).
 */
export const addExistingBodySchema = z.union([
  z.array(selectedMaster).min(1, MASTER_DATA_MESSAGES.selectAtLeastOne).max(200),
  z.object({
    siteId: siteIdField.optional(),
    masters: z.array(selectedMaster).min(1, MASTER_DATA_MESSAGES.selectAtLeastOne).max(200),
  }),
]);
export type AddExistingBody = z.infer<typeof addExistingBodySchema>;

export const selectedMasterIds = (body: AddExistingBody) => {
  const list = Array.isArray(body) ? body : body.masters;
  return [...new Set(list.map((m) => m.id))];
};

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * The Add Existing dialog's available list (spec 02 section 2): sorted by name, leaving out items
 * already selected (matched by name), filtered by the search box.
 */
export const availableForSelection = <T extends { name: string }>(
  available: readonly T[],
  selected: readonly { name: string }[],
  search = '',
) => {
  const taken = new Set(selected.map((s) => nameKey(s.name)));
  const term = nameKey(search);
  return available
    .filter((item) => !taken.has(nameKey(item.name)))
    .filter((item) => !term || nameKey(item.name).includes(term))
    .toSorted((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
};

/** Continue is disabled while nothing is selected. */
export const canContinue = (selected: readonly unknown[]) => selected.length > 0;
