import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freshIps } from '../../../test/fixtures/registration.ts';
import { insertTraveller, makeGoogleAccount, type TestUserValues } from '../../../test/fixtures/users.ts';
import { latestMailTo, linkMailedTo, mailsTo } from '../../../test/mailbox.ts';
import { clock, startAccountsApp, t } from '../../../test/suites/accounts-suite.ts';

startAccountsApp();

const freshIp = freshIps(2);

/** A traveller of City Limo (site 5) with a known password, made for one test. */
const makeUser = (over: Partial<TestUserValues> = {}) =>
  insertTraveller(t.db, { userName: `rider${randomUUID().slice(0, 8)}`, password: 'first-uncommon-phrase', ...over });

const forgot = (userName: string, host = 'citylimo.localhost', ip = freshIp()) =>
  t.app.inject({
    url: `/api/EmailVerificationCode/SendEmailForgotPassword?userName=${encodeURIComponent(userName)}`,
    headers: { host },
    remoteAddress: ip,
  });

const reset = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/account/resetpassword', payload, remoteAddress: freshIp() });

const refresh = (refreshToken: string, clientId = 'customer-portal') =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/RefreshAccessToken?clientId=${clientId}&refreshToken=${encodeURIComponent(refreshToken)}`,
  });

/** A reset link used, expired or replaced answers 400 and asks for a new one. */
const expectSpentLink = (res: Awaited<ReturnType<typeof reset>>) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(
    'This password reset link has expired or was already used. Please ask for a new one.',
  );
};

const updatePassword = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/updatepassword', headers: t.bearer(token), payload });

describe('forgotten password', () => {
  it('When a traveller asks, then a single-use link to /resetpassword on the site is mailed, and it sets the password and ends every session', async () => {
    const user = await makeUser();
    const session = await t.signIn(user.userName, 'customer-portal', user.password);

    const res = await forgot(user.userName);
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ sent: true });
    const mail = await latestMailTo(t, user.email);
    expect(mail.template).toBe('ForgotPassword_Template');
    expect(mail.subject).toBe('Reset your City Limo password');
    const link = await linkMailedTo(t, user.email);
    expect(link.origin).toBe('http://citylimo.localhost');
    expect(link.pathname).toBe('/resetpassword');
    const token = link.searchParams.get('token') as string;
    expect(token.length).toBeGreaterThan(30);

    const done = await reset({ userId: token, newPassword: 'second-uncommon-phrase' });
    expect(done.statusCode).toBe(200);
    expect(done.json().results[0]).toMatchObject({
      userName: user.userName,
      message: 'Your password has been changed. Please sign in with the new password.',
    });
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    await expect(t.signIn(user.userName, 'customer-portal', user.password)).rejects.toThrow(/401/);
    expect((await t.signIn(user.userName, 'customer-portal', 'second-uncommon-phrase')).access_token).toBeTruthy();

    const replay = await reset({ token, newPassword: 'third-uncommon-phrase' });
    expectSpentLink(replay);
  });

  it('When the account does not exist, then the answer is the same and nothing is mailed', async () => {
    const known = await makeUser();
    const a = (await forgot(known.userName)).json().results[0];
    const b = (await forgot('nobody-at-all')).json().results[0];
    expect(b).toEqual(a);
    expect(await mailsTo(t, 'nobody-at-all')).toHaveLength(0);
  });

  it('When provider staff ask, then the link opens the back office page', async () => {
    await forgot('dispatcher', 'localhost');
    const link = await linkMailedTo(t, 'dispatcher@citylimo.example');
    expect(link.pathname).toBe('/admin/resetpassword');
  });

  it('When 30 minutes have passed, then the link has expired', async () => {
    const user = await makeUser();
    await forgot(user.userName);
    const token = (await linkMailedTo(t, user.email)).searchParams.get('token');
    clock.advance(31 * 60_000);
    const res = await reset({ token, newPassword: 'second-uncommon-phrase' });
    expectSpentLink(res);
  });

  it('When a newer link was asked, then the older one no longer works', async () => {
    const user = await makeUser();
    await forgot(user.userName);
    const first = (await linkMailedTo(t, user.email)).searchParams.get('token');
    await forgot(user.userName);
    expect((await reset({ token: first, newPassword: 'second-uncommon-phrase' })).statusCode).toBe(400);
    const second = (await linkMailedTo(t, user.email)).searchParams.get('token');
    expect((await reset({ token: second, newPassword: 'second-uncommon-phrase' })).statusCode).toBe(200);
  });

  it('When the new password breaks a rule, then the link stays usable and the rule is named', async () => {
    const user = await makeUser();
    await forgot(user.userName);
    const token = (await linkMailedTo(t, user.email)).searchParams.get('token');
    expect((await reset({ token, newPassword: 'iloveyou' })).json().message).toBe(
      'This password is one of the most common passwords. Please choose a less common one.',
    );
    expect((await reset({ token, newPassword: 'short' })).json().message).toBe(
      'Password must be at least 8 characters',
    );
    expect((await reset({ token, newPassword: user.userName })).json().message).toBe(
      'Password must not be the same as your username or e-mail address',
    );
    expect((await reset({ newPassword: 'second-uncommon-phrase' })).json().message).toBe(
      'This password reset link is incomplete. Please ask for a new one.',
    );
    expect((await reset({ token, newPassword: 'second-uncommon-phrase' })).statusCode).toBe(200);
  });

  it('When the user prefers Spanish, then the mail is in Spanish', async () => {
    const user = await makeUser({ preferredLanguageId: 2 });
    await forgot(user.userName);
    const mail = await latestMailTo(t, user.email);
    expect(mail.subject).toBe('Restablezca su contraseña de City Limo');
    expect(mail.text).toContain('Hola, Rita:');
  });

  it('When an unknown host asks, then the link goes to the resolved site, never to the forged host', async () => {
    const user = await makeUser();
    await forgot(user.userName, 'evil.example.org');
    const link = await linkMailedTo(t, user.email);
    expect(link.hostname).toBe('localhost');
  });

  it('When one account is asked for too often, then 429 answers', async () => {
    const user = await makeUser();
    for (let i = 0; i < 5; i++) expect((await forgot(user.userName)).statusCode).toBe(200);
    const res = await forgot(user.userName);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Too many e-mails were requested for this address. Please wait 15 minutes and try again.',
    );
  });

  it('When the user name is missing, then 400 asks for it', async () => {
    const res = await t.app.inject({ url: '/api/EmailVerificationCode/SendEmailForgotPassword?userName=' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter the username');
  });
});

describe('changing the password', () => {
  it('When the current password is right, then it changes and only the other sessions end', async () => {
    const user = await makeUser();
    const other = await t.signIn(user.userName, 'customer-portal', user.password);
    const current = await t.signIn(user.userName, 'customer-portal', user.password);
    const res = await updatePassword(current.access_token, {
      username: user.userName,
      password: user.password,
      newPassword: 'second-uncommon-phrase',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0].message).toBe(
      'Your password has been changed. Your other sessions have been signed out.',
    );
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect((await refresh(current.refresh_token)).statusCode).toBe(200);
    expect((await t.signIn(user.userName, 'customer-portal', 'second-uncommon-phrase')).access_token).toBeTruthy();
    const notice = await latestMailTo(t, user.email);
    expect(notice.template).toBe('PasswordChanged_Template');
    expect(notice.subject).toMatch(/^Your .+ password was changed$/);
    expect(notice.text).toContain(`Hello Rita,`);
    expect(notice.text).toContain(user.userName);
  });

  it('When the input is wrong, then each case has its message', async () => {
    const user = await makeUser();
    const { access_token } = await t.signIn(user.userName, 'customer-portal', user.password);
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { password: 'not-my-password', newPassword: 'second-uncommon-phrase' },
        400,
        'The current password is not correct',
      ],
      [{ password: '', newPassword: 'second-uncommon-phrase' }, 400, 'Please enter the current password'],
      [
        { password: user.password, newPassword: user.password },
        400,
        'The new password must be different from the current one',
      ],
      [
        { password: user.password, newPassword: 'baseball' },
        400,
        'This password is one of the most common passwords. Please choose a less common one.',
      ],
      [{ password: user.password, newPassword: 'x'.repeat(129) }, 400, 'Password must be at most 128 characters'],
      [
        { username: 'customer', password: user.password, newPassword: 'second-uncommon-phrase' },
        403,
        'You can only change your own account',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await updatePassword(access_token, payload);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
  });

  it('When the current password is wrong five times, then the sixth try answers 429', async () => {
    const user = await makeUser();
    const { access_token } = await t.signIn(user.userName, 'customer-portal', user.password);
    for (let i = 0; i < 5; i++)
      expect(
        (await updatePassword(access_token, { password: 'wrong-guess', newPassword: 'second-uncommon-phrase' }))
          .statusCode,
      ).toBe(400);
    const res = await updatePassword(access_token, { password: user.password, newPassword: 'second-uncommon-phrase' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many wrong passwords. Please wait 15 minutes and try again.');
  });

  it('When the account signs in with Google, then the password cannot be changed', async () => {
    const user = await makeUser();
    const { access_token } = await t.signIn(user.userName, 'customer-portal', user.password);
    await makeGoogleAccount(t.db, user.id);
    const res = await updatePassword(access_token, { password: user.password, newPassword: 'second-uncommon-phrase' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Accounts signed in with Google cannot change their password.');
  });

  it('When nobody is signed in, then 401 answers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/updatepassword',
      payload: { password: 'a', newPassword: 'second-uncommon-phrase' },
    });
    expect(res.statusCode).toBe(401);
  });
});
