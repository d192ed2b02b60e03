import { useRef, useState } from 'react';
import type { BookingResult } from '../booking-types.ts';
import { createPayIntent, payUntilSettled } from './pay-intent.ts';
import {
  type BillTo,
  type CardDetails,
  capturePaypalOrder,
  chargeAuthorizeNet,
  createPaypalOrder,
  createSquarePayment,
  type PayFor,
  type PaymentAnswer,
} from './payment-api.ts';

/** What a gateway section hands over once its part of the form is valid (or tokenized). */
export type PaySource =
  | { kind: 'card'; card: CardDetails }
  | { kind: 'square'; sourceId: string }
  | { kind: 'gpay'; token: string }
  | { kind: 'paypal'; orderId?: string };

/** A section's part of Pay: validates or tokenizes, and answers the source, or null (its messages show). */
export type Prepare = () => Promise<PaySource | null>;

/** Square's card form did not give a token: 'Tokenization failed-status: {status}' plus its errors. */
export class TokenizationError extends Error {
  constructor(
    readonly status: string,
    readonly errors: string[],
  ) {
    super(`Tokenization failed-status: ${status}`);
  }
}

export type PayOutcome =
  | { kind: 'failed'; answer: PaymentAnswer }
  | { kind: 'pending'; answer: PaymentAnswer }
  | { kind: 'tokenization'; status: string; errors: string[] }
  | { kind: 'error'; error: unknown };

export const GOOGLE_PAY_DESCRIPTOR = 'COMMON.GOOGLE.INAPP.PAYMENT';

const send = async (pay: PayFor, source: PaySource, key: string, amountCents: number, billTo?: BillTo) => {
  switch (source.kind) {
    case 'card':
      return chargeAuthorizeNet(pay, key, { card: source.card }, billTo);
    case 'gpay':
      return chargeAuthorizeNet(
        pay,
        key,
        { opaqueData: { dataDescriptor: GOOGLE_PAY_DESCRIPTOR, dataValue: source.token } },
        billTo,
      );
    case 'square':
      return createSquarePayment(pay, key, source.sourceId, amountCents);
    case 'paypal': {
      // Sandbox orders are approved at once; the PayPal buttons bring the approved order's id.
      const orderId = source.orderId ?? (await createPaypalOrder(pay)).orderId;
      return capturePaypalOrder(pay, key, orderId);
    }
  }
};

/**
 * Runs Pay for the Payment step: one request at a time (a double click is the same intent), the
 * booking created once before its first charge and reused by every retry, the idempotency key of
 * the intent, 202 answers asked again, and the outcome to show. A declined booking stays payable.
 */
export const usePayRunner = ({
  validateBilling,
  createBooking,
  payFor,
  amountCents,
  onPaid,
}: {
  /** The billing address when valid; null shows its messages and stops. */
  validateBilling: () => Promise<BillTo | null>;
  createBooking: (billing: BillTo) => Promise<BookingResult | null>;
  payFor: (booking: BookingResult) => PayFor;
  amountCents: number;
  onPaid: (booking: BookingResult, answer: PaymentAnswer) => void;
}) => {
  const intent = useRef(createPayIntent()).current;
  const busy = useRef(false);
  const bookedRef = useRef<BookingResult | null>(null);
  const [booked, setBooked] = useState<BookingResult | null>(null);
  const [paying, setPaying] = useState(false);
  const [outcome, setOutcome] = useState<PayOutcome | null>(null);

  const ensureBooking = async (billing: BillTo) => {
    if (bookedRef.current) return bookedRef.current;
    const created = await createBooking(billing);
    bookedRef.current = created;
    setBooked(created);
    return created;
  };

  const guarded = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setPaying(true);
    setOutcome(null);
    try {
      return await work();
    } catch (error) {
      if (error instanceof TokenizationError)
        setOutcome({ kind: 'tokenization', status: error.status, errors: error.errors });
      else setOutcome({ kind: 'error', error });
      return undefined;
    } finally {
      busy.current = false;
      setPaying(false);
    }
  };

  const charge = async (booking: BookingResult, source: PaySource, billTo?: BillTo) => {
    const answer = await payUntilSettled(intent, (key) => send(payFor(booking), source, key, amountCents, billTo));
    if (answer.status === 'succeeded') onPaid(booking, answer);
    else setOutcome({ kind: answer.status, answer });
  };

  return {
    paying,
    outcome,
    booked,
    /** Pay from the step's button: the billing address and the section's part checked together. */
    pay: (prepare: Prepare) =>
      guarded(async () => {
        const [billing, source] = await Promise.all([validateBilling(), prepare()]);
        if (!billing || !source) return;
        const booking = await ensureBooking(billing);
        if (booking) await charge(booking, source, billing);
      }),
    /** The PayPal buttons' createOrder: the booking (created once), then an order for its total. */
    paypalOrder: async () => {
      const billing = await validateBilling();
      if (!billing) throw new Error('The billing address is not complete');
      const booking = await ensureBooking(billing);
      if (!booking) throw new Error('The booking could not be made');
      return (await createPaypalOrder(payFor(booking))).orderId;
    },
    /** The PayPal buttons' onApprove: the server captures the approved order. */
    capturePaypal: (orderId: string) =>
      guarded(async () => {
        const booking = bookedRef.current;
        if (booking) await charge(booking, { kind: 'paypal', orderId });
      }),
    showError: (error: unknown) => setOutcome({ kind: 'error', error }),
  };
};
export type PayRunner = ReturnType<typeof usePayRunner>;
