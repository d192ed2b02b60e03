import { describe, expect, it } from 'vitest';
import { filterPhoneKeystrokes, formatPhoneOnBlur, isValidPhone, PHONE_MESSAGE } from './phone.ts';

describe('phone rule', () => {
  it('accepts ten digits or ddd-ddd-dddd and nothing else', () => {
    expect(isValidPhone('3125550142')).toBe(true);
    expect(isValidPhone('312-555-0142')).toBe(true);
    for (const bad of ['312555014', '31255501420', '312-5550142', '(312) 555-0142', '312 555 0142', ''])
      expect(isValidPhone(bad)).toBe(false);
  });

  it('keeps only digits and hyphens as keystrokes, at most 12 characters', () => {
    expect(filterPhoneKeystrokes('(312) 555-0142 ext 9')).toBe('312555-01429');
    expect(filterPhoneKeystrokes('1234567890123456')).toHaveLength(12);
  });

  it('formats ten digits to ddd-ddd-dddd on blur and leaves anything else alone', () => {
    expect(formatPhoneOnBlur('3125550142')).toBe('312-555-0142');
    expect(formatPhoneOnBlur('312-5550142')).toBe('312-555-0142');
    expect(formatPhoneOnBlur('12345')).toBe('12345');
  });

  it('carries the spec message', () => {
    expect(PHONE_MESSAGE).toBe('Please enter 10 digit number or a valid formatted number (e.g., 123-456-7890)');
  });
});
