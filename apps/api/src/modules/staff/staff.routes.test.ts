import { STAFF_MESSAGES, userLimitMessage } from '@ridedesk/domain/staff/staff-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithDemoRoles, type DemoTokens } from '../../../test/demo-roles.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { currentPlanOfSite, type SitePlan } from '../subscriptions/subscriptions.service.ts';

/** Users (/admin/users): staff added, edited, disabled and re-enabled within the plan's user count. */
let t: TestApp;
let tokens: DemoTokens;
const NOW = new Date('2026-11-22T12:00:00Z');
const HOST = 'citylimo.localhost';
let plan: SitePlan;

type Staff = {
  id: number;
  userName: string;
  email: string;
  firstName: string;
  role: string;
  status: string;
  isEnabled: boolean;
  invitationPending: boolean;
};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, host = HOST) =>
  t.app.inject({ method, url, headers: token ? { ...t.bearer(token), host } : { host }, payload });

/** PUT api/user/update: changes a staff member's names, phone or role (no token: nobody signed in). */
const updateUser = (token: string | undefined, form: object) => call('PUT', '/api/user/update', token, form);

const list = async (token = tokens.provider, query = '?pageSize=100', host = HOST) =>
  call('GET', `/api/user/mappingBySiteId${query}`, token, undefined, host);

let serial = 0;
const newUser = (over: Record<string, unknown> = {}) => {
  serial++;
  return {
    firstName: 'Nadia',
    lastName: `Staffer${serial}`,
    email: `nadia.staffer${serial}@citylimo.example.com`,
    userName: `nadia${serial}`,
    phoneNumber: '312-555-0101',
    role: 'SPUser',
    ...over,
  };
};

const mailTo = async (address: string) => {
  const res = await t.app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(address)}` });
  return res.json().results as { subject: string; text: string; links: string[] }[];
};

const activeCount = async () => (await list()).json().activeUsers as number;

beforeAll(async () => {
  ({ t, tokens } = await appWithDemoRoles({ now: () => NOW }));
  // The demo data puts citylimo (site 5) on Basic: a small number of users.
  plan = (await currentPlanOfSite(t.db, 5, NOW)) as SitePlan;
  expect(plan).toMatchObject({ planName: 'Basic', status: 'Active' });
});
afterAll(() => t.close());

describe('GET api/user/mappingBySiteId', () => {
  it("When the provider opens Users, then it sees its site's staff with the plan's user count", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const names = (body.results as Staff[]).map((u) => u.userName);
    expect(names).toEqual(expect.arrayContaining(['provider', 'dispatcher']));
    expect(names).not.toContain('provider2');
    expect(body.planName).toBe(plan.planName);
    expect(body.noOfUsers).toBe(plan.noOfUsers);
    expect(body.activeUsers).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(body)).not.toContain('passwordHash');
  });

  it('When it searches, then only matching staff are answered', async () => {
    const rows = (await list(tokens.provider, '?search=dispatch')).json().results as Staff[];
    expect(rows.map((u) => u.userName)).toEqual(['dispatcher']);
  });

  it("When the platform administrator names the site, then it sees that site's staff; bad paging is 400", async () => {
    const rows = (await list(tokens.superadmin, '?siteId=5', 'localhost')).json().results as Staff[];
    expect(rows.map((u) => u.userName)).toContain('provider');
    expect((await list(tokens.provider, '?page=0')).statusCode).toBe(400);
  });

  it("When a standard user, a traveller or nobody asks, then 403, 403 and 401; another site's id is 404", async () => {
    expect((await list(tokens.dispatcher)).statusCode).toBe(403);
    expect((await list(tokens.customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/user/mappingBySiteId')).statusCode).toBe(401);
    expect((await list(tokens.provider2, '?siteId=5', 'baychauffeurs.localhost')).statusCode).toBe(404);
  });
});

describe('POST api/user/create and the invitation', () => {
  let invited: Staff;
  // The web form sends an empty phone as null.
  const form = newUser({ firstName: 'Ingrid', role: 'SPAdmin', phoneNumber: null });

  it('When the provider adds a user, then 201, the user is active with an invitation pending, and a mail links to set the password', async () => {
    const res = await call('POST', '/api/user/create', tokens.provider, form);
    expect(res.statusCode).toBe(201);
    invited = res.json().results[0];
    expect(invited).toMatchObject({
      userName: form.userName,
      email: form.email,
      role: 'SPAdmin',
      status: 'Active',
      invitationPending: true,
    });
    expect(res.json().results[0].message).toBe(STAFF_MESSAGES.invited(form.email));
    const [mail] = await mailTo(form.email);
    expect(mail.text).toContain(form.userName);
    const link = mail.links.find((l) => l.includes('/admin/resetpassword?token='));
    expect(link).toBeDefined();
    expect(link?.startsWith('http://citylimo.localhost')).toBe(true);
  });

  it('When the invited user sets a password from the link, then they sign in to the back office', async () => {
    const [mail] = await mailTo(form.email);
    const link = mail.links.find((l) => l.includes('/admin/resetpassword?token=')) as string;
    const token = new URL(link).searchParams.get('token') as string;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/account/resetpassword',
      headers: { host: HOST },
      payload: { token, newPassword: 'Harbour-Lights-42' },
    });
    expect(reset.statusCode).toBe(200);
    const session = await t.signIn(form.userName, 'admin-portal', 'Harbour-Lights-42', HOST);
    expect(session.access_token).toBeTruthy();
    const rows = (await list()).json().results as Staff[];
    expect(rows.find((u) => u.id === invited.id)?.invitationPending).toBe(false);
  });

  it('When the user name or the address is taken, then 409 with the message', async () => {
    const taken = await call('POST', '/api/user/create', tokens.provider, newUser({ userName: 'dispatcher' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(STAFF_MESSAGES.userNameTaken);
    const email = await call('POST', '/api/user/create', tokens.provider, newUser({ email: form.email }));
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe(STAFF_MESSAGES.emailTaken);
  });

  it('When fields are missing or wrong, then 400 with the field messages', async () => {
    const res = await call('POST', '/api/user/create', tokens.provider, {
      firstName: '',
      lastName: 'X',
      email: 'not-an-address',
      userName: 'ab',
      phoneNumber: '12345',
      role: 'Boss',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Please enter the first name');
    expect(JSON.stringify(res.json())).toContain('Please enter a valid e-mail address');
    expect(JSON.stringify(res.json())).toContain('Please choose the role');
  });

  it('When a standard user, a traveller or nobody adds a user, then 403, 403 and 401', async () => {
    expect((await call('POST', '/api/user/create', tokens.dispatcher, newUser())).statusCode).toBe(403);
    expect((await call('POST', '/api/user/create', tokens.customer, newUser())).statusCode).toBe(403);
    expect((await call('POST', '/api/user/create', undefined, newUser())).statusCode).toBe(401);
  });

  it("When another provider adds a user to this site's id, then 404", async () => {
    const res = await call(
      'POST',
      '/api/user/create',
      tokens.provider2,
      { ...newUser(), siteId: 5 },
      'baychauffeurs.localhost',
    );
    expect(res.statusCode).toBe(404);
  });
});

describe("the plan's number of users", () => {
  let target: Staff;
  let another: Staff;

  it('When the provider adds users until the plan is full, then the next one is refused with 422 and the message', async () => {
    const added: Staff[] = [];
    while ((await activeCount()) < plan.noOfUsers) {
      const res = await call('POST', '/api/user/create', tokens.provider, newUser());
      expect(res.statusCode).toBe(201);
      added.push(res.json().results[0]);
    }
    const refused = await call('POST', '/api/user/create', tokens.provider, newUser());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(userLimitMessage(plan.planName, plan.noOfUsers));
    const body = (await list()).json();
    expect(body.activeUsers).toBe(plan.noOfUsers);
    expect(body.canAddUser).toBe(false);
    target = added.at(-1) ?? ((body.results as Staff[]).find((u) => u.userName === 'dispatcher') as Staff);
  });

  it('When a user is disabled, then a seat frees; re-enabling them is refused once the seat is taken again', async () => {
    const off = await call('POST', '/api/user/enableDisable', tokens.provider, { id: target.id, isEnabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().results[0]).toMatchObject({ status: 'Disabled', isEnabled: false });
    expect(await activeCount()).toBe(plan.noOfUsers - 1);
    const created = await call('POST', '/api/user/create', tokens.provider, newUser());
    expect(created.statusCode).toBe(201);
    another = created.json().results[0];
    const back = await call('POST', '/api/user/enableDisable', tokens.provider, { id: target.id, isEnabled: true });
    expect(back.statusCode).toBe(422);
    expect(back.json().message).toBe(userLimitMessage(plan.planName, plan.noOfUsers));
  });

  it('When a seat is free again, then the disabled user is re-enabled', async () => {
    const off = await call('POST', '/api/user/enableDisable', tokens.provider, { id: another.id, isEnabled: false });
    expect(off.statusCode).toBe(200);
    const back = await call('POST', '/api/user/enableDisable', tokens.provider, { id: target.id, isEnabled: true });
    expect(back.statusCode).toBe(200);
    expect(back.json().results[0]).toMatchObject({ status: 'Active', isEnabled: true });
  });

  it('When the provider disables itself, then 422; bad input is 400; others are 403, 401 and 404', async () => {
    const me = ((await list()).json().results as Staff[]).find((u) => u.userName === 'provider') as Staff;
    const self = await call('POST', '/api/user/enableDisable', tokens.provider, { id: me.id, isEnabled: false });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(STAFF_MESSAGES.notYourself);
    expect((await call('POST', '/api/user/enableDisable', tokens.provider, { id: 'x', isEnabled: 1 })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', '/api/user/enableDisable', tokens.dispatcher, { id: me.id, isEnabled: false })).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/user/enableDisable', undefined, { id: me.id, isEnabled: false })).statusCode).toBe(
      401,
    );
    const bayStaff = (await list(tokens.provider2, '?pageSize=100', 'baychauffeurs.localhost')).json()
      .results as Staff[];
    const res = await call('POST', '/api/user/enableDisable', tokens.provider, {
      id: bayStaff[0].id,
      isEnabled: false,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('a disabled user', () => {
  it('When the invited admin who set a password is disabled, then they can no longer sign in', async () => {
    const rows = (await list()).json().results as Staff[];
    const ingrid = rows.find((u) => u.firstName === 'Ingrid') as Staff;
    const off = await call('POST', '/api/user/enableDisable', tokens.provider, { id: ingrid.id, isEnabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().results[0].message).toBe(STAFF_MESSAGES.disabled);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/account/getredirecturl',
      headers: { host: HOST },
      payload: { userName: ingrid.userName, password: 'Harbour-Lights-42', clientId: 'admin-portal' },
    });
    expect(signIn.statusCode).toBe(403);
  });
});

describe('PUT api/user/update', () => {
  it('When the provider renames the dispatcher and makes them an admin, then it is saved', async () => {
    const dispatcherRow = ((await list()).json().results as Staff[]).find((u) => u.userName === 'dispatcher') as Staff;
    const res = await updateUser(tokens.provider, {
      id: dispatcherRow.id,
      firstName: 'Dana',
      lastName: 'Dispatch',
      phoneNumber: '3125550199',
      role: 'SPAdmin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ firstName: 'Dana', role: 'SPAdmin', phoneNumber: '3125550199' });
    const back = await updateUser(tokens.provider, {
      id: dispatcherRow.id,
      firstName: 'Dana',
      lastName: 'Dispatch',
      role: 'SPUser',
    });
    expect(back.json().results[0].role).toBe('SPUser');
  });

  it('When the provider changes its own role, then 422; a missing name is 400; another site is 404; others 403 and 401', async () => {
    const rows = (await list()).json().results as Staff[];
    const me = rows.find((u) => u.userName === 'provider') as Staff;
    // The provider's own form; each refused change below differs from it in one field.
    const form = { id: me.id, firstName: 'P', lastName: 'P', role: 'SPAdmin' };
    const self = await updateUser(tokens.provider, { ...form, role: 'SPUser' });
    expect(self.statusCode).toBe(422);
    const bad = await updateUser(tokens.provider, { ...form, firstName: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Please enter the first name');
    const bayStaff = (await list(tokens.provider2, '?pageSize=100', 'baychauffeurs.localhost')).json()
      .results as Staff[];
    const other = await updateUser(tokens.provider, {
      id: bayStaff[0].id,
      firstName: 'X',
      lastName: 'Y',
      role: 'SPUser',
    });
    expect(other.statusCode).toBe(404);
    expect((await updateUser(tokens.dispatcher, form)).statusCode).toBe(403);
    expect((await updateUser(undefined, form)).statusCode).toBe(401);
  });
});

describe('POST api/user/resendInvitation', () => {
  it('When a user has not set a password, then a new link is mailed; once set, 422', async () => {
    // The disabled admin above freed a seat for this invitation.
    const created = await call('POST', '/api/user/create', tokens.provider, newUser());
    expect(created.statusCode).toBe(201);
    const pending = created.json().results[0] as Staff;
    const rows = (await list()).json().results as Staff[];
    const res = await call('POST', '/api/user/resendInvitation', tokens.provider, { id: pending.id });
    expect(res.statusCode).toBe(200);
    expect((await mailTo(pending.email)).length).toBe(2);
    const me = rows.find((u) => u.userName === 'provider') as Staff;
    const done = await call('POST', '/api/user/resendInvitation', tokens.provider, { id: me.id });
    expect(done.statusCode).toBe(422);
    expect(done.json().message).toBe(STAFF_MESSAGES.alreadyActive);
    expect((await call('POST', '/api/user/resendInvitation', tokens.provider, { id: 0 })).statusCode).toBe(400);
    expect((await call('POST', '/api/user/resendInvitation', tokens.dispatcher, { id: pending.id })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/user/resendInvitation', undefined, { id: pending.id })).statusCode).toBe(401);
  });
});
