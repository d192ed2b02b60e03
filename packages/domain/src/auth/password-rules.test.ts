import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_COUNT,
  isCommonPassword,
  newPasswordSchema,
  PASSWORD_MESSAGES,
  passwordProblem,
} from './password-rules.ts';

const firstMessage = (value: unknown) => newPasswordSchema.safeParse(value).error?.issues[0].message;

describe('password rules', () => {
  it('When the list is loaded, then it holds the 3,000 commonest passwords of at least 8 characters', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(3000);
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
  });

  it('When a common password is written in capitals, then it is still refused', () => {
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(firstMessage('ILOVEYOU')).toBe(PASSWORD_MESSAGES.common);
  });

  it('When the password is empty, then it asks for one', () => {
    expect(firstMessage('')).toBe(PASSWORD_MESSAGES.required);
    expect(firstMessage(undefined)).toBe(PASSWORD_MESSAGES.required);
    expect(passwordProblem('')).toBe(PASSWORD_MESSAGES.required);
  });

  it('When it is shorter than 8 characters, then the minimum is named', () => {
    expect(firstMessage('Zq7!xk2')).toBe('Password must be at least 8 characters');
    expect(newPasswordSchema.safeParse('Zq7!xk2m').success).toBe(true);
  });

  it('When it is longer than 128 characters, then the maximum is named', () => {
    expect(firstMessage('Zq7!'.repeat(32) + 'x')).toBe('Password must be at most 128 characters');
    expect(newPasswordSchema.safeParse('Zq7!'.repeat(32)).success).toBe(true);
  });

  it('When the password repeats the username or e-mail, then passwordProblem refuses it', () => {
    expect(passwordProblem('Traveller-2025', { userName: 'traveller-2025' })).toBe(PASSWORD_MESSAGES.sameAsUserName);
    expect(passwordProblem('me@example.com', { email: 'ME@example.com' })).toBe(PASSWORD_MESSAGES.sameAsUserName);
    expect(passwordProblem('a-less-common-phrase', { userName: 'someone' })).toBeNull();
  });

  it('When a password is uncommon and long enough, then it has no problem', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
  });
});
