import { describe, expect, it } from 'vitest';
import { type SiteTemplate, templateBody } from './template-content.ts';

const lang = (locale: string) => ({ id: locale === 'en' ? 1 : 2, name: locale, locale });

const template = (site: [string, string][], defaults: [string, string][]): SiteTemplate => ({
  uniqueName: 'PrivacyPolicy_Template',
  displayName: 'Privacy Policy',
  content: {
    contentSiteLanguageMappings: site.map(([locale, value]) => ({ value, languages: lang(locale) })),
    contentLanguageMappings: defaults.map(([locale, value]) => ({ value, languages: lang(locale) })),
  },
});

describe('which template text is shown', () => {
  it('When the site has its own text in the language, then it wins over the default', () => {
    expect(templateBody(template([['es', 'sitio']], [['es', 'defecto']]), 'es')).toBe('sitio');
  });

  it('When the site has no text in the language, then the default in that language is shown', () => {
    expect(
      templateBody(
        template(
          [['en', 'site']],
          [
            ['es', 'defecto'],
            ['en', 'default'],
          ],
        ),
        'es',
      ),
    ).toBe('defecto');
  });

  it('When neither has the language, then English is shown, the site’s first', () => {
    expect(templateBody(template([['en', 'site']], [['en', 'default']]), 'fr')).toBe('site');
    expect(templateBody(template([], [['en', 'default']]), 'fr')).toBe('default');
  });

  it('When there is no content at all, then there is nothing to show', () => {
    expect(templateBody({ uniqueName: 'x', displayName: 'x', content: null }, 'en')).toBeNull();
  });
});
