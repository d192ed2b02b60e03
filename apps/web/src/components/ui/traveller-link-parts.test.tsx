import { IconPhone } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DeadLinkNotice } from './dead-link-notice.tsx';
import { IconAnchor } from './icon-anchor.tsx';

/* The shared pieces of the pages a traveller's link opens (manage a booking, track a ride). */

describe('IconAnchor', () => {
  it('When a link has a label, then that is its name and the icon is hidden from it', () => {
    renderWithProviders(
      <IconAnchor href="tel:312-555-0142" icon={IconPhone} label="Call City Limo at 312-555-0142">
        312-555-0142
      </IconAnchor>,
    );
    const link = screen.getByRole('link', { name: 'Call City Limo at 312-555-0142' });
    expect(link.getAttribute('href')).toBe('tel:312-555-0142');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('When a link has no label, then its words name it', () => {
    renderWithProviders(
      <IconAnchor href="tel:312-555-0142" icon={IconPhone}>
        Call 312-555-0142
      </IconAnchor>,
    );
    expect(screen.getByRole('link', { name: 'Call 312-555-0142' })).toBeTruthy();
  });
});

describe('DeadLinkNotice', () => {
  it('When a link opens nothing, then the title heads the page and the document, and the way home follows', () => {
    renderWithProviders(
      <DeadLinkNotice title="This link has ended" body="The ride is over." homeLabel="Back home">
        <p>Call the company</p>
      </DeadLinkNotice>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This link has ended' })).toBeTruthy();
    expect(document.title).toContain('This link has ended');
    expect(screen.getByText('The ride is over.')).toBeTruthy();
    expect(screen.getByText('Call the company')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back home' }).getAttribute('href')).toBe('/');
  });
});
