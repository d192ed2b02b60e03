/**
 * The cluster benchmark's checks read from the primary: every booking a 201 told of is there
 * exactly once, no fleet is held twice at once, and every pg-boss schedule ran once per slot.
 */
import type pg from 'pg';
import { check } from '../faults/checks.ts';

export type Told = { id: number; referenceId: string };

/** Every 201's booking exactly once (same id and reference), one booking per traveller, no overlap on a fleet. */
export const checkBookings = async (db: pg.Pool, told: Told[], pattern: string) => {
  const rows = (
    await db.query(
      `select id, reference_id, customer_email from bookings where customer_email like $1 or id = any($2::int[])`,
      [pattern, told.map((t) => t.id)],
    )
  ).rows as { id: number; reference_id: string; customer_email: string }[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = told.filter((t) => byId.get(t.id)?.reference_id !== t.referenceId);
  const perEmail = new Map<string, number>();
  for (const r of rows) perEmail.set(r.customer_email, (perEmail.get(r.customer_email) ?? 0) + 1);
  const doubled = [...perEmail].filter(([, n]) => n > 1);
  const toldIds = new Set(told.map((t) => t.id));
  const unanswered = rows.filter((r) => !toldIds.has(r.id) && r.customer_email.match(/^load-/));
  const refs = (
    await db.query(
      `select reference_id, count(*)::int n from bookings where reference_id = any($1::text[]) group by 1`,
      [told.map((t) => t.referenceId)],
    )
  ).rows.filter((r) => r.n !== 1);
  check(
    'cluster',
    'no booking lost or doubled',
    missing.length === 0 && doubled.length === 0 && refs.length === 0,
    `${told.length} bookings answered 201, ${told.length - missing.length} of them in the primary with their id and reference (${missing.length} missing), ${refs.length} references stored more than once, ${doubled.length} travellers with more than one booking; ${unanswered.length} bookings stored whose answer the traveller never saw (cut off by the kill: the wizard showed an error)`,
  );
  const overlaps = (
    await db.query(
      `select count(*)::int n from bookings a join bookings b
         on a.site_id = b.site_id and a.fleet_id = b.fleet_id and a.id < b.id and a.held && b.held
       where a.booking_status not in ('cancelled', 'no show') and b.booking_status not in ('cancelled', 'no show')
         and (a.customer_email like $1 or b.customer_email like $1)`,
      [pattern],
    )
  ).rows[0].n as number;
  check(
    'cluster',
    'no fleet booked twice at once',
    overlaps === 0,
    `${overlaps} pairs of live bookings of this run holding the same fleet at overlapping times (the exclusion constraint on the primary is the arbiter, whatever a lagging replica's search showed)`,
  );
};

/**
 * pg-boss debounces each schedule into one `__pgboss__send-it` job per (schedule, minute), keyed
 * by the schedule's name; a start-up run is keyed 'start' per window. Any key and slot with more
 * than one job would be a schedule run twice; a whole minute of the run without the per-minute
 * schedule would be one skipped.
 */
export const checkCron = async (db: pg.Pool, since: Date, until: Date) => {
  const jobs = `(select name, state, singleton_key, singleton_on, created_on, data from pgboss.job
                 union all select name, state, singleton_key, singleton_on, created_on, data from pgboss.archive) j`;
  const slots = (
    await db.query(
      `select singleton_key k, singleton_on slot, count(*)::int n from ${jobs}
       where name = '__pgboss__send-it' and created_on >= $1 group by 1, 2 order by 2`,
      [since],
    )
  ).rows as { k: string; slot: Date; n: number }[];
  const twice = slots.filter((s) => s.n > 1);
  const perKey = new Map<string, number>();
  for (const s of slots) perKey.set(s.k, (perKey.get(s.k) ?? 0) + 1);
  // Whole minutes inside the run: the per-minute schedule (mail-outbox) must have one slot each.
  const firstMinute = Math.ceil(since.getTime() / 60_000) * 60_000;
  const lastMinute = Math.floor(until.getTime() / 60_000) * 60_000 - 60_000;
  const minutes: number[] = [];
  for (let m = firstMinute; m <= lastMinute; m += 60_000) minutes.push(m);
  const mailSlots = new Set(
    slots.filter((s) => s.k === 'mail-outbox').map((s) => Math.floor(new Date(s.slot).getTime() / 60_000)),
  );
  const skipped = minutes.filter((m) => !mailSlots.has(Math.floor(m / 60_000)));
  const starts = (
    await db.query(
      `select name, singleton_on slot, count(*)::int n from ${jobs}
       where singleton_key = 'start' and created_on >= $1 group by 1, 2`,
      [since],
    )
  ).rows as { name: string; n: number }[];
  const startTwice = starts.filter((s) => s.n > 1);
  const completed = (
    await db.query(
      `select name, count(*)::int n from ${jobs} where state = 'completed' and created_on >= $1 and name not like '__pgboss%' group by 1 order by 1`,
      [since],
    )
  ).rows as { name: string; n: number }[];
  check(
    'cluster',
    'each cron job once per schedule',
    twice.length === 0 && startTwice.length === 0 && skipped.length === 0 && minutes.length > 0,
    `${slots.length} schedule slots fired (${[...perKey].map(([k, n]) => `${k} x${n}`).join(', ') || 'none'}), ${twice.length} fired more than once; the per-minute schedule fired in ${minutes.length - skipped.length} of the ${minutes.length} whole minutes of the run${skipped.length ? ` (not in ${skipped.map((m) => new Date(m).toISOString().slice(11, 16)).join(', ')} UTC)` : ''}; start-up runs ${starts.map((s) => `${s.name} x${s.n}`).join(', ') || 'none'} (at most one per window across replicas and restarts); completed jobs: ${completed.map((c) => `${c.name} ${c.n}`).join(', ')}`,
  );
};
