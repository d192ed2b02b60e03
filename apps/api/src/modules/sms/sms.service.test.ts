/**
 * Writing texts in the caller's transaction (the rides module's hook), and what Twilio's
 * callbacks and the traveller's STOP do to them. City Limo (site 5) sends texts in the demo;
 * Bay Chauffeurs (site 6) keeps the default, off.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSiteTemplateContent } from '../../../test/fixtures/site-template.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { createLocalSmsTransport } from '../../integrations/sms/sms-transport.ts';
import { createSmsService, type RideTextInput, type SmsService } from './sms.service.ts';

const CITY_LIMO = 5;
const BAY_CHAUFFEURS = 6;
let database: Database;
let sms: SmsService;
beforeAll(async () => {
  database = await createTestDatabase();
  sms = createSmsService({ db: database.db, transport: createLocalSmsTransport(), now: () => new Date() });
});
afterAll(() => database.close());

let bookingId = 9000;
const ride = (overrides: Partial<RideTextInput> = {}): RideTextInput => ({
  siteId: CITY_LIMO,
  bookingId: bookingId++,
  step: 'confirmed',
  phone: '312-555-0111',
  consent: true,
  values: {
    referenceId: 'CL-4821',
    firstName: 'Chris',
    pickupDateTime: 'Nov 27, 9:00 AM',
    pickupLocation: "O'Hare Terminal 3",
    trackLink: 'http://citylimo.localhost/track/abc',
  },
  ...overrides,
});

const textsOf = async (siteId: number, template?: string) =>
  (
    await database.db.execute(
      sql`select id, "to", body, template, status, dedupe_key from sms_outbox where site_id = ${siteId} ${template ? sql`and template = ${template}` : sql``} order by id`,
    )
  ).rows as { id: number; to: string; body: string; template: string; status: string; dedupe_key: string }[];

const enqueue = (input: RideTextInput) => database.db.transaction((tx) => sms.enqueueRideText(tx, input));

describe("a ride's text, written in the change's transaction", () => {
  it('When City Limo confirms a booking of a traveller who agreed, then one text in E.164 is written from the template', async () => {
    const input = ride();
    expect(await enqueue(input)).toBe('queued');
    const [text] = (await textsOf(CITY_LIMO)).filter(
      (t) => t.dedupe_key === `sms:confirmed:booking:${input.bookingId}`,
    );
    expect(text).toMatchObject({ to: '+13125550111', status: 'pending', template: 'SmsBookingConfirmed_Template' });
    expect(text.body).toBe(
      "City Limo: your ride CL-4821 is booked for Nov 27, 9:00 AM from O'Hare Terminal 3. Follow it here: http://citylimo.localhost/track/abc Reply STOP to stop texts.",
    );
    expect(text.body.length).toBeLessThanOrEqual(320);
  });

  it('When the same step of the same booking is written again (a retried request), then there is still one text', async () => {
    const input = ride({ step: 'arrived', values: { referenceId: 'CL-1', chauffeurName: 'Mia' } });
    expect(await enqueue(input)).toBe('queued');
    expect(await enqueue(input)).toBe('duplicate');
    expect(
      (await textsOf(CITY_LIMO)).filter((t) => t.dedupe_key === `sms:arrived:booking:${input.bookingId}`),
    ).toHaveLength(1);
  });

  it('When the change rolls back, then its text is gone with it', async () => {
    const input = ride({ step: 'completed', values: { referenceId: 'CL-RB', reviewLink: 'http://x/review' } });
    await expect(
      database.db.transaction(async (tx) => {
        await sms.enqueueRideText(tx, input);
        throw new Error('the ride change failed');
      }),
    ).rejects.toThrow('the ride change failed');
    expect((await textsOf(CITY_LIMO)).filter((t) => t.body.includes('CL-RB'))).toHaveLength(0);
  });

  it('When the traveller did not agree, gave no phone number, or the site does not send texts, then nothing is written and the reason is answered', async () => {
    const before = (await textsOf(CITY_LIMO)).length;
    expect(await enqueue(ride({ consent: false }))).toBe('no-consent');
    expect(await enqueue(ride({ phone: '555-010' }))).toBe('no-number');
    expect(await enqueue(ride({ phone: null }))).toBe('no-number');
    expect((await textsOf(CITY_LIMO)).length).toBe(before);
    expect(await enqueue(ride({ siteId: BAY_CHAUFFEURS }))).toBe('off');
    expect(await textsOf(BAY_CHAUFFEURS)).toHaveLength(0);
  });

  it('When the number answered STOP, then nothing is written and the outcome says so; START lets texts through again', async () => {
    await sms.receive({ from: '+13125550177', body: 'STOP' });
    const input = ride({ phone: '312-555-0177' });
    expect(await enqueue(input)).toBe('opted-out');
    expect((await textsOf(CITY_LIMO)).filter((t) => t.to === '+13125550177')).toHaveLength(0);
    await sms.receive({ from: '+13125550177', body: 'START' });
    expect(await enqueue(input)).toBe('queued');
  });

  it("When the values depend on the language, then they are worked out in the template's language", async () => {
    const input = ride({
      step: 'confirmed',
      languageId: 2,
      values: (locale) => ({
        referenceId: 'CL-LOC',
        pickupDateTime: locale === 'es' ? '27 nov, 9:00' : 'Nov 27, 9:00 AM',
        pickupLocation: 'Union Station',
        trackLink: 'http://t/loc',
      }),
    });
    expect(await enqueue(input)).toBe('queued');
    const [text] = (await textsOf(CITY_LIMO)).filter((t) => t.body.includes('CL-LOC'));
    expect(text.body).toBe(
      'City Limo: su viaje CL-LOC está reservado para el 27 nov, 9:00 desde Union Station. Sígalo aquí: http://t/loc Responda STOP para no recibir más mensajes.',
    );
  });

  it("When the traveller's language is Spanish, then the text is the Spanish template", async () => {
    const input = ride({
      step: 'on-the-way',
      languageId: 2,
      values: { referenceId: 'CL-ES', chauffeurName: 'Mia', pickupLocation: 'Union Station', trackLink: 'http://t/1' },
    });
    await enqueue(input);
    const [text] = (await textsOf(CITY_LIMO)).filter(
      (t) => t.dedupe_key === `sms:on-the-way:booking:${input.bookingId}`,
    );
    expect(text.body).toBe('City Limo: Mia está en camino a Union Station. Vea el coche y cuándo llega: http://t/1');
  });

  it('When the flight moves a pickup twice, then each new pickup time is one text (a retry of either is none more)', async () => {
    const moved = (pickupDateTime: string, suffix: string) =>
      ride({
        bookingId: 8999,
        step: 'pickup-moved',
        dedupeSuffix: suffix,
        values: { referenceId: 'CL-FL', flightLabel: 'UA 1234', pickupDateTime, trackLink: 'http://t/fl' },
      });
    expect(await enqueue(moved('Nov 27, 9:45 AM', '2030-11-27T15:45:00.000Z'))).toBe('queued');
    expect(await enqueue(moved('Nov 27, 9:45 AM', '2030-11-27T15:45:00.000Z'))).toBe('duplicate');
    expect(await enqueue(moved('Nov 27, 10:30 AM', '2030-11-27T16:30:00.000Z'))).toBe('queued');
    const texts = await textsOf(CITY_LIMO, 'SmsPickupMoved_Template');
    expect(texts.map((t) => t.dedupe_key)).toEqual([
      'sms:pickup-moved:booking:8999:2030-11-27T15:45:00.000Z',
      'sms:pickup-moved:booking:8999:2030-11-27T16:30:00.000Z',
    ]);
    expect(texts[1].body).toBe(
      'City Limo: flight UA 1234 has moved, so your pickup for ride CL-FL is now Nov 27, 10:30 AM. Follow it here: http://t/fl',
    );
  });

  it('When City Limo wrote its own text through the editor, then its own words are sent, as plain text', async () => {
    await writeSiteTemplateContent(database.db, {
      siteId: CITY_LIMO,
      templateId: 83,
      languageId: 1,
      value: '<p>Thanks, {{firstName}}!</p><p>Rate ride {{referenceId}}: {{reviewLink}}</p>',
    });
    const input = ride({
      step: 'completed',
      values: { referenceId: 'CL-OWN', firstName: 'Chris', reviewLink: 'http://r/1' },
    });
    await enqueue(input);
    const [text] = (await textsOf(CITY_LIMO)).filter((t) => t.body.includes('CL-OWN'));
    expect(text.body).toBe('Thanks, Chris!\nRate ride CL-OWN: http://r/1');
  });
});

describe("Twilio's reports and the traveller's keywords", () => {
  it('When Twilio reports a sent text delivered, then it is delivered; a report of an unknown SID or a passing status changes nothing', async () => {
    const input = ride({ values: { referenceId: 'CL-DLV' } });
    await enqueue(input);
    await sms.drainOutbox();
    const [row] = (
      await database.db.execute(sql`select provider_id, status from sms_outbox where body like '%CL-DLV%'`)
    ).rows as { provider_id: string; status: string }[];
    expect(row).toEqual({ provider_id: expect.stringMatching(/^local-5-\d+$/), status: 'sent' });
    expect(await sms.recordStatus({ providerId: row.provider_id, status: 'sending' })).toBe(0);
    expect(await sms.recordStatus({ providerId: 'SMunknown', status: 'delivered' })).toBe(0);
    expect(await sms.recordStatus({ providerId: row.provider_id, status: 'delivered' })).toBe(1);
    // A late 'undelivered' never undoes 'delivered'.
    expect(await sms.recordStatus({ providerId: row.provider_id, status: 'undelivered', errorCode: '30003' })).toBe(0);
    const after = (await database.db.execute(sql`select status from sms_outbox where provider_id = ${row.provider_id}`))
      .rows;
    expect(after).toEqual([{ status: 'delivered' }]);
  });

  it('When a number texts STOP, then it is opted out for every site; START opts it back in; other words are ignored', async () => {
    expect(await sms.receive({ from: '+13125550177', body: 'Stop' })).toBe('opted-out');
    expect(await sms.receive({ from: '+13125550177', body: 'STOP' })).toBe('opted-out');
    const optOuts = async () =>
      (await database.db.execute(sql`select site_id, phone from sms_opt_outs where phone = '+13125550177'`)).rows;
    expect(await optOuts()).toEqual([{ site_id: 1, phone: '+13125550177' }]);
    expect(await sms.receive({ from: '+13125550177', body: 'what time is my ride?' })).toBe('ignored');
    expect(await sms.receive({ from: '+13125550177', body: 'start' })).toBe('opted-in');
    expect(await optOuts()).toEqual([]);
  });
});
