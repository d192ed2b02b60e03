import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSitesService } from '../sites/sites.service.ts';
import { createUnavailableAreaService, NO_COMPANY_MAIL_MESSAGE } from './unavailable-area.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (extra = '') =>
  `/api/auth/sendEmailUnavailableAreaOfOperation?pickuplocation=${encodeURIComponent('1 Main St, Reno, NV')}&dropofflocation=${encodeURIComponent('Reno Airport, NV')}&bookingdatetime=2026-12-01%2010:00${extra}`;

describe('unavailable area of operation', () => {
  it('When staff ask for a pickup outside the area, then their company is mailed and the spec message answers', async () => {
    const staff = await t.signIn('dispatcher');
    const res = await t.app.inject({
      url: url('&serviceProviderEmail=someone@elsewhere.test'),
      headers: t.bearer(staff.access_token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json().results[0];
    expect(body.to).toBe('dispatch@citylimo.example');
    expect(body.message).toBe(
      'Though this address is outside the service area, the company will make arrangements to provide the transportation!! Please contact City Limo LLC on the number 312-555-0142 or mail to dispatch@citylimo.example',
    );
    const mailbox = (await t.app.inject({ url: '/api/dev/mailbox?to=dispatch@citylimo.example' })).json().results;
    expect(mailbox.some((m: { html: string }) => m.html.includes('1 Main St, Reno, NV'))).toBe(true);
    const stranger = (await t.app.inject({ url: '/api/dev/mailbox?to=someone@elsewhere.test' })).json().results;
    expect(stranger).toEqual([]);
  });

  it('When a visitor or a customer calls it, then it is refused; missing fields answer 400', async () => {
    expect((await t.app.inject({ url: url() })).statusCode).toBe(401);
    const customer = await t.signIn('customer', 'customer-portal');
    expect((await t.app.inject({ url: url(), headers: t.bearer(customer.access_token) })).statusCode).toBe(403);
    const staff = await t.signIn('dispatcher');
    const bad = await t.app.inject({
      url: '/api/auth/sendEmailUnavailableAreaOfOperation',
      headers: t.bearer(staff.access_token),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the unavailable-area service', () => {
  it('When the site has no company mail address on file, then 422 says to add one and nothing is mailed', async () => {
    // City Limo's real provider row, its mail address taken away.
    const cityLimo = await createSitesService(t.db).serviceProviderOf(5);
    if (!cityLimo) throw new Error('the demo provider of site 5 is missing');
    const prepared: string[] = [];
    const service = createUnavailableAreaService({
      db: t.db,
      sites: { serviceProviderOf: async () => ({ ...cityLimo, email: null }) },
      mail: {
        prepare: async (input) => {
          prepared.push(input.to);
          throw new Error('no mail is prepared without an address');
        },
        enqueue: async () => {
          throw new Error('no mail is written without an address');
        },
      },
    });
    await expect(
      service.notifyCompany({ siteId: 5 }, { pickupLocation: 'a', dropoffLocation: 'b', pickupDateTime: 'c' }),
    ).rejects.toMatchObject({ status: 422, message: NO_COMPANY_MAIL_MESSAGE });
    expect(prepared).toEqual([]);
  });
});
