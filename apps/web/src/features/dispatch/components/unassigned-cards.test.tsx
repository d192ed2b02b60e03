import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fixtureBoard } from '../board-fixture.ts';
import { unassignedRides } from '../board-view.ts';
import { UnassignedCards } from './unassigned-cards.tsx';

const actions = { onOpen: vi.fn(), onAssign: vi.fn(), refusal: () => undefined };

describe('the unassigned rides as cards', () => {
  it('When rides need a chauffeur, then each is a card named by its reference, and what follows the cards shows after them', async () => {
    const board = fixtureBoard();
    renderWithProviders(
      <UnassignedCards board={board} rides={unassignedRides(board)} actions={actions}>
        <p>after the cards</p>
      </UnassignedCards>,
    );
    expect(await screen.findByRole('button', { name: /^RD7, Confirmed/ })).toBeTruthy();
    expect(screen.getByText('after the cards')).toBeTruthy();
  });

  it('When every ride has a chauffeur, then it says so; when the day has no rides, then it says that instead', async () => {
    const board = fixtureBoard();
    const view = renderWithProviders(<UnassignedCards board={board} rides={[]} actions={actions} />);
    expect(await screen.findByText('Every ride of this day has a chauffeur.')).toBeTruthy();
    view.unmount();
    renderWithProviders(<UnassignedCards board={{ ...board, rides: [] }} rides={[]} actions={actions} />);
    expect(await screen.findByText('No rides on this day.')).toBeTruthy();
  });
});
