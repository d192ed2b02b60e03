/**
 * The fault benchmark's checks (bench/faults/run.ts): each records PASS or FAIL with what it saw,
 * read from the throwaway cluster's database and the SMTP recorder. `pattern` matches the e-mail
 * addresses of this run's travellers (`fault-<run>-%`).
 */
import type pg from 'pg';
import { type GuestFlow, sleep } from './harness.ts';

export const log = (...args: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);

type Check = { phase: string; name: string; ok: boolean; detail: string };
export const checks: Check[] = [];
export const check = (phase: string, name: string, ok: boolean, detail: string) => {
  checks.push({ phase, name, ok, detail });
  log(`${ok ? 'PASS' : 'FAIL'} [${phase}] ${name}: ${detail}`);
};

/**
 * Waits until the outbox has nothing left to send (the worker runs every 2 s), and then a second
 * more: a message is marked sent while the server holds it all but its end, so the last one may
 * still be on its way to the server when the mark shows.
 */
export const drainOutbox = async (db: pg.Pool, timeoutMs = 300_000) => {
  const started = Date.now();
  const deadline = started + timeoutMs;
  while (Date.now() < deadline) {
    const r = await db.query(`select count(*)::int n from mail_outbox where status = 'pending'`).catch(() => null);
    if (r && r.rows[0].n === 0) {
      // The worker sends one message per connection, one after another; smtp-server, as many
      // servers do, waits 100 ms before its greeting (early talkers), so about 8 mails a second.
      log(`outbox drained in ${Math.round((Date.now() - started) / 1000)} s`);
      return sleep(1000);
    }
    await sleep(1000);
  }
  log('the outbox did not drain in time');
};

/** Bookings of this run: complete, charged at most once, every charge with its booking and record. */
export const checkData = async (db: pg.Pool, phase: string, flows: GuestFlow[], pattern: string) => {
  const q = async (text: string) => (await db.query(text, [pattern])).rows;
  const bookings = await q(
    `select b.id, b.reference_id, b.payment_status, b.customer_email from bookings b where b.customer_email like $1`,
  );
  const incomplete = await q(
    `select b.id from bookings b left join guest_users g on g.id = b.guest_user_id and g.site_id = b.site_id
     where b.customer_email like $1
       and (g.id is null or g.email_address <> b.customer_email or b.total_price is null or b.pickup_at is null or b.held is null)`,
  );
  const known = flows.filter((f) => f.booking);
  const knownIds = new Set(known.map((f) => f.booking?.id));
  const byId = new Map(bookings.map((b) => [b.id as number, b]));
  check(
    phase,
    'no half booking',
    incomplete.length === 0 && known.every((f) => byId.has(f.booking?.id as number)),
    `${bookings.length} bookings of this run, ${incomplete.length} without their guest, price or held window; every one of the ${known.length} bookings travellers were told of exists`,
  );
  const unbilled = await q(
    `select b.id from bookings b where b.customer_email like $1
       and not exists (select 1 from billing_information bi where bi.booking_id = b.id and bi.site_id = b.site_id)`,
  );
  const unbilledKnown = unbilled.filter((r) => knownIds.has(r.id));
  const lost = bookings.filter((b) => !knownIds.has(b.id));
  check(
    phase,
    'billing kept with its booking',
    unbilledKnown.length === 0,
    `${unbilledKnown.length} bookings a traveller saw without billing; ${lost.length} bookings whose answer the kill swallowed (the traveller saw an error; they stay Pending, unbilled, unpaid)`,
  );
  const chargesWithoutRecord = await q(
    `select a.id from payment_attempts a join bookings b on b.id = a.booking_id where b.customer_email like $1
       and a.kind = 'charge' and a.status = 'succeeded'
       and not exists (select 1 from booking_payments p where p.attempt_id = a.id)`,
  );
  const recordsWithoutCharge = await q(
    `select p.id from booking_payments p join bookings b on b.id = p.booking_id where b.customer_email like $1
       and (p.attempt_id is null or not exists (select 1 from payment_attempts a where a.id = p.attempt_id and a.status = 'succeeded'))`,
  );
  const orphanAttempts = (
    await db.query(
      `select count(*)::int n from payment_attempts a where not exists (select 1 from bookings b where b.id = a.booking_id)`,
    )
  ).rows[0].n;
  const twice = await q(
    `select b.id from bookings b join payment_attempts a on a.booking_id = b.id and a.kind = 'charge' and a.status = 'succeeded'
     where b.customer_email like $1 group by b.id having count(*) > 1`,
  );
  const paidWrong = await q(
    `select b.id from bookings b where b.customer_email like $1 and (
       (b.payment_status = 'Paid') <> exists (select 1 from booking_payments p where p.booking_id = b.id)
       or exists (select 1 from booking_payments p where p.booking_id = b.id and p.transaction_amount::numeric <> b.total_price::numeric))`,
  );
  const pending = await q(
    `select a.id from payment_attempts a join bookings b on b.id = a.booking_id where b.customer_email like $1 and a.status = 'pending'`,
  );
  const stats = (
    await db.query(
      `select count(*) filter (where a.status = 'succeeded')::int ok, count(*) filter (where a.error_code = 'NOT_AT_GATEWAY')::int recovered
       from payment_attempts a join bookings b on b.id = a.booking_id where b.customer_email like $1`,
      [pattern],
    )
  ).rows[0];
  const unpaidKnown = known.filter((f) => byId.get(f.booking?.id as number)?.payment_status !== 'Paid');
  check(
    phase,
    'no charge without a booking',
    chargesWithoutRecord.length === 0 &&
      recordsWithoutCharge.length === 0 &&
      orphanAttempts === 0 &&
      twice.length === 0 &&
      paidWrong.length === 0,
    `${stats.ok} successful charges (the sandbox keeps no ledger: checked against payment attempts and records), ${chargesWithoutRecord.length} without a payment record, ${recordsWithoutCharge.length} records without a successful attempt, ${orphanAttempts} attempts without a booking, ${twice.length} bookings charged twice, ${paidWrong.length} bookings whose status or amount disagrees with their records`,
  );
  check(
    phase,
    'interrupted payments settle',
    pending.length === 0 && unpaidKnown.length === 0,
    `${pending.length} attempts still pending; ${stats.recovered} attempts cut off by a kill closed as NOT_AT_GATEWAY and paid again under a new key; ${unpaidKnown.length} of ${known.length} bookings travellers saw are not Paid`,
  );
};

/** One confirmation per booking in the outbox, and each delivered by SMTP exactly once. */
export const checkMail = async (
  db: pg.Pool,
  phase: string,
  smtp: { deliveries: { outboxId: number | null; messageId: string }[]; dropped: { cutOff: number } },
  flows: GuestFlow[],
  pattern: string,
) => {
  const { deliveries } = smtp;
  const refs = flows.map((f) => f.booking?.referenceId).filter(Boolean) as string[];
  const rows = (
    await db.query(
      `select b.reference_id, count(m.id)::int n, min(m.id) outbox_id, bool_and(m.status = 'sent') sent
       from bookings b left join mail_outbox m on m.template = 'BookingConfirmation_Template' and m."to" = b.customer_email
         and position(b.reference_id in m.text) > 0
       where b.customer_email like $1 group by b.reference_id`,
      [pattern],
    )
  ).rows as { reference_id: string; n: number; outbox_id: number; sent: boolean }[];
  const inOutbox = rows.filter((r) => r.n === 1 && r.sent);
  const without = rows.filter((r) => r.n === 0).length;
  const several = rows.filter((r) => r.n > 1).length;
  const unsent = rows.filter((r) => r.n === 1 && !r.sent).length;
  const count = new Map<number, number>();
  for (const d of deliveries) if (d.outboxId !== null) count.set(d.outboxId, (count.get(d.outboxId) ?? 0) + 1);
  const once = inOutbox.filter((r) => count.get(r.outbox_id) === 1);
  const twice = inOutbox.filter((r) => (count.get(r.outbox_id) ?? 0) > 1);
  const never = inOutbox.filter((r) => !count.get(r.outbox_id));
  const messageIds = new Set(deliveries.map((d) => d.messageId));
  // Any mail delivered more than once must repeat its Message-ID (one outbox row, sent again because
  // its 'sent' mark was lost with the database); two Message-IDs for one row would be a real double.
  const idsOfOutbox = new Map<number, Set<string>>();
  for (const d of deliveries)
    if (d.outboxId !== null) idsOfOutbox.set(d.outboxId, (idsOfOutbox.get(d.outboxId) ?? new Set()).add(d.messageId));
  const repeated = [...count].filter(([, n]) => n > 1);
  check(
    phase,
    'every mail once, or repeated under its Message-ID',
    [...idsOfOutbox.values()].every((ids) => ids.size === 1),
    `${deliveries.length} SMTP deliveries of ${count.size} outbox messages (all mails of the run, provider mails included), ${smtp.dropped.cutOff} cut off before their end and dropped by the server: ${repeated.length === 0 ? 'none delivered twice' : `${repeated.length} delivered more than once (outbox ${repeated.map(([id, n]) => `${id} x${n}`).join(', ')}), each with the same Message-ID, which receivers use to drop the copy: SMTP accepted it but the database went away before the outbox could mark it sent`}`,
  );
  check(
    phase,
    'confirmation mail exactly once',
    rows.length === inOutbox.length &&
      once.length === rows.length &&
      refs.every((r) => rows.some((x) => x.reference_id === r)),
    `${rows.length} bookings, ${inOutbox.length} with exactly one confirmation in the outbox marked sent (${without} with none, ${several} with several, ${unsent} with one not sent); SMTP received ${once.length} once, ${twice.length} more than once, ${never.length} never (all mails: ${deliveries.length} deliveries, ${messageIds.size} distinct Message-IDs)`,
  );
};
