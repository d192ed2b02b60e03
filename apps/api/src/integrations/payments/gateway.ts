/**
 * The interface every booking-payment gateway answers to (DESIGN.md section 6): Authorize.Net
 * (cards and Google Pay tokens), Square, PayPal, and the sandbox gateway that stands in for them
 * when a site has no credentials. The payments service drives all of them the same way, so the
 * sandbox goes through the same records, idempotency and statuses as a real gateway.
 */
import type { GatewayName } from '@ridedesk/domain/payments/payment-types';

export type BillTo = {
  firstName: string;
  lastName: string;
  company?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  email?: string;
  phone?: string;
};

export type PaymentSource =
  | { kind: 'card'; cardNumber: string; expirationDate: string; cardCode: string }
  | { kind: 'opaque'; dataDescriptor: string; dataValue: string }
  | { kind: 'sourceId'; sourceId: string }
  | { kind: 'paypalOrder'; orderId: string };

export type ChargeRequest = {
  /** Always the booking's total from the database, in cents. */
  amountCents: number;
  /** The booking reference: Authorize.Net invoiceNumber, Square reference_id, PayPal invoice_id. */
  reference: string;
  /** Unique per attempt; sent as the vendor's idempotency key (at most 45 characters for Square). */
  idempotencyKey: string;
  /** G{guest id} or U{user id}. */
  customerId: string | null;
  customerEmail?: string;
  description: string;
  source: PaymentSource;
  billTo?: BillTo;
};

export type ChargeOutcome =
  | {
      status: 'approved';
      transactionId: string;
      authCode?: string;
      /** As the gateway masks it: 'XXXX1111'. */
      accountNumber?: string;
      cardBrand?: string;
    }
  | { status: 'declined'; code: string; message: string; transactionId?: string; accountNumber?: string }
  /** No answer (timeout, network, a 5xx): the charge may or may not have gone through. */
  | { status: 'unknown'; message: string };

export type RefundRequest = {
  /** The charge's transaction id at the gateway. */
  transactionId: string;
  amountCents: number;
  /** What the charge took, so a full refund of an unsettled card charge can be a void. */
  chargedCents: number;
  accountNumber?: string;
  idempotencyKey: string;
  reference: string;
};

export type RefundOutcome =
  | { status: 'approved'; transactionId: string; transactionType: 'refundTransaction' | 'voidTransaction' }
  | { status: 'declined'; code: string; message: string }
  | { status: 'unknown'; message: string };

export interface PaymentGateway {
  readonly name: GatewayName;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /**
   * After an unknown outcome: asks the gateway what became of the attempt (or repeats it under
   * the vendor's idempotency), never charging twice. null when the gateway has no trace of it.
   */
  recover(request: ChargeRequest, startedAt: Date): Promise<ChargeOutcome | null>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
}

/** The gateway answered nothing usable in time: the caller must treat the outcome as unknown. */
export class GatewayUnreachable extends Error {}

export type HttpAnswer = { status: number; json: unknown; text: string };

/** One HTTP call with a timeout; a timeout or a network failure throws GatewayUnreachable. */
export const callGateway = async (
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs: number },
): Promise<HttpAnswer> => {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    throw new GatewayUnreachable(name === 'TimeoutError' ? 'The gateway did not answer in time' : String(error));
  }
  let text: string;
  try {
    text = (await response.text()).replace(/^\uFEFF/, '');
  } catch (error) {
    throw new GatewayUnreachable(`The gateway's answer was cut off: ${String(error)}`);
  }
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json, text };
};

export const dollars = (cents: number) => (cents / 100).toFixed(2);
export const centsOf = (value: string | number) => Math.round(Number(value) * 100);
