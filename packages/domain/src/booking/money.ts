/** Money is computed in integer cents; half-cents round away from zero. */
export type Cents = number;

export const toCents = (dollars: number): Cents => Math.round((dollars + Number.EPSILON * Math.sign(dollars)) * 100);
export const toDollars = (cents: Cents) => Math.round(cents) / 100;

/** cents × percent / 100, rounded half up to a whole cent. */
export const percentOf = (cents: Cents, percent: number): Cents => Math.round((cents * percent) / 100 + 1e-9);

export const formatUsd = (cents: Cents) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
