import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { Stars } from './stars.tsx';

const label = (value: string) => `Rated ${value} out of 5`;

describe('Stars', () => {
  it('When the rating is 3.46, then three full stars, a half and one empty are read out as one label, the value beside them', () => {
    const { container } = renderWithProviders(
      <Stars rating={3.46} size={14} label={label} shown={(value) => <span>{value}</span>} />,
    );
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeTruthy();
    expect(container.querySelectorAll('svg')).toHaveLength(5);
    expect(screen.getByText('3.5')).toBeTruthy();
  });

  it('When there is no rating, or it cannot be a rating, then nothing shows', () => {
    renderWithProviders(
      <>
        <Stars rating={null} size={14} label={label} />
        <Stars rating={-1} size={14} label={label} />
      </>,
    );
    expect(screen.queryByRole('img')).toBeNull();
  });
});
