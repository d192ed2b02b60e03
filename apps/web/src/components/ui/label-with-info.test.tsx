import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { LabelWithInfo } from './label-with-info.tsx';

describe('LabelWithInfo', () => {
  it('When the info icon takes the focus, then its hint shows; the icon is named for screen readers', async () => {
    renderWithProviders(<LabelWithInfo label="Title" info="Shown in the browser tab" infoName="About the title" />);
    expect(screen.getByText('Title')).toBeTruthy();
    const icon = screen.getByRole('img', { name: 'About the title' });
    expect(icon.getAttribute('tabindex')).toBe('0');
    fireEvent.focus(icon);
    expect(await screen.findByText('Shown in the browser tab')).toBeTruthy();
  });

  it('When no name is given, then the icon is named by its hint', () => {
    renderWithProviders(<LabelWithInfo label="Name" info="At most 50 characters" />);
    expect(screen.getByRole('img', { name: 'At most 50 characters' })).toBeTruthy();
  });
});
