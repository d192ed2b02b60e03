import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { PostNotificationDialog } from './post-notification-dialog.tsx';

const LANGUAGES = [
  { id: 1, name: 'English', locale: 'en' },
  { id: 2, name: 'Spanish', locale: 'es' },
];

describe('posting a notification', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => jsonResponse(201, { results: [{ id: 9 }] }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const open = (onPosted = vi.fn()) => {
    renderWithProviders(
      <PostNotificationDialog
        opened
        onClose={vi.fn()}
        onPosted={onPosted}
        languages={LANGUAGES}
        preferredLanguageId={1}
        platform={false}
      />,
    );
    return onPosted;
  };

  it('When nothing is filled in, then the roles, title and message messages show and nothing is sent', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Post a notification' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Please choose at least one role')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the title')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the message')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When a role and the preferred language are filled in, then only the filled languages are sent', async () => {
    const onPosted = open();
    const dialog = await screen.findByRole('dialog', { name: 'Post a notification' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Travellers' }));
    const english = within(dialog).getByRole('group', { name: 'English' });
    fireEvent.change(within(english).getByRole('textbox', { name: 'Title' }), { target: { value: 'Holiday hours' } });
    fireEvent.change(within(english).getByRole('textbox', { name: 'Message' }), { target: { value: 'Open 8 to 8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(onPosted).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/api/notification/create');
    expect(JSON.parse(String(init.body))).toEqual({
      siteId: 0,
      roleNames: ['Customer'],
      contents: [{ languageId: 1, title: 'Holiday hours', message: 'Open 8 to 8' }],
    });
  });
});
