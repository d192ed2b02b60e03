/** A template's product default (seeded once): its names, whether it is a page or a mail, and its English and Spanish bodies. */
export type TemplateDefault = {
  id: number;
  uniqueName: string;
  displayName: string;
  kind: 'page' | 'mail';
  en: string;
  es: string;
};
