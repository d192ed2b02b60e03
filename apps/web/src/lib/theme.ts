import { DEFAULT_COLOR } from '@ridedesk/domain/shared/constants';

/** Colour arithmetic for theming a page from a site's two colours (spec 01 section 3). */

type Rgb = { r: number; g: number; b: number };

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHexColor = (value: string | null | undefined): value is string => !!value && HEX.test(value.trim());

export const hexToRgb = (hex: string): Rgb => {
  const match = HEX.exec(hex.trim());
  const digits = match ? match[1] : DEFAULT_COLOR.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const value = Number.parseInt(full, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
};

const channel = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');

export const rgbToHex = ({ r, g, b }: Rgb) => `#${channel(r)}${channel(g)}${channel(b)}`;

/** Mixes two colours: weight 0 gives a, weight 1 gives b. */
export const mixColors = (a: string, b: string, weight: number) => {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex({ r: x.r + (y.r - x.r) * weight, g: x.g + (y.g - x.g) * weight, b: x.b + (y.b - x.b) * weight });
};

/** WCAG relative luminance. */
export const luminance = (hex: string) => {
  const { r, g, b } = hexToRgb(hex);
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

export const contrastRatio = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const DARK_TEXT = '#1A1B1E';
const LIGHT_TEXT = '#FFFFFF';

/** The text colour (white or near-black) that reads best on a background. */
export const readableTextOn = (background: string) =>
  contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;

const LIGHTER = [0.92, 0.82, 0.68, 0.52, 0.36, 0.18];
const DARKER = [0.16, 0.3, 0.44];

/**
 * Ten shades for a Mantine colour, lightest first, with the site's own colour at index 6
 * (Mantine's default primary shade) so buttons show exactly the colour the provider chose.
 */
export const paletteFrom = (hex: string) => {
  const base = rgbToHex(hexToRgb(isHexColor(hex) ? hex : DEFAULT_COLOR));
  return [
    ...LIGHTER.map((w) => mixColors(base, '#ffffff', w)),
    base,
    ...DARKER.map((w) => mixColors(base, '#000000', w)),
  ] as [string, string, string, string, string, string, string, string, string, string];
};

/** A quiet page background from the site's body colour. */
export const pageTint = (hex: string) => mixColors(isHexColor(hex) ? hex : DEFAULT_COLOR, '#ffffff', 0.93);

/**
 * The colour, darkened just enough to read at `minContrast` (WCAG AA: 4.5:1 for text, 3:1 for
 * large text and controls) on every one of the backgrounds it stands on.
 */
export const shadeForTextOn = (hex: string, backgrounds: readonly string[], minContrast = 4.5) => {
  const base = rgbToHex(hexToRgb(isHexColor(hex) ? hex : DEFAULT_COLOR));
  for (let step = 0; step <= 50; step += 1) {
    const candidate = mixColors(base, '#000000', step / 50);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= minContrast)) return candidate;
  }
  return '#000000';
};

/**
 * The colour, darkened just enough for white text to read on it (WCAG AA, 4.5:1). Used where a
 * large surface carries white text, whatever colour the provider picked.
 */
export const shadeForWhiteText = (hex: string, minContrast = 4.5) => shadeForTextOn(hex, ['#ffffff'], minContrast);

/**
 * A quieter text colour on a background: the text faded toward the background by up to
 * `maxFade`, but never below `minContrast` (WCAG AA, 4.5:1). Where the text only just reads
 * (dark text on an orange like #E4572E), it is not faded at all.
 */
export const quietTextOn = (background: string, text: string, maxFade = 0.15, minContrast = 4.5) => {
  for (let step = 15; step > 0; step -= 1) {
    const candidate = mixColors(text, background, (maxFade * step) / 15);
    if (contrastRatio(candidate, background) >= minContrast) return candidate;
  }
  return rgbToHex(hexToRgb(text));
};

/** What a colour at `alpha` opacity looks like laid over an opaque background. */
export const overlayOn = (hex: string, alpha: number, background: string) => mixColors(background, hex, alpha);
