import { IconCalendarEvent, IconUserCircle } from '@tabler/icons-react';

/** The signed-in traveller's pages, in the header's account menu and in the small-screen drawer. */
export const ACCOUNT_LINKS = [
  { to: '/myaccount/profile', label: 'myAccount', icon: IconUserCircle },
  { to: '/mybookings/viewbookings', label: 'myBookings', icon: IconCalendarEvent },
] as const;
