import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithDemoRoles, type DemoTokens } from '../../../test/demo-roles.ts';
import { expectBadRequestNaming } from '../../../test/error-answer.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** Feedback and complaints: travellers and guests send, the provider's staff answer and close. */
let t: TestApp;
let tokens: DemoTokens;
let cityReference: string;
let bayReference: string;

const CITY = { host: 'citylimo.localhost' };
const BAY = { host: 'baychauffeurs.localhost' };

const form = (over: Record<string, unknown> = {}) => ({
  complaintType: 'Complaint',
  firstName: 'Gale',
  lastName: 'Guest',
  email: 'gale.guest@example.com',
  phone: '312-555-0101',
  bookingReferenceId: '',
  subject: 'Late pickup',
  description: 'The chauffeur arrived 20 minutes late.',
  ...over,
});

const send = (payload: object, headers: Record<string, string> = CITY) =>
  t.app.inject({ method: 'POST', url: '/api/complaint/create', headers, payload });

const listAs = (token: string, query = '', headers: Record<string, string> = CITY) =>
  t.app.inject({ url: `/api/complaint/mappingBySiteId${query}`, headers: { ...headers, ...t.bearer(token) } });

const post = (path: string, payload: object, token: string, headers: Record<string, string> = CITY) =>
  t.app.inject({ method: 'POST', url: `/api/complaint/${path}`, headers: { ...headers, ...t.bearer(token) }, payload });

beforeAll(async () => {
  ({ t, tokens } = await appWithDemoRoles());
  const refs = (await t.db.execute(
    sql`select site_id, min(reference_id) as ref from bookings where site_id in (5, 6) group by site_id order by site_id`,
  )) as unknown as { rows: { site_id: number; ref: string }[] };
  cityReference = refs.rows[0].ref;
  bayReference = refs.rows[1].ref;
});
afterAll(() => t.close());

describe('api/complaint/create', () => {
  it('When a guest sends a complaint about a booking of the site, then it is kept open with the booking and the provider is mailed', async () => {
    const res = await send(form({ bookingReferenceId: cityReference.toLowerCase() }));
    expect(res.statusCode).toBe(201);
    const row = res.json().results[0];
    expect(row).toMatchObject({
      siteId: 5,
      status: 'Open',
      complaintType: 'Complaint',
      bookingReferenceId: cityReference,
      subject: 'Late pickup',
    });
    expect(row.bookingId).toBeGreaterThan(0);
    await t.drainOutbox();
    const [notice] = (await mailsTo(t, 'dispatch@citylimo.example')).filter(
      (m) => m.template === 'NewComplaint_Template',
    );
    expect(notice.text).toContain('The chauffeur arrived 20 minutes late.');
    expect(notice.text).toContain(cityReference);
  });

  it("When the booking reference belongs to another provider's site, then 400 names the field", async () => {
    const res = await send(form({ bookingReferenceId: bayReference }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No booking with this reference on this site');
  });

  it('When required fields are missing or wrong, then 400 answers each message', async () => {
    const res = await send({
      complaintType: 'Praise',
      email: 'not-an-email',
      phone: '12',
      description: 'x'.repeat(2001),
    });
    expectBadRequestNaming(res, [
      'Please choose Feedback or Complaint',
      'Please enter First Name',
      'Please enter Last Name',
      'Please enter a valid email',
      'Please enter 10 digit number or a valid formatted number (e.g., 123-456-7890)',
      'Please enter the subject',
      'Maximum length 2000 characters',
    ]);
  });

  it('When a signed-in customer sends feedback, then it is theirs and listed under getbyuserid', async () => {
    const res = await send(
      form({ complaintType: 'Feedback', subject: 'Great service', email: 'customer@example.com' }),
      { ...CITY, ...t.bearer(tokens.customer) },
    );
    expect(res.statusCode).toBe(201);
    const mine = await t.app.inject({
      url: '/api/complaint/getbyuserid',
      headers: { ...CITY, ...t.bearer(tokens.customer) },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().results.map((c: { subject: string }) => c.subject)).toEqual(['Great service']);
    const asGuest = await t.app.inject({ url: '/api/complaint/getbyuserid', headers: CITY });
    expect(asGuest.statusCode).toBe(401);
    const asStaff = await t.app.inject({
      url: '/api/complaint/getbyuserid',
      headers: { ...CITY, ...t.bearer(tokens.provider) },
    });
    expect(asStaff.statusCode).toBe(403);
  });
});

describe('api/complaint/mappingBySiteId', () => {
  it("When the provider lists feedback, then only its own site's answer, newest first, filterable by status and type", async () => {
    await send(form({ subject: 'Bay only' }), BAY);
    const res = await listAs(tokens.provider);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.every((c: { siteId: number }) => c.siteId === 5)).toBe(true);
    expect(body.results.map((c: { subject: string }) => c.subject)).not.toContain('Bay only');
    expect(body.totalCount).toBe(body.results.length);
    const feedbackOnly = await listAs(tokens.provider, '?complaintType=Feedback');
    expect(feedbackOnly.json().results.map((c: { subject: string }) => c.subject)).toEqual(['Great service']);
    const dispatcherList = await listAs(tokens.dispatcher, '?status=Open');
    expect(dispatcherList.statusCode).toBe(200);
  });

  it("When the provider names another site, or the platform administrator names one, then 404 and that site's list answer", async () => {
    expect((await listAs(tokens.provider, '?siteId=6')).statusCode).toBe(404);
    const bay = await listAs(tokens.superadmin, '?siteId=6', {});
    expect(bay.json().results.map((c: { subject: string }) => c.subject)).toEqual(['Bay only']);
  });

  it('When nobody is signed in or a customer asks, then 401 and 403', async () => {
    expect((await t.app.inject({ url: '/api/complaint/mappingBySiteId', headers: CITY })).statusCode).toBe(401);
    expect((await listAs(tokens.customer)).statusCode).toBe(403);
  });

  it('When the status filter is not one of Open, Answered, Closed, then 400', async () => {
    expect((await listAs(tokens.provider, '?status=Pending')).statusCode).toBe(400);
  });
});

describe('api/complaint/answer and close', () => {
  it('When the provider answers, then it is answered and the traveller is mailed the answer in the language they wrote in, escaped', async () => {
    const created = (
      await send(form({ email: 'ana@example.com', firstName: 'Ana', languageId: 2, subject: 'Equipaje' }))
    ).json().results[0];
    const res = await post(
      'answer',
      { id: created.id, answer: 'Lo sentimos <b>mucho</b>. Le devolvemos 10 $.' },
      tokens.provider,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      status: 'Answered',
      answer: 'Lo sentimos <b>mucho</b>. Le devolvemos 10 $.',
    });
    await t.drainOutbox();
    const [mail] = (await mailsTo(t, 'ana@example.com')).filter((m) => m.template === 'ComplaintAnswer_Template');
    expect(mail.status).toBe('sent');
    expect(mail.text).toContain('Hola, Ana');
    expect(mail.text).toContain('Lo sentimos <b>mucho</b>. Le devolvemos 10 $.');
    expect(mail.html).not.toContain('<b>mucho</b>');
    expect(mail.links[0]).toMatch(/\/usercompliants\/addusercompliant$/);
    const detail = await t.app.inject({
      url: `/api/complaint/${created.id}`,
      headers: { ...CITY, ...t.bearer(tokens.dispatcher) },
    });
    expect(detail.json().results[0].status).toBe('Answered');
  });

  it('When the answer is empty, then 400 with its message', async () => {
    const res = await post('answer', { id: 1, answer: '  ' }, tokens.provider);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please enter the answer');
  });

  it('When feedback is closed, then it cannot be answered or closed again (422)', async () => {
    const created = (await send(form({ subject: 'To close' }))).json().results[0];
    const closed = await post('close', { id: created.id }, tokens.dispatcher);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().results[0].status).toBe('Closed');
    const again = await post('close', { id: created.id }, tokens.provider);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This feedback is already closed');
    const answer = await post('answer', { id: created.id, answer: 'Too late' }, tokens.provider);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe('This feedback is closed');
  });

  it("When another provider reads, answers or closes this site's feedback, then 404", async () => {
    const created = (await send(form({ subject: 'Not for bay' }))).json().results[0];
    const headers = { ...BAY, ...t.bearer(tokens.provider2) };
    expect((await t.app.inject({ url: `/api/complaint/${created.id}`, headers })).statusCode).toBe(404);
    expect((await post('answer', { id: created.id, answer: 'Hi' }, tokens.provider2, BAY)).statusCode).toBe(404);
    expect((await post('close', { id: created.id }, tokens.provider2, BAY)).statusCode).toBe(404);
    expect((await post('close', { id: created.id, siteId: 5 }, tokens.provider2, BAY)).statusCode).toBe(404);
  });

  it('When a customer or nobody tries to answer, then 403 and 401', async () => {
    expect((await post('answer', { id: 1, answer: 'x' }, tokens.customer)).statusCode).toBe(403);
    const anonymous = await t.visit('POST', '/api/complaint/close', CITY, { id: 1 });
    expect(anonymous.statusCode).toBe(401);
  });
});
