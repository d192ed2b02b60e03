import { DEFAULT_COLOR } from '../shared/constants.ts';

/**
 * A site's colour string, "header,body" (spec 01 section 3), split without loading the form
 * schema: the public pages theme themselves from it and must stay small. Same rule as
 * splitColors in site-form.ts: a missing body colour repeats the header colour.
 */
export const splitSiteColors = (color: string | null | undefined) => {
  const [header, body] = (color ?? '').split(',').map((c) => c.trim());
  return { header: header || DEFAULT_COLOR, body: body || header || DEFAULT_COLOR };
};
