import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { FactTable } from './fact-table.tsx';

describe('FactTable', () => {
  it('When facts are given, then each is a row whose label is its row header, in the order given', () => {
    renderWithProviders(
      <FactTable
        testId="ride"
        labelWidth={{ base: 96, sm: 140 }}
        facts={[
          ['From', '233 S Wacker Dr, Chicago, IL 60606, USA'],
          ['Status', <strong key="status">Confirmed</strong>],
        ]}
      />,
    );
    const rows = within(screen.getByTestId('ride')).getAllByRole('row');
    expect(rows.map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent])).toEqual([
      ['From', '233 S Wacker Dr, Chicago, IL 60606, USA'],
      ['Status', 'Confirmed'],
    ]);
    expect(rows[1].querySelector('td')?.style.overflowWrap).toBe('anywhere');
  });
});
