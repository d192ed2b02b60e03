import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  mixColors,
  overlayOn,
  pageTint,
  paletteFrom,
  quietTextOn,
  readableTextOn,
  shadeForTextOn,
  shadeForWhiteText,
} from './theme.ts';

describe('site colours', () => {
  it('When a palette is built, then it has ten shades from light to dark with the site colour at index 6', () => {
    const palette = paletteFrom('#1B2A41');
    expect(palette).toHaveLength(10);
    expect(palette[6]).toBe('#1b2a41');
    expect(palette[0]).not.toBe(palette[9]);
  });

  it('When the colour is not a hex colour, then the default #009DFF is used', () => {
    expect(paletteFrom('blue')[6]).toBe('#009dff');
  });

  it('When text sits on a colour, then it is white on dark colours and dark on light ones', () => {
    expect(readableTextOn('#1B2A41')).toBe('#FFFFFF');
    expect(readableTextOn('#E8F1EE')).toBe('#1A1B1E');
  });

  it('When white text needs a surface, then the colour is darkened until it reads at 4.5:1', () => {
    for (const color of ['#009DFF', '#C9A227', '#E8F1EE', '#1B2A41'])
      expect(contrastRatio(shadeForWhiteText(color), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(shadeForWhiteText('#1B2A41')).toBe('#1b2a41');
  });

  it('When the page is tinted, then the tint is close to white', () => {
    expect(pageTint('#C9A227')).toBe(mixColors('#C9A227', '#ffffff', 0.93));
  });

  it('When text must read on several surfaces, then the colour is darkened until it reads at 4.5:1 on each', () => {
    const surfaces = ['#ffffff', '#f1f3f5', pageTint('#C9A227')];
    for (const color of ['#868e96', '#fa5252', '#fab005', '#009DFF']) {
      const shade = shadeForTextOn(color, surfaces);
      for (const surface of surfaces) expect(contrastRatio(shade, surface)).toBeGreaterThanOrEqual(4.5);
    }
    // A colour that already reads is kept as it is.
    expect(shadeForTextOn('#1B2A41', surfaces)).toBe('#1b2a41');
  });

  it('When a colour is laid at 10 % over white, then the result is a tint of it', () => {
    expect(overlayOn('#000000', 0.1, '#ffffff')).toBe('#e6e6e6');
    expect(overlayOn('#fa5252', 0, '#f1f3f5')).toBe('#f1f3f5');
  });

  it('When a quiet line sits on the header colour, then it fades toward it only as far as 4.5:1 allows', () => {
    // Sunset Shuttle's orange: dark text reads at about 4.8:1, so faded by 15 % it fell to 3.95:1.
    const onOrange = quietTextOn('#E4572E', readableTextOn('#E4572E'));
    expect(contrastRatio(onOrange, '#E4572E')).toBeGreaterThanOrEqual(4.5);
    // On a dark navy, white has room to spare and fades the full 15 %.
    expect(quietTextOn('#1B2A41', '#FFFFFF')).toBe(mixColors('#FFFFFF', '#1B2A41', 0.15));
    for (const header of ['#009DFF', '#C9A227', '#E8F1EE', '#E4572E', '#1B2A41'])
      expect(contrastRatio(quietTextOn(header, readableTextOn(header)), header)).toBeGreaterThanOrEqual(4.5);
  });
});
