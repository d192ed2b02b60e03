import {
  COMPLAINT_MESSAGES,
  type ComplaintInput,
  type ComplaintStatus,
  canAnswer,
  canClose,
} from '@ridedesk/domain/complaints/complaint-form';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, businessRule, notFound } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/paged-query.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { BookingManagementService } from '../booking-management/booking-management.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import * as repo from './complaints.repository.ts';

export const COMPLAINT_MAIL_TEMPLATES = {
  answer: 'ComplaintAnswer_Template',
  received: 'NewComplaint_Template',
} as const;

/** Where mailed links lead: the traveller's form and the provider's list. */
export const FEEDBACK_FORM_PATH = '/usercompliants/addusercompliant';
export const FEEDBACK_ADMIN_PATH = '/admin/usercompliants';

const toDto = (row: repo.ComplaintRow) => ({
  id: row.id,
  siteId: row.siteId,
  complaintType: row.complaintType,
  status: row.status as ComplaintStatus,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  bookingReferenceId: row.bookingReferenceId,
  bookingId: row.bookingId,
  subject: row.subject,
  description: row.description,
  answer: row.answer,
  answeredOn: row.answeredOn,
  closedOn: row.closedOn,
  createdOn: row.createdOn,
});
export type ComplaintDto = ReturnType<typeof toDto>;

type Ctx = UseCaseContext<Actor>;
type SiteCtx = Pick<UseCaseContext, 'siteId' | 'now'>;

/**
 * Feedback and complaints: a traveller or guest writes to the site's provider (who is mailed),
 * staff read, answer (the traveller is mailed the answer) and close. Mails are rendered before
 * and queued inside the transaction that makes the change.
 */
export const createComplaintsService = (deps: {
  db: Db;
  mail: MailService;
  sites: SitesService;
  /** The booking module's service: a feedback's booking reference must be one of the site's. */
  bookings: Pick<BookingManagementService, 'siteBooking'>;
}) => {
  const { db, mail, sites, bookings } = deps;

  const findBookingId = async (ctx: SiteCtx, referenceId: string) => {
    try {
      return (await bookings.siteBooking(ctx, { referenceId })).id;
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  };

  const mustFind = async (siteId: number, id: number) => {
    const row = await repo.findComplaint(db, siteId, id);
    if (!row) throw notFound(COMPLAINT_MESSAGES.notFound);
    return row;
  };

  return {
    /** A traveller or guest (actor null) writes; the mail to them is in `languageId`, links go to `origin`. */
    send: async (
      ctx: UseCaseContext,
      { origin, languageId, ...input }: ComplaintInput & { origin: string; languageId: number | null },
    ) => {
      let bookingId: number | null = null;
      if (input.bookingReferenceId) {
        bookingId = await findBookingId(ctx, input.bookingReferenceId);
        if (bookingId === null)
          throw badRequest(COMPLAINT_MESSAGES.bookingReference, {
            bookingReferenceId: COMPLAINT_MESSAGES.bookingReference,
          });
      }
      const provider = await sites.serviceProviderOf(ctx.siteId);
      const notice = provider?.email
        ? await mail.prepare({ siteId: ctx.siteId, to: provider.email, template: COMPLAINT_MAIL_TEMPLATES.received })
        : null;
      return db.transaction(async (tx) => {
        const row = await repo.insertComplaint(tx, {
          siteId: ctx.siteId,
          complaintType: input.complaintType,
          status: 'Open',
          userId: ctx.actor?.role === ROLES.customer ? ctx.actor.userId : null,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          bookingReferenceId: input.bookingReferenceId || null,
          bookingId,
          subject: input.subject,
          description: input.description,
          languageId,
        });
        if (notice)
          await mail.enqueue(
            tx,
            notice({
              complaintType: input.complaintType,
              customerName: `${input.firstName} ${input.lastName}`,
              customerEmail: input.email,
              referenceId: input.bookingReferenceId || '-',
              subject: input.subject,
              description: input.description,
              providerName: provider?.name ?? '',
              link: `${origin}${FEEDBACK_ADMIN_PATH}`,
            }),
          );
        return toDto(row);
      });
    },

    list: async (
      { siteId }: Pick<UseCaseContext, 'siteId'>,
      f: { status?: ComplaintStatus; complaintType?: string; search?: string; page: number; pageSize: number },
    ) => {
      const { rows, total } = await repo.listComplaints(db, siteId, {
        status: f.status,
        complaintType: f.complaintType,
        search: f.search,
        ...pageWindow(f),
      });
      return { complaints: rows.map(toDto), total };
    },

    /** A signed-in traveller's own feedback on this site, with the answers. */
    mine: async ({ actor, siteId }: Ctx, page: { page: number; pageSize: number }) => {
      const { rows, total } = await repo.listComplaints(db, siteId, { userId: actor.userId, ...pageWindow(page) });
      return { complaints: rows.map(toDto), total };
    },

    get: async ({ siteId }: Pick<UseCaseContext, 'siteId'>, { id }: { id: number }) =>
      toDto(await mustFind(siteId, id)),

    answer: async (ctx: Ctx, { id, answer, origin }: { id: number; answer: string; origin: string }) => {
      const current = await mustFind(ctx.siteId, id);
      if (!canAnswer(current.status as ComplaintStatus)) throw businessRule(COMPLAINT_MESSAGES.closed);
      const provider = await sites.serviceProviderOf(ctx.siteId);
      const render = await mail.prepare({
        siteId: ctx.siteId,
        to: current.email,
        template: COMPLAINT_MAIL_TEMPLATES.answer,
        languageId: current.languageId,
      });
      const site = await sites.findSite(ctx.siteId);
      return db.transaction(async (tx) => {
        const locked = await repo.lockComplaint(tx, ctx.siteId, id);
        if (!locked) throw notFound(COMPLAINT_MESSAGES.notFound);
        if (!canAnswer(locked.status as ComplaintStatus)) throw businessRule(COMPLAINT_MESSAGES.closed);
        const answeredOn = ctx.now;
        await repo.updateComplaint(tx, ctx.siteId, id, {
          status: 'Answered',
          answer,
          answeredBy: ctx.actor.userId,
          answeredOn,
        });
        await mail.enqueue(
          tx,
          render({
            firstName: locked.firstName,
            subject: locked.subject,
            description: locked.description,
            answer,
            providerName: provider?.name ?? site?.title ?? '',
            link: `${origin}${FEEDBACK_FORM_PATH}`,
          }),
        );
        return toDto({ ...locked, status: 'Answered', answer, answeredBy: ctx.actor.userId, answeredOn });
      });
    },

    close: async (ctx: Ctx, { id }: { id: number }) =>
      db.transaction(async (tx) => {
        const locked = await repo.lockComplaint(tx, ctx.siteId, id);
        if (!locked) throw notFound(COMPLAINT_MESSAGES.notFound);
        if (!canClose(locked.status as ComplaintStatus)) throw businessRule(COMPLAINT_MESSAGES.alreadyClosed);
        const closedOn = ctx.now;
        await repo.updateComplaint(tx, ctx.siteId, id, { status: 'Closed', closedBy: ctx.actor.userId, closedOn });
        return toDto({ ...locked, status: 'Closed', closedBy: ctx.actor.userId, closedOn });
      }),
  };
};

export type ComplaintsService = ReturnType<typeof createComplaintsService>;
