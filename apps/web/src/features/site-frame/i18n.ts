import { registerTranslations } from '../../lib/i18n.ts';

export const SITE_FRAME_NS = registerTranslations(
  'site-frame',
  {
    languageChanged: 'The site is now shown in {{language}}.',
    languageChangeFailed: 'The language could not be changed.',
    currentLanguage: 'Language: {{language}}, {{code}}',
    socialFacebook: '{{site}} on Facebook',
    socialInstagram: '{{site}} on Instagram',
    socialLinkedIn: '{{site}} on LinkedIn',
    socialX: '{{site}} on X',
  },
  {
    languageChanged: 'El sitio se muestra ahora en {{language}}.',
    languageChangeFailed: 'No se pudo cambiar el idioma.',
    currentLanguage: 'Idioma: {{language}}, {{code}}',
    socialFacebook: '{{site}} en Facebook',
    socialInstagram: '{{site}} en Instagram',
    socialLinkedIn: '{{site}} en LinkedIn',
    socialX: '{{site}} en X',
  },
);
