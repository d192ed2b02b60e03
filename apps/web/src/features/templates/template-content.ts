/** A template as api/template/getsitetemplatecontents answers it (spec 01 section 3). */
export type LanguageValue = { value: string; languages: { id: number; name: string; locale: string } | null };

export type SiteTemplate = {
  uniqueName: string;
  displayName: string;
  content: {
    contentLanguageMappings?: LanguageValue[] | null;
    contentSiteLanguageMappings?: LanguageValue[] | null;
  } | null;
};

const baseLanguage = (locale: string | undefined | null) => (locale ?? '').toLowerCase().split(/[-_]/)[0];

const valueIn = (mappings: LanguageValue[] | null | undefined, locale: string) =>
  mappings?.find((m) => baseLanguage(m.languages?.locale) === baseLanguage(locale) && m.value?.trim())?.value;

/**
 * The body to show in a language: the site's own content first, then the default content,
 * then English (site, then default).
 */
export const templateBody = (template: SiteTemplate, locale: string) => {
  const site = template.content?.contentSiteLanguageMappings;
  const defaults = template.content?.contentLanguageMappings;
  return valueIn(site, locale) ?? valueIn(defaults, locale) ?? valueIn(site, 'en') ?? valueIn(defaults, 'en') ?? null;
};
