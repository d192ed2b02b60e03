import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  removeServiceAreas,
  setRegistrationStatus,
  setSiteEnabled,
  setSiteFleetsPublished,
} from '../../../test/fixtures/site-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const clientSite = async (host: string) => {
  const res = await t.app.inject({ url: '/api/site/getSiteIdOfClient', headers: { host } });
  expect(res.statusCode).toBe(200);
  return res.json().results[0] as {
    site_id: number;
    bookingState: string;
    serviceProvider: { name: string; phone: string | null; email: string | null } | null;
  };
};

describe("getSiteIdOfClient's bookingState", () => {
  it('When a provider with fleets, prices and a service area is in its plan, then the site is open', async () => {
    expect((await clientSite('citylimo.localhost:3000')).bookingState).toBe('open');
  });

  it('When the product site answers, then it is open (it lists every provider)', async () => {
    expect((await clientSite('localhost')).bookingState).toBe('open');
  });

  it("When a provider's trial lapsed, then the site is closed and still names the company's phone and e-mail", async () => {
    const site = await clientSite('sunsetshuttle.localhost');
    expect(site.bookingState).toBe('closed');
    expect(site.serviceProvider).toMatchObject({ email: 'hello@sunsetshuttle.example' });
    expect(site.serviceProvider?.phone).toBeTruthy();
  });

  it('When a provider has no published fleet, then the site is not set up; publishing one opens it again', async () => {
    await setSiteFleetsPublished(t.db, 6, false);
    expect((await clientSite('baychauffeurs.localhost')).bookingState).toBe('notSetUp');
    await setSiteFleetsPublished(t.db, 6, true);
    expect((await clientSite('baychauffeurs.localhost')).bookingState).toBe('open');
  });

  it('When a provider serves no area yet, then the site is not set up', async () => {
    expect((await clientSite('lonestarcars.localhost')).bookingState).toBe('open');
    await removeServiceAreas(t.db, 7);
    expect((await clientSite('lonestarcars.localhost')).bookingState).toBe('notSetUp');
  });

  it('When a provider has not chosen a plan yet or the platform disabled the site, then the site is closed', async () => {
    await setRegistrationStatus(t.db, 6, 'Subscription Pending');
    expect((await clientSite('baychauffeurs.localhost')).bookingState).toBe('closed');
    await setRegistrationStatus(t.db, 6, 'Approved');
    await setSiteEnabled(t.db, 6, false);
    expect((await clientSite('baychauffeurs.localhost')).bookingState).toBe('closed');
  });
});
