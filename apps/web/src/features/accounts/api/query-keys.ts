/** Cache keys of the accounts feature, from one place so a save can refresh exactly what it changed. */
export const accountKeys = {
  all: ['accounts'] as const,
  profile: () => ['accounts', 'profile'] as const,
  plans: () => ['accounts', 'subscription-plans'] as const,
  externalSettings: () => ['accounts', 'external-sign-in-settings'] as const,
  externalCallback: (kind: string, code: string | null, state: string | null) =>
    ['accounts', 'external-callback', kind, code, state] as const,
  emailChange: (oldEmail: string, newEmail: string, token: string) =>
    ['accounts', 'email-change', oldEmail, newEmail, token] as const,
};
