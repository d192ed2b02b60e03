/** A template's product default (seeded once): its names, whether it is a page, a mail or a text message, and its English and Spanish bodies. */
export type TemplateDefault = {
  id: number;
  uniqueName: string;
  displayName: string;
  kind: 'page' | 'mail' | 'sms';
  en: string;
  es: string;
};
