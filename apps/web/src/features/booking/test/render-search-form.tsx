import { vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { BookingPortal } from '../booking-types.ts';
import { SearchForm } from '../components/search-form.tsx';
import { GUEST_ON_PROVIDER_HOST } from './fixtures.ts';

/** The clock of the search form's tests: 22 November 2026, 9:00 in Chicago. */
export const NOW = () => new Date('2026-11-22T15:00:00Z');

/**
 * A new search form at NOW, as a guest on City Limo's host sees it unless another portal is given,
 * taking rides as far ahead as `horizonDays` (the form's default when not given).
 */
export const renderSearchForm = ({
  portal = GUEST_ON_PROVIDER_HOST,
  horizonDays,
}: {
  portal?: BookingPortal;
  horizonDays?: number;
} = {}) => {
  const onSearched = vi.fn();
  renderWithProviders(
    <SearchForm portal={portal} initial={null} onSearched={onSearched} now={NOW} horizonDays={horizonDays} />,
  );
  return { onSearched };
};
