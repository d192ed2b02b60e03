import { type APIRequestContext, expect } from '@playwright/test';
import { hostUrl } from './support.ts';

/* The development mailbox (/api/dev/mailbox) in the journeys: the mail the product sent to an address. */

/** A message of the development mailbox, as the journeys read it. */
export type DevMail = { subject: string; text: string; links: string[]; template: string | null };

/**
 * The messages to an address, newest first. The test runner resolves only localhost; the mailbox
 * is the same on every host.
 */
export const mailsTo = async (request: APIRequestContext, to: string): Promise<DevMail[]> => {
  const res = await request.get(hostUrl('localhost', `/api/dev/mailbox?to=${encodeURIComponent(to)}`));
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
