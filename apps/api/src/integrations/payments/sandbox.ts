/**
 * The sandbox gateway: the local default when a site has no gateway credentials (DESIGN.md
 * section 6). It takes the usual test card numbers, declines the usual decline numbers, takes
 * Square's sandbox nonces and Google Pay test tokens, and keeps PayPal-style orders, all without
 * the network. It is deterministic: the same idempotency key gives the same transaction id, so
 * a repeated attempt answers the first result just as a vendor's idempotency would. The
 * payments service drives it exactly as it drives a real gateway.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { maskedCardNumber } from '@ridedesk/domain/payments/card-rules';
import { sandboxCardVerdict, sandboxNonceVerdict } from '@ridedesk/domain/payments/sandbox-cards';
import type { ChargeOutcome, ChargeRequest, PaymentGateway, RefundOutcome } from './gateway.ts';

const idOf = (prefix: string, key: string) => `${prefix}${createHash('sha256').update(key).digest('hex').slice(0, 18)}`;

export type SandboxOrder = { id: string; status: 'APPROVED'; amountCents: number; reference: string };

export const createSandboxGateway = (opts: { secret?: Buffer } = {}) => {
  // Signs sandbox PayPal order ids, so an order id can't be made up for another amount.
  const secret = opts.secret ?? randomBytes(32);
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 16);

  const charge = async (request: ChargeRequest): Promise<ChargeOutcome> => {
    const source = request.source;
    if (source.kind === 'card') {
      const verdict = sandboxCardVerdict(source.cardNumber);
      const accountNumber = maskedCardNumber(source.cardNumber);
      if (!verdict.approved) return { status: 'declined', code: verdict.code, message: verdict.text, accountNumber };
      return {
        status: 'approved',
        transactionId: idOf('sbx_', request.idempotencyKey),
        authCode: 'SANDBX',
        accountNumber,
      };
    }
    if (source.kind === 'sourceId') {
      const verdict = sandboxNonceVerdict(source.sourceId);
      if (!verdict.approved) return { status: 'declined', code: verdict.code, message: verdict.text };
      return {
        status: 'approved',
        transactionId: idOf('sbx_', request.idempotencyKey),
        accountNumber: 'XXXX1111',
        cardBrand: 'VISA',
      };
    }
    if (source.kind === 'opaque') {
      if (!source.dataValue) return { status: 'declined', code: 'E00003', message: 'The token is empty' };
      return { status: 'approved', transactionId: idOf('sbx_', request.idempotencyKey), accountNumber: 'XXXX1111' };
    }
    const order = readOrder(source.orderId);
    if (!order || order.reference !== request.reference || order.amountCents !== request.amountCents)
      return { status: 'declined', code: 'ORDER_MISMATCH', message: 'The order is not for this booking and total' };
    // One capture per order, whatever the key: the order id names the capture.
    return { status: 'approved', transactionId: idOf('sbxcap_', order.id) };
  };

  const readOrder = (orderId: string): SandboxOrder | null => {
    const match = /^SANDBOX-([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(orderId);
    if (!match || sign(match[1]) !== match[2]) return null;
    try {
      const { r, a } = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as { r: string; a: number };
      return { id: orderId, status: 'APPROVED', reference: r, amountCents: a };
    } catch {
      return null;
    }
  };

  const gateway: PaymentGateway & {
    createOrder: (input: {
      amountCents: number;
      reference: string;
      requestId: string;
    }) => Promise<{ id: string; status: string; approveUrl: null }>;
    readOrder: typeof readOrder;
  } = {
    name: 'sandbox',
    charge,
    // Cards are never kept, so a card attempt leaves no trace to find; tokens and orders repeat.
    recover: async (request) => (request.source.kind === 'card' ? null : charge(request)),
    refund: async (request): Promise<RefundOutcome> => {
      if (request.amountCents <= 0 || request.amountCents > request.chargedCents)
        return { status: 'declined', code: 'REFUND_AMOUNT_INVALID', message: 'The refund is more than the charge' };
      return {
        status: 'approved',
        transactionId: idOf('sbxref_', request.idempotencyKey),
        transactionType: 'refundTransaction',
      };
    },
    /** A PayPal-style order, approved at once (there is no buyer window offline). */
    createOrder: async (input) => {
      const payload = Buffer.from(
        JSON.stringify({ r: input.reference, a: input.amountCents, n: input.requestId.slice(0, 8) }),
      ).toString('base64url');
      return { id: `SANDBOX-${payload}.${sign(payload)}`, status: 'APPROVED', approveUrl: null };
    },
    readOrder,
  };
  return gateway;
};

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
