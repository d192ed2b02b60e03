import type { ReactElement, ReactNode } from 'react';

/** One line of a deferred menu: a link, an action, or a divider. */
export type DeferredMenuItem =
  | {
      key: string;
      label: ReactNode;
      /** A route of the app: the item is a link. */
      to?: string;
      onClick?: () => void;
      leftSection?: ReactNode;
      rightSection?: ReactNode;
      lang?: string;
      current?: boolean;
    }
  | { key: string; divider: true };

export type DeferredMenuProps = {
  /** The button that opens the menu; it must accept a ref (Mantine's Button, UnstyledButton…). */
  target: ReactElement<Record<string, unknown>>;
  items: DeferredMenuItem[];
  width?: number;
  position?: 'bottom-end' | 'bottom-start' | 'bottom';
};
