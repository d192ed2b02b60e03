import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationsOutlet } from './notifications-outlet.tsx';

afterEach(() => act(() => notifications.clean()));

describe('where notifications appear', () => {
  it('When no message has been shown, then nothing of the container is on the page', () => {
    render(
      <MantineProvider env="test">
        <NotificationsOutlet />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
  });

  it('When a message is shown, then the container loads and shows it', async () => {
    render(
      <MantineProvider env="test">
        <NotificationsOutlet />
      </MantineProvider>,
    );
    act(() => {
      notifications.show({ message: 'Language could not be changed' });
    });
    expect(await screen.findByText('Language could not be changed')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
