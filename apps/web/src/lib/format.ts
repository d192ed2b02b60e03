/** Display formats; every screen formats dates and times through these. */

const toDate = (value: string | number | Date | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A date and time such as "Nov 22, 2026, 2:22 AM" (or the Spanish equivalent); a dash when empty. */
export const formatDateTime = (value: string | number | Date | null | undefined, locale = 'en', timeZone?: string) => {
  const date = toDate(value);
  if (!date) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
};

export const formatDate = (value: string | number | Date | null | undefined, locale = 'en', timeZone?: string) => {
  const date = toDate(value);
  if (!date) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
};

/** A person's display name from the audit fields the API answers ({ firstName }). */
export const personName = (person: { firstName?: string | null } | null | undefined) =>
  person?.firstName?.trim() || '—';
