import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { TitledModal } from './titled-modal.tsx';

describe('TitledModal', () => {
  it('When it opens, then it is a dialog named by its title, with its close button named as given', async () => {
    renderWithProviders(
      <TitledModal opened onClose={() => {}} title="Cancel booking RD7?" closeLabel="Close">
        <p>The ride is tomorrow.</p>
      </TitledModal>,
    );
    expect(await screen.findByRole('dialog', { name: 'Cancel booking RD7?' })).toBeTruthy();
    expect(screen.getByText('The ride is tomorrow.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('When it is closed, then nothing shows', () => {
    renderWithProviders(
      <TitledModal opened={false} onClose={() => {}} title="Cancel booking RD7?" closeLabel="Close">
        <p>The ride is tomorrow.</p>
      </TitledModal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
