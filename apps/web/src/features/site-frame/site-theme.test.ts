import { DEFAULT_THEME, getPrimaryContrastColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, overlayOn } from '../../lib/theme.ts';
import { siteLook } from './site-theme.ts';

const SITE_COLORS = ['#009DFF', '#1B2A41,#C9A227', '#8C1C13,#F4E9D8', '#E8F1EE', '#FAB005'];
const WHITE = '#ffffff';
const PALE_GREY = DEFAULT_THEME.colors.gray[1];

/** The light scheme's variables of a site's look, with the theme Mantine builds from it. */
const lightOf = (siteColor: string) => {
  const look = siteLook(siteColor, 5);
  const theme = mergeMantineTheme(DEFAULT_THEME, look.theme);
  return { look, theme, light: look.cssVariablesResolver(theme).light };
};

describe('the site theme reads at WCAG AA', () => {
  it('When any site colour themes the page, then dimmed, placeholder and error text read at 4.5:1 on white, pale grey and the page', () => {
    for (const color of SITE_COLORS) {
      const { look, light } = lightOf(color);
      for (const surface of [WHITE, PALE_GREY, look.pageBackground]) {
        expect(contrastRatio(light['--mantine-color-dimmed'], surface)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(light['--mantine-color-placeholder'], surface)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(light['--mantine-color-error'], surface)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(light['--mantine-color-anchor'], surface)).toBeGreaterThanOrEqual(4.5);
        // Links in the site's own light panels (alerts) too.
        const siteTint = overlayOn(look.headerColor, 0.2, surface);
        expect(contrastRatio(light['--mantine-color-anchor'], siteTint)).toBeGreaterThanOrEqual(4.5);
        // A just-saved row on a phone lies under the site's light colour: its dimmed text still reads.
        const savedRow = overlayOn(look.headerColor, 0.1, surface);
        expect(contrastRatio(light['--mantine-color-dimmed'], savedRow)).toBeGreaterThanOrEqual(4.5);
        expect(
          contrastRatio(
            light['--mantine-color-green-light-color'],
            overlayOn(DEFAULT_THEME.colors.green[6], 0.12, savedRow),
          ),
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('When a badge or a light button uses any colour, then its text reads at 4.5:1 on its own tinted background', () => {
    const { look, theme, light } = lightOf('#009DFF,#C9A227');
    for (const [name, palette] of Object.entries(theme.colors)) {
      for (const surface of [WHITE, PALE_GREY, look.pageBackground]) {
        const background = overlayOn(palette[6], 0.12, surface);
        expect(contrastRatio(light[`--mantine-color-${name}-light-color`], background)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(light[`--mantine-color-${name}-outline`], surface)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('When the site colour is light (#009DFF), then text on its filled buttons is dark, not white', () => {
    const { theme } = lightOf('#009DFF');
    expect(getPrimaryContrastColor(theme, 'light')).toBe('var(--mantine-color-black)');
    expect(contrastRatio('#009DFF', theme.black)).toBeGreaterThanOrEqual(4.5);
  });

  it('When the site colour is dark (#1B2A41), then text on its filled buttons stays white', () => {
    const { theme } = lightOf('#1B2A41');
    expect(getPrimaryContrastColor(theme, 'light')).toBe('var(--mantine-color-white)');
  });
});
