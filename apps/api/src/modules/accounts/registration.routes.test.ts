import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freshIps, providerForm as newProviderForm } from '../../../test/fixtures/registration.ts';
import { codeMailedTo, latestMailTo, mailsTo } from '../../../test/mailbox.ts';
import { clock, startAccountsApp, t } from '../../../test/suites/accounts-suite.ts';

const advance = (minutes: number) => clock.advance(minutes * 60_000);

startAccountsApp();

const freshIp = freshIps(1);
const unique = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`;

const sendCode = (email: string, opts: { host?: string; ip?: string; path?: string; templateType?: string } = {}) =>
  t.app.inject({
    url: `${opts.path ?? '/api/emailverificationcode/sendemailfornewuseremailverification'}?email=${encodeURIComponent(email)}&templateType=${opts.templateType ?? 'EmailVerification_Template'}&clientId=customer-portal`,
    headers: { host: opts.host ?? 'localhost' },
    remoteAddress: opts.ip ?? freshIp(),
  });

const checkCode = (email: string, code: string) =>
  t.app.inject({
    url: `/api/emailverificationcode/isvalidemailverificationcode?email=${encodeURIComponent(email)}&code=${code}`,
    remoteAddress: freshIp(),
  });

/** What the code check answers for an address and a code (isValid, the message, the tries left). */
const verdictOf = async (email: string, code: string) => (await checkCode(email, code)).json().results[0];

/** The code check refuses a code with this message. */
const expectRefused = async (email: string, code: string, message: string) =>
  expect(await verdictOf(email, code)).toMatchObject({ isValid: false, message });

/** A new address (named from the prefix) and the code mailed to it. */
const codeSentTo = async (prefix: string) => {
  const email = `${unique(prefix)}@example.com`;
  await sendCode(email);
  return { email, code: await codeMailedTo(t, email) };
};

const verify = async (email: string, host?: string) => {
  expect((await sendCode(email, { host })).statusCode).toBe(200);
  const res = await checkCode(email, await codeMailedTo(t, email));
  expect(res.json().results[0].isValid).toBe(true);
};

/** The registration form, with an EIN on file unless told. */
const providerForm = (over: Record<string, unknown> = {}) => newProviderForm({ EIN: '12-3456789', ...over });

const register = (payload: Record<string, unknown>, host = 'localhost') =>
  t.app.inject({ method: 'POST', url: '/api/account/register', payload, headers: { host }, remoteAddress: freshIp() });

describe('e-mail verification codes', () => {
  it('When a code is asked for a new address, then a six-digit code is mailed and accepted once', async () => {
    const email = `${unique('new')}@example.com`;
    const res = await sendCode(email);
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ sent: true, email, expiresInMinutes: 15 });

    const mail = await latestMailTo(t, email);
    expect(mail.template).toBe('EmailVerification_Template');
    expect(mail.subject).toContain('verification code');
    const code = await codeMailedTo(t, email);
    expect(code).toMatch(/^\d{6}$/);

    const ok = await checkCode(email, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().results[0]).toMatchObject({ isValid: true });

    const replay = await checkCode(email, code);
    expect(replay.json().results[0]).toMatchObject({
      isValid: false,
      message: 'This code was already used. Please ask for a new code.',
    });
  });

  it('When api/auth/sendemail is called, then it mails a code the same way', async () => {
    const email = `${unique('alias')}@example.com`;
    expect((await sendCode(email, { path: '/api/auth/sendemail' })).statusCode).toBe(200);
    expect((await verdictOf(email, await codeMailedTo(t, email))).isValid).toBe(true);
  });

  it('When the code is wrong, then the tries left are counted down and after 5 even the right code is refused', async () => {
    const { email, code } = await codeSentTo('tries');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await verdictOf(email, wrong);
    expect(first).toMatchObject({
      isValid: false,
      triesLeft: 4,
      message: 'The code is not correct. You have 4 tries left.',
    });
    for (let i = 0; i < 3; i++) await checkCode(email, wrong);
    expect((await verdictOf(email, wrong)).message).toBe('The code is not correct. Please ask for a new code.');
    await expectRefused(email, code, 'Too many wrong tries. Please ask for a new code.');
  });

  it('When 15 minutes have passed, then the code has expired', async () => {
    const { email, code } = await codeSentTo('late');
    advance(15);
    await expectRefused(email, code, 'This code has expired. Please ask for a new code.');
  });

  it('When a new code is asked, then it replaces the old one', async () => {
    const { email, code: first } = await codeSentTo('twice');
    await sendCode(email);
    const second = await codeMailedTo(t, email);
    expect(await mailsTo(t, email)).toHaveLength(2);
    if (first !== second) expect((await verdictOf(email, first)).isValid).toBe(false);
    expect((await verdictOf(email, second)).isValid).toBe(true);
  });

  it('When no code was sent to the address, then it says so', async () => {
    await expectRefused(
      `${unique('none')}@example.com`,
      '123456',
      'No code was sent to this address. Please ask for a new code.',
    );
  });

  it('When the address is already registered, then no code is sent and 409 explains', async () => {
    const res = await sendCode('customer@ridedesk.example');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'An account with this e-mail address already exists. Please sign in or reset your password.',
    );
  });

  it('When the input is wrong, then each field has its message', async () => {
    expect((await sendCode('not-an-address')).json().message).toBe('Please enter a valid e-mail address');
    expect((await sendCode(`${unique('x')}@example.com`, { templateType: 'Other_Template' })).json().message).toBe(
      'Unknown template type',
    );
    const bad = await checkCode('a@example.com', '12ab56');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter the 6-digit code from the e-mail');
  });

  it('When a site asks, then the mail carries that site title and colour', async () => {
    const email = `${unique('brand')}@example.com`;
    await sendCode(email, { host: 'citylimo.localhost' });
    const mail = await latestMailTo(t, email);
    expect(mail.siteId).toBe(5);
    expect(mail.subject).toBe('Your City Limo verification code');
    expect(mail.html).toContain('background:#1B2A41');
    expect(mail.html).toContain('City Limo — Chicago chauffeurs');
  });

  it('When the product site mails a code, then it greets the first name (or no name, never the address) and signs as RideDesk', async () => {
    const named = `${unique('rita')}@example.com`;
    await t.app.inject({
      url: `/api/emailverificationcode/sendemailfornewuseremailverification?email=${encodeURIComponent(named)}&firstName=Rita&templateType=EmailVerification_Template&clientId=customer-portal`,
      remoteAddress: freshIp(),
    });
    const mail = await latestMailTo(t, named);
    expect(mail.text).toMatch(/^Hello Rita,/);
    expect(mail.text).toContain('The RideDesk team');
    expect(mail.text).not.toContain('Online Booking for your rides');
    expect(mail.subject).toBe('Your RideDesk verification code');

    const unnamed = `${unique('someone')}@example.com`;
    await sendCode(unnamed);
    const plain = await latestMailTo(t, unnamed);
    expect(plain.text).toMatch(/^Hello,/);
    expect(plain.text).not.toContain(unnamed.split('@')[0]);
  });

  it('When one address asks too often, then the sixth send in 15 minutes answers 429', async () => {
    const email = `${unique('flood')}@example.com`;
    for (let i = 0; i < 5; i++) expect((await sendCode(email)).statusCode).toBe(200);
    const res = await sendCode(email);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many e-mails were requested for this address. Please wait 15 minutes and try again.',
    });
  });

  it('When one network asks for many addresses, then it is limited too', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 20; i++) expect((await sendCode(`${unique('net')}@example.com`, { ip })).statusCode).toBe(200);
    const res = await sendCode(`${unique('net')}@example.com`, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Too many e-mails were requested from your network. Please wait 15 minutes and try again.',
    );
  });
});

describe('is a name taken', () => {
  const taken = (path: string, ip = freshIp()) => t.app.inject({ url: path, remoteAddress: ip });

  it('When a user name or address is in use, then isTaken is true, and false otherwise', async () => {
    expect((await taken('/api/user/getuserbyusername?userName=Provider')).json().results[0]).toEqual({ isTaken: true });
    expect((await taken(`/api/user/getuserbyusername?userName=${unique('free')}`)).json().results[0]).toEqual({
      isTaken: false,
    });
    expect((await taken('/api/user/getuserbyemailaddress?email=customer@ridedesk.example')).json().results[0]).toEqual({
      isTaken: true,
    });
    expect((await taken(`/api/user/getuserbyemailaddress?email=${unique('f')}@example.com`)).json().results[0]).toEqual(
      { isTaken: false },
    );
  });

  it('When the input is missing or malformed, then 400 names the field', async () => {
    expect((await taken('/api/user/getuserbyusername?userName=')).json().message).toBe('Please enter the username');
    expect((await taken('/api/user/getuserbyemailaddress?email=nope')).json().message).toBe(
      'Please enter a valid e-mail address',
    );
  });

  it('When one address asks more than 20 times a minute, then it answers 429', async () => {
    const ip = '10.8.8.8';
    for (let i = 0; i < 20; i++)
      expect((await taken(`/api/user/getuserbyusername?userName=u${i}`, ip)).statusCode).toBe(200);
    const res = await taken('/api/user/getuserbyusername?userName=u21', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });
});

describe('registration', () => {
  it('When a provider registers with a verified address, then its company, site above 4 and administrator exist, awaiting the subscription', async () => {
    const form = providerForm();
    await verify(form.email);
    const res = await register(form);
    expect(res.statusCode).toBe(201);
    const body = res.json().results[0];
    expect(body).toMatchObject({
      userName: form.userName,
      email: form.email,
      role: 'SPAdmin',
      clientId: 'admin-portal',
      registrationStatus: 'Subscription Pending',
      subscriptionPlanId: 2,
      authenticationType: 'local',
    });
    expect(body.siteId).toBeGreaterThan(4);
    expect(body.site).toMatchObject({ id: body.siteId, title: 'Acme Cars' });
    expect(body.site.host).toMatch(/^acme-cars(-\d+)?\.localhost$/);

    const tokens = await t.signIn(form.userName, 'admin-portal', form.password);
    expect(tokens.user).toMatchObject({ role: 'SPAdmin', siteId: body.siteId, paymentStatus: 'Subscription Pending' });

    const site = await t.app.inject({ url: '/api/site/getSiteIdOfClient', headers: { host: body.site.host } });
    expect(site.json().results[0]).toMatchObject({ site_id: body.siteId, site_color: '#009DFF,#009DFF' });
  });

  it('When a second provider has the same company name, then its host is made unique', async () => {
    const hosts: string[] = [];
    for (let i = 0; i < 2; i++) {
      const form = providerForm({ serviceProviderName: 'Twin Limo & Co.' });
      await verify(form.email);
      const res = await register(form);
      expect(res.statusCode).toBe(201);
      hosts.push(res.json().results[0].site.host);
    }
    expect(hosts[0]).toBe('twin-limo-co.localhost');
    expect(hosts[1]).toBe('twin-limo-co-2.localhost');
  });

  it("When a traveller registers on a provider's host, then the account is a Customer of that site", async () => {
    const form = providerForm({ clientid: 'customer-portal', EIN: null, serviceProviderName: '', zipcode: '' });
    await verify(form.email, 'baychauffeurs.localhost');
    const res = await register(form, 'baychauffeurs.localhost');
    expect(res.statusCode).toBe(201);
    expect(res.json().results[0]).toMatchObject({ role: 'Customer', siteId: 6, registrationStatus: null, site: null });
    const tokens = await t.signIn(form.userName, 'customer-portal', form.password);
    expect(tokens.user).toMatchObject({ role: 'Customer', siteId: 6 });
  });

  it('When the address was not verified, then registration answers 422', async () => {
    const res = await register(providerForm());
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Please verify your e-mail address first.');
  });

  it('When the verification is older than an hour, then it no longer counts', async () => {
    const form = providerForm();
    await verify(form.email);
    advance(61);
    expect((await register(form)).statusCode).toBe(422);
  });

  it('When the user name or e-mail is taken, then 409 says which', async () => {
    const name = await register(providerForm({ userName: 'PROVIDER' }));
    expect(name.statusCode).toBe(409);
    expect(name.json().message).toBe('This username is already taken. Please choose another one.');
    const email = await register(providerForm({ email: 'customer@ridedesk.example' }));
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe(
      'An account with this e-mail address already exists. Please sign in or reset your password.',
    );
  });

  it('When fields are wrong, then each answers 400 with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { password: 'password1' },
        'This password is one of the most common passwords. Please choose a less common one.',
      ],
      [{ password: 'short' }, 'Password must be at least 8 characters'],
      [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
      [{ EIN: '1234' }, 'Please enter a valid EIN (e.g., 12-3456789)'],
      [{ zipcode: 'abc' }, 'Please enter a valid ZIP code (e.g., 60601)'],
      [{ serviceProviderName: '' }, 'Please enter the company name'],
      [{ email: 'nope' }, 'Please enter a valid e-mail address'],
      [{ userName: 'a b' }, 'Username may contain only letters, digits and . _ - @ +'],
      [{ firstName: '' }, 'Please enter the first name'],
      [{ lastName: '' }, 'Please enter the last name'],
      [{ clientid: 'super-admin-portal' }, 'Please register through the admin-portal or the customer-portal'],
    ];
    for (const [over, message] of cases) {
      const res = await register(providerForm(over));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
