import type { SiteBookingState } from '@ridedesk/domain/platform/site-booking-state';
import type { Language } from '../../lib/languages.ts';
import type { ClientSiteRecord } from '../../lib/session.ts';

/** What api/site/getSiteIdOfClient answers for the host the page was opened on. */
export type ClientSite = {
  site_id: number;
  site_color: string;
  site_title: string;
  site_name: string;
  logo: string | null;
  preferred_language_id: number;
  other_language_ids: number[];
  serviceProvider: { name: string; phone: string | null; email: string | null; address?: string | null } | null;
  /** Whether the site takes online bookings now (open), or not (closed: plan lapsed; notSetUp: no fleets yet). */
  bookingState?: SiteBookingState;
  access_token: string;
};

/** The languages a site offers: its preferred one first, then the others, in catalogue order. */
export const offeredLanguages = (
  site: Pick<ClientSite, 'preferred_language_id' | 'other_language_ids'>,
  catalogue: Language[],
) => {
  const preferred = catalogue.find((l) => l.id === site.preferred_language_id);
  const others = catalogue.filter(
    (l) => l.id !== site.preferred_language_id && (site.other_language_ids ?? []).includes(l.id),
  );
  return preferred ? [preferred, ...others] : others;
};

/**
 * The locale to show: the one the visitor picked earlier on this site if the site still offers
 * it, otherwise the site's preferred language, otherwise English.
 */
export const resolveLocale = (site: ClientSite, catalogue: Language[], stored: ClientSiteRecord | null) => {
  const offered = offeredLanguages(site, catalogue);
  if (stored && stored.site_id === site.site_id && offered.some((l) => l.locale === stored.locale))
    return stored.locale;
  return offered[0]?.locale ?? 'en';
};

export const toClientSiteRecord = (site: ClientSite, locale: string): ClientSiteRecord => ({
  site_id: site.site_id,
  preferred_language_id: site.preferred_language_id,
  locale,
  site_title: site.site_title,
  site_color: site.site_color,
  access_token: site.access_token,
});
