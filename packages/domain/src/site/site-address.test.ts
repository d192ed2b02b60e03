import { describe, expect, it } from 'vitest';
import { SITE_ADDRESS_MESSAGES, siteAddressSchema, siteLabelOf } from './site-address.ts';

describe('site address', () => {
  it('When a company name has accents, capitals and punctuation, then its label is lower-case words joined by hyphens', () => {
    expect(siteLabelOf('Café Limousines & Co.')).toBe('cafe-limousines-co');
  });

  it('When a label, a host or an address is typed, then the host under the provider domain is answered', () => {
    expect(siteAddressSchema.parse('Acme-Cars')).toBe('acme-cars.localhost');
    expect(siteAddressSchema.parse('acme-cars.localhost')).toBe('acme-cars.localhost');
    expect(siteAddressSchema.parse('http://acme-cars.localhost:3000/')).toBe('acme-cars.localhost');
  });

  it('When the label is too short, has a dot or starts with a hyphen, then the message says what is allowed', () => {
    for (const bad of ['ab', 'acme.cars', '-acme', 'acme_cars', 'a'.repeat(41)]) {
      const result = siteAddressSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(SITE_ADDRESS_MESSAGES.invalid);
    }
  });
});
