/**
 * The unavailable-area notice (spec 03 section 7): when staff book a pickup outside their
 * service area, their company is mailed the request. The mail goes only to the site's own
 * provider address, never to an address named by the caller, so the call cannot send mail
 * to strangers. The mail is written to the outbox in its own transaction (the worker sends it).
 */
import type { Db } from '../../db/client.ts';
import { businessRule } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SitesService } from '../sites/sites.service.ts';

export const NO_COMPANY_MAIL_MESSAGE = 'Your company has no e-mail address on file. Please add one to the site first.';

export const unavailableAreaMessage = (provider: { name: string; phone: string | null; email: string | null }) =>
  `Though this address is outside the service area, the company will make arrangements to provide the transportation!! Please contact ${provider.name} on the number ${provider.phone ?? ''} or mail to ${provider.email ?? ''}`;

export type UnavailableAreaRequest = { pickupLocation: string; dropoffLocation: string; pickupDateTime: string };

export const createUnavailableAreaService = (deps: {
  db: Db;
  mail: Pick<MailService, 'prepare' | 'enqueue'>;
  sites: Pick<SitesService, 'serviceProviderOf'>;
}) => ({
  /** Mails the site's own company the ride it cannot serve; answers to whom, and what to tell the caller. */
  notifyCompany: async (ctx: Pick<UseCaseContext, 'siteId'>, request: UnavailableAreaRequest) => {
    const provider = await deps.sites.serviceProviderOf(ctx.siteId);
    if (!provider?.email) throw businessRule(NO_COMPANY_MAIL_MESSAGE);
    const render = await deps.mail.prepare({
      siteId: ctx.siteId,
      to: provider.email,
      template: 'UnavailableArea_Template',
    });
    const message = render({ ...request });
    await deps.db.transaction((tx) => deps.mail.enqueue(tx, message));
    return { sent: true, to: provider.email, message: unavailableAreaMessage(provider) };
  },
});

export type UnavailableAreaService = ReturnType<typeof createUnavailableAreaService>;
