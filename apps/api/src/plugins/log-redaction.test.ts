import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

/** Each case: what it shows, and the addresses as sent with what the log keeps of them. */
const CASES: [string, [sent: string, logged: string][]][] = [
  [
    'When an address carries a refresh token and a client id, then only the token is masked',
    [
      [
        '/api/auth/RefreshAccessToken?clientId=admin-portal&refreshToken=abc.DEF-123',
        '/api/auth/RefreshAccessToken?clientId=admin-portal&refreshToken=[redacted]',
      ],
    ],
  ],
  [
    'When a sign-in code rides on gettoken or a callback, then it is masked',
    [
      ['/api/auth/gettoken?code=s3cr3t', '/api/auth/gettoken?code=[redacted]'],
      ['/admin/redirect?code=s3cr3t&x=1', '/admin/redirect?code=[redacted]&x=1'],
    ],
  ],
  [
    'When the name is written in other cases, percent-encoded or snake_case, then it is masked all the same',
    [
      [
        '/a?RefreshToken=1&refresh_token=2&%63ode=3&Token=4&access_token=5&id_token=6',
        '/a?RefreshToken=[redacted]&refresh_token=[redacted]&%63ode=[redacted]&Token=[redacted]&access_token=[redacted]&id_token=[redacted]',
      ],
    ],
  ],
  [
    'When an address has no secret or no query, then it is kept as sent',
    [
      ['/api/site?host=a%25b&page=2', '/api/site?host=a%25b&page=2'],
      ['/api/site', '/api/site'],
      ['/api/x?%E0%A4%A=1', '/api/x?%E0%A4%A=1'],
    ],
  ],
];

describe('addresses in the log', () => {
  it.each(CASES)('%s', (_case, addresses) => {
    for (const [sent, logged] of addresses) expect(redactUrl(sent)).toBe(logged);
  });
});
