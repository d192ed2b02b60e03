import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { createdByUser } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { insertRow, matching, newestFirst, newestPage } from '../../db/rows.ts';
import { inSiteScope } from '../../db/site-scope.ts';
import type { SiteScope } from '../../lib/site-scope.ts';
import { notificationContents, notificationStatuses, notifications } from './notifications.schema.ts';

export type NotificationRow = typeof notifications.$inferSelect & { createdByFirstName: string | null };

const columns = {
  siteId: notifications.siteId,
  id: notifications.id,
  kind: notifications.kind,
  roleNames: notifications.roleNames,
  allSites: notifications.allSites,
  recipientUserId: notifications.recipientUserId,
  bookingId: notifications.bookingId,
  bookingEvent: notifications.bookingEvent,
  isEnabled: notifications.isEnabled,
  createdBy: notifications.createdBy,
  createdOn: notifications.createdOn,
  updatedBy: notifications.updatedBy,
  updatedOn: notifications.updatedOn,
  createdByFirstName: createdByUser.firstName,
};

const selectNotifications = (db: Tx) =>
  db.select(columns).from(notifications).leftJoin(createdByUser, eq(createdByUser.id, notifications.createdBy));

export const findNotification = async (db: Tx, id: number): Promise<NotificationRow | undefined> =>
  (await selectNotifications(db).where(eq(notifications.id, id)))[0];

/** Notifications posted on a site (or every site), newest first; `kind` narrows to one kind. */
export const listPosted = async (
  db: Tx,
  opts: { scope: SiteScope; kind?: 'announcement' | 'booking'; limit: number; offset: number },
) => {
  const where = and(
    inSiteScope(notifications.siteId, opts.scope),
    opts.kind ? eq(notifications.kind, opts.kind) : undefined,
  );
  const { rows, total } = await newestPage(db, notifications, selectNotifications(db), where, opts);
  return { rows: rows as NotificationRow[], total };
};

export type Recipient = { userId: number; role: string; siteIds: number[] };

/**
 * What one user receives: notifications addressed to them, and those posted to their role on
 * one of their sites (or on every site), while enabled.
 */
const addressedTo = (r: Recipient): SQL =>
  and(
    eq(notifications.isEnabled, true),
    or(
      eq(notifications.recipientUserId, r.userId),
      and(
        sql`${notifications.recipientUserId} is null`,
        sql`${r.role} = any(${notifications.roleNames})`,
        or(eq(notifications.allSites, true), inArray(notifications.siteId, r.siteIds)),
      ),
    ),
  ) as SQL;

const readStatus = sql<boolean>`coalesce(${notificationStatuses.readStatus}, false)`;

/** One user's notifications with their read status, newest first; `unreadOnly` leaves the read ones out. */
export const listReceived = async (
  db: Tx,
  r: Recipient,
  opts: { unreadOnly: boolean; limit: number; offset: number },
) => {
  const join = and(
    eq(notificationStatuses.siteId, notifications.siteId),
    eq(notificationStatuses.notificationId, notifications.id),
    eq(notificationStatuses.userId, r.userId),
  );
  const where = and(addressedTo(r), opts.unreadOnly ? sql`not ${readStatus}` : undefined);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ ...columns, readStatus })
      .from(notifications)
      .leftJoin(createdByUser, eq(createdByUser.id, notifications.createdBy))
      .leftJoin(notificationStatuses, join)
      .where(where)
      .orderBy(...newestFirst(notifications))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ total: count() }).from(notifications).leftJoin(notificationStatuses, join).where(where),
  ]);
  return { rows: rows as (NotificationRow & { readStatus: boolean })[], total: totalRow?.total ?? 0 };
};

/** One notification as its recipient sees it, with their read status; undefined when not addressed to them. */
export const findReceived = async (db: Tx, r: Recipient, id: number) =>
  (
    await db
      .select({ ...columns, readStatus })
      .from(notifications)
      .leftJoin(createdByUser, eq(createdByUser.id, notifications.createdBy))
      .leftJoin(
        notificationStatuses,
        and(
          eq(notificationStatuses.siteId, notifications.siteId),
          eq(notificationStatuses.notificationId, notifications.id),
          eq(notificationStatuses.userId, r.userId),
        ),
      )
      .where(and(eq(notifications.id, id), addressedTo(r)))
  )[0] as (NotificationRow & { readStatus: boolean }) | undefined;

export const insertNotification = (tx: Tx, values: typeof notifications.$inferInsert) =>
  insertRow(tx, notifications, values);

/**
 * A notification with its text in each language, written in one statement (a data-modifying
 * CTE: both rows or neither, no transaction round trips). Answers the notification's id.
 */
export const insertNotificationWithContents = async (
  db: Tx,
  values: {
    siteId: number;
    kind: 'announcement' | 'booking';
    roleNames: string[];
    recipientUserId: number | null;
    bookingId: number | null;
    bookingEvent: string | null;
    createdOn: Date;
  },
  contents: { languageId: number; title: string; message: string }[],
) => {
  if (contents.length === 0) throw new Error('a notification needs its text in at least one language');
  const roleNames = sql`array[${sql.join(
    values.roleNames.map((r) => sql`${r}`),
    sql`, `,
  )}]::text[]`;
  const texts = sql.join(
    contents.map((c) => sql`(${c.languageId}::int, ${c.title}::text, ${c.message}::text)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with n as (
      insert into ${notifications} (site_id, kind, role_names, recipient_user_id, booking_id, booking_event, created_on)
      values (${values.siteId}, ${values.kind}, ${roleNames}, ${values.recipientUserId}, ${values.bookingId},
              ${values.bookingEvent}, ${values.createdOn.toISOString()}::timestamptz)
      returning site_id, id
    ), c as (
      insert into ${notificationContents} (site_id, notification_id, language_id, title, message)
      select n.site_id, n.id, v.language_id, v.title, v.message
      from n cross join (values ${texts}) as v(language_id, title, message)
      returning notification_id
    )
    select id from n`);
  const id = (result.rows[0] as { id: number } | undefined)?.id;
  if (id === undefined) throw new Error('notification insert returned nothing');
  return Number(id);
};

export const updateNotification = (
  tx: Tx,
  siteId: number,
  id: number,
  values: Partial<Pick<typeof notifications.$inferInsert, 'roleNames' | 'isEnabled' | 'updatedBy' | 'updatedOn'>>,
) => tx.update(notifications).set(values).where(matching(notifications, { siteId, id }));

/** Writes one language's text of a notification, replacing what that language had. */
export const upsertContent = (
  tx: Tx,
  siteId: number,
  notificationId: number,
  content: { languageId: number; title: string; message: string },
  now: Date,
) =>
  tx
    .insert(notificationContents)
    .values({ siteId, notificationId, ...content })
    .onConflictDoUpdate({
      target: [notificationContents.siteId, notificationContents.notificationId, notificationContents.languageId],
      set: { title: content.title, message: content.message, updatedOn: now },
    });

/** Keeps only these languages' texts of a notification. */
export const deleteContentsExcept = (tx: Tx, siteId: number, notificationId: number, languageIds: number[]) =>
  tx
    .delete(notificationContents)
    .where(
      and(
        eq(notificationContents.siteId, siteId),
        eq(notificationContents.notificationId, notificationId),
        sql`not (${notificationContents.languageId} = any(${sql.param(languageIds)}::int[]))`,
      ),
    );

/** Records whether a user read a notification. */
export const upsertStatus = (
  tx: Tx,
  values: { siteId: number; notificationId: number; userId: number; readStatus: boolean; readOn: Date },
) =>
  tx
    .insert(notificationStatuses)
    .values(values)
    .onConflictDoUpdate({
      target: [notificationStatuses.siteId, notificationStatuses.notificationId, notificationStatuses.userId],
      set: { readStatus: values.readStatus, readOn: values.readOn },
    });
