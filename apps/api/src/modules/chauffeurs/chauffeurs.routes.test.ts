import { CHAUFFEUR_MESSAGES } from '@ridedesk/domain/rides/chauffeur-form';
import { STAFF_MESSAGES } from '@ridedesk/domain/staff/staff-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithDemoRoles, type DemoTokens } from '../../../test/demo-roles.ts';
import { latestMailTo } from '../../../test/mailbox.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** Inviting a chauffeur (POST api/chauffeurs): the account, its profile and the mail to set a password. */
let t: TestApp;
let tokens: DemoTokens;
const HOST = 'citylimo.localhost';
let profile: Record<string, unknown>;

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...t.bearer(token), host: HOST }, payload });

beforeAll(async () => {
  ({ t, tokens } = await appWithDemoRoles());
  // A demo chauffeur's profile: vehicle types and working hours the site uses.
  const [first] = (await call('GET', '/api/chauffeurs', tokens.provider)).json().results as { id: number }[];
  const { vehicleTypeIds, workingHours } = (await call('GET', `/api/chauffeurs/${first?.id}`, tokens.provider)).json()
    .results[0];
  profile = { phone: '312-555-0142', vehicleTypeIds, workingHours };
});
afterAll(() => t.close());

describe('POST api/chauffeurs', () => {
  const userName = 'pauladriver';
  const invite = { firstName: 'Paula', lastName: 'Driver', userName, email: `${userName}@citylimo.example.com` };

  it('When the provider invites a chauffeur, then 201, an invitation is pending and a mail links to set the password', async () => {
    const res = await call('POST', '/api/chauffeurs', tokens.provider, { ...profile, ...invite });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().results[0];
    expect(created).toMatchObject({
      name: 'Paula Driver',
      email: invite.email,
      userName: invite.userName,
      active: true,
      invitationPending: true,
      message: CHAUFFEUR_MESSAGES.invited(invite.email),
    });
    const mail = await latestMailTo(t, invite.email);
    expect(mail.template).toBe('ChauffeurInvitation_Template');
    expect(mail.text).toContain(invite.userName);
    const link = mail.links.find((l) => l.includes('/admin/resetpassword?token=')) as string;
    expect(link.startsWith(`http://${HOST}`)).toBe(true);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/account/resetpassword',
      headers: { host: HOST },
      payload: { token: new URL(link).searchParams.get('token'), newPassword: 'Night-Shift-Route-7' },
    });
    expect(reset.statusCode).toBe(200);
    const session = await t.signIn(invite.userName, 'driver-portal', 'Night-Shift-Route-7', HOST);
    expect(session.access_token).toBeTruthy();
    const after = (await call('GET', `/api/chauffeurs/${created.id}`, tokens.provider)).json().results[0];
    expect(after.invitationPending).toBe(false);
  });

  it('When the user name or the address already signs someone in, then 409 with the message and no mail', async () => {
    const sameName = await call('POST', '/api/chauffeurs', tokens.provider, {
      ...profile,
      ...invite,
      email: 'someone.else@citylimo.example.com',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe(STAFF_MESSAGES.userNameTaken);
    const email = await call('POST', '/api/chauffeurs', tokens.provider, { ...profile, ...invite, userName: 'paula2' });
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe(STAFF_MESSAGES.emailTaken);
    await expect(latestMailTo(t, 'someone.else@citylimo.example.com')).rejects.toThrow('no mail');
  });

  it('When a standard user invites, then 403 and nobody is created', async () => {
    const res = await call('POST', '/api/chauffeurs', tokens.dispatcher, {
      ...profile,
      ...invite,
      email: 'third@citylimo.example.com',
      userName: 'thirddriver',
    });
    expect(res.statusCode).toBe(403);
    const list = (await call('GET', '/api/chauffeurs?search=thirddriver', tokens.provider)).json().results;
    expect(list).toEqual([]);
  });
});
