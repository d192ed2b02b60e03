import { screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fixtureBoard } from '../board-fixture.ts';
import type { Board } from '../board-types.ts';
import { BoardMap } from './board-map.tsx';

// The tiles never load here (no network): the MapLibre view reports the failure at once.
vi.mock('./maplibre-map.tsx', () => ({
  default: ({ onFail }: { onFail: () => void }) => {
    useEffect(() => onFail(), [onFail]);
    return <div data-testid="tiles" />;
  },
}));

const onTheRoad = (): Board => {
  const board = fixtureBoard();
  board.rides[1] = { ...board.rides[1], status: 'en route', accepted: true };
  return board;
};

describe('the map panel', { timeout: 30_000 }, () => {
  it('When no style URL is configured, then the chauffeur on the road and the pickups are drawn on the SVG and listed', async () => {
    renderWithProviders(<BoardMap board={onTheRoad()} />);
    const map = await screen.findByTestId('dispatch-map');
    expect(map.getAttribute('data-drawn')).toBe('svg');
    expect(screen.getByRole('img', { name: 'Map of 1 chauffeur on the road and 2 pickups' })).toBeTruthy();
    expect(map.querySelectorAll('[data-kind="chauffeur"]')).toHaveLength(1);
    expect(map.querySelectorAll('[data-kind="pickup"]')).toHaveLength(2);
    expect(
      within(screen.getByRole('list', { name: 'Chauffeur on the road' })).getByText('Carl Chauffeur, last seen 09:00'),
    ).toBeTruthy();
  });

  it('When the style URL’s tiles fail, then the panel falls back to the SVG instead of staying blank', async () => {
    renderWithProviders(<BoardMap board={{ ...onTheRoad(), mapStyleUrl: 'https://tiles.example/style.json' }} />);
    const map = await screen.findByTestId('dispatch-map');
    await vi.waitFor(() => expect(map.getAttribute('data-drawn')).toBe('svg'));
    expect(screen.getByRole('img', { name: /Map of 1 chauffeur/ })).toBeTruthy();
  });

  it('When nobody is on the road and no ride has a pickup position, then the panel says so', async () => {
    const board = fixtureBoard();
    board.rides = board.rides.map((r) => ({ ...r, pickup: null }));
    renderWithProviders(<BoardMap board={board} />);
    expect(
      await screen.findByText('No chauffeur is on the road and no ride of this day has a pickup position.'),
    ).toBeTruthy();
  });
});
