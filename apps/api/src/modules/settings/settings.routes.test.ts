import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let provider: string;
let dispatcher: string;
let superadmin: string;
beforeAll(async () => {
  t = await createTestApp();
  provider = (await t.signIn('provider')).access_token;
  dispatcher = (await t.signIn('dispatcher')).access_token;
  superadmin = (await t.signIn('superadmin', 'super-admin-portal')).access_token;
});
afterAll(() => t.close());

const payLater = (list: { name: string; value: string }[]) => list.find((s) => s.name === 'PayLaterEnabled')?.value;

describe('site settings', () => {
  it('When a visitor asks for the booking settings of a provider host, then PayLaterEnabled and the turnaround buffer answer with defaults', async () => {
    const res = await t.app.inject({
      url: '/api/setting/getSettingsBySettingGroupName?settingGroupName=Booking',
      headers: { host: 'citylimo.localhost' },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().results;
    expect(list.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['PayLaterEnabled', 'TurnaroundBufferMinutes']),
    );
    expect(payLater(list)).toBe('false');
    expect(list.find((s: { name: string }) => s.name === 'TurnaroundBufferMinutes')).toMatchObject({
      defaultValue: '30',
    });
  });

  it('When the site has other languages, then OtherLanguageEnabled holds their ids', async () => {
    const res = await t.app.inject({
      url: '/api/sitesetting/mappingBySiteId',
      headers: { host: 'citylimo.localhost' },
    });
    const setting = res.json().results.find((s: { name: string }) => s.name === 'OtherLanguageEnabled');
    expect(setting).toMatchObject({ value: '2', siteSetting: { value: '2' } });
  });

  it('When the provider turns pay-later on, then its site answers true and other sites keep false', async () => {
    const list = (await t.app.inject({ url: '/api/sitesetting/mappingBySiteId', headers: t.bearer(provider) })).json()
      .results;
    const id = list.find((s: { name: string }) => s.name === 'PayLaterEnabled').SettingId;
    const res = await t.send('POST', '/api/sitesetting/update', provider, { SettingId: id, value: 'true' });
    expect(res.statusCode).toBe(200);
    const mine = await t.app.inject({
      url: '/api/sitesetting/mappingBySiteId',
      headers: { host: 'citylimo.localhost' },
    });
    expect(payLater(mine.json().results)).toBe('true');
    const other = await t.app.inject({
      url: '/api/sitesetting/mappingBySiteId',
      headers: { host: 'baychauffeurs.localhost' },
    });
    expect(payLater(other.json().results)).toBe('false');
  });

  it('When createall saves several settings and one is unknown, then none is written', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sitesetting/createall',
      headers: t.bearer(provider),
      payload: [
        { SettingId: 3, value: '45' },
        { SettingId: 999, value: 'x' },
      ],
    });
    expect(res.statusCode).toBe(400);
    const list = (await t.app.inject({ url: '/api/sitesetting/mappingBySiteId', headers: t.bearer(provider) })).json()
      .results;
    expect(list.find((s: { name: string }) => s.name === 'TurnaroundBufferMinutes').value).toBe('30');
    const ok = await t.send('POST', '/api/sitesetting/createall', provider, {
      siteSettings: [{ SettingId: 3, value: '45' }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().results.find((s: { name: string }) => s.name === 'TurnaroundBufferMinutes').value).toBe('45');
  });

  it("When a provider names another site's id, then it answers 404 and nothing changes", async () => {
    const res = await t.send('POST', '/api/sitesetting/update', provider, { siteId: 6, SettingId: 1, value: 'true' });
    expect(res.statusCode).toBe(404);
    const read = await t.app.inject({ url: '/api/sitesetting/mappingBySiteId?siteId=6', headers: t.bearer(provider) });
    expect(read.statusCode).toBe(404);
  });

  it('When a standard user or nobody changes a setting, then it answers 403 or 401', async () => {
    const payload = { SettingId: 1, value: 'true' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/sitesetting/update', headers: t.bearer(dispatcher), payload }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/sitesetting/update', payload })).statusCode).toBe(401);
  });

  it('When the platform administrator changes a provider setting by site id, then it is saved for that site', async () => {
    const res = await t.send('POST', '/api/sitesetting/update', superadmin, { siteId: 7, SettingId: 4, value: '12' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.find((s: { name: string }) => s.name === 'CancellationNoticeHours').value).toBe('12');
  });

  it('When the setting value is not a string, then it answers 400', async () => {
    const res = await t.send('POST', '/api/sitesetting/update', provider, { SettingId: 1, value: { nested: true } });
    expect(res.statusCode).toBe(400);
  });
});

describe('app settings', () => {
  it('When the app settings are asked for, then ClientId and the other names answer, with no secret', async () => {
    const res = await t.app.inject({ url: '/api/settings/getrorapisettings' });
    const names = res.json().results.map((s: { name: string }) => s.name);
    expect(names).toEqual(['ClientId', 'AuthorizationServerUrl', 'AllowedScopes', 'RedirectUri']);
    const google = await t.app.inject({ url: '/api/settings/getgoogleapisettings?isLogin=true&isAuthorizeGPay=false' });
    expect(google.json().results[0]).toMatchObject({ googleSignInEnabled: false });
    expect(JSON.stringify(google.json())).not.toMatch(/secret/i);
  });
});

describe('error log', () => {
  it('When the browser reports an error, then it is stored and the answer carries the id it was stored under', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/settings/createerrorlog',
      headers: { host: 'citylimo.localhost' },
      payload: { id: 0, message: 'TypeError: x is undefined', path: '/systembooking' },
    });
    expect(res.statusCode).toBe(200);
    const row = res.json().results[0];
    expect(row.message).toBe('TypeError: x is undefined');
    const stored = await t.db.execute(sql`select source, site_id from error_logs where id = ${row.id}`);
    expect(stored.rows[0]).toMatchObject({ source: 'client', site_id: 5 });
  });

  it('When the message is empty, then it answers 400 and stores nothing', async () => {
    const before = await t.db.execute(sql`select count(*)::int as n from error_logs`);
    const res = await t.app.inject({ method: 'POST', url: '/api/settings/createerrorlog', payload: { message: ' ' } });
    expect(res.statusCode).toBe(400);
    const after = await t.db.execute(sql`select count(*)::int as n from error_logs`);
    expect(after.rows[0]).toEqual(before.rows[0]);
  });
});
