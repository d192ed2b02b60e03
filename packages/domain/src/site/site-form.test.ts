import { describe, expect, it } from 'vitest';
import { normaliseHost, siteFormSchema, splitColors } from './site-form.ts';

const valid = { name: 'Acme', host: 'acme.example.com', title: 'Acme', preferredLanguageId: 1, otherLanguageIds: [2] };

describe('site form', () => {
  it('accepts a complete form and applies the default colours', () => {
    const site = siteFormSchema.parse(valid);
    expect(site.headerColor).toBe('#009DFF');
    expect(site.bodyColor).toBe('#009DFF');
  });

  it('enforces a 40 character title', () => {
    expect(siteFormSchema.safeParse({ ...valid, title: 'x'.repeat(40) }).success).toBe(true);
    const result = siteFormSchema.safeParse({ ...valid, title: 'x'.repeat(41) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Maximum of 40 characters allowed');
  });

  it('refuses other languages that include the preferred one', () => {
    const result = siteFormSchema.safeParse({ ...valid, otherLanguageIds: [1, 2] });
    expect(result.error?.issues[0].message).toBe('Other languages must not include the preferred language');
  });

  it('normalises hosts: lower case, no scheme, path or port', () => {
    expect(normaliseHost('https://Acme.Example.com:3000/book')).toBe('acme.example.com');
    expect(siteFormSchema.parse({ ...valid, host: 'ACME.localhost' }).host).toBe('acme.localhost');
    expect(siteFormSchema.safeParse({ ...valid, host: 'not a host!' }).success).toBe(false);
  });

  it('splits the stored colour pair, header first then body', () => {
    expect(splitColors('#111111,#EEEEEE')).toEqual({ header: '#111111', body: '#EEEEEE' });
    expect(splitColors('#111111')).toEqual({ header: '#111111', body: '#111111' });
    expect(splitColors(null)).toEqual({ header: '#009DFF', body: '#009DFF' });
  });
});
