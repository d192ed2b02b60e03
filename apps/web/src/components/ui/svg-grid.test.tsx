import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SvgGrid } from './svg-grid.tsx';

const drawn = (ui: React.ReactNode) => render(<svg aria-hidden>{ui}</svg>).container;

describe('SvgGrid', () => {
  it('When a grid is drawn, then its pattern has cells of the size asked for and fills the drawing', () => {
    const svg = drawn(<SvgGrid id="test-grid" width={200} height={100} cell={25} line="gray" />);
    const pattern = svg.querySelector('pattern#test-grid');
    expect(pattern?.getAttribute('width')).toBe('25');
    expect(pattern?.querySelector('path')?.getAttribute('d')).toBe('M 25 0 L 0 0 0 25');
    const rects = svg.querySelectorAll('rect');
    expect(rects).toHaveLength(1);
    expect(rects[0]?.getAttribute('fill')).toBe('url(#test-grid)');
    expect(rects[0]?.getAttribute('width')).toBe('200');
  });

  it('When a paper colour is given, then the paper lies under the grid', () => {
    const svg = drawn(<SvgGrid id="paper-grid" width={200} height={100} cell={25} line="gray" paper="white" />);
    const fills = [...svg.querySelectorAll('rect')].map((r) => r.getAttribute('fill'));
    expect(fills).toEqual(['white', 'url(#paper-grid)']);
  });
});
