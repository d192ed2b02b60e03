import type { ComponentType } from 'react';
import { UnreadBell } from '../../features/notifications/components/unread-bell.tsx';
import { ADMIN_NOTIFICATION_PATHS, CUSTOMER_NOTIFICATION_PATHS } from '../../features/notifications/notification.ts';

/**
 * Small widgets later areas put in the headers, next to the language picker (the unread
 * notification count, for one). Add { id, Component } here; the headers render whatever is
 * listed and nothing else, so no fake count shows before notifications exist.
 */
export type HeaderExtra = { id: string; Component: ComponentType };

export const CUSTOMER_HEADER_EXTRAS: HeaderExtra[] = [
  { id: 'unread-notifications', Component: () => <UnreadBell to={CUSTOMER_NOTIFICATION_PATHS.list} /> },
];
export const ADMIN_HEADER_EXTRAS: HeaderExtra[] = [
  { id: 'unread-notifications', Component: () => <UnreadBell to={ADMIN_NOTIFICATION_PATHS.list} /> },
];

export const HeaderExtras = ({ extras }: { extras: HeaderExtra[] }) => (
  <>
    {extras.map(({ id, Component }) => (
      <Component key={id} />
    ))}
  </>
);
