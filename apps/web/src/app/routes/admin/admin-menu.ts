import { SETUP_CHECKLIST } from '@ridedesk/domain/platform/setup-progress';
import { FIRST_RUN_PATH } from '@ridedesk/domain/setup/first-run';
import { isSpUser, ROLES } from '@ridedesk/domain/shared/constants';
import {
  type Icon,
  IconBell,
  IconBuildingStore,
  IconCalendarEvent,
  IconDatabase,
  IconFileInvoice,
  IconLayoutDashboard,
  IconListCheck,
  IconMessageReport,
  IconReceipt,
  IconRoute,
  IconStar,
  IconSteeringWheel,
  IconTemplate,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { CATALOG_SCREEN_LIST } from '../../../features/master-data/catalog-screens.ts';

export type MenuLink = {
  label: string;
  to: string;
  hiddenForSpUser?: boolean;
  /** Only the platform administrator sees it (the shared catalogue's master lists). */
  platformOnly?: boolean;
  /** Only a provider's staff use it (reviews): hidden for the platform administrator. */
  providerOnly?: boolean;
  /**
   * A provider site's own setup: the platform administrator uses it only on a provider's host
   * (site above 4), not on the product site, where the shared catalogue is under Master Data.
   */
  providerSiteOnly?: boolean;
  /** Other pages that belong to this item (the site properties page belongs to Manage Site). */
  alsoActiveOn?: string[];
};
export type MenuItem = MenuLink & { icon: Icon; children?: MenuLink[] };

/** Setup items are numbered as in the spec ("11. License Type"). */
const setupLinks: MenuLink[] = [
  ...SETUP_CHECKLIST.map((item) => ({
    label: `${item.order}. ${item.label}`,
    to: `/admin${item.route}`,
    // 11. License Type is hidden by the spec; 12. Payment Types is gateway setup, the administrator's.
    hiddenForSpUser: item.order === 11 || item.order === 12,
  })),
  // Spec 02 leaves the airports route open; airports are set up like the numbered kinds.
  { label: 'Airports', to: '/admin/master-data/airports' },
  // The first-run guide (issue 17): the company administrator's, like payment setup.
  { label: 'Getting started', to: FIRST_RUN_PATH, hiddenForSpUser: true },
];

/** The platform administrator's master lists, one per catalogue kind (spec 02: master-level lists). */
const catalogueLinks: MenuLink[] = CATALOG_SCREEN_LIST.map((screen) => ({
  label: screen.plural,
  to: `/admin/${screen.masterPath}`,
}));

/** The back office's side menu (spec 01 "Admin side menu"), with the setup checklist as a group. */
export const ADMIN_MENU: MenuItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: IconLayoutDashboard },
  { label: 'My Profile', to: '/admin/myaccount/profile', icon: IconUserCircle },
  {
    label: 'Manage Site',
    to: '/admin/site/new',
    icon: IconBuildingStore,
    hiddenForSpUser: true,
    alsoActiveOn: ['/admin/sites/manage'],
  },
  { label: 'Manage Templates', to: '/admin/templates/list', icon: IconTemplate, hiddenForSpUser: true },
  {
    label: 'Manage Subscription Plans',
    to: '/admin/master-data/subscription-plans',
    icon: IconReceipt,
    hiddenForSpUser: true,
  },
  // The users API answers only administrators (DESIGN.md section 9): a standard user has no use for it.
  { label: 'Manage Users', to: '/admin/users', icon: IconUsers, hiddenForSpUser: true },
  {
    label: 'Manage Booking',
    to: '/admin/booking',
    icon: IconCalendarEvent,
    children: [
      { label: 'Record View', to: '/admin/booking/booking' },
      { label: 'Calendar View', to: '/admin/booking/bookingcalendarview' },
    ],
  },
  // The day of the ride (issue 21): a provider's board and chauffeurs; the platform administrator has neither.
  { label: 'Dispatch', to: '/admin/dispatch', icon: IconRoute, providerOnly: true },
  { label: 'Chauffeurs', to: '/admin/chauffeurs', icon: IconSteeringWheel, providerOnly: true },
  { label: 'Invoices', to: '/admin/invoice/view', icon: IconFileInvoice, hiddenForSpUser: true },
  { label: 'Customers', to: '/admin/customers', icon: IconUsersGroup },
  {
    label: 'Reviews',
    to: '/admin/reviews',
    icon: IconStar,
    providerOnly: true,
    children: [
      { label: 'Give Reviews', to: '/admin/reviews/add-review' },
      { label: 'Reply to Reviews', to: '/admin/reviews/reply-review' },
    ],
  },
  // Feedback and complaints travellers send from the footer's Send Feedback (the spec names no admin route).
  { label: 'Feedback', to: '/admin/usercompliants', icon: IconMessageReport },
  { label: 'Notifications', to: '/admin/notifications', icon: IconBell, hiddenForSpUser: true },
  // A site's own setup: the platform administrator keeps the shared catalogue under Master Data instead.
  {
    label: 'Setup',
    to: '/admin/setup',
    icon: IconListCheck,
    providerSiteOnly: true,
    children: setupLinks,
  },
  {
    label: 'Master Data',
    to: '/admin/master-data/catalogue',
    icon: IconDatabase,
    platformOnly: true,
    children: catalogueLinks,
  },
];

/**
 * The menu a role sees: spuser (any case) does not see Manage Site, Manage Templates, Manage
 * Subscription Plans, Invoices and 11. License Type (spec 01 section 6), nor what only the
 * provider's administrator can use (Manage Users, 12. Payment Types); only the platform
 * administrator sees Master Data, and does not see Reviews (a provider's), nor Setup on the
 * product site (a site's setup is on that site's own host).
 */
export const adminMenuFor = (
  role: string | null | undefined,
  items: MenuItem[] = ADMIN_MENU,
  where: { onProviderSite?: boolean } = {},
): MenuItem[] => {
  const menu =
    role === ROLES.superAdmin
      ? items.filter((item) => !item.providerOnly && (where.onProviderSite || !item.providerSiteOnly))
      : items.filter((item) => !item.platformOnly);
  if (!isSpUser(role)) return menu;
  return menu
    .filter((item) => !item.hiddenForSpUser)
    .map((item) =>
      item.children ? { ...item, children: item.children.filter((child) => !child.hiddenForSpUser) } : item,
    );
};

/** Whether a menu link is the current page (or a page below it). */
export const isActiveLink = (link: Pick<MenuLink, 'to' | 'alsoActiveOn'>, pathname: string) => {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return [link.to, ...(link.alsoActiveOn ?? [])].some((to) => {
    const target = to.toLowerCase();
    return path === target || path.startsWith(`${target}/`);
  });
};

/** Pages outside the menu that only a provider's staff use: the staff booking wizard. */
const PROVIDER_ONLY_PAGES = ['/admin/systembooking'];

const matches = (pathname: string, to: string) => {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const target = to.toLowerCase();
  return path === target || path.startsWith(`${target}/`);
};

const pathsOf = (link: Pick<MenuLink, 'to' | 'alsoActiveOn'>) => [link.to, ...(link.alsoActiveOn ?? [])];

/**
 * Whether a role may use a back-office page (issue 17, defect 7): what its menu hides, it may not
 * open by address either. Pages outside the menu (profile, notifications bell...) stay open.
 */
export const pageAllowedFor = (
  role: string | null | undefined,
  pathname: string,
  where: { onProviderSite?: boolean } = {},
  items: MenuItem[] = ADMIN_MENU,
) => {
  const visible = adminMenuFor(role, items, where);
  const visibleLinks = visible.flatMap((item) => [item, ...(item.children ?? [])]);
  const hiddenLinks = items
    .flatMap((item) => [item, ...(item.children ?? []).map((child) => ({ ...child, parent: item }))])
    .filter((link) => !visibleLinks.some((v) => v.to === link.to));
  // The most specific link naming the page decides (a visible child under a hidden group stays open).
  const hits = [
    ...visibleLinks.map((link) => ({ link, open: true })),
    ...hiddenLinks.map((link) => ({ link, open: false })),
  ]
    .flatMap(({ link, open }) =>
      pathsOf(link)
        .filter((to) => matches(pathname, to))
        .map((to) => ({ to, open })),
    )
    .sort((a, b) => b.to.length - a.to.length);
  if (role === ROLES.superAdmin && PROVIDER_ONLY_PAGES.some((to) => matches(pathname, to))) return false;
  return hits[0]?.open ?? true;
};
