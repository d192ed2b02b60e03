/**
 * Phase D's checks (sms-phase.ts): the text outbox of this run's bookings against what the local
 * Twilio received. A booking's texts are one per step that happened (confirmed; On the way, Arrived
 * and Completed as its status events say), each received by Twilio exactly once under the SID the
 * outbox recorded, in that order per number; none left pending or claimed.
 */
import type pg from 'pg';
import { toE164 } from '../../apps/api/src/modules/sms/sms-texts.ts';
import { check } from './checks.ts';
import type { GuestFlow } from './harness.ts';
import type { TwilioRecorder } from './twilio-recorder.ts';

/** A traveller's texts in the order they must arrive (the outbox's dedupe key names the step). */
const ORDER = ['confirmed', 'on-the-way', 'arrived', 'completed'];
/** The status events that text the traveller, and their step. */
const TEXTED: Record<string, string> = { 'en route': 'on-the-way', arrived: 'arrived', completed: 'completed' };
const DRIVER_EVENTS = ['en route', 'arrived', 'on board', 'completed'];

type Row = { id: number; to: string; body: string; status: string; provider_id: string | null; step: string };
type Booking = { id: number; customer_mobile: string; events: string[] };

export const checkTexts = async (
  db: pg.Pool,
  recorder: TwilioRecorder,
  r: {
    flows: GuestFlow[];
    driven: Set<number>;
    pattern: string;
    kills: { at: number; texts: number; calls: number }[];
    retriedCalls: number;
    swallowed: number;
    unexpected: string[];
    drainSeconds: number;
  },
) => {
  const bookings = (
    await db.query(
      `select b.id, b.customer_mobile, coalesce(array_agg(e.status order by e.id) filter (where e.id is not null), '{}') events
       from bookings b left join ride_status_events e on e.site_id = b.site_id and e.booking_id = b.id
       where b.customer_email like $1 group by b.id, b.customer_mobile order by b.id`,
      [r.pattern],
    )
  ).rows as Booking[];
  const numberOf = new Map(bookings.map((b) => [b.id, toE164(b.customer_mobile) ?? b.customer_mobile]));
  const rows = (
    await db.query(
      `select id, "to", body, status, provider_id, split_part(dedupe_key, ':', 2) step,
              substring(dedupe_key from ':booking:(\\d+)$')::int booking_id
       from sms_outbox where "to" = any($1) order by id`,
      [[...numberOf.values()]],
    )
  ).rows as (Row & { booking_id: number })[];
  const told = new Set(r.flows.flatMap((f) => (f.booking ? [f.booking.id] : [])));
  const messages = recorder.messages.filter((m) => [...numberOf.values()].includes(m.to));

  // 1. The outbox: one text per step that happened, none for a step that did not.
  const wrong: string[] = [];
  for (const b of bookings) {
    const steps = rows.filter((x) => x.booking_id === b.id).map((x) => x.step);
    const expected = [...(told.has(b.id) ? ['confirmed'] : []), ...b.events.flatMap((e) => TEXTED[e] ?? [])];
    const optional = told.has(b.id) ? [] : ['confirmed'];
    const missing = expected.filter((s) => !steps.includes(s));
    const extra = steps.filter((s) => !expected.includes(s) && !optional.includes(s));
    const twice = steps.filter((s, i) => steps.indexOf(s) !== i);
    if (missing.length + extra.length + twice.length > 0)
      wrong.push(
        `booking ${b.id}: missing ${missing.join('/') || '-'}, extra ${extra.join('/') || '-'}, twice ${twice.join('/') || '-'}`,
      );
  }
  check(
    'D',
    'one text per booking and step',
    wrong.length === 0 && rows.length > 0,
    `${bookings.length} bookings with consent (${told.size} the travellers were told of, ${r.swallowed} whose answer a kill swallowed), ${rows.length} texts in the outbox: ${wrong.length === 0 ? 'each step that happened has exactly one' : wrong.slice(0, 3).join('; ')}`,
  );

  // 2. Twilio: each outbox text received exactly once, under the SID the outbox recorded.
  const count = { once: 0, twice: 0, never: 0, otherSid: 0 };
  for (const row of rows) {
    const got = messages.filter((m) => m.to === row.to && m.body === row.body);
    if (got.length === 0) count.never++;
    else if (got.length > 1) count.twice++;
    else if (got[0].sid !== row.provider_id) count.otherSid++;
    else count.once++;
  }
  const stray = messages.filter((m) => !rows.some((x) => x.to === m.to && x.body === m.body)).length;
  check(
    'D',
    'Twilio received each text exactly once',
    count.once === rows.length && stray === 0 && rows.length > 0,
    `${messages.length} messages created at Twilio for ${rows.length} outbox texts: ${count.once} once under the outbox's SID, ${count.twice} more than once, ${count.never} never, ${count.otherSid} under another SID; ${stray} messages no outbox text explains`,
  );

  // 3. Order: per number, Twilio made them confirmed, on the way, arrived, completed.
  const stepOfSid = new Map(rows.map((x) => [x.provider_id, x.step]));
  const outOfOrder: string[] = [];
  for (const to of new Set(messages.map((m) => m.to))) {
    const seq = messages.filter((m) => m.to === to).map((m) => stepOfSid.get(m.sid) ?? '?');
    if (seq.some((s, i) => ORDER.indexOf(s) <= (i === 0 ? -1 : ORDER.indexOf(seq[i - 1]))))
      outOfOrder.push(`${to}: ${seq.join(', ')}`);
  }
  check(
    'D',
    'in order per number',
    outOfOrder.length === 0 && messages.length > 0,
    `${new Set(messages.map((m) => m.to)).size} numbers: ${outOfOrder.length === 0 ? 'every one received its texts in the order confirmed, on the way, arrived, completed' : `${outOfOrder.length} out of order (${outOfOrder.slice(0, 2).join('; ')})`}`,
  );

  // 4. Every ride driven to the end: its four texts, and each chauffeur step recorded once.
  const complete = [...r.driven].filter(
    (id) =>
      messages
        .filter((m) => m.to === numberOf.get(id))
        .map((m) => stepOfSid.get(m.sid))
        .join() === ORDER.join(),
  );
  const stepsTwice = bookings.filter(
    (b) => r.driven.has(b.id) && DRIVER_EVENTS.some((e) => b.events.filter((x) => x === e).length !== 1),
  );
  check(
    'D',
    'none lost: four texts per ride driven to Completed',
    complete.length === r.driven.size && stepsTwice.length === 0 && r.driven.size > 0,
    `${complete.length} of ${r.driven.size} rides driven to Completed have their four texts at Twilio; ${stepsTwice.length} rides with a chauffeur step recorded other than once (each sent under its idempotency key, again after a lost answer)`,
  );

  // 5. The outbox settled: every text sent under a Twilio SID, none pending, claimed or failed.
  const byStatus = new Map<string, number>();
  for (const x of rows) byStatus.set(x.status, (byStatus.get(x.status) ?? 0) + 1);
  const unsettled = rows.filter((x) => !['sent', 'delivered'].includes(x.status) || !x.provider_id?.startsWith('SM'));
  check(
    'D',
    'outbox settled',
    unsettled.length === 0 && rows.length > 0,
    `${rows.length} texts: ${[...byStatus].map(([s, n]) => `${s} x${n}`).join(', ') || 'none'}; ${unsettled.length} without a Twilio SID or not sent, ${r.drainSeconds} s after the last chauffeur step`,
  );

  // 6. The kills: where they landed, and what became of the answers they cut off.
  const lost = recorder.stats.lostAnswers;
  const reconciled = lost.filter((sid) => rows.some((x) => x.provider_id === sid)).length;
  const inText = r.kills.filter((k) => k.texts > 0).length;
  check(
    'D',
    "kills between the claim and Twilio's answer",
    inText > 0 && reconciled === lost.length,
    `${r.kills.length} SIGKILLs at ${r.kills.map((k) => `${Math.round(k.at / 100) / 10} s`).join(', ')}, ${inText} of them while Twilio held a text, with ${r.kills.map((k) => k.calls).join(', ')} booking or chauffeur calls in flight; ${lost.length} texts Twilio made whose answer the killed API never read, ${reconciled} of them found in Twilio's list after the 60 s lease and recorded under their SID (${recorder.stats.lists} list queries); ${r.retriedCalls} calls sent again unchanged (same idempotency keys) after no answer came, the API being down or killed`,
  );
  check(
    'D',
    'no refusal outside the kills',
    r.unexpected.length === 0,
    r.unexpected.length === 0 ? 'every answered request succeeded' : r.unexpected.slice(0, 3).join('; '),
  );
};
