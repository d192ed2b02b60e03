import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SectionHeading } from './section-heading.tsx';

describe('a section heading', () => {
  it('When it is drawn, then the title is a level-2 heading with its lead under it, and not focusable', () => {
    renderWithProviders(<SectionHeading title="Site settings" lead="What each setting changes." />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Site settings' });
    expect(heading.getAttribute('tabindex')).toBeNull();
    expect(screen.getByText('What each setting changes.')).toBeTruthy();
  });

  it('When it is given a focus ref, then the heading can take the focus from a script', () => {
    const ref = createRef<HTMLHeadingElement>();
    renderWithProviders(<SectionHeading title="Service area" lead="Where you drive." focusRef={ref} />);
    ref.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Service area' }));
    expect(ref.current?.getAttribute('tabindex')).toBe('-1');
  });
});
