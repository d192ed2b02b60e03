import { z } from 'zod';
import { DEFAULT_COLOR, SITE_TITLE_MAX } from '../shared/constants.ts';

const HOST_PATTERN =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;
const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** Normalises a host the way sites are matched: lower case, no scheme, no path, no port. */
export const normaliseHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/:\d+$/, '');

/** The site details form (spec 01 sections 2 and 5); the same schema validates the API. */
export const siteFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Please enter the site name').max(100, 'Maximum of 100 characters allowed'),
    host: z
      .string()
      .trim()
      .min(1, 'Please enter the host name')
      .max(253)
      .transform(normaliseHost)
      .refine((h) => HOST_PATTERN.test(h), 'Please enter a valid host name (for example acme.example.com)'),
    typeId: z.coerce.number().int().positive().default(2),
    title: z.string().trim().max(SITE_TITLE_MAX, `Maximum of ${SITE_TITLE_MAX} characters allowed`).default(''),
    headerColor: z.string().regex(COLOR_PATTERN, 'Please choose a colour like #009DFF').default(DEFAULT_COLOR),
    bodyColor: z.string().regex(COLOR_PATTERN, 'Please choose a colour like #009DFF').default(DEFAULT_COLOR),
    preferredLanguageId: z.coerce
      .number({ message: 'Please choose the preferred language' })
      .int()
      .positive('Please choose the preferred language'),
    otherLanguageIds: z.array(z.coerce.number().int().positive()).max(20).default([]),
  })
  .refine((s) => !s.otherLanguageIds.includes(s.preferredLanguageId), {
    message: 'Other languages must not include the preferred language',
    path: ['otherLanguageIds'],
  });

export type SiteFormInput = z.input<typeof siteFormSchema>;
export type SiteForm = z.output<typeof siteFormSchema>;

/** Site colour is stored as two colours joined by a comma: header/footer first, then body. */
export const joinColors = (header: string, body: string) => `${header},${body}`;
export const splitColors = (color: string | null | undefined) => {
  const [header, body] = (color ?? '').split(',').map((c) => c.trim());
  return { header: header || DEFAULT_COLOR, body: body || header || DEFAULT_COLOR };
};

/** Changing the preferred language resets the other languages (spec 01 section 4). */
export const otherLanguagesAfterPreferredChange = (_previous: number[]) => [] as number[];
