import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The languages the interface is written in; a site may offer others, which fall back to English. */
export const UI_LANGUAGES = ['en', 'es'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: false,
  ns: [],
  defaultNS: 'common',
  resources: {},
  keySeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
  showSupportNotice: false,
});

/**
 * Each feature registers its own texts in its own namespace when its module loads, so nobody
 * edits a shared resource file. The Spanish bundle must have exactly the English keys.
 */
export const registerTranslations = <const T extends Record<string, string>>(
  namespace: string,
  en: T,
  es: { [K in keyof T]: string },
) => {
  i18n.addResourceBundle('en', namespace, en, true, true);
  i18n.addResourceBundle('es', namespace, es, true, true);
  return namespace;
};

/** Switches the interface language; locales we do not translate fall back to English texts. */
export const changeUiLanguage = async (locale: string) => {
  const language = locale.toLowerCase().split(/[-_]/)[0] || 'en';
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
