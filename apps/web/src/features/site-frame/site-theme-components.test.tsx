import { Alert, Badge, Drawer, FileInput, MantineProvider, Modal, Notification, Pagination } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { siteLook } from './site-theme.ts';

const withSiteTheme = (ui: ReactNode) => {
  const look = siteLook('#009DFF', 5);
  return render(
    <MantineProvider env="test" theme={look.theme} cssVariablesResolver={look.cssVariablesResolver}>
      {ui}
    </MantineProvider>,
  );
};

describe('the site theme names and scopes what Mantine leaves bare', () => {
  it('When a dialog with a title opens, then its header is a plain container, not a second banner', async () => {
    withSiteTheme(
      <Modal opened onClose={() => {}} title="Add Fleet">
        Body
      </Modal>,
    );
    await screen.findByRole('dialog', { name: 'Add Fleet' });
    expect(screen.queryAllByRole('banner')).toHaveLength(0);
    expect(document.querySelector('header')?.getAttribute('role')).toBe('presentation');
  });

  it('When a dialog, a drawer, a closable alert or a chosen file shows its icon button, then the button has a name', async () => {
    withSiteTheme(
      <>
        <Modal opened onClose={() => {}} title="Cancel booking">
          Body
        </Modal>
        <Drawer opened onClose={() => {}} title="Booking">
          Body
        </Drawer>
        <Alert withCloseButton onClose={() => {}}>
          Saved.
        </Alert>
        <FileInput label="Photo" clearable value={new File(['x'], 'car.png')} onChange={() => {}} />
      </>,
    );
    expect(await screen.findAllByRole('button', { name: 'Close the dialog' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Close the message' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove the chosen file' })).toBeTruthy();
  });

  it('When a page list shows its arrows, then each arrow button has a name', () => {
    withSiteTheme(<Pagination total={5} value={2} onChange={() => {}} withEdges />);
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('When a message can be closed, then its close button has a name', () => {
    withSiteTheme(<Notification title="Saved">Your changes are saved.</Notification>);
    expect(screen.getByRole('button', { name: 'Close the message' })).toBeTruthy();
  });

  it('When a badge names no variant on a light site colour, then its text is dark, not white', () => {
    withSiteTheme(<Badge>Trial</Badge>);
    const badge = screen.getByText('Trial').closest('.mantine-Badge-root') as HTMLElement;
    expect(badge.style.getPropertyValue('--badge-color')).toBe('var(--mantine-color-black)');
  });
});
