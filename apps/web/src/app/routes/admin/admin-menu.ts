import { SETUP_CHECKLIST } from '@ridedesk/domain/platform/setup-progress';
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
  IconStar,
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
  /** Other pages that belong to this item (the site properties page belongs to Manage Site). */
  alsoActiveOn?: string[];
};
export type MenuItem = MenuLink & { icon: Icon; children?: MenuLink[] };

/** Setup items are numbered as in the spec ("11. License Type"). */
const setupLinks: MenuLink[] = [
  ...SETUP_CHECKLIST.map((item) => ({
    label: `${item.order}. ${item.label}`,
    to: `/admin${item.route}`,
    hiddenForSpUser: item.order === 11,
  })),
  // Spec 02 leaves the airports route open; airports are set up like the numbered kinds.
  { label: 'Airports', to: '/admin/master-data/airports' },
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
  { label: 'Manage Users', to: '/admin/users', icon: IconUsers },
  {
    label: 'Manage Booking',
    to: '/admin/booking',
    icon: IconCalendarEvent,
    children: [
      { label: 'Record View', to: '/admin/booking/booking' },
      { label: 'Calendar View', to: '/admin/booking/bookingcalendarview' },
    ],
  },
  { label: 'Invoices', to: '/admin/invoice/view', icon: IconFileInvoice, hiddenForSpUser: true },
  { label: 'Customers', to: '/admin/customers', icon: IconUsersGroup },
  {
    label: 'Reviews',
    to: '/admin/reviews',
    icon: IconStar,
    children: [
      { label: 'Give Reviews', to: '/admin/reviews/add-review' },
      { label: 'Reply to Reviews', to: '/admin/reviews/reply-review' },
    ],
  },
  // Feedback and complaints travellers send from the footer's Send Feedback (the spec names no admin route).
  { label: 'Feedback', to: '/admin/usercompliants', icon: IconMessageReport },
  { label: 'Notifications', to: '/admin/notifications', icon: IconBell, hiddenForSpUser: true },
  { label: 'Setup', to: '/admin/setup', icon: IconListCheck, children: setupLinks },
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
 * Subscription Plans, Invoices and 11. License Type (spec 01 section 6); only the platform
 * administrator sees Master Data.
 */
export const adminMenuFor = (role: string | null | undefined, items: MenuItem[] = ADMIN_MENU): MenuItem[] => {
  const menu = role === ROLES.superAdmin ? items : items.filter((item) => !item.platformOnly);
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
