import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DeferredMenu } from './deferred-menu.tsx';

const menu = (onSpanish: () => void) => (
  <DeferredMenu
    width={180}
    target={<Button>EN</Button>}
    items={[
      { key: 'en', label: 'English', lang: 'en', current: true },
      { key: 'divider', divider: true },
      { key: 'es', label: 'Spanish', lang: 'es', onClick: onSpanish },
      { key: 'bookings', label: 'My Bookings', to: '/mybookings/viewbookings' },
    ]}
  />
);

describe('a menu whose code loads when it is first wanted', () => {
  it('When the page shows, then only the button is there: no menu, and it says it opens one', () => {
    renderWithProviders(menu(() => undefined));
    const button = screen.getByRole('button', { name: 'EN' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('When the button is clicked, then the menu opens with its items once its code has arrived, and an item does what it says', async () => {
    const onSpanish = vi.fn();
    renderWithProviders(menu(onSpanish));
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('menu')).toBeTruthy();
    const english = screen.getByRole('menuitem', { name: 'English' });
    expect(english.getAttribute('aria-current')).toBe('true');
    expect(english.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('menuitem', { name: 'My Bookings' }).getAttribute('href')).toBe('/mybookings/viewbookings');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Spanish' }));
    expect(onSpanish).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
