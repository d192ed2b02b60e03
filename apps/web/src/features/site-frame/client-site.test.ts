import { describe, expect, it } from 'vitest';
import { type ClientSite, offeredLanguages, resolveLocale } from './client-site.ts';
import { siteLook } from './site-theme.ts';

const CATALOGUE = [
  { id: 1, name: 'English', locale: 'en' },
  { id: 2, name: 'Spanish', locale: 'es' },
  { id: 3, name: 'French', locale: 'fr' },
];

const site = (overrides: Partial<ClientSite> = {}): ClientSite => ({
  site_id: 5,
  site_color: '#1B2A41,#C9A227',
  site_title: 'City Limo',
  site_name: 'City Limo',
  logo: null,
  preferred_language_id: 2,
  other_language_ids: [1],
  serviceProvider: null,
  access_token: 't',
  ...overrides,
});

describe('the client site', () => {
  it('When a site offers languages, then its preferred one comes first', () => {
    expect(offeredLanguages(site(), CATALOGUE).map((l) => l.locale)).toEqual(['es', 'en']);
  });

  it('When the visitor chose a language before on this site, then it is kept; otherwise the preferred one is used', () => {
    const stored = {
      site_id: 5,
      preferred_language_id: 2,
      locale: 'en',
      site_title: '',
      site_color: '',
      access_token: '',
    };
    expect(resolveLocale(site(), CATALOGUE, stored)).toBe('en');
    expect(resolveLocale(site(), CATALOGUE, { ...stored, site_id: 6 })).toBe('es');
    expect(resolveLocale(site(), CATALOGUE, { ...stored, locale: 'fr' })).toBe('es');
  });

  it('When a provider site is themed, then the header takes the first colour and the loader the second', () => {
    const look = siteLook('#1B2A41,#C9A227', 5);
    expect(look.headerColor).toBe('#1B2A41');
    expect(look.headerText).toBe('#FFFFFF');
    expect(look.loaderColor).toBe('#C9A227');
  });

  it('When the product site (4) is themed, then the loader keeps the default colour', () => {
    expect(siteLook('#123456,#654321', 4).loaderColor).toBe('#009DFF');
  });
});
