import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTokens, demoTokens } from '../../../test/demo-roles.ts';
import { BAY, bookRide, CITYLIMO, takeRidesYearsAhead } from '../../../test/fixtures/rides.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Notifications posted to roles, read per user, and posted by the system on booking events. */
let t: TestApp;
let tokens: DemoTokens;

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  opts: { token?: string; host?: string; payload?: object } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { host: opts.host ?? CITYLIMO.host, ...(opts.token ? t.bearer(opts.token) : {}) },
    payload: opts.payload,
  });

const asAdmin = { token: '', host: 'localhost' };
const contents = (title: string) => [
  { languageId: 1, title, message: `${title}: details` },
  { languageId: 2, title: `${title} (es)`, message: `${title}: detalles` },
];

type Received = { id: number; title: string; readStatus: boolean; bookingEvent: string | null };
const unread = async (token: string, role: string, host = CITYLIMO.host) => {
  const res = await inject('GET', `/api/notification/getAllUnreadNotificationsByUserId/${role}?pageSize=100`, {
    token,
    host,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { results: Received[]; totalCount: number };
};

beforeAll(async () => {
  t = await createTestApp();
  await takeRidesYearsAhead(t);
  tokens = await demoTokens(t);
  asAdmin.token = tokens.superadmin;
});
afterAll(() => t.close());

describe('posting to roles', () => {
  let platformId: number;

  it('When the administrator posts to providers on every site, then each provider administrator has it unread, others not', async () => {
    const res = await inject('POST', '/api/notification/create', {
      ...asAdmin,
      payload: { siteId: 0, roleNames: ['SPAdmin'], contents: contents('Maintenance tonight') },
    });
    expect(res.statusCode).toBe(201);
    const posted = res.json().results[0];
    platformId = posted.id;
    expect(posted).toMatchObject({
      allSites: true,
      roleNames: ['SPAdmin'],
      kind: 'announcement',
      title: 'Maintenance tonight',
      contentSiteLanguageMappings: [
        { languageId: 1, locale: 'en', title: 'Maintenance tonight' },
        { languageId: 2, locale: 'es', title: 'Maintenance tonight (es)' },
      ],
    });
    for (const [token, host] of [
      [tokens.provider, CITYLIMO.host],
      [tokens.provider2, BAY.host],
    ] as const)
      expect((await unread(token, 'SPAdmin', host)).results.map((n) => n.id)).toContain(platformId);
    expect((await unread(tokens.dispatcher, 'SPUser')).results.map((n) => n.id)).not.toContain(platformId);
    expect((await unread(tokens.customer, 'Customer')).results.map((n) => n.id)).not.toContain(platformId);
  });

  it('When the provider opens it and marks it read, then its unread count drops for it alone', async () => {
    const before = await unread(tokens.provider, 'SPAdmin');
    const opened = await inject('GET', `/api/notification/notificationById/${platformId}?locale=es`, {
      token: tokens.provider,
    });
    expect(opened.json().results[0]).toMatchObject({ title: 'Maintenance tonight (es)', readStatus: false });
    const mark = await inject('POST', '/api/notification/createnotificationstatus', {
      token: tokens.provider,
      payload: { notificationId: platformId, readStatus: true },
    });
    expect(mark.statusCode).toBe(200);
    const after = await unread(tokens.provider, 'SPAdmin');
    expect(after.totalCount).toBe(before.totalCount - 1);
    const all = (
      await inject('GET', '/api/notification/getAllNotificationsByRoleId/spadmin?pageSize=100', {
        token: tokens.provider,
      })
    ).json().results as Received[];
    expect(all.find((n) => n.id === platformId)?.readStatus).toBe(true);
    expect((await unread(tokens.provider2, 'SPAdmin', BAY.host)).results.map((n) => n.id)).toContain(platformId);
  });

  it('When a provider posts to its travellers, then its customers read it and another provider cannot reach it', async () => {
    const res = await inject('POST', '/api/notification/create', {
      token: tokens.provider,
      payload: { siteId: 0, roleNames: ['Customer', 'Customer'], contents: contents('Holiday hours') },
    });
    expect(res.statusCode).toBe(201);
    const { id, siteId, allSites, roleNames } = res.json().results[0];
    expect({ siteId, allSites, roleNames }).toEqual({ siteId: 5, allSites: false, roleNames: ['Customer'] });
    expect((await unread(tokens.customer, 'Customer')).results.map((n) => n.id)).toContain(id);
    expect(
      (await inject('GET', `/api/notification/notificationById/${id}`, { token: tokens.provider2, host: BAY.host }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await inject('POST', '/api/notification/update', {
          token: tokens.provider2,
          host: BAY.host,
          payload: { id, isEnabled: false },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await inject('GET', '/api/notification/notificationbysiteId/5', { token: tokens.provider2, host: BAY.host }))
        .statusCode,
    ).toBe(404);
    const site = (await inject('GET', '/api/notification/notificationbysiteId/5', { token: tokens.provider })).json();
    expect(site.results.map((n: { id: number }) => n.id)).toContain(id);
    expect(
      (
        await inject('POST', '/api/notification/createnotificationstatus', {
          token: tokens.provider2,
          host: BAY.host,
          payload: { notificationId: id },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('When the provider edits a language and then disables it, then the text changes and travellers no longer get it', async () => {
    const { id } = (
      await inject('POST', '/api/notification/create', {
        token: tokens.provider,
        payload: { roleNames: ['Customer'], contents: contents('Old text') },
      })
    ).json().results[0];
    const mapping = await inject('PUT', '/api/notification/updatecontentsitelanguagemapping', {
      token: tokens.provider,
      payload: { notificationId: id, languageId: 2, title: 'Texto nuevo', message: 'Nuevo' },
    });
    expect(mapping.statusCode).toBe(200);
    expect(
      mapping.json().results[0].contentSiteLanguageMappings.find((c: { locale: string }) => c.locale === 'es').title,
    ).toBe('Texto nuevo');
    const update = await inject('POST', '/api/notification/update', {
      token: tokens.provider,
      payload: { id, isEnabled: false, contents: [{ languageId: 1, title: 'New text', message: 'New' }] },
    });
    expect(update.json().results[0]).toMatchObject({
      isEnabled: false,
      title: 'New text',
      contentSiteLanguageMappings: [{ languageId: 1 }],
    });
    expect((await unread(tokens.customer, 'Customer')).results.map((n) => n.id)).not.toContain(id);
  });

  it('When the administrator lists every notification, then the provider’s and the platform’s show', async () => {
    const res = await inject('GET', '/api/notification?pageSize=100', asAdmin);
    const sites = new Set(res.json().results.map((n: { siteId: number }) => n.siteId));
    expect(sites.has(4) && sites.has(5)).toBe(true);
    const provider5 = await inject('GET', '/api/notification?pageSize=100', { token: tokens.provider });
    expect(provider5.json().results.every((n: { siteId: number }) => n.siteId === 5)).toBe(true);
  });
});

describe('bad input and roles', () => {
  const create = (payload: object, token = tokens.provider) =>
    inject('POST', '/api/notification/create', { token, payload });

  it('When no role, a blank title or message is sent, then 400 with the messages', async () => {
    const noRole = await create({ roleNames: [], contents: contents('x') });
    expect(noRole.statusCode).toBe(400);
    expect(JSON.stringify(noRole.json())).toContain('Please choose at least one role');
    const blank = await create({ roleNames: ['SPUser'], contents: [{ languageId: 1, title: '', message: '' }] });
    expect(JSON.stringify(blank.json())).toContain('Please enter the title');
    expect(JSON.stringify(blank.json())).toContain('Please enter the message');
  });

  it('When a language the site does not offer, or none in its preferred language, is sent, then 400 says so', async () => {
    const other = await create({ roleNames: ['SPUser'], contents: [{ languageId: 999, title: 'a', message: 'b' }] });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('This site does not offer that language');
    const noPreferred = await create({
      roleNames: ['SPUser'],
      contents: [{ languageId: 2, title: 'a', message: 'b' }],
    });
    expect(noPreferred.json().message).toBe('Please write the notification in the site’s preferred language');
  });

  it('When a standard user, a traveller or nobody posts, then 403, 403 and 401', async () => {
    expect((await create({ roleNames: ['SPUser'], contents: contents('x') }, tokens.dispatcher)).statusCode).toBe(403);
    expect((await create({ roleNames: ['SPUser'], contents: contents('x') }, tokens.customer)).statusCode).toBe(403);
    expect(
      (
        await inject('POST', '/api/notification/create', {
          payload: { roleNames: ['SPUser'], contents: contents('x') },
        })
      ).statusCode,
    ).toBe(401);
    expect((await inject('GET', '/api/notification/getAllUnreadNotificationsByUserId/Customer')).statusCode).toBe(401);
  });

  it('When someone asks for another role’s notifications, or an unknown role, then 403 and 400', async () => {
    expect(
      (await inject('GET', '/api/notification/getAllUnreadNotificationsByUserId/SPAdmin', { token: tokens.customer }))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject('GET', '/api/notification/getAllNotificationsByRoleId/Pilot', { token: tokens.customer }))
        .statusCode,
    ).toBe(400);
    expect(
      (await inject('GET', '/api/notification/notificationById/999999', { token: tokens.provider })).statusCode,
    ).toBe(404);
  });
});

describe('booking events', () => {
  it('When a traveller books and the provider confirms, then staff hear of the new booking and the traveller of both', async () => {
    const ride = await bookRide(t, { date: '2030-06-03', time: '10:00', customerToken: tokens.customer });
    const staff = (await unread(tokens.dispatcher, 'SPUser')).results;
    expect(
      staff.find((n) => n.bookingEvent === 'created' && n.title === `New booking ${ride.referenceId}`),
    ).toBeDefined();
    const res = await inject('POST', '/api/booking/updatebookingstatus', {
      token: tokens.provider,
      payload: { bookingId: ride.id, bookingStatus: 'confirmed' },
    });
    expect(res.statusCode).toBe(200);
    const traveller = (await unread(tokens.customer, 'Customer')).results.map((n) => n.title);
    expect(traveller).toContain(`Booking ${ride.referenceId} received`);
    expect(traveller).toContain(`Booking ${ride.referenceId} confirmed`);
    expect((await unread(tokens.provider2, 'SPAdmin', BAY.host)).results.map((n) => n.title)).not.toContain(
      `New booking ${ride.referenceId}`,
    );
  });

  it('When a guest’s booking is made, then only the staff are told (a guest has no notifications)', async () => {
    const ride = await bookRide(t, { date: '2030-06-04', time: '10:00' });
    const all = (
      await inject('GET', '/api/notification/notificationbysiteId/5?kind=booking&pageSize=100', {
        token: tokens.provider,
      })
    ).json().results as { bookingId: number; roleNames: string[] }[];
    expect(all.filter((n) => n.bookingId === ride.id).map((n) => n.roleNames)).toEqual([['SPAdmin', 'SPUser']]);
  });
});
