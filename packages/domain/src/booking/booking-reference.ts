/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const REFERENCE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const REFERENCE_PATTERN = new RegExp(`^RD[${REFERENCE_ALPHABET}]{6}$`);

/** A short, unambiguous booking reference such as RD7K3Q9X. Uniqueness is the database's job. */
const randomBelow = (max: number) => {
  // Rejection sampling over a uniform byte keeps every character equally likely.
  const byte = new Uint8Array(1);
  const limit = 256 - (256 % max);
  do globalThis.crypto.getRandomValues(byte);
  while (byte[0] >= limit);
  return byte[0] % max;
};

export const newBookingReference = (pick: (max: number) => number = randomBelow) => {
  let code = 'RD';
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[pick(REFERENCE_ALPHABET.length)];
  return code;
};
