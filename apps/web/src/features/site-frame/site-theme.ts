import { type CSSVariablesResolver, createTheme, type MantineThemeOverride } from '@mantine/core';
import { DEFAULT_COLOR, DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import { splitSiteColors } from '@ridedesk/domain/site/site-colors';
import { mixColors, pageTint, paletteFrom, readableTextOn, shadeForWhiteText } from '../../lib/theme.ts';

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
    autoContrast: true,
    luminanceThreshold: 0.35,
    defaultRadius: 'md',
    fontFamily: FONT_STACK,
    headings: { fontFamily: FONT_STACK, fontWeight: '700' },
    focusRing: 'auto',
    cursorType: 'pointer',
  });
  const cssVariablesResolver: CSSVariablesResolver = () => ({
    variables: {
      '--rd-header-bg': header,
      '--rd-header-fg': headerText,
      '--rd-page-bg': pageBackground,
      '--rd-body-color': body,
      '--rd-loader-color': loaderColor,
      '--rd-hero-bg': heroBackground,
      '--rd-hero-bg-deep': mixColors(heroBackground, '#000000', 0.35),
    },
    // Links in the site's colour, darkened where needed to stay readable on white.
    light: { '--mantine-color-anchor': heroBackground },
    dark: {},
  });
  return { theme, cssVariablesResolver, headerColor: header, headerText, pageBackground, loaderColor };
};
