/**
 * Text messages (issue 22, decision 0030): written in the caller's transaction to an outbox, sent
 * by the drain through Twilio (or kept locally), told of delivery by Twilio's status callbacks;
 * a number that answers STOP is not texted again until it answers START.
 */
import { isProviderSiteId } from '@ridedesk/domain/shared/constants';
import type { Db, Tx } from '../../db/client.ts';
import type { SmsTransport } from '../../integrations/sms/sms-transport.ts';
import { siteSettingValue } from '../settings/settings.service.ts';
import { contentsByName } from '../templates/templates.read-model.ts';
import * as readModel from './sms.read-model.ts';
import * as repo from './sms.repository.ts';
import { createSmsDrain, PLATFORM_SITE_ID } from './sms-drain.ts';
import { keywordOf, renderSms, SMS_STEPS, type SmsStep, smsDedupeKey, toE164 } from './sms-texts.ts';

/** The per-site switch (settings; 'false' unless the site turns it on). */
export const SMS_ENABLED_SETTING = 'SmsEnabled';

/** A rendered text, ready for the outbox. */
export type ComposedSms = {
  siteId: number;
  /** E.164. */
  to: string;
  body: string;
  template: string | null;
  dedupeKey?: string | null;
};

/** What a ride's text may say ({{name}} in the templates); a missing value is left out. */
export type RideTextValues = {
  referenceId: string;
  firstName?: string | null;
  pickupDateTime?: string | null;
  pickupLocation?: string | null;
  chauffeurName?: string | null;
  /** The traveller's tracking link (confirmed, on the way). */
  trackLink?: string | null;
  /** Where the traveller reviews the ride (completed). */
  reviewLink?: string | null;
  providerPhone?: string | null;
  /** The airport pickup's flight as people read it, 'UA 1234' (pickup moved). */
  flightLabel?: string | null;
};

export type RideTextInput = {
  siteId: number;
  bookingId: number;
  step: SmsStep;
  /** The traveller's phone as booked (ddd-ddd-dddd or E.164). */
  phone: string | null;
  /** The traveller's consent to texts, given at booking (bookings.sms_consent). */
  consent: boolean;
  /** The traveller's language (the booking's); the site's preferred one otherwise. */
  languageId?: number | null;
  /** Fixed, or worked out in the language of the template the text is written from (dates, times). */
  values: RideTextValues | ((locale: string) => RideTextValues);
  /**
   * For a step that may happen more than once per booking (the pickup moved): what tells this
   * time apart, e.g. the new pickup time in ISO. The same suffix twice is one text.
   */
  dedupeSuffix?: string | null;
};

/** Why a ride's text was or was not written. */
export type RideTextOutcome = 'queued' | 'duplicate' | 'no-consent' | 'no-number' | 'off' | 'opted-out' | 'no-template';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

const toDto = (row: repo.SmsRow) => ({
  id: row.id,
  siteId: row.siteId,
  to: row.to,
  body: row.body,
  template: row.template,
  status: row.status,
  attempts: row.attempts,
  providerId: row.providerId,
  error: row.error,
  createdOn: row.createdOn,
  sentOn: row.sentOn,
});
export type SmsMessage = ReturnType<typeof toDto>;

/** Twilio's message statuses a callback may report, and the outbox status each one records. */
const CALLBACK_STATUS: Record<string, 'delivered' | 'undelivered' | 'failed'> = {
  delivered: 'delivered',
  undelivered: 'undelivered',
  failed: 'failed',
};

export const createSmsService = (deps: {
  db: Db;
  transport: SmsTransport;
  now: () => Date;
  /** Where Twilio reports delivery: PUBLIC_URL + /api/sms/twilio/status (none without a public URL). */
  statusCallback?: string;
  log?: Log;
}) => {
  const { db, transport, now } = deps;
  const log: Log = deps.log ?? { warn: () => {}, error: () => {} };
  const drain = createSmsDrain({ db, transport, now, statusCallback: deps.statusCallback, log });

  /**
   * Writes a text in the caller's transaction: it exists exactly when the change does. A text
   * whose dedupe key its site already used is not written (answers undefined).
   */
  const enqueue = (tx: Tx, text: ComposedSms) =>
    repo.insertText(tx, { ...text, status: 'pending', attempts: 0, nextAttemptAt: now(), createdOn: now() });

  /** The step's template in the traveller's language: the site's own content, else the default; English last. */
  const templateFor = async (tx: Tx, site: { id: number; preferredLanguageId: number }, input: RideTextInput) => {
    const rows = await contentsByName(tx, isProviderSiteId(site.id) ? site.id : null, [SMS_STEPS[input.step]]);
    const wanted = [input.languageId, site.preferredLanguageId].filter((id): id is number => !!id);
    const row =
      wanted.map((id) => rows.find((r) => r.languages.id === id)).find(Boolean) ??
      rows.find((r) => r.languages.locale === 'en') ??
      rows[0];
    const content = row ? (row.ownValue ?? row.defaultValue) : null;
    return row && content ? { content, locale: row.languages.locale } : null;
  };

  /**
   * The hook of a ride's change (booking confirmed, on the way, arrived, completed): in the
   * change's transaction, writes the traveller's text when they consented, their number is a
   * phone number that has not answered STOP, and the site sends texts (SmsEnabled). One per
   * step and booking (and dedupeSuffix); the outcome says what happened and why.
   */
  const enqueueRideText = async (tx: Tx, input: RideTextInput): Promise<RideTextOutcome> => {
    if (!input.consent) return 'no-consent';
    const to = toE164(input.phone);
    if (!to) return 'no-number';
    if ((await siteSettingValue(tx, input.siteId, SMS_ENABLED_SETTING)) !== 'true') return 'off';
    if (await repo.isOptedOut(tx, [input.siteId, PLATFORM_SITE_ID], to)) return 'opted-out';
    const site = await readModel.siteOf(tx, input.siteId);
    if (!site) throw new Error(`text for unknown site ${input.siteId}`);
    const template = await templateFor(tx, site, input);
    if (!template) {
      log.error({ siteId: input.siteId, step: input.step }, 'sms template missing: run the reference seed');
      return 'no-template';
    }
    const values = typeof input.values === 'function' ? input.values(template.locale) : input.values;
    const body = renderSms(template.content, { siteTitle: site.name || site.title, ...values });
    const id = await enqueue(tx, {
      siteId: input.siteId,
      to,
      body,
      template: SMS_STEPS[input.step],
      dedupeKey: smsDedupeKey(input.step, input.bookingId, input.dedupeSuffix),
    });
    return id === undefined ? 'duplicate' : 'queued';
  };

  return {
    enqueue,
    enqueueRideText,
    /** The job queue's sms-outbox job runs this every few seconds (jobs/background-jobs.ts). */
    drainOutbox: drain.drainOutbox,
    transportKind: transport.kind,

    /** A delivery report (Twilio's status callback): answers how many texts it moved (0 or 1). */
    recordStatus: async (report: { providerId: string; status: string; errorCode?: string | null }) => {
      const status = CALLBACK_STATUS[report.status.toLowerCase()];
      if (!status) return 0;
      return db.transaction((tx) =>
        repo.updateByProviderId(
          tx,
          report.providerId,
          { status, error: report.errorCode ? `Twilio error ${report.errorCode}` : null },
          // A late 'undelivered' never undoes 'delivered'.
          status === 'delivered' ? ['sent', 'undelivered'] : ['sent'],
        ),
      );
    },

    /**
     * A text to the platform number: STOP (and Twilio's other opt-out words) opts the sender out
     * for every site, START opts them back in; anything else is ignored.
     */
    receive: async (text: { from: string; body: string }) => {
      const keyword = keywordOf(text.body);
      const phone = toE164(text.from);
      if (!keyword || !phone) return 'ignored' as const;
      await db.transaction((tx) =>
        keyword === 'opt-out'
          ? repo.insertOptOut(tx, PLATFORM_SITE_ID, phone, now())
          : repo.deleteOptOut(tx, PLATFORM_SITE_ID, phone),
      );
      return keyword === 'opt-out' ? ('opted-out' as const) : ('opted-in' as const);
    },

    /** The outbox, newest first (the dev page /dev/sms). */
    texts: async (opts: { to?: string; limit?: number }) =>
      (
        await repo.listTexts(db, { to: opts.to ? (toE164(opts.to) ?? opts.to) : undefined, limit: opts.limit ?? 200 })
      ).map(toDto),
  };
};

export type SmsService = ReturnType<typeof createSmsService>;
