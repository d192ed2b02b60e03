import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithDemoRoles, type DemoTokens } from '../../../test/demo-roles.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** Templates management: a provider's own content per template and language, sanitized, and reset. */
let t: TestApp;
let tokens: DemoTokens;

const CITY = { host: 'citylimo.localhost' };
const PRIVACY = 3;
const SPANISH = 2;

type Mapping = { value: string; languages: { id: number; locale: string } };
type Template = {
  id: number;
  uniqueName: string;
  kind: string;
  content: { contentSiteLanguageMappings: Mapping[]; contentLanguageMappings: Mapping[] };
};

const post = (path: string, payload: object, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/template/${path}`, headers: { ...CITY, ...t.bearer(token) }, payload });

/** Writes a site's English privacy page as a caller who names the site (another provider, the platform administrator). */
const writePrivacyOf = (siteId: number, value: string, token: string) =>
  t.send('POST', '/api/template/update', token, { templateId: PRIVACY, languageId: 1, value, siteId });

beforeAll(async () => ({ t, tokens } = await appWithDemoRoles()));
afterAll(() => t.close());

describe('api/template/mappingBySiteId', () => {
  it('When a provider administrator lists templates, then pages, mails and texts answer with defaults and the site languages', async () => {
    const res = await t.app.inject({
      url: '/api/template/mappingBySiteId',
      headers: { ...CITY, ...t.bearer(tokens.provider) },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.languageIds).toEqual([1, 2]);
    const names = body.results.map((x: Template) => x.uniqueName);
    expect(names).toContain('PrivacyPolicy_Template');
    expect(names).toContain('BookingConfirmation_Template');
    expect(names).toContain('ComplaintAnswer_Template');
    expect(names).toContain('SmsRideOnTheWay_Template');
    expect(new Set(body.results.map((x: Template) => x.kind))).toEqual(new Set(['page', 'mail', 'sms']));
  });

  it('When a standard user, a customer or nobody asks, then 403, 403 and 401', async () => {
    for (const [token, status] of [
      [tokens.dispatcher, 403],
      [tokens.customer, 403],
    ] as const)
      expect(
        (await t.app.inject({ url: '/api/template/mappingBySiteId', headers: { ...CITY, ...t.bearer(token) } }))
          .statusCode,
      ).toBe(status);
    expect((await t.app.inject({ url: '/api/template/mappingBySiteId', headers: CITY })).statusCode).toBe(401);
  });

  it("When a provider names another site, then 404; the platform administrator may read any provider's", async () => {
    const other = await t.send('GET', '/api/template/mappingBySiteId?siteId=6', tokens.provider);
    expect(other.statusCode).toBe(404);
    const admin = await t.send('GET', '/api/template/mappingBySiteId?siteId=7', tokens.superadmin);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().languageIds).toEqual([1]);
  });
});

describe('api/template/update and reset', () => {
  it('When the provider saves its Spanish privacy policy with a script and handlers, then it is stored sanitized and shown to its travellers', async () => {
    const res = await post(
      'update',
      {
        templateId: PRIVACY,
        languageId: SPANISH,
        value:
          '<h2 onclick="steal()">Política de privacidad de City Limo</h2><script>alert(1)</script><p>Sus datos <a href="javascript:alert(1)">seguros</a>.</p><iframe src="https://evil.example"></iframe>',
      },
      tokens.provider,
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json().results[0] as Template;
    const [spanish] = saved.content.contentSiteLanguageMappings;
    expect(spanish.languages.locale).toBe('es');
    expect(spanish.value).toContain('Política de privacidad de City Limo');
    expect(spanish.value).not.toMatch(/script|onclick|javascript:|iframe/);

    const site = await t.app.inject({ url: '/api/template/getsitetemplatecontents', headers: CITY });
    const privacy = site.json().results.find((x: Template) => x.id === PRIVACY) as Template;
    expect(privacy.content.contentSiteLanguageMappings[0].value).toBe(spanish.value);
    const bay = await t.app.inject({
      url: '/api/template/getsitetemplatecontents',
      headers: { host: 'baychauffeurs.localhost' },
    });
    expect(
      (bay.json().results.find((x: Template) => x.id === PRIVACY) as Template).content.contentSiteLanguageMappings,
    ).toEqual([]);
  });

  it('When the provider edits a mail template, then its next mail uses the new text with placeholders filled', async () => {
    const res = await post(
      'update',
      { templateId: 40, languageId: 1, value: '<p>Dear {{firstName}}, City Limo answers: {{answer}}</p>' },
      tokens.provider,
    );
    expect(res.statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/complaint/create',
      headers: CITY,
      payload: {
        complaintType: 'Feedback',
        firstName: 'Tess',
        lastName: 'Template',
        email: 'tess@example.com',
        subject: 'Water',
        description: 'Could you add water bottles?',
        languageId: 1,
      },
    });
    const id = created.json().results[0].id;
    await t.send('POST', '/api/complaint/answer', tokens.provider, { id, answer: 'Yes, from Monday.' }, CITY);
    await t.drainOutbox();
    const [mail] = await mailsTo(t, 'tess@example.com');
    expect(mail.text).toContain('Dear Tess, City Limo answers: Yes, from Monday.');
  });

  it('When the content is empty, too long, or in a language the site does not offer, then 400 with the message', async () => {
    const empty = await post(
      'update',
      { templateId: PRIVACY, languageId: SPANISH, value: '<p> </p>' },
      tokens.provider,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please enter the content');
    const onlyScript = await post(
      'update',
      { templateId: PRIVACY, languageId: SPANISH, value: '<script>x()</script>' },
      tokens.provider,
    );
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().message).toBe('Please enter the content');
    const long = await post(
      'update',
      { templateId: PRIVACY, languageId: 1, value: `<p>${'a'.repeat(100_001)}</p>` },
      tokens.provider,
    );
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Maximum length 100000 characters');
    const lonestar = await t.signIn('provider3', 'admin-portal', 'ridedesk-demo', 'lonestarcars.localhost');
    const spanishAtLonestar = await t.send('POST', '/api/template/update', lonestar.access_token, {
      templateId: PRIVACY,
      languageId: SPANISH,
      value: '<p>Hola</p>',
    });
    expect(spanishAtLonestar.statusCode).toBe(400);
    expect(spanishAtLonestar.json().message).toBe('This site does not offer that language');
  });

  it('When the template does not exist, then 404; the default site cannot have own content (422)', async () => {
    expect(
      (await post('update', { templateId: 999, languageId: 1, value: '<p>x</p>' }, tokens.provider)).statusCode,
    ).toBe(404);
    const onDefault = await writePrivacyOf(4, '<p>x</p>', tokens.superadmin);
    expect(onDefault.statusCode).toBe(422);
  });

  it("When another provider writes or resets this site's content, or a standard user tries, then 404 and 403", async () => {
    const other = await writePrivacyOf(5, '<p>Bay</p>', tokens.provider2);
    expect(other.statusCode).toBe(404);
    const otherReset = await t.send('POST', '/api/template/reset', tokens.provider2, {
      templateId: PRIVACY,
      languageId: SPANISH,
      siteId: 5,
    });
    expect(otherReset.statusCode).toBe(404);
    expect(
      (await post('update', { templateId: PRIVACY, languageId: 1, value: '<p>x</p>' }, tokens.dispatcher)).statusCode,
    ).toBe(403);
    expect((await post('reset', { templateId: PRIVACY, languageId: 1 }, tokens.customer)).statusCode).toBe(403);
  });

  it('When the provider resets its Spanish privacy policy, then only the default answers again', async () => {
    const res = await post('reset', { templateId: PRIVACY, languageId: SPANISH }, tokens.provider);
    expect(res.statusCode).toBe(200);
    expect((res.json().results[0] as Template).content.contentSiteLanguageMappings).toEqual([]);
    const bad = await post('reset', { templateId: 'x', languageId: SPANISH }, tokens.provider);
    expect(bad.statusCode).toBe(400);
  });
});
