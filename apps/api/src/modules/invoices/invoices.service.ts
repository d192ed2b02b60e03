import { toDollars } from '@ridedesk/domain/booking/money';
import {
  dueDateOf,
  INVOICE_STATUS,
  invoiceAmounts,
  invoiceNumber,
  monthOf,
  previousMonthOf,
} from '@ridedesk/domain/invoices/invoice-rules';
import type { Db } from '../../db/client.ts';
import { businessRule, notFound } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/paged-query.ts';
import { ALL_SITES, oneSite, type SiteScope } from '../../lib/site-scope.ts';
import type { PlatformContext, UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { SitePlan } from '../subscriptions/subscriptions.service.ts';
import { type InvoiceDto, toInvoiceDto } from './invoice-dto.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import * as readModel from './invoices.read-model.ts';
import * as repo from './invoices.repository.ts';
import type { InvoiceBuyerJson } from './invoices.schema.ts';

/** Invoices of the context's site, or of every provider's (siteId null: the platform administrator). */
type ScopeCtx = Pick<UseCaseContext<Actor, number | null>, 'siteId'>;
const scopeOf = ({ siteId }: ScopeCtx): SiteScope => (siteId === null ? ALL_SITES : oneSite(siteId));

export const INVOICE_MESSAGES = {
  noPlan: 'There is no invoice for this month: the site has no plan in force.',
  notFound: 'Invoice not found',
  alreadyPaid: 'This invoice is already paid.',
  draftNotPayable: 'A draft invoice cannot be marked paid; it is issued at the end of the month.',
} as const;

export { type InvoiceDto, toInvoiceDto } from './invoice-dto.ts';

/** Plans whose month is billed: a paid plan in force or the trial (free, overage only). */
const billable = (plan: SitePlan | null): plan is SitePlan =>
  !!plan && (plan.status === 'Active' || plan.status === 'Trial');

/**
 * Invoices (/admin/invoice/view): one per provider and calendar month (UTC). At each month's end
 * the job issues the month just ended ('Due'); on demand a provider sees the month so far
 * ('Draft', replaced each time until the month ends).
 */
export const createInvoicesService = (deps: {
  db: Db;
  sites: Pick<SitesService, 'findSite' | 'serviceProviderOf'>;
  planOf: (siteId: number, at: Date) => Promise<SitePlan | null>;
  now: () => Date;
}) => {
  const { db, sites, planOf, now } = deps;

  const buyerOf = async (siteId: number): Promise<InvoiceBuyerJson> => {
    const [site, provider] = await Promise.all([sites.findSite(siteId), sites.serviceProviderOf(siteId)]);
    return {
      name: provider?.name ?? site?.name ?? `Site ${siteId}`,
      siteTitle: site?.title || site?.name || '',
      host: site?.host ?? '',
      email: provider?.email ?? null,
      phone: provider?.phone ?? null,
      zipCode: provider?.zipCode ?? null,
      ein: provider?.ein ?? null,
    };
  };

  /**
   * Writes the invoice of one site and month: issued ('Due', counting the whole month) when the
   * month has ended, else a draft counting bookings until now. An issued or paid invoice is kept
   * as it is. Answers undefined when the site has no billable plan for the month.
   */
  const invoiceMonth = async (siteId: number, month: { start: Date; end: Date }) => {
    const at = now();
    const ended = at.getTime() >= month.end.getTime();
    const existing = await repo.findInvoiceOfMonth(db, siteId, month.start);
    if (existing && existing.status !== INVOICE_STATUS.draft) return existing;
    const countedUntil = ended ? month.end : at;
    const plan = await planOf(siteId, new Date(countedUntil.getTime() - 1));
    if (!billable(plan)) return undefined;
    const [bookingsCount, buyer] = await Promise.all([
      readModel.countBillableBookings(db, siteId, month.start, countedUntil),
      buyerOf(siteId),
    ]);
    const amounts = invoiceAmounts({
      planName: plan.planName,
      planFeeCents: plan.isTrial ? 0 : plan.monthlyFeeCents,
      bookings: bookingsCount,
      allowance: plan.noOfBookings,
    });
    const issuedOn = ended ? month.end : at;
    const values: repo.InvoiceValues = {
      siteId,
      invoiceNumber: invoiceNumber(siteId, month.start),
      periodStart: month.start,
      periodEnd: month.end,
      countedUntil,
      issuedOn,
      dueOn: dueDateOf(issuedOn),
      planId: plan.planId,
      planName: plan.planName,
      bookings: amounts.bookings,
      allowance: amounts.allowance,
      overageBookings: amounts.overageBookings,
      planFee: toDollars(amounts.planFeeCents).toFixed(2),
      overageAmount: toDollars(amounts.overageCents).toFixed(2),
      subtotal: toDollars(amounts.subtotalCents).toFixed(2),
      taxBasisPoints: amounts.taxBasisPoints,
      tax: toDollars(amounts.taxCents).toFixed(2),
      total: toDollars(amounts.totalCents).toFixed(2),
      lines: amounts.lines.map((l) => ({
        code: l.code,
        description: l.description,
        quantity: l.quantity,
        unitPrice: toDollars(l.unitCents),
        amount: toDollars(l.amountCents),
      })),
      buyer,
      status: ended ? INVOICE_STATUS.due : INVOICE_STATUS.draft,
      paidOn: null,
    };
    return db.transaction(async (tx) => {
      const current = await repo.findInvoiceOfMonth(tx, siteId, month.start);
      if (current && current.status !== INVOICE_STATUS.draft) return current;
      return current ? repo.replaceInvoice(tx, siteId, current.id, values) : repo.insertInvoice(tx, values);
    });
  };

  const scopedInvoice = async (id: number, scope: SiteScope) => {
    const row = await repo.findInvoice(db, id, scope);
    if (!row) throw notFound(INVOICE_MESSAGES.notFound);
    return row;
  };

  /**
   * The month-end job: issues every provider's invoice for the month before `now` (idempotent:
   * issued invoices are kept, so it may run every hour). Answers the invoices issued.
   */
  const runMonthEnd = async () => {
    const month = previousMonthOf(now());
    const issued: InvoiceDto[] = [];
    for (const siteId of await readModel.providerSiteIds(db)) {
      const row = await invoiceMonth(siteId, month);
      if (row) issued.push(toInvoiceDto(row));
    }
    return issued;
  };

  return {
    /** Issues last month's invoices not issued yet; the job queue runs it hourly (jobs/background-jobs.ts). */
    runMonthEnd,

    /** On demand: the current month so far for one site (a draft), or 422 without a plan. */
    currentMonth: async ({ siteId, now: at }: Pick<UseCaseContext, 'siteId' | 'now'>) => {
      const row = await invoiceMonth(siteId, monthOf(at));
      if (!row) throw businessRule(INVOICE_MESSAGES.noPlan);
      return toInvoiceDto(row);
    },

    /** A site's invoices, or every provider's for the platform administrator (every-site scope). */
    listInvoices: async (ctx: ScopeCtx, query: { status?: string; page: number; pageSize: number }) => {
      const { rows, total } = await repo.listInvoices(db, {
        scope: scopeOf(ctx),
        status: query.status,
        ...pageWindow(query),
      });
      return { invoices: rows.map(toInvoiceDto), total };
    },

    getInvoice: async (ctx: ScopeCtx, { id }: { id: number }) => toInvoiceDto(await scopedInvoice(id, scopeOf(ctx))),

    /** The invoice as a PDF document. */
    invoicePdf: async (ctx: ScopeCtx, { id }: { id: number }) => {
      const row = await scopedInvoice(id, scopeOf(ctx));
      return { fileName: `${row.invoiceNumber}.pdf`, pdf: await renderInvoicePdf(toInvoiceDto(row)) };
    },

    /** The platform records a payment of an issued invoice. */
    markPaid: async ({ now: at }: PlatformContext, { id }: { id: number }) => {
      const row = await scopedInvoice(id, ALL_SITES);
      if (row.status === INVOICE_STATUS.paid) throw businessRule(INVOICE_MESSAGES.alreadyPaid);
      if (row.status === INVOICE_STATUS.draft) throw businessRule(INVOICE_MESSAGES.draftNotPayable);
      const updated = await db.transaction((tx) =>
        repo.replaceInvoice(tx, row.siteId, row.id, { status: INVOICE_STATUS.paid, paidOn: at }),
      );
      return toInvoiceDto(updated);
    },
  };
};

export type InvoicesService = ReturnType<typeof createInvoicesService>;
