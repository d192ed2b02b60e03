import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('addresses in the log', () => {
  it('When an address carries a refresh token and a client id, then only the token is masked', () => {
    expect(redactUrl('/api/auth/RefreshAccessToken?clientId=admin-portal&refreshToken=abc.DEF-123')).toBe(
      '/api/auth/RefreshAccessToken?clientId=admin-portal&refreshToken=[redacted]',
    );
  });

  it('When a sign-in code rides on gettoken or a callback, then it is masked', () => {
    expect(redactUrl('/api/auth/gettoken?code=s3cr3t')).toBe('/api/auth/gettoken?code=[redacted]');
    expect(redactUrl('/admin/redirect?code=s3cr3t&x=1')).toBe('/admin/redirect?code=[redacted]&x=1');
  });

  it('When the name is written in other cases, percent-encoded or snake_case, then it is masked all the same', () => {
    expect(redactUrl('/a?RefreshToken=1&refresh_token=2&%63ode=3&Token=4&access_token=5&id_token=6')).toBe(
      '/a?RefreshToken=[redacted]&refresh_token=[redacted]&%63ode=[redacted]&Token=[redacted]&access_token=[redacted]&id_token=[redacted]',
    );
  });

  it('When an address has no secret or no query, then it is kept as sent', () => {
    expect(redactUrl('/api/site?host=a%25b&page=2')).toBe('/api/site?host=a%25b&page=2');
    expect(redactUrl('/api/site')).toBe('/api/site');
    expect(redactUrl('/api/x?%E0%A4%A=1')).toBe('/api/x?%E0%A4%A=1');
  });
});
