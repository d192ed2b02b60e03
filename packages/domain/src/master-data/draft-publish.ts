import { z } from 'zod';

/** Save As Draft or Publish: the two save buttons of every master-data form (spec 02 section 4). */
export type SaveAction = 'draft' | 'publish';

export type PublicationState = { isDraft: boolean; isPublished: boolean };

/**
 * The flags a form sends with a save. Publish sends isPublished true and isDraft false; Save As
 * Draft sends isDraft true. A body with neither flag is a draft save.
 */
export const saveFlagsSchema = z.object({
  isDraft: z.boolean().optional(),
  isPublished: z.boolean().optional(),
});
export type SaveFlags = z.infer<typeof saveFlagsSchema>;

/** Which button was pressed, read from the flags the form sent. */
export const saveActionOf = (flags: SaveFlags): SaveAction => {
  if (flags.isDraft === true) return 'draft';
  return flags.isPublished === true ? 'publish' : 'draft';
};

/**
 * Spec 02 section 4: Save As Draft on a new record gives isDraft true, isPublished false; on an
 * existing record isDraft true and the current isPublished kept. Publish gives isDraft false,
 * isPublished true.
 */
export const applySaveAction = (current: PublicationState | null | undefined, action: SaveAction): PublicationState =>
  action === 'publish'
    ? { isDraft: false, isPublished: true }
    : { isDraft: true, isPublished: current ? current.isPublished : false };

/** The flags a form sends for a button, for the web's save handlers. */
export const saveFlagsFor = (action: SaveAction): Required<SaveFlags> =>
  action === 'publish' ? { isDraft: false, isPublished: true } : { isDraft: true, isPublished: false };

/** The list selector of every master-data screen: Published (the default) or Unpublished. */
export const PUBLICATION_FILTERS = ['Published', 'Unpublished'] as const;
export type PublicationFilter = (typeof PUBLICATION_FILTERS)[number];

/** A record belongs in the Published group when it is published, otherwise in Unpublished. */
export const inPublicationGroup = (record: PublicationState, filter: PublicationFilter) =>
  filter === 'Published' ? record.isPublished : !record.isPublished;
