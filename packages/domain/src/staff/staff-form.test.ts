import { describe, expect, it } from 'vitest';
import { canActivateAnother, staffCreateSchema, staffUpdateSchema, userLimitMessage } from './staff-form.ts';

const valid = {
  firstName: 'Nadia',
  lastName: 'Novak',
  email: 'Nadia@CityLimo.example',
  userName: 'nadia',
  role: 'SPUser',
};

describe('the staff forms', () => {
  it('When the phone is empty, absent or null, then it is stored as null (the form sends null back)', () => {
    for (const phoneNumber of [undefined, null, '', '  ']) {
      const parsed = staffCreateSchema.parse({ ...valid, phoneNumber });
      expect(parsed.phoneNumber).toBeNull();
      // What the form parsed is what the API parses again.
      expect(staffCreateSchema.parse(parsed).phoneNumber).toBeNull();
    }
    expect(staffCreateSchema.parse(valid).email).toBe('nadia@citylimo.example');
  });

  it('When the phone is given, then 10 digits or ddd-ddd-dddd pass and anything else gets the spec message', () => {
    expect(staffUpdateSchema.parse({ ...valid, phoneNumber: '312-555-0101' }).phoneNumber).toBe('312-555-0101');
    const bad = staffUpdateSchema.safeParse({ ...valid, phoneNumber: '12345' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe(
      'Please enter 10 digit number or a valid formatted number (e.g., 123-456-7890)',
    );
  });

  it('When the role is not admin or standard, then "Please choose the role"', () => {
    const bad = staffCreateSchema.safeParse({ ...valid, role: 'Customer' });
    expect(bad.error?.issues[0].message).toBe('Please choose the role');
  });

  it('When the plan is full, then no one more is activated and the message names the plan and its count', () => {
    expect(canActivateAnother(2, 3)).toBe(true);
    expect(canActivateAnother(3, 3)).toBe(false);
    expect(userLimitMessage('Basic', 3)).toBe(
      'Your Basic plan allows 3 active users. Disable a user or upgrade your plan to add another.',
    );
    expect(userLimitMessage('Solo', 1)).toContain('1 active user.');
  });
});
