import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSiteTemplateContent } from '../../../test/fixtures/site-template.ts';
import { latestMailTo } from '../../../test/mailbox.ts';
import { withProductionApp } from '../../../test/production-app.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipSeq = 1;
const askCode = (email: string, host = 'localhost', firstName?: string) =>
  t.app.inject({
    url: `/api/emailverificationcode/sendemailfornewuseremailverification?email=${encodeURIComponent(email)}${firstName ? `&firstName=${encodeURIComponent(firstName)}` : ''}`,
    headers: { host },
    remoteAddress: `10.5.0.${ipSeq++}`,
  });

describe('dev mailbox', () => {
  it('When messages are written, then /api/dev/mailbox lists them newest first, filtered by address', async () => {
    await askCode('one@example.com');
    await askCode('two@example.com');
    const all = (await t.app.inject({ url: '/api/dev/mailbox' })).json().results;
    expect(all[0].to).toBe('two@example.com');
    expect(all[1].to).toBe('one@example.com');
    const one = (await t.app.inject({ url: '/api/dev/mailbox?to=ONE@example.com' })).json().results;
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ to: 'one@example.com', status: 'pending', template: 'EmailVerification_Template' });
  });

  it('When the worker has run, then the local transport marks them sent without sending anything', async () => {
    await askCode('local@example.com');
    expect((await t.drainOutbox()).sent).toBeGreaterThan(0);
    expect((await latestMailTo(t, 'local@example.com')).status).toBe('sent');
  });

  it('When /dev/mailbox is opened, then a page lists each message with to, subject, time and status, and escapes them', async () => {
    await askCode('page@example.com', 'localhost', '<script>alert("x")</script>');
    const res = await t.app.inject({ url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('page@example.com');
    expect(res.body).toContain('verification code');
    expect(res.body).toContain('UTC');
    expect(res.body).not.toContain('<script');

    const { id } = await latestMailTo(t, 'page@example.com');
    expect(res.body).toContain(`href="/dev/mailbox/${id}"`);
    const view = await t.app.inject({ url: `/dev/mailbox/${id}` });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(view.body).not.toContain('<script');
    expect((await t.app.inject({ url: '/dev/mailbox/999999' })).statusCode).toBe(404);
  });

  it("When a provider wrote its own template, then its site's mail uses it, sanitised, with the code filled", async () => {
    await writeSiteTemplateContent(t.db, {
      siteId: 5,
      templateId: 6,
      languageId: 1,
      value: '<p>City Limo code: <b>{{code}}</b></p><script>alert(1)</script><p onclick="x()">Drive safe</p>',
    });
    await askCode('own@example.com', 'citylimo.localhost');
    const mail = await latestMailTo(t, 'own@example.com');
    expect(mail.html).toMatch(/City Limo code: <b>\d{6}<\/b>/);
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('onclick');
    expect(mail.text).toMatch(/City Limo code: \d{6}/);

    // Another tenant keeps the default content.
    await askCode('other@example.com', 'baychauffeurs.localhost');
    expect((await latestMailTo(t, 'other@example.com')).text).toContain('Thank you for signing up with Bay Chauffeurs');
  });
});

describe('dev mailbox in production', () => {
  it('When NODE_ENV is production, then /dev/mailbox and /api/dev/mailbox do not exist', () =>
    withProductionApp('ridedesk-prod-', async (prod) => {
      expect((await prod.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await prod.app.inject({ url: '/api/dev/mailbox' })).statusCode).toBe(404);
    }));
});
