/**
 * The messages of a failed parse by field ("name", "prices.0.serviceTypeId"); {} when it passed.
 * What a form shows beside each field, so a test can compare all of them at once.
 */
export const fieldMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);
