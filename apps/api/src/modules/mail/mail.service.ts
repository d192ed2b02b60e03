import { isProviderSiteId } from '@ridedesk/domain/shared/constants';
import type { Db, Tx } from '../../db/client.ts';
import { type HeldMail, type MailTransport, messageIdFor } from '../../integrations/mail/mail-transport.ts';
import { errorTextOf, OUTBOX_MAX_ATTEMPTS, outboxDrain, retryDelayMs } from '../../lib/outbox-drain.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { TemplatesService } from '../templates/templates.service.ts';
import * as repo from './mail.repository.ts';
import {
  htmlToText,
  linksOf,
  type MailValuesFor,
  renderMailBody,
  subjectFor,
  valuesIn,
  wrapInLayout,
} from './mail-render.ts';

/** The backoff is the outboxes' one: after the 8th failed attempt a message has failed. */
export { OUTBOX_MAX_ATTEMPTS, retryDelayMs } from '../../lib/outbox-drain.ts';

/** A rendered message, ready to be written to the outbox. */
export type ComposedMail = {
  siteId: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string | null;
  /** One message per key and site: a second with the same key is not written (the database decides). */
  dedupeKey?: string | null;
};

/**
 * The company a site's mails speak for ({{siteTitle}}: subjects, greetings, signatures): its
 * name ('City Limo'; RideDesk on the product site), never a page title with a tagline such as
 * 'Online Booking for your rides'. The branded header keeps a provider's full title.
 */
export const companyNameOf = (site: { name: string; title: string | null }) => site.name || site.title || 'RideDesk';
const headerTitleOf = (site: { id: number; name: string; title: string | null }) =>
  isProviderSiteId(site.id) ? site.title || site.name : companyNameOf(site);

type Clock = () => Date;
type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

const toDto = (row: repo.OutboxRow) => ({
  id: row.id,
  siteId: row.siteId,
  to: row.to,
  subject: row.subject,
  template: row.template,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt,
  lastError: row.lastError,
  createdOn: row.createdOn,
  sentAt: row.sentAt,
  html: row.html,
  text: row.text,
  links: linksOf(row.html),
});
export type MailboxMessage = ReturnType<typeof toDto>;

/**
 * Mail: bodies rendered from the content templates in the recipient site's language, kept in
 * a transactional outbox and sent by a worker with retries and backoff.
 */
export const createMailService = (deps: {
  db: Db;
  transport: MailTransport;
  from: string;
  sites: SitesService;
  templates: TemplatesService;
  now: Clock;
  log?: Log;
}) => {
  const { db, transport, from, sites, templates, now } = deps;
  const log: Log = deps.log ?? { warn: () => {}, error: () => {} };

  /**
   * Loads a site's template (its own content in the wanted language, else the default content
   * in it, trying the given language, then the site's, then English) and answers its renderer.
   */
  type MailRequest = { siteId: number; to: string; template: string; languageId?: number | null };

  /**
   * Loads one site's templates (its own content in the wanted language, else the default content
   * in it, trying the given language, then the site's, then English) and answers a renderer for
   * each request, in order. The site and every named template are read once, whatever the count.
   */
  const prepareMany = async (inputs: MailRequest[]): Promise<((values: MailValuesFor) => ComposedMail)[]> => {
    if (inputs.length === 0) return [];
    const siteId = inputs[0].siteId;
    if (inputs.some((i) => i.siteId !== siteId)) throw new Error('prepareMany renders the mails of one site');
    const site = await sites.findSite(siteId);
    if (!site) throw new Error(`mail for unknown site ${siteId}`);
    const found = await templates.contentByName({ siteId: site.id }, { uniqueNames: inputs.map((i) => i.template) });
    const siteTitle = companyNameOf(site);
    return inputs.map((input) => {
      const template = found.find((t) => t.uniqueName.toLowerCase() === input.template.toLowerCase());
      if (!template) throw new Error(`no mail template named ${input.template}`);
      const { contentSiteLanguageMappings: own, contentLanguageMappings: defaults } = template.content;
      const wanted = [input.languageId, site.preferredLanguageId].filter((id): id is number => !!id);
      const pick = () => {
        for (const id of wanted) {
          const hit = own.find((c) => c.languages.id === id) ?? defaults.find((c) => c.languages.id === id);
          if (hit) return hit;
        }
        return (
          own.find((c) => c.languages.locale === 'en') ??
          defaults.find((c) => c.languages.locale === 'en') ??
          defaults[0]
        );
      };
      const content = pick();
      if (!content) throw new Error(`mail template ${input.template} has no content`);
      const locale = content.languages.locale;
      return (inputValues: MailValuesFor) => {
        const values = { siteTitle, ...valuesIn(inputValues, locale) };
        const body = renderMailBody(content.value, values);
        return {
          siteId: site.id,
          to: input.to,
          subject: subjectFor(template.uniqueName, locale, template.displayName, values),
          html: wrapInLayout(body, { title: headerTitleOf(site), color: site.color, lang: locale }),
          text: `${htmlToText(body)}\n\n-- \n${siteTitle}`,
          template: template.uniqueName,
        };
      };
    });
  };

  /** One mail's renderer (prepareMany of one). */
  const prepare = async (input: MailRequest) => (await prepareMany([input]))[0];

  /**
   * Renders a template for a site: the site's own content in the wanted language, else the
   * default content in it, trying the given language, then the site's, then English.
   */
  const compose = async (input: {
    siteId: number;
    to: string;
    template: string;
    values: MailValuesFor;
    languageId?: number | null;
  }): Promise<ComposedMail> => (await prepare(input))(input.values);

  /**
   * Writes a message in the caller's transaction: it exists exactly when the change does. A
   * message whose dedupe key its site already used is not written (answers undefined).
   */
  const enqueue = (tx: Tx, mail: ComposedMail) =>
    repo.insertMessage(tx, { ...mail, status: 'pending', attempts: 0, nextAttemptAt: now(), createdOn: now() });

  /** Several messages in the caller's transaction, written in one statement. */
  const enqueueMany = (tx: Tx, mails: ComposedMail[]) =>
    repo.insertMessages(
      tx,
      mails.map((mail) => ({ ...mail, status: 'pending', attempts: 0, nextAttemptAt: now(), createdOn: now() })),
    );

  /**
   * Writes the database owes, by message, when it went away at the wrong moment: a refusal to
   * record, or a sent mark to undo whose COMMIT may have landed while the message was cancelled.
   * Written first on the next run; those messages are not claimed until then.
   */
  const owed = new Map<number, (db: Db) => Promise<unknown>>();

  const settleOwed = async () => {
    for (const [id, write] of owed) {
      await write(db);
      owed.delete(id);
    }
  };

  /** A failed try: counted, backed off, and failed after the last one. */
  const recordFailure = async (tx: Tx, row: repo.OutboxRow, error: unknown) => {
    const attempts = row.attempts + 1;
    const failed = attempts >= OUTBOX_MAX_ATTEMPTS;
    const lastError = errorTextOf(error);
    await repo.markAttemptFailed(tx, row.id, {
      attempts,
      status: failed ? 'failed' : 'pending',
      nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
      lastError,
    });
    // Called on the logger (pino's methods need their `this`): a detached call threw and rolled the count back.
    if (failed) log.error({ outboxId: row.id, attempts, lastError }, 'mail send failed');
    else log.warn({ outboxId: row.id, attempts, lastError }, 'mail send failed');
    return failed ? ('failed' as const) : ('retried' as const);
  };

  /** A message the transport holds, with its claimed row and the sent mark written for it. */
  type Held = { row: repo.OutboxRow; sent: { sentAt: Date; messageId: string }; mail: HeldMail };

  /**
   * Claims one due message and hands it to the transport all but its end; commits the sent mark
   * while the transport holds it, then releases it. A process death before the COMMIT leaves the
   * message pending and the server drops the cut-off copy; only a death between the COMMIT and the
   * release's first write, with no I/O between them, would lose it.
   */
  const sendOne = async () => {
    // Set inside the transaction as soon as the transport holds the message, read if its COMMIT fails.
    const inFlight: { held?: Held } = {};
    let claimed: Held | 'idle' | 'failed' | 'retried';
    try {
      claimed = await db.transaction(async (tx) => {
        const row = await repo.claimDueMessage(tx, now(), [...owed.keys()]);
        if (!row) return 'idle' as const;
        const sent = { sentAt: now(), messageId: messageIdFor(row.id, from) };
        await repo.markSent(tx, row.id, sent);
        try {
          const mail = await transport.hold({
            from,
            to: row.to,
            subject: row.subject,
            html: row.html,
            text: row.text,
            outboxId: row.id,
          });
          inFlight.held = { row, sent, mail };
          return inFlight.held;
        } catch (error) {
          return recordFailure(tx, row, error);
        }
      });
    } catch (error) {
      const { held } = inFlight;
      if (held) {
        // Not committed (or not known to be): the message is dropped, and a mark that did land is undone.
        held.mail.cancel();
        owed.set(held.row.id, (db) => repo.unmarkSent(db, held.row.id, held.sent.messageId));
        log.warn({ outboxId: held.row.id }, 'mail cancelled: its sent mark could not be committed');
      }
      throw error;
    }
    if (typeof claimed === 'string') return claimed;
    const { row, mail } = claimed;
    try {
      await mail.release();
      return 'sent' as const;
    } catch (error) {
      // Refused at its end (or the connection failed there): not delivered, a failed try.
      try {
        return await recordFailure(db, row, error);
      } catch (dbError) {
        owed.set(row.id, (db) => recordFailure(db, row, error));
        throw dbError;
      }
    }
  };

  /** Sends every due message (at most `limit`) after the writes owed; concurrent calls share one run. */
  const drainOutbox = outboxDrain({ outcomes: ['sent', 'retried', 'failed'], sendOne, before: settleOwed });

  return {
    compose,
    /**
     * Loads what a message needs ahead of a transaction and answers a renderer that touches no
     * database, so a use case can render inside its transaction (PGlite has one connection).
     */
    prepare,
    prepareMany,
    enqueue,
    enqueueMany,
    /** Whether a message with this dedupe key was written (chooses a mail's kind; the key still guards it). */
    keyUsed: (tx: Tx, siteId: number, key: string) => repo.hasDedupeKey(tx, siteId, key),
    /** The job queue's mail job runs this every few seconds (jobs/background-jobs.ts). */
    drainOutbox,
    transportKind: transport.kind,
    close: () => transport.close(),
    mailbox: async (opts: { to?: string; limit?: number }) =>
      (await repo.listMessages(db, { to: opts.to, limit: opts.limit ?? 200 })).map(toDto),
    message: async (id: number) => {
      const row = await repo.findMessage(db, id);
      return row ? toDto(row) : undefined;
    },
  };
};

export type MailService = ReturnType<typeof createMailService>;
