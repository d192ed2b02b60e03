import {
  type AlertProps,
  type BadgeProps,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type DrawerProps,
  type FileInputProps,
  type MantineThemeOverride,
  type ModalProps,
  type NotificationProps,
  type PaginationProps,
  type ThemeIconProps,
} from '@mantine/core';
import { DEFAULT_COLOR, DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import { splitSiteColors } from '@ridedesk/domain/site/site-colors';
import { COMMON_NS } from '../../components/common-i18n.ts';
import { i18n } from '../../lib/i18n.ts';
import {
  mixColors,
  overlayOn,
  pageTint,
  paletteFrom,
  quietTextOn,
  readableTextOn,
  shadeForTextOn,
  shadeForWhiteText,
} from '../../lib/theme.ts';

export type SiteLook = {
  theme: MantineThemeOverride;
  cssVariablesResolver: CSSVariablesResolver;
  headerColor: string;
  headerText: string;
  pageBackground: string;
  loaderColor: string;
};

const FONT_STACK =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** Mantine's dimmed grey (gray.6, #868e96) reads at only 3.0-3.3:1; text is darkened from it. */
const DIMMED_BASE = DEFAULT_THEME.colors.gray[6];
/** Mantine's placeholder grey (gray.5, #adb5bd) reads at 2.1:1. */
const PLACEHOLDER_BASE = DEFAULT_THEME.colors.gray[5];
/** Mantine's light variants lay the colour at 10 % over what is beneath (badges, light buttons). */
const LIGHT_ALPHA = 0.1;

/**
 * A dialog's defaults: its <header> (title and close button) inside <section role="dialog"> would
 * count as a second page banner to assistive technology, so it is only a container; its close
 * button, an icon alone, is named. Mantine passes `attributes` to a dialog's inner parts at
 * runtime, but its types leave them out of Modal's and Drawer's props.
 */
const dialogDefaults = () =>
  ({
    attributes: { header: { role: 'presentation' } },
    closeButtonProps: { 'aria-label': i18n.t('closeDialog', { ns: COMMON_NS }) },
  }) as unknown;

/** Names for the pagination's arrow buttons, which show only an icon. */
const PAGINATION_LABELS = {
  first: 'paginationFirst',
  previous: 'paginationPrevious',
  next: 'paginationNext',
  last: 'paginationLast',
} as const;

/**
 * Text colours that read at WCAG AA (4.5:1) on every surface they stand on: white cards, the pale
 * greys of panels and chosen table rows, and the site's tinted page. Computed from the site's colours at
 * runtime, so a provider's light brand colour (#009DFF) darkens only where it is text.
 */
const readableColorVariables = (
  colors: Record<string, readonly string[]>,
  pageBackground: string,
): Record<string, string> => {
  // White cards, pale grey panels and chosen rows (gray.1, gray.2), and the site's tinted page;
  // each also under the site's light colour, as a just-saved row on a phone is.
  const plain = ['#ffffff', DEFAULT_THEME.colors.gray[1], DEFAULT_THEME.colors.gray[2], pageBackground];
  const surfaces = [...plain, ...plain.map((surface) => overlayOn(colors.site[6], LIGHT_ALPHA, surface))];
  const variables: Record<string, string> = {};
  for (const [name, palette] of Object.entries(colors)) {
    const shade = palette[6];
    const onSurfaces = shadeForTextOn(shade, surfaces);
    variables[`--mantine-color-${name}-text`] = onSurfaces;
    variables[`--mantine-color-${name}-outline`] = onSurfaces;
    variables[`--mantine-color-${name}-light-color`] = shadeForTextOn(
      shade,
      surfaces.map((surface) => overlayOn(shade, LIGHT_ALPHA + 0.02, surface)),
    );
  }
  // Links also sit in the site's own light panels (alerts, chosen rows): darker than a badge's tint.
  const site = colors.site[6];
  const siteTints = plain.map((surface) => overlayOn(site, 2 * LIGHT_ALPHA, surface));
  return {
    ...variables,
    '--mantine-color-anchor': shadeForTextOn(site, [...surfaces, ...siteTints]),
    '--mantine-color-dimmed': shadeForTextOn(DIMMED_BASE, surfaces),
    // Placeholders that are page text (a file picker's 'Choose image'), not only an input's hint.
    '--mantine-color-placeholder': shadeForTextOn(PLACEHOLDER_BASE, surfaces),
    '--mantine-color-error': variables['--mantine-color-red-text'],
  };
};

/**
 * The page's look from the site's colours (spec 01 section 3): the first colour is the accent
 * (primary colour, header and footer), the second tints the page and colours the loader;
 * site 4 keeps the default loader colour.
 */
export const siteLook = (siteColor: string | null | undefined, siteId: number): SiteLook => {
  const { header, body } = splitSiteColors(siteColor);
  const headerText = readableTextOn(header);
  const pageBackground = pageTint(body);
  const loaderColor = siteId === DEFAULT_SITE_ID ? DEFAULT_COLOR : body;
  const heroBackground = shadeForWhiteText(header);
  const theme = createTheme({
    primaryColor: 'site',
    primaryShade: 6,
    colors: { site: paletteFrom(header) },
    // Text on a filled colour is black or white, whichever reads better: at Mantine's threshold
    // (0.179) the better one always reaches 4.5:1, so #009DFF buttons get dark text, not white.
    autoContrast: true,
    luminanceThreshold: 0.179,
    defaultRadius: 'md',
    fontFamily: FONT_STACK,
    headings: { fontFamily: FONT_STACK, fontWeight: '700' },
    focusRing: 'auto',
    cursorType: 'pointer',
    components: {
      // Plain { defaultProps } objects, not Component.extend(): extend would pull each component
      // and its CSS into the main script even where the first screen never shows it.
      Notification: {
        defaultProps: {
          closeButtonProps: { 'aria-label': i18n.t('closeNotification', { ns: COMMON_NS }) },
        } satisfies Partial<NotificationProps>,
        // With a title, Mantine greys the message (gray.6, 3.3:1); it takes the readable dimmed grey.
        styles: (_theme: unknown, props: NotificationProps) =>
          props.title ? { description: { color: 'var(--mantine-color-dimmed)' } } : {},
      },
      // Without a variant, Mantine writes white on the site colour whatever it is; with one, the
      // text follows autoContrast (dark on #009DFF). 'filled' is their default look.
      Badge: { defaultProps: { variant: 'filled' } satisfies Partial<BadgeProps> },
      ThemeIcon: { defaultProps: { variant: 'filled' } satisfies Partial<ThemeIconProps> },
      Modal: { defaultProps: dialogDefaults() as Partial<ModalProps> },
      Drawer: { defaultProps: dialogDefaults() as Partial<DrawerProps> },
      // Icon-only close and clear buttons get names.
      Alert: {
        defaultProps: {
          closeButtonLabel: i18n.t('closeNotification', { ns: COMMON_NS }),
        } satisfies Partial<AlertProps>,
      },
      FileInput: {
        defaultProps: {
          clearButtonProps: { 'aria-label': i18n.t('clearFile', { ns: COMMON_NS }) },
        } satisfies Partial<FileInputProps>,
      },
      Pagination: {
        defaultProps: {
          getControlProps: (control: keyof typeof PAGINATION_LABELS) => ({
            'aria-label': i18n.t(PAGINATION_LABELS[control], { ns: COMMON_NS }),
          }),
        } satisfies Partial<PaginationProps>,
      },
    },
  });
  const readable = readableColorVariables({ ...DEFAULT_THEME.colors, site: paletteFrom(header) }, pageBackground);
  const cssVariablesResolver: CSSVariablesResolver = () => ({
    variables: {
      '--rd-header-bg': header,
      '--rd-header-fg': headerText,
      // Quiet lines on the header colour (the footer's copyright), still at 4.5:1.
      '--rd-header-fg-quiet': quietTextOn(header, headerText),
      '--rd-page-bg': pageBackground,
      '--rd-body-color': body,
      '--rd-loader-color': loaderColor,
      '--rd-hero-bg': heroBackground,
      '--rd-hero-bg-deep': mixColors(heroBackground, '#000000', 0.35),
    },
    // Links in the site's colour, darkened where needed to stay readable on the page.
    light: readable,
    dark: {},
  });
  return { theme, cssVariablesResolver, headerColor: header, headerText, pageBackground, loaderColor };
};
