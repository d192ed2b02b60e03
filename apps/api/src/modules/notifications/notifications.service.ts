import {
  type BookingEvent,
  bookingEventAudience,
  bookingEventText,
  travellerCancelledText,
} from '@ridedesk/domain/notifications/booking-events';
import {
  NOTIFICATION_MESSAGES,
  type NotificationContent,
  type NotificationRole,
  parseRoleName,
} from '@ridedesk/domain/notifications/notification-form';
import { DEFAULT_SITE_ID, ROLES } from '@ridedesk/domain/shared/constants';
import { person } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { ALL_SITES, oneSite } from '../../lib/site-scope.ts';
import type { PlatformContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Posting and reading notifications is platform-wide: the site a post goes to is in its input
 * (0 for every site, the administrator's choice), whom a read is for in the recipient.
 */
type Ctx = PlatformContext;

import { pageWindow } from '../../lib/paged-query.ts';
import { listLanguages } from '../languages/languages.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import * as readModel from './notifications.read-model.ts';
import * as repo from './notifications.repository.ts';

export type Recipient = repo.Recipient;
export type Paging = { page: number; pageSize: number };

const notificationNotFound = () => notFound(NOTIFICATION_MESSAGES.notificationNotFound);

/** A notification as the API answers it: its text in the asked language (English, or the first, otherwise). */
export const toNotificationDto = (
  row: repo.NotificationRow & { readStatus?: boolean },
  contents: readModel.ContentRow[],
  locale?: string,
) => {
  const own = contents.filter((c) => c.notificationId === row.id);
  const chosen =
    own.find((c) => c.locale === locale) ?? own.find((c) => c.locale === 'en') ?? (own[0] as readModel.ContentRow);
  return {
    id: row.id,
    siteId: row.siteId,
    kind: row.kind,
    roleNames: row.roleNames,
    allSites: row.allSites,
    bookingId: row.bookingId,
    bookingEvent: row.bookingEvent,
    isEnabled: row.isEnabled,
    title: chosen?.title ?? '',
    message: chosen?.message ?? '',
    locale: chosen?.locale ?? null,
    languageId: chosen?.languageId ?? null,
    contentSiteLanguageMappings: own.map((c) => ({
      languageId: c.languageId,
      locale: c.locale,
      title: c.title,
      message: c.message,
    })),
    createdBy: person({ id: row.createdBy, firstName: row.createdByFirstName }),
    createdOn: row.createdOn,
    updatedOn: row.updatedOn,
    ...(row.readStatus === undefined ? {} : { readStatus: row.readStatus }),
  };
};

/**
 * Notifications (spec 01 "Notifications"): the platform administrator and provider
 * administrators post them to roles in each language of the site; the system posts them on
 * booking events; each user reads their own, with a read status per user. Every change reads
 * first and then writes in one transaction.
 */
export const createNotificationsService = (deps: {
  db: Db;
  sites: SitesService;
  now: () => Date;
  log?: { error: (obj: unknown, msg?: string) => void };
}) => {
  const { db, sites, now } = deps;

  /** The languages (reference data no route changes), read at most once a minute for booking events. */
  let languages: { at: number; list: Promise<Awaited<ReturnType<typeof listLanguages>>> } | undefined;
  const languagesNow = () => {
    if (!languages || Date.now() - languages.at > 60_000) {
      const list = listLanguages(db);
      languages = { at: Date.now(), list };
      list.catch(() => {
        languages = undefined;
      });
    }
    return languages.list;
  };

  const withContents = async <T extends repo.NotificationRow>(rows: T[], locale?: string) => {
    const contents = await readModel.contentsOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => toNotificationDto(row, contents, locale));
  };

  /** The site a post goes to: staff their own; the administrator one site, or every site (0). */
  const target = (actor: Actor, siteId: number) => {
    if (actor.role === ROLES.superAdmin)
      return siteId > 0 ? { siteId, allSites: false } : { siteId: DEFAULT_SITE_ID, allSites: true };
    if (siteId > 0 && siteId !== actor.siteId) throw notFound('Site not found');
    return { siteId: actor.siteId, allSites: false };
  };

  /** The languages a post may be written in, and the one it must be written in. */
  const languagesFor = async (actor: Actor, to: { siteId: number; allSites: boolean }) => {
    const site = await sites.getSite({ actor, siteId: to.siteId });
    const offered = to.allSites
      ? (await listLanguages(db)).map((l) => l.id)
      : [site.preferredLanguageId, ...site.otherLanguageIds];
    return { preferred: site.preferredLanguageId, offered: new Set(offered) };
  };

  const checkContents = (contents: NotificationContent[], langs: { preferred: number; offered: Set<number> }) => {
    const ids = contents.map((c) => c.languageId);
    if (new Set(ids).size !== ids.length)
      throw badRequest('Each language may be written once', { contents: 'Each language may be written once' });
    if (ids.some((id) => !langs.offered.has(id)))
      throw badRequest(NOTIFICATION_MESSAGES.languageNotOffered, {
        contents: NOTIFICATION_MESSAGES.languageNotOffered,
      });
    if (!ids.includes(langs.preferred))
      throw badRequest(NOTIFICATION_MESSAGES.preferredLanguageRequired, {
        contents: NOTIFICATION_MESSAGES.preferredLanguageRequired,
      });
  };

  /** A notification its poster's side may change: the administrator any, a provider administrator its site's. */
  const manageable = async (actor: Actor, id: number) => {
    const row = await repo.findNotification(db, id);
    if (!row) throw notificationNotFound();
    if (actor.role === ROLES.superAdmin) return row;
    if (row.siteId !== actor.siteId || row.allSites) throw notificationNotFound();
    return row;
  };

  const one = async (id: number, locale?: string) => {
    const row = await repo.findNotification(db, id);
    if (!row) throw notificationNotFound();
    return (await withContents([row], locale))[0];
  };

  const roleOf = (actor: Actor, roleName: string) => {
    const role = parseRoleName(roleName);
    if (!role) throw badRequest('Unknown role', { roleName: 'Unknown role' });
    if (role !== actor.role) throw forbidden(NOTIFICATION_MESSAGES.wrongRole);
    return role;
  };

  return {
    /** api/notification and notificationbysiteId: what was posted on a site (the administrator: any or all). */
    listPosted: async (
      { actor }: Ctx,
      opts: Paging & { siteId?: number; kind?: 'announcement' | 'booking'; locale?: string },
    ) => {
      // The administrator names a site or reads every site; staff read their own (never "no filter").
      const scope =
        actor.role !== ROLES.superAdmin ? oneSite(actor.siteId) : opts.siteId ? oneSite(opts.siteId) : ALL_SITES;
      const { rows, total } = await repo.listPosted(db, {
        scope,
        kind: opts.kind,
        ...pageWindow(opts),
      });
      return { notifications: await withContents(rows, opts.locale), total };
    },

    /** api/notification/create: to roles, in the site's languages (its preferred one at least). */
    create: async (
      { actor, now: at }: Ctx,
      input: { siteId: number; roleNames: NotificationRole[]; contents: NotificationContent[] },
    ) => {
      const to = target(actor, input.siteId);
      checkContents(input.contents, await languagesFor(actor, to));
      const id = await db.transaction(async (tx) => {
        const newId = await repo.insertNotification(tx, {
          siteId: to.siteId,
          allSites: to.allSites,
          kind: 'announcement',
          roleNames: input.roleNames,
          createdBy: actor.userId,
          createdOn: at,
        });
        for (const content of input.contents) await repo.upsertContent(tx, to.siteId, newId, content, at);
        return newId;
      });
      return one(id);
    },

    /** api/notification/update: roles, texts (the languages not given are removed), shown or not. */
    update: async (
      { actor, now: at }: Ctx,
      input: { id: number; roleNames?: NotificationRole[]; contents?: NotificationContent[]; isEnabled?: boolean },
    ) => {
      const row = await manageable(actor, input.id);
      if (input.contents) checkContents(input.contents, await languagesFor(actor, row));
      await db.transaction(async (tx) => {
        await repo.updateNotification(tx, row.siteId, row.id, {
          ...(input.roleNames ? { roleNames: input.roleNames } : {}),
          ...(input.isEnabled === undefined ? {} : { isEnabled: input.isEnabled }),
          updatedBy: actor.userId,
          updatedOn: at,
        });
        if (input.contents) {
          for (const content of input.contents) await repo.upsertContent(tx, row.siteId, row.id, content, at);
          await repo.deleteContentsExcept(
            tx,
            row.siteId,
            row.id,
            input.contents.map((c) => c.languageId),
          );
        }
      });
      return one(row.id);
    },

    /** api/notification/updatecontentsitelanguagemapping: one language's title and message. */
    updateContent: async ({ actor, now: at }: Ctx, input: NotificationContent & { notificationId: number }) => {
      const row = await manageable(actor, input.notificationId);
      const langs = await languagesFor(actor, row);
      if (!langs.offered.has(input.languageId))
        throw badRequest(NOTIFICATION_MESSAGES.languageNotOffered, {
          languageId: NOTIFICATION_MESSAGES.languageNotOffered,
        });
      await db.transaction(async (tx) => {
        await repo.upsertContent(tx, row.siteId, row.id, input, at);
        await repo.updateNotification(tx, row.siteId, row.id, { updatedBy: actor.userId, updatedOn: at });
      });
      return one(row.id);
    },

    /**
     * api/notification/notificationById: its poster's side sees it whole; a recipient sees it
     * with their read status; anyone else gets 404.
     */
    byId: async ({ actor }: Ctx, { recipient, id, locale }: { recipient: Recipient; id: number; locale?: string }) => {
      const received = await repo.findReceived(db, recipient, id);
      if (received) return (await withContents([received], locale))[0];
      if (actor.role !== ROLES.superAdmin && actor.role !== ROLES.spAdmin) throw notificationNotFound();
      await manageable(actor, id);
      return one(id, locale);
    },

    /** getAllNotificationsByRoleId and getAllUnreadNotificationsByUserId: the caller's own, for their role. */
    received: async (
      { actor }: Ctx,
      {
        recipient,
        roleName,
        ...opts
      }: Paging & { recipient: Recipient; roleName: string; unreadOnly: boolean; locale?: string },
    ) => {
      roleOf(actor, roleName);
      const { rows, total } = await repo.listReceived(db, recipient, {
        unreadOnly: opts.unreadOnly,
        ...pageWindow(opts),
      });
      return { notifications: await withContents(rows, opts.locale), total };
    },

    /** api/notification/createnotificationstatus: the caller read (or unread) one of their notifications. */
    setStatus: async (
      { now: at }: Ctx,
      { recipient, ...input }: { recipient: Recipient; notificationId: number; readStatus: boolean },
    ) => {
      const row = await repo.findReceived(db, recipient, input.notificationId);
      if (!row) throw notificationNotFound();
      await db.transaction((tx) =>
        repo.upsertStatus(tx, {
          siteId: row.siteId,
          notificationId: row.id,
          userId: recipient.userId,
          readStatus: input.readStatus,
          readOn: at,
        }),
      );
      return { notificationId: row.id, readStatus: input.readStatus, readOn: at };
    },

    /**
     * The system's post on a booking event, called right after the booking's own commit: the
     * site's staff hear of new and cancelled bookings, the registered traveller of each event,
     * in every language (a site shows the ones it offers). A failure is logged, never undoes
     * the booking.
     */
    postBookingEvent: async (event: BookingEvent) => {
      try {
        const langs = await languagesNow();
        const audience = bookingEventAudience(event.kind);
        const at = now();
        const byTraveller = event.kind === 'cancelled' && event.cancelledBy === 'traveller';
        const staffText = (locale: string) =>
          byTraveller
            ? travellerCancelledText(locale, event.referenceId)
            : bookingEventText(event.kind, 'staff', locale, event.referenceId);
        const posts = [
          ...(audience.staff ? [{ text: staffText, roleNames: [ROLES.spAdmin, ROLES.spUser], to: null }] : []),
          ...(audience.traveller && event.travellerUserId
            ? [
                {
                  text: (locale: string) => bookingEventText(event.kind, 'traveller', locale, event.referenceId),
                  roleNames: [ROLES.customer],
                  to: event.travellerUserId,
                },
              ]
            : []),
          // The hook for "the assigned chauffeur": whoever is assigned to drive hears, in person,
          // that the traveller cancelled (staff today; the chauffeurs of a later issue the same way).
          ...(byTraveller && event.assignedUserId
            ? [{ text: staffText, roleNames: [ROLES.spAdmin, ROLES.spUser], to: event.assignedUserId }]
            : []),
        ];
        if (posts.length === 0) return;
        // One statement per post (the notification and its texts together), no transaction:
        // this runs on the booking path, right after the booking's commit.
        for (const post of posts)
          await repo.insertNotificationWithContents(
            db,
            {
              siteId: event.siteId,
              kind: 'booking',
              roleNames: post.roleNames,
              recipientUserId: post.to,
              bookingId: event.bookingId,
              bookingEvent: event.kind,
              createdOn: at,
            },
            langs.map((lang) => ({ languageId: lang.id, ...post.text(lang.locale) })),
          );
      } catch (error) {
        deps.log?.error({ err: error, event }, 'booking event notification failed');
      }
    },
  };
};

export type NotificationsService = ReturnType<typeof createNotificationsService>;
