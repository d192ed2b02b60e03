import { registerTranslations } from '../../lib/i18n.ts';

export const TEMPLATES_NS = registerTranslations(
  'templates',
  {
    loadFailed: 'This page could not be loaded.',
    missing: 'This page has no content yet.',
  },
  {
    loadFailed: 'No se pudo cargar esta página.',
    missing: 'Esta página aún no tiene contenido.',
  },
);
