/**
 * The first screen as HTML, for the server to put into the page it sends (apps/api/src/plugins/
 * web.ts), so that a phone paints the site's header and the page's opening (the landing page's
 * hero, the booking page's heading) as soon as the page and its one small stylesheet arrive,
 * instead of after the application's code has downloaded and run. The build bundles this module
 * for Node (build/first-screen-bundle.ts); it runs on the server, never in the browser.
 *
 * The shell is painted from the same data and texts as the React page: the site's look
 * (site-theme.ts), its title and provider, the interface texts of the site's language. React
 * replaces it whole on its first render (main.tsx waits until the page can render complete);
 * the replaced elements keep their place and size, so nothing shifts and the largest text the
 * shell painted stays the page's largest paint.
 */
import { SETTING_NAMES } from '@ridedesk/domain/shared/constants';
import { COMMON_NS } from '../../components/common-i18n.ts';
import { BOOKING_NS } from '../../features/booking/i18n.ts';
import { LANDING_NS } from '../../features/landing/i18n.ts';
import { siteNameOf, siteTitleOf } from '../../features/site-frame/api/get-client-site.ts';
import { type ClientSite, offeredLanguages, resolveLocale } from '../../features/site-frame/client-site.ts';
import { siteLook } from '../../features/site-frame/site-theme.ts';
import { i18n } from '../../lib/i18n.ts';
import type { Language } from '../../lib/languages.ts';
import { firstScreenCss } from './first-screen-css.ts';

/** The step names of spec 03 "Booking Wizard" (booking-wizard.tsx shows the same). */
const STEP_LABELS = ['Search Fleets', 'Choose Fleet', 'User Information', 'Confirm Booking', 'Payment'];

type Answer<T> = { results: T[] };
type Setting = { name: string; value: string | null; defaultValue: string | null };

/** The public answers the first screen needs, by the URL the app asks for them (lib/inlined-answers.ts). */
const SITE_URL = '/api/site/getSiteIdOfClient';
const LANGUAGES_URL = '/api/language/getMasterData';
const BOOKING_URLS = [
  '/api/setting/getSettingsBySettingGroupName?settingGroupName=Booking',
  '/api/serviceType/getServiceTypeBySiteIdOrState',
  '/api/vehicleType/getVehicleTypeBySiteIdOrState',
];

type Page = 'landing' | 'booking' | 'other';

const pageOf = (path: string): Page => {
  if (path === '/' || path === '') return 'landing';
  if (/^\/systembooking\/?$/i.test(path)) return 'booking';
  return 'other';
};

const isBackOffice = (path: string) => /^\/admin(\/|$)/i.test(path);

/** The API answers to put into the page for a path: the site and the languages on every page, the search form's data on the booking page. */
export const answersFor = (path: string): string[] => [
  SITE_URL,
  LANGUAGES_URL,
  ...(pageOf(path) === 'booking' ? BOOKING_URLS : []),
];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const icon = (size: number, stroke: number, paths: string[]) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" stroke-width="${stroke}" aria-hidden="true">${paths.map((d) => `<path d="${d}"/>`).join('')}</svg>`;

// Tabler's outline icons, as the React page draws them (@tabler/icons-react).
const STEERING_WHEEL = [
  'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
  'M10 12a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
  'M12 14l0 7',
  'M10 12l-6.75 -2',
  'M14 12l6.75 -2',
];
const ARROW_RIGHT = ['M5 12l14 0', 'M13 18l6 -6', 'M13 6l6 6'];
const LANGUAGE = [
  'M9 6.371c0 4.418 -2.239 6.629 -5 6.629',
  'M4 6.371h7',
  'M5 9c0 2.144 2.252 3.908 6 4',
  'M12 20l4 -9l4 9',
  'M19.1 18h-6.2',
  'M6.694 3l.793 .582',
];
const CHEVRON_DOWN = ['M6 9l6 6l6 -6'];
const PLANE_ARRIVAL = [
  'M15.157 11.81l4.83 1.295a2 2 0 1 1 -1.036 3.863l-14.489 -3.882l-1.345 -6.572l2.898 .776l1.414 2.45l2.898 .776l-.12 -7.279l2.898 .777l2.052 7.797',
  'M3 21h18',
];
const CLOCK_HOUR_4 = ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M12 12l3 2', 'M12 7v5'];
const MAP_PIN = [
  'M9 11a3 3 0 1 0 6 0a3 3 0 0 0 -6 0',
  'M17.657 16.657l-4.243 4.243a2 2 0 0 1 -2.827 0l-4.244 -4.243a8 8 0 1 1 11.314 0',
];

type Texts = (key: string, options?: Record<string, unknown>) => string;

const header = (site: ClientSite, languages: Language[], locale: string, t: Texts) => {
  const title = escapeHtml(siteTitleOf(site));
  const brand = site.logo
    ? `<img src="${escapeHtml(site.logo)}" alt="${title}" height="36">`
    : `${icon(28, 1.8, STEERING_WHEEL)}<span class="rdx-brand-wide">${title}</span><span class="rdx-brand-narrow">${escapeHtml(site.site_name || siteTitleOf(site))}</span>`;
  const current = languages.find((l) => l.locale === locale) ?? languages[0];
  const picker =
    languages.length > 1 && current
      ? `<span class="rdx-lang" aria-hidden="true">${icon(18, 2, LANGUAGE)}<span class="rdx-lang-code">${escapeHtml(current.locale.toUpperCase())}</span><span class="rdx-lang-chevron">${icon(14, 2, CHEVRON_DOWN)}</span></span>`
      : '';
  return `<header class="rdx-header"><div class="rdx-container"><a class="rdx-brand" href="/">${brand}</a><div class="rdx-end">${picker}<a class="rdx-providers rdx-wide" href="/admin/login">${escapeHtml(t('forProviders', { ns: COMMON_NS }))}</a><a class="rdx-signin rdx-wide" href="/login">${escapeHtml(t('signIn', { ns: COMMON_NS }))}</a><span class="rdx-burger" aria-hidden="true"><i></i><i></i><i></i></span></div></div></header>`;
};

const SERVICES = [
  [PLANE_ARRIVAL, 'serviceAirport', 'serviceAirportText'],
  [CLOCK_HOUR_4, 'serviceHourly', 'serviceHourlyText'],
  [MAP_PIN, 'servicePoint', 'servicePointText'],
] as const;

const landing = (site: ClientSite, t: Texts) => {
  const l = (key: string, options: Record<string, unknown> = {}) => escapeHtml(t(key, { ns: LANDING_NS, ...options }));
  const eyebrow = site.serviceProvider
    ? l('eyebrowProvider', { provider: site.serviceProvider.name })
    : l('eyebrowProduct');
  const services = SERVICES.map(
    ([paths, title, text]) =>
      `<div class="rdx-service"><span class="rdx-service-icon">${icon(24, 2, [...paths])}</span><div><b>${l(title)}</b><span class="rdx-small rdx-dimmed">${l(text)}</span></div></div>`,
  ).join('');
  return `<section class="rdx-hero"><div class="rdx-container"><div class="rdx-grid"><div class="rdx-stack"><p class="rdx-eyebrow">${eyebrow}</p><h1 class="rdx-title">${escapeHtml(siteTitleOf(site))}</h1><p class="rdx-lead">${l('lead')}</p><div class="rdx-actions"><a class="rdx-button rdx-button-white" href="/systembooking">${l('bookARide')}${icon(18, 2, ARROW_RIGHT)}</a><a class="rdx-button rdx-button-outline" href="/login">${l('signIn')}</a></div></div><div class="rdx-card"><div class="rdx-services"><h2>${l('servicesTitle')}</h2>${services}</div></div></div></div></section>`;
};

const booking = (settings: Setting[] | undefined, t: Texts) => {
  const b = (key: string, options: Record<string, unknown> = {}) => escapeHtml(t(key, { ns: BOOKING_NS, ...options }));
  const payLater = settings?.find((s) => s.name === SETTING_NAMES.payLaterEnabled);
  const labels =
    (payLater?.value ?? payLater?.defaultValue ?? 'false') === 'true' ? STEP_LABELS.slice(0, 4) : STEP_LABELS;
  const stepOf = b('stepOf', { step: 1, total: labels.length });
  const steps = labels
    .map(
      (label, step) =>
        `<li data-state="${step === 0 ? 'current' : 'todo'}"><span><em>${step + 1}</em><strong>${escapeHtml(label)}</strong></span></li>`,
    )
    .join('');
  return `<div class="rdx-container rdx-booking"><div class="rdx-stack"><div class="rdx-heading"><h1>${b('title')}</h1><p class="rdx-dimmed">${b('lead')}</p></div><div class="rdx-compact" aria-hidden="true"><div><b>${escapeHtml(labels[0])}</b><span class="rdx-small rdx-dimmed">${stepOf}</span></div><p class="rdx-progress"><i style="width:${100 / labels.length}%"></i></p></div><ol class="rdx-steps" aria-hidden="true">${steps}</ol><div class="rdx-form"></div></div></div>`;
};

export type FirstScreenInput = {
  path: string;
  /** The API's answers for answersFor(path), by URL (a missing or failed one is left out). */
  answers: Record<string, unknown>;
};

export type FirstScreen = {
  /** The page's language (html lang). */
  lang: string;
  /** The document title. */
  title: string;
  /** Styles for the head: the site's colours as CSS variables and the shell's own rules. */
  style: string;
  /** What goes into #root until React renders: the header and the page's opening, or nothing on other pages. */
  body: string;
};

const firstOf = <T>(answer: unknown): T | undefined => (answer as Answer<T> | undefined)?.results?.[0];

/** The first screen of a path, or null when the site's answer is missing (the page then starts empty, as before). */
export const renderFirstScreen = ({ path, answers }: FirstScreenInput): FirstScreen | null => {
  const site = firstOf<ClientSite>(answers[SITE_URL]);
  if (!site) return null;
  const catalogue = (answers[LANGUAGES_URL] as Answer<Language> | undefined)?.results ?? [];
  const locale = resolveLocale(site, catalogue, null);
  const lang = locale.toLowerCase().split(/[-_]/)[0] || 'en';
  const t: Texts = (key, options) => i18n.t(key, { lng: lang, ...options });
  const look = siteLook(site.site_color, site.site_id);
  const resolved = look.cssVariablesResolver(look.theme as Parameters<typeof look.cssVariablesResolver>[0]);
  const primary = look.theme.colors?.site?.[6] ?? look.headerColor;
  const variables = Object.entries({ ...resolved.variables, ...resolved.light, '--rdx-primary': primary })
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const style = `:root{${variables}}body{margin:0;background:var(--rd-page-bg)}${firstScreenCss(look.theme.fontFamily ?? 'sans-serif')}`;
  const page = pageOf(path);
  const bookingOpen = (site.bookingState ?? 'open') === 'open';
  const title =
    page === 'booking'
      ? `${t('title', { ns: BOOKING_NS })} · ${siteNameOf(site)}`
      : siteTitleOf(site) || 'Online Booking for your rides';
  if (isBackOffice(path) || page === 'other' || !bookingOpen)
    return { lang, title: siteTitleOf(site) || title, style, body: '' };
  const languages = offeredLanguages(site, catalogue);
  const content =
    page === 'landing'
      ? landing(site, t)
      : booking((answers[BOOKING_URLS[0]] as Answer<Setting> | undefined)?.results, t);
  return {
    lang,
    title,
    style,
    body: `<div class="rdx" data-first-screen="${page}">${header(site, languages, locale, t)}<main class="rdx-main">${content}</main></div>`,
  };
};
