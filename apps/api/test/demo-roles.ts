/**
 * The demo data's people, signed in as a test needs them: each role through its own portal, staff
 * and travellers on their site's host, the platform administrator on the platform's.
 */
import { createTestApp, type TestApp } from './test-app.ts';

export const DEMO_ROLES = ['provider', 'provider2', 'dispatcher', 'customer', 'superadmin'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];
export type DemoTokens = Record<DemoRole, string>;

/** The site each demo role works on: Bay Chauffeurs for provider2, City Limo for the others. */
const homeHost = (role: DemoRole) => (role === 'provider2' ? 'baychauffeurs.localhost' : 'citylimo.localhost');

/** Signs in on a provider host (staff through the admin portal, the customer through theirs). */
export const tokenOf = async (t: TestApp, userName: string, host = 'citylimo.localhost') => {
  const client =
    userName === 'customer' ? 'customer-portal' : userName === 'superadmin' ? 'super-admin-portal' : 'admin-portal';
  return (await t.signIn(userName, client, 'ridedesk-demo', userName === 'superadmin' ? 'localhost' : host))
    .access_token;
};

/** Access tokens of the demo roles (all five unless some are named), signed in at once. */
export async function demoTokens(t: TestApp): Promise<DemoTokens>;
export async function demoTokens<R extends DemoRole>(t: TestApp, roles: readonly R[]): Promise<Record<R, string>>;
export async function demoTokens(t: TestApp, roles: readonly DemoRole[] = DEMO_ROLES) {
  return Object.fromEntries(
    await Promise.all(roles.map(async (role) => [role, await tokenOf(t, role, homeHost(role))])),
  );
}

/** A test file's app (createTestApp's options) with the five demo roles signed in. */
export const appWithDemoRoles = async (opts?: Parameters<typeof createTestApp>[0]) => {
  const t = await createTestApp(opts);
  return { t, tokens: await demoTokens(t) };
};
