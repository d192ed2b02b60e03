/** Cache keys of the templates feature. */
export const templateKeys = {
  all: ['templates'] as const,
  siteContents: ['templates', 'site-contents'] as const,
  management: ['templates', 'management'] as const,
};
