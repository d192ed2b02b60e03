/**
 * Twilio's request signature (X-Twilio-Signature): HMAC-SHA1, keyed by the account's auth token,
 * over the full URL Twilio called followed by every POST parameter, sorted by name, each written
 * as its name then its value; base64. https://www.twilio.com/docs/usage/security
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const twilioSignature = (authToken: string, url: string, params: Record<string, string>) =>
  createHmac('sha1', authToken)
    .update(
      url +
        Object.keys(params)
          .sort()
          .map((name) => name + params[name])
          .join(''),
    )
    .digest('base64');

/** Whether a request's signature is Twilio's; compared in constant time. */
export const isTwilioSignatureValid = (
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
) => {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
