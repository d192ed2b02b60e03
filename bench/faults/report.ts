/**
 * The faults section of docs/benchmarks.md (bench/faults/run.ts): phases A to C with their checks,
 * and phase D's texts in a section of its own inside it, which a run of phase D alone rewrites.
 */
import { readSection, sectionBlock, writeSection } from './bench-doc.ts';
import { checks, log } from './checks.ts';
import { machine, round1 } from './harness.ts';

export type FaultKnobs = {
  pgPort: number;
  smtpPort: number;
  workers: number;
  kills: number;
  smtpDownSeconds: number;
  pgDownSeconds: number;
  /** When C stopped PostgreSQL, in ms into its load. */
  pgStopAt: number;
  runStarted: number;
};

export type SmsKnobs = {
  bookings: number;
  workers: number;
  kills: number;
  latencyMs: [number, number];
  seconds: number;
  /** Load average (1, 5, 15 min) at the phase's start and end. */
  loadAverages: string[];
};

const cell = (text: string) => text.replace(/\|/g, '/');
const result = (ok: boolean) => (ok ? 'pass' : '**FAIL**');

/** Phase D's part: how it runs, and its checks. */
export const smsSection = (d: SmsKnobs) => `### D. Texts exactly once across SIGKILLs (issue 22)

The API runs with \`TWILIO_*\` pointing at a local Twilio on loopback: the API tests' fake (\`apps/api/test/fakes/twilio-server.ts\`, Messages create and the Messages list as Twilio documents them) behind a slow front (\`bench/faults/twilio-recorder.ts\`): each create takes ${d.latencyMs[0]}-${d.latencyMs[1]} ms and the message is made at a random moment inside it, as a busy Twilio would, even when the caller is gone by then. ${d.bookings} guests of citylimo.localhost (City Limo sends texts, \`SmsEnabled\`) book and pay with consent to texts, each with a ten-digit mobile of their own; ${d.workers} concurrent workers have the dispatcher assign each ride to one of the three demo chauffeurs, who accepts it and taps On the way, Arrived, On board and Completed from the app (a pause of 1-4 s between taps, each step under its own idempotency key). ${d.kills} times the API is SIGKILLed while Twilio holds a text (after the drain committed its claim, before it read Twilio's answer) and started again; every call that lost its answer is sent again unchanged, key included, as the app does. Then the text outbox drains: a dead claim waits out its 60 s lease and is looked up in Twilio's list (decision 0030). The texts expected of a booking are one per step that happened: confirmed, and On the way, Arrived, Completed as its status events say. A kill stops the texts for about a minute: the dead run holds the job queue's \`sms-outbox\` chain until it expires (60 s, \`apps/api/src/jobs/background-jobs.ts\`), and its claim is asked about only once its lease is over; the other numbers' texts go as soon as the chain runs again, the claimed number's wait behind their claim (order per number).

Machine: ${machine()}. Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. The phase took ${Math.round(d.seconds / 6) / 10} minutes. Load average (1, 5, 15 min) at its start and end: ${d.loadAverages.join(' / ')}.

| check | result | detail |
|---|---|---|
${checks
  .filter((x) => x.phase === 'D')
  .map((x) => `| ${x.name} | ${result(x.ok)} | ${cell(x.detail)} |`)
  .join('\n')}

Reproduce: \`BENCH_FAULT_PHASES=D npx tsx bench/faults/run.ts\` (5 to 7 minutes, most of it the API restarting and the texts waiting out the dead run's chain and claim after each kill); its knobs are in \`bench/faults/sms-phase.ts\`.`;

/**
 * Rewrites the faults section when A, B and C all ran (with phase D's part, new or as it was);
 * after a run of phase D without them, only D's part.
 */
export const writeFaultsReport = (phases: Set<string>, loadAverages: string[], k: FaultKnobs, d?: SmsKnobs) => {
  const sms = d ? smsSection(d) : readSection('faults-sms');
  if (!['A', 'B', 'C'].every((p) => phases.has(p))) {
    if (d) log(`phase D's part written to ${writeSection('faults-sms', smsSection(d), 'faults')}`);
    else log('a run without all of A to C: docs/benchmarks.md is left as it is');
    return;
  }
  const rows = checks
    .filter((x) => x.phase !== 'D')
    .map((x) => `| ${x.phase} | ${x.name} | ${result(x.ok)} | ${cell(x.detail)} |`);
  const section = `## Faults (\`bench/faults\`)

The product runs as its own Node process on a throwaway PostgreSQL cluster made by the script (port ${k.pgPort}, removed at the end; the shared server on 5432 is never touched) and sends mail to a recording SMTP server (\`smtp-server\`, port ${k.smtpPort}). Travellers are guests of citylimo.localhost going through the wizard's calls (estimate, vehicle types, search, guest, booking, billing, card charge on the sandbox gateway with one idempotency key per Pay intent; after a lost answer they retry as the wizard lets them).

- **A. SIGKILL**: ${k.workers} concurrent book-and-pay travellers, the server killed with SIGKILL at a random moment (2-8 s into each of ${k.kills} rounds), restarted, the cut-off travellers retry. The sandbox gateway keeps no ledger, so "no charge without a booking" is checked against \`payment_attempts\` and \`booking_payments\`.
- **B. SMTP down** for ${k.smtpDownSeconds} s while travellers book; then back.
- **C. PostgreSQL stopped** (\`pg_ctl stop -m fast\`, sessions ended) ${round1(k.pgStopAt / 1000)} s into a mixed load (searches, health, vehicle types, 4 booking travellers), down ${k.pgDownSeconds} s, started again; every request has a 20 s deadline.

Machine: ${machine()}. Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. The run took ${Math.round((Date.now() - k.runStarted) / 60_000)} minutes. Load average (1, 5, 15 min) at the start, after A's travellers, after B and after C's load: ${loadAverages.join(' / ')}.

| phase | check | result | detail |
|---|---|---|---|
${rows.join('\n')}

Defects these runs found, each fixed with a test beside the code: (1) PostgreSQL ending its sessions (the restart of C) killed the server: a pool client checked out by a transaction had no \`error\` listener (\`apps/api/src/db/client.ts\`, \`client.test.ts\`); (2) a failed SMTP send was never counted nor backed off, because a detached pino method threw and rolled the attempt back (\`modules/mail/mail.service.ts\`, \`mail.service.test.ts\`); (3) requests during a database outage answered 500 and tried to store the error in the unreachable database; they now answer 503 with Retry-After in the error model (\`plugins/errors.ts\`, \`errors.test.ts\`); (4) a confirmation was delivered twice across a PostgreSQL restart (SMTP accepted it, its sent mark was lost with the database); the worker now records such a message on its next run instead of sending it again (\`mail.service.test.ts\`); (5) a traveller whose billing answer was lost to a kill sent the form again and was refused with 409, so could not pay; billing sent again for the same booking is now saved (\`bookings.routes.test.ts\`). (6) that mail repeat had one more cause: a SIGKILL between the moment the SMTP server had the whole message and the worker's COMMIT repeated the message (10-20 % of the worker's time while phase A sends about ten mails a second; one of three kills hit it now and then). The worker now commits its sent mark while the server holds the message all but its final "." and writes the "." after the COMMIT (\`integrations/mail/smtp-transport.ts\`, tests in \`smtp-transport.test.ts\` and \`mail.service.test.ts\`): a kill before the COMMIT closes the connection inside the mail transaction and the server drops the cut-off copy (RFC 5321 section 3.8; "cut off" above counts them, and the message goes again after the restart); a COMMIT that fails cancels the message and undoes a mark that did land. What remains: a kill in the microseconds between the COMMIT's answer and the write of the "." (no I/O between them) would lose that one message, and a connection lost after the "." but before the server's answer repeats it, under its Message-ID. A charge cut off by SIGKILL is closed \`NOT_AT_GATEWAY\` by the sandbox, which keeps no ledger; with a real gateway the recovery asks the gateway (docs/decisions/0007-payments.md).

Reproduce: \`npx tsx bench/faults/run.ts\` (as root or as a user who can run the PostgreSQL binaries; 8 to 12 minutes, most of it the outbox sending the mails of the run's bookings, two per booking, about eight a second, and phase D's dead claims waiting out their lease). \`BENCH_FAULT_PHASES=D\` (any of the letters) runs only those phases; a run without all of A to C leaves their part of this section as it is, and phase D rewrites its own part below.${sms ? `\n\n${sectionBlock('faults-sms', sms)}` : ''}`;
  log(`written to ${writeSection('faults', section)}`);
};
