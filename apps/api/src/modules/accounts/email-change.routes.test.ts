import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freshIps } from '../../../test/fixtures/registration.ts';
import { insertTraveller } from '../../../test/fixtures/users.ts';
import { latestMailTo, linkMailedTo, mailsTo } from '../../../test/mailbox.ts';
import { clock, startAccountsApp, t } from '../../../test/suites/accounts-suite.ts';

startAccountsApp();

const freshIp = freshIps(3);
const PHONE_MESSAGE = 'Please enter 10 digit number or a valid formatted number (e.g., 123-456-7890)';

const makeUser = async () => {
  const userName = `mover${randomUUID().slice(0, 8)}`;
  const { email } = await insertTraveller(t.db, {
    userName,
    password: PASSWORD,
    email: `${userName}@old.example`,
    firstName: 'Max',
    lastName: 'Mover',
    phone: '312-555-0101',
    preferredTimezone: 'America/Chicago',
  });
  const { access_token } = await t.signIn(userName, 'customer-portal', PASSWORD);
  return { userName, email, token: access_token };
};

const PASSWORD = 'first-uncommon-phrase';

const askChange = (
  token: string,
  oldEmail: string,
  newEmail: string,
  host = 'citylimo.localhost',
  password: string | null = PASSWORD,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sendemailforusernameupdate',
    payload: {
      oldEmailAddress: oldEmail,
      newEmailAddress: newEmail,
      password: password ?? undefined,
      templateType: 'Updateusername_Template',
      clientId: 'customer-portal',
    },
    headers: { ...t.bearer(token), host },
    remoteAddress: freshIp(),
  });

const updateUser = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/updateuser', headers: t.bearer(token), payload });

const profile = (token: string) => t.app.inject({ url: '/api/auth/profile', headers: t.bearer(token) });

describe('profile', () => {
  it('When a traveller reads the profile, then it has the fields of spec 01 section 3', async () => {
    const user = await makeUser();
    const res = await profile(user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      firstname: 'Max',
      lastname: 'Mover',
      phone: '312-555-0101',
      email: user.email,
      username: user.userName,
      preferredTimezone: 'America/Chicago',
      authenticationType: 'local',
    });
  });

  it('When the profile is saved, then the fields change and Saved Changes!! answers', async () => {
    const user = await makeUser();
    const res = await updateUser(user.token, {
      oldemailaddress: user.email,
      newemailaddress: user.email,
      phoneNumber: '4155550199',
      firstName: 'Maxine',
      lastName: 'Moverly',
      userName: user.userName,
      preferredTimezone: 'America/Los_Angeles',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      message: 'Saved Changes!!',
      firstname: 'Maxine',
      lastname: 'Moverly',
      phone: '4155550199',
      preferredTimezone: 'America/Los_Angeles',
      email: user.email,
    });
  });

  it('When a field is wrong, then each has its message', async () => {
    const user = await makeUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, 'Please enter the first name'],
      [{ lastName: ' ' }, 'Please enter the last name'],
      [{ phoneNumber: '' }, PHONE_MESSAGE],
      [{ phoneNumber: '312555010' }, PHONE_MESSAGE],
      [{ phoneNumber: '312-555-01011' }, PHONE_MESSAGE],
      [{ phoneNumber: '(312)5550101' }, PHONE_MESSAGE],
      [{ preferredTimezone: 'Europe/Berlin' }, 'Please choose a time zone from the list'],
    ];
    for (const [payload, message] of cases) {
      const res = await updateUser(user.token, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const other = await updateUser(user.token, { userName: 'customer', firstName: 'X' });
    expect(other.statusCode).toBe(403);
  });

  it('When nobody is signed in, then profile and updateuser answer 401', async () => {
    expect((await t.app.inject({ url: '/api/auth/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/updateuser', payload: {} })).statusCode).toBe(401);
    const site = (await t.app.inject({ url: '/api/site/getSiteIdOfClient' })).json().results[0].access_token;
    expect((await t.app.inject({ url: '/api/auth/profile', headers: t.bearer(site) })).statusCode).toBe(401);
  });
});

describe('e-mail change', () => {
  it('When a change is asked, then the new address gets a /home link and the e-mail changes only through it', async () => {
    const user = await makeUser();
    const newEmail = `${user.userName}@new.example`;
    const res = await askChange(user.token, user.email, newEmail);
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ sent: true, email: newEmail });
    const notices = await mailsTo(t, user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0].template).toBe('EmailChangeRequested_Template');
    expect(notices[0].subject).toBe('The e-mail address of your City Limo account is being changed');
    expect(notices[0].text).toContain(newEmail);
    const mail = await latestMailTo(t, newEmail);
    expect(mail.template).toBe('Updateusername_Template');
    expect(mail.text).toContain(user.email);

    const link = await linkMailedTo(t, newEmail);
    expect(link.origin).toBe('http://citylimo.localhost');
    expect(link.pathname).toBe('/home');
    expect(link.searchParams.get('oldemail')).toBe(user.email);
    expect(link.searchParams.get('newemail')).toBe(newEmail);
    const token = link.searchParams.get('token');

    // Not yet: without the token the address stays.
    const early = await updateUser(user.token, { oldemailaddress: user.email, newemailaddress: newEmail });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Please confirm the new e-mail address with the link we sent to it.');
    expect((await profile(user.token)).json().results[0].email).toBe(user.email);

    const done = await updateUser(user.token, { oldemailaddress: user.email, newemailaddress: newEmail, token });
    expect(done.statusCode).toBe(200);
    expect(done.json().results[0]).toMatchObject({ email: newEmail, message: 'Saved Changes!!' });

    const replay = await updateUser(user.token, {
      oldemailaddress: newEmail,
      newemailaddress: `${user.userName}@third.example`,
      token,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(
      'This e-mail change link has expired or was already used. Please ask for a new one.',
    );
  });

  it('When the link is opened without signing in, then confirmemailchange applies it for that exact pair only', async () => {
    const user = await makeUser();
    const newEmail = `${user.userName}@new.example`;
    await askChange(user.token, user.email, newEmail);
    const token = (await linkMailedTo(t, newEmail)).searchParams.get('token');
    const confirm = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/confirmemailchange', payload, remoteAddress: freshIp() });

    const wrongPair = await confirm({ oldemail: user.email, newemail: `${user.userName}@elsewhere.example`, token });
    expect(wrongPair.statusCode).toBe(400);
    const ok = await confirm({ oldemail: user.email, newemail: newEmail, token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().results[0]).toMatchObject({ email: newEmail, username: user.userName });
    expect((await confirm({ oldemail: user.email, newemail: newEmail, token })).statusCode).toBe(400);
  });

  it('When the link is older than an hour, then it has expired', async () => {
    const user = await makeUser();
    const newEmail = `${user.userName}@new.example`;
    await askChange(user.token, user.email, newEmail);
    const token = (await linkMailedTo(t, newEmail)).searchParams.get('token');
    clock.advance(61 * 60_000);
    const { access_token } = await t.signIn(user.userName, 'customer-portal', 'first-uncommon-phrase');
    const res = await updateUser(access_token, { oldemailaddress: user.email, newemailaddress: newEmail, token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'This e-mail change link has expired or was already used. Please ask for a new one.',
    );
  });

  it("When another account's token is used, then it does not apply", async () => {
    const a = await makeUser();
    const b = await makeUser();
    const newEmail = `${a.userName}@new.example`;
    await askChange(a.token, a.email, newEmail);
    const token = (await linkMailedTo(t, newEmail)).searchParams.get('token');
    const res = await updateUser(b.token, { oldemailaddress: b.email, newemailaddress: newEmail, token });
    expect(res.statusCode).toBe(400);
    expect((await profile(b.token)).json().results[0].email).toBe(b.email);
  });

  it('When the current password is missing or wrong, then nothing is mailed and the password field says why', async () => {
    const user = await makeUser();
    const newEmail = `${user.userName}@new.example`;
    const missing = await askChange(user.token, user.email, newEmail, 'citylimo.localhost', null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter your current password');
    const wrong = await askChange(user.token, user.email, newEmail, 'citylimo.localhost', 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'The current password is not correct',
      fields: { password: 'The current password is not correct' },
    });
    expect(await mailsTo(t, newEmail)).toHaveLength(0);
    expect(await mailsTo(t, user.email)).toHaveLength(0);
  });

  it('When the request is wrong, then each case has its message', async () => {
    const user = await makeUser();
    const cases: [string, string, number, string][] = [
      [
        'someone@else.example',
        `${user.userName}@new.example`,
        400,
        'The current e-mail address does not match your account',
      ],
      [user.email, user.email, 400, 'The new e-mail address must be different from the current one'],
      [
        user.email,
        'customer@ridedesk.example',
        409,
        'An account with this e-mail address already exists. Please sign in or reset your password.',
      ],
      [user.email, 'not-an-address', 400, 'Please enter a valid e-mail address'],
    ];
    for (const [oldEmail, newEmail, status, message] of cases) {
      const res = await askChange(user.token, oldEmail, newEmail);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const unsigned = await t.app.inject({
      url: `/api/auth/sendemailforusernameupdate?oldEmailAddress=a@b.example&newEmailAddress=c@d.example`,
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('When the new address is asked for too often, then 429 answers', async () => {
    const user = await makeUser();
    const newEmail = `${user.userName}@flood.example`;
    for (let i = 0; i < 5; i++) expect((await askChange(user.token, user.email, newEmail)).statusCode).toBe(200);
    expect((await askChange(user.token, user.email, newEmail)).statusCode).toBe(429);
  });
});
