/**
 * A text folded for comparing words: compatibility forms and accents taken apart and the accents
 * dropped ("Café ＡＢＣ" gives "cafe abc"), lower case. Addresses, site labels and the assistant's
 * index all compare words this way, so a traveller's accents and phone keyboards match.
 */
export const foldText = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
