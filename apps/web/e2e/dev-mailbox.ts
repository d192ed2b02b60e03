import { type APIRequestContext, expect } from '@playwright/test';
import { hostUrl } from './support.ts';

/* The development mailbox (/api/dev/mailbox) in the journeys: the mail the product sent to an address. */

/** A message of the development mailbox, as the journeys read it. */
export type DevMail = { subject: string; text: string; links: string[]; template: string | null };

/**
 * The messages to an address, newest first (the mailbox's own number of them, or `limit`). The
 * test runner resolves only localhost; the mailbox is the same on every host.
 */
export const mailsTo = async (request: APIRequestContext, to: string, limit?: number): Promise<DevMail[]> => {
  const query = `to=${encodeURIComponent(to)}${limit === undefined ? '' : `&limit=${limit}`}`;
  const res = await request.get(hostUrl('localhost', `/api/dev/mailbox?${query}`));
  expect(res.ok()).toBe(true);
  return (await res.json()).results;
};

/** The 6-digit code of the newest mail to an address (the address's verification mail), once it has come. */
export const verificationCodeFor = async (request: APIRequestContext, email: string) => {
  let code = '';
  await expect
    .poll(
      async () => {
        code = /\b(\d{6})\b/.exec((await mailsTo(request, email))[0]?.text ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
};

/** The tracking link of a booking's confirmation mail (the mail that names its reference), once it has come. */
export const trackLinkFor = async (request: APIRequestContext, email: string, reference: string) => {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await mailsTo(request, email, 50))
          .filter((m) => m.subject.includes(reference))
          .flatMap((m) => m.links)
          .find((l) => l.includes('/track/'));
        return Boolean(link);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return link as string;
};
