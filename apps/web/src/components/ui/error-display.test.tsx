import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ErrorDisplay } from './error-display.tsx';

describe('ErrorDisplay', () => {
  it('When an API error carries an error id, then it shows "ErrorId:{id} - {message}" as an alert', () => {
    renderWithProviders(
      <ErrorDisplay
        error={new ApiError({ status: 500, message: 'Something went wrong!! please try later', errorId: 'e-42' })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('ErrorId:e-42 - Something went wrong!! please try later');
  });

  it('When there is no error, then nothing is shown', () => {
    renderWithProviders(<ErrorDisplay error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('When the error is nested as error.error.message, then that message is shown', () => {
    renderWithProviders(<ErrorDisplay error={{ error: { message: 'Card declined' } }} />);
    expect(screen.getByRole('alert').textContent).toBe('Card declined');
  });
});
