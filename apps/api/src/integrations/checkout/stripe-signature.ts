import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default tolerance between the signed timestamp and now. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The Stripe-Signature header of a webhook (https://docs.stripe.com/webhooks#verify-manually):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the endpoint secret>`,
 * possibly with several v1 entries (secret rotation) and a v0 test entry, which is ignored.
 */
export const signStripePayload = (payload: string, secret: string, timestamp: number) =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')}`;

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export const verifyStripeSignature = (
  payload: string,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck => {
  if (!header) return { ok: false, reason: 'No Stripe-Signature header' };
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1') signatures.push(value);
  }
  if (timestamp === null) return { ok: false, reason: 'No timestamp in the Stripe-Signature header' };
  if (signatures.length === 0) return { ok: false, reason: 'No v1 signature in the Stripe-Signature header' };
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex'),
    'utf8',
  );
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, reason: 'The signature does not match the payload' };
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds)
    return { ok: false, reason: 'The signed timestamp is outside the tolerance' };
  return { ok: true };
};
