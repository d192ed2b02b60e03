import { z } from 'zod';
import { foldText } from '../shared/fold-text.ts';

/**
 * A provider's site address chosen at registration (issue 17, defect 10): one label of lower-case
 * letters, digits and hyphens under the platform's provider domain. In development that domain
 * is `localhost` (`acme-cars.localhost` reaches the site without DNS); decision 0022.
 */
export const PROVIDER_HOST_SUFFIX = '.localhost';

export const SITE_ADDRESS_MESSAGES = {
  invalid: 'Please use 3 to 40 lower-case letters, digits or hyphens for the site address (e.g., acme-cars)',
  taken: 'This site address is already taken. Please choose another one.',
} as const;

const LABEL_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;

/** The label a company name suggests: accents dropped, words joined by hyphens, at most 40 characters. */
export const siteLabelOf = (companyName: string) =>
  foldText(companyName)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');

/** The label of an address as typed: `Acme-Cars`, `acme-cars.localhost` and `http://acme-cars.localhost/` give `acme-cars`. */
export const siteLabelFromInput = (value: string) => {
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/:].*$/, '');
  return host.endsWith(PROVIDER_HOST_SUFFIX) ? host.slice(0, -PROVIDER_HOST_SUFFIX.length) : host;
};

export const siteHostOf = (label: string) => `${label}${PROVIDER_HOST_SUFFIX}`;

/** The registration field: a label or a whole host under the provider domain, answered as the host. */
export const siteAddressSchema = z
  .string()
  .max(300, SITE_ADDRESS_MESSAGES.invalid)
  .transform(siteLabelFromInput)
  .refine((label) => LABEL_PATTERN.test(label), SITE_ADDRESS_MESSAGES.invalid)
  .transform(siteHostOf);
