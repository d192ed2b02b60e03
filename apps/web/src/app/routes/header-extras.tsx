import type { ComponentType } from 'react';

/**
 * Small widgets later areas put in the headers, next to the language picker (the unread
 * notification count, for one). Add { id, Component } here; the headers render whatever is
 * listed and nothing else, so no fake count shows before notifications exist.
 */
export type HeaderExtra = { id: string; Component: ComponentType };

export const CUSTOMER_HEADER_EXTRAS: HeaderExtra[] = [];
export const ADMIN_HEADER_EXTRAS: HeaderExtra[] = [];

export const HeaderExtras = ({ extras }: { extras: HeaderExtra[] }) => (
  <>
    {extras.map(({ id, Component }) => (
      <Component key={id} />
    ))}
  </>
);
