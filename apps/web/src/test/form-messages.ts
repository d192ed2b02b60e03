import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Presses the form's button (by its accessible name) and expects every message to show, in turn.
 * The form tests use it for "sent empty, each required field says what it needs".
 */
export const pressAndExpectMessages = async (button: string, messages: readonly string[]) => {
  fireEvent.click(screen.getByRole('button', { name: button }));
  for (const message of messages) expect(await screen.findByText(message)).toBeTruthy();
};
