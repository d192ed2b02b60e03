import { registerTranslations } from '../../lib/i18n.ts';

/**
 * Screens that later releases build. Each gets a real page saying what it will do (one shared
 * component); when an area file defines one of these paths, its page replaces this one.
 * Titles that the spec names (menu items, checklist items) stay as the spec writes them.
 */
export type ScreenTexts = { summary: string; capabilities: string[] };
export type ComingSoonScreen = {
  id: string;
  title: string | { en: string; es: string };
  paths: readonly string[];
  en: ScreenTexts;
  es: ScreenTexts;
};

const bundle = (screens: ComingSoonScreen[], language: 'en' | 'es') =>
  Object.fromEntries(
    screens.flatMap((screen) => [
      [`${screen.id}.title`, typeof screen.title === 'string' ? screen.title : screen.title[language]],
      [`${screen.id}.summary`, screen[language].summary],
      [`${screen.id}.capabilities`, screen[language].capabilities.join('\n')],
    ]),
  ) as Record<string, string>;

/** Registers a portal's pending screens' texts: `${id}.title`, `${id}.summary`, `${id}.capabilities` (lines). */
export const registerScreens = (namespace: string, screens: ComingSoonScreen[]) =>
  registerTranslations(namespace, bundle(screens, 'en'), bundle(screens, 'es'));
