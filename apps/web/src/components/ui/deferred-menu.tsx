import { cloneElement, lazy, Suspense, useState } from 'react';
import type { DeferredMenuProps } from './deferred-menu-types.ts';

export type { DeferredMenuItem, DeferredMenuProps } from './deferred-menu-types.ts';

const loadView = () => import('./deferred-menu-view.tsx');
const DeferredMenuView = lazy(loadView);

/**
 * A drop-down menu whose code (Mantine's Menu, with Popover and floating-ui: some 17 KB gzipped)
 * downloads when the menu is first wanted (pointer over the button, focus, or a click), not with
 * the page: the headers of every traveller's page have a menu that most visitors never open
 * (decision 0016). The first click opens the menu as soon as its code has arrived; from then on it
 * is Mantine's Menu, with its keyboard handling and focus trap.
 */
export const DeferredMenu = ({ target, items, width, position = 'bottom-end' }: DeferredMenuProps) => {
  const [wanted, setWanted] = useState(false);
  const waiting = cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: () => void loadView().catch(() => undefined),
    onFocus: () => void loadView().catch(() => undefined),
    onClick: () => setWanted(true),
  });
  if (!wanted) return waiting;
  return (
    <Suspense fallback={waiting}>
      <DeferredMenuView target={target} items={items} width={width} position={position} />
    </Suspense>
  );
};
