/**
 * The SMS drain as its own process, for the SIGKILL test (sms-exactly-once.test.ts): connects to
 * the test's database (PostgreSQL, or a PGlite directory), drains through the local Twilio, and says on stdout when it hands a
 * text to Twilio ("send <outboxId>"), so the test can kill it at a chosen point.
 *
 * Env: SMS_CHILD_DATABASE_URL or SMS_CHILD_PGLITE, TWILIO_* (the fake), SMS_CHILD_CLOCK_OFFSET_MS (this
 * run's clock ahead of the real one: each restart is past the last run's claim leases),
 * SMS_CHILD_SEND_PAUSE_MS (a pause before each send: the window between claim and send),
 * SMS_CHILD_UNTIL_IDLE=1 (drain until nothing is due, then exit).
 */
import { createPglite, openPostgres, wrapPglite } from '../../src/db/client.ts';
import { createTwilioTransport } from '../../src/integrations/sms/twilio.ts';
import { createSmsService } from '../../src/modules/sms/sms.service.ts';

const env = process.env;
const offset = Number(env.SMS_CHILD_CLOCK_OFFSET_MS ?? 0);
const pause = Number(env.SMS_CHILD_SEND_PAUSE_MS ?? 0);
const database = env.SMS_CHILD_DATABASE_URL
  ? openPostgres(env.SMS_CHILD_DATABASE_URL, 2)
  : wrapPglite(await createPglite(env.SMS_CHILD_PGLITE));
const twilio = createTwilioTransport({
  accountSid: env.TWILIO_ACCOUNT_SID ?? '',
  authToken: env.TWILIO_AUTH_TOKEN ?? '',
  from: env.TWILIO_FROM ?? '',
  baseUrl: env.TWILIO_BASE_URL ?? '',
});
const sms = createSmsService({
  db: database.db,
  now: () => new Date(Date.now() + offset),
  transport: {
    ...twilio,
    send: async (text) => {
      process.stdout.write(`send ${text.outboxId}\n`);
      if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
      return twilio.send(text);
    },
  },
});
process.stdout.write('ready\n');
for (;;) {
  const tally = await sms.drainOutbox({ limit: 1 });
  const busy = Object.values(tally).some((n) => n > 0);
  if (!busy && env.SMS_CHILD_UNTIL_IDLE === '1') break;
  if (!busy) await new Promise((resolve) => setTimeout(resolve, 20));
}
await database.close();
process.stdout.write('idle\n');
