import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, type Mock } from 'vitest';

/** A draft-and-publish form's Publish button. */
export const publishButton = () => screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement;

/**
 * Presses Publish once the form allows it, waits until the form says it saved, and gives what the
 * first call sent: its address and its JSON body.
 */
export const publishAndReadCall = async (onSaved: Mock, fetchMock: Mock<typeof fetch>) => {
  await waitFor(() => expect(publishButton().disabled).toBe(false));
  fireEvent.click(publishButton());
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  const [url, init] = fetchMock.mock.calls[0];
  return { url: String(url), body: JSON.parse(String(init?.body)) };
};
