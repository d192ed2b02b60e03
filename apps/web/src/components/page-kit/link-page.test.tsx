import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { LinkPage } from './link-page.tsx';

describe('LinkPage', () => {
  it('When a link page shows, then its content sits in the card and its dialogs beside the card', () => {
    renderWithProviders(
      <LinkPage size="sm" dialogs={<p>A dialog</p>}>
        <p>The booking</p>
      </LinkPage>,
    );
    const content = screen.getByText('The booking');
    const dialog = screen.getByText('A dialog');
    const card = content.parentElement;
    expect(card?.contains(dialog)).toBe(false);
    expect(card?.parentElement?.contains(dialog)).toBe(true);
  });
});
