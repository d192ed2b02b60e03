import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FOOTER = [
  'Travellers_FAQ_Template',
  'Aboutus_Template',
  'PrivacyPolicy_Template',
  'TermsOfService_Template',
  'Contactus_Template',
];

describe('template contents', () => {
  it('When the default site asks for its templates, then the five footer pages answer in English and Spanish with real text', async () => {
    const res = await t.app.inject({ url: '/api/template/getsitetemplatecontents' });
    const list = res.json().results;
    expect(list.map((x: { uniqueName: string }) => x.uniqueName)).toEqual(FOOTER);
    for (const template of list) {
      const locales = template.content.contentLanguageMappings.map(
        (m: { languages: { locale: string } }) => m.languages.locale,
      );
      expect(locales).toEqual(['en', 'es']);
      for (const m of template.content.contentLanguageMappings) expect(m.value.length).toBeGreaterThan(500);
      expect(template.content.contentSiteLanguageMappings).toEqual([]);
    }
  });

  it('When a provider site has its own privacy policy in Spanish, then it answers beside the defaults', async () => {
    await t.db.execute(
      sql`insert into site_template_contents (site_id, template_id, language_id, value) values (5, 3, 2, '<p>Política de City Limo</p>')`,
    );
    const res = await t.app.inject({ url: '/api/template/contentbysiteId/5', headers: { host: 'citylimo.localhost' } });
    const privacy = res.json().results.find((x: { uniqueName: string }) => x.uniqueName === 'PrivacyPolicy_Template');
    expect(privacy.content.contentSiteLanguageMappings).toEqual([
      expect.objectContaining({
        value: '<p>Política de City Limo</p>',
        languages: expect.objectContaining({ locale: 'es' }),
      }),
    ]);
    expect(privacy.content.contentLanguageMappings).toHaveLength(2);
  });

  it('When site 4 or below is asked for, then only defaults answer (no site-specific content)', async () => {
    const res = await t.app.inject({ url: '/api/template/contentbysiteId/4' });
    expect(
      res
        .json()
        .results.every(
          (x: { content: { contentSiteLanguageMappings: unknown[] } }) =>
            x.content.contentSiteLanguageMappings.length === 0,
        ),
    ).toBe(true);
  });

  it("When a visitor of one provider asks for another provider's content by id, then it answers 404", async () => {
    const res = await t.app.inject({ url: '/api/template/contentbysiteId/6', headers: { host: 'citylimo.localhost' } });
    expect(res.statusCode).toBe(404);
  });

  it('When one default is asked for by name, in any letter case, then it answers; an unknown name 404', async () => {
    const ok = await t.app.inject({ url: '/api/settings/defaultcontentbyuniquename/contactus_template' });
    expect(ok.json().results[0]).toMatchObject({ uniqueName: 'Contactus_Template', displayName: 'Contact Us' });
    const missing = await t.app.inject({ url: '/api/settings/defaultcontentbyuniquename/Nope_Template' });
    expect(missing.statusCode).toBe(404);
  });

  it('When the defaults are asked for, then page templates answer publicly and mail templates only to staff', async () => {
    const pages = await t.app.inject({ url: '/api/settings/getdefaulttemplatecontents' });
    expect(pages.json().results).toHaveLength(5);
    expect(
      (await t.app.inject({ url: '/api/settings/getTransportationProviderDefaultTemplateContents' })).statusCode,
    ).toBe(401);
    const staff = await t.signIn('provider');
    const all = await t.app.inject({
      url: '/api/settings/getTransportationProviderDefaultTemplateContents',
      headers: t.bearer(staff.access_token),
    });
    expect(all.json().results.map((x: { uniqueName: string }) => x.uniqueName)).toEqual(
      expect.arrayContaining([
        'EmailVerification_Template',
        'Updateusername_Template',
        'ForgotPassword_Template',
        'SmsBookingConfirmed_Template',
      ]),
    );
  });
});
