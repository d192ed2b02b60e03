import { expect } from 'vitest';

/**
 * The error a promise is rejected with, checked to be of the expected kind, so a test can read
 * its fields (a vendor adapter's refusal: permanent or not, its code). A promise that resolves
 * fails the test.
 */
export const rejectionOf = async <E extends Error>(
  promise: Promise<unknown>,
  kind: abstract new (...args: never[]) => E,
): Promise<E> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(kind);
    return error as E;
  }
  throw new Error('expected a refusal');
};
