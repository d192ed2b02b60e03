/**
 * Cancelling a paid ride offers its refund in the same step (issue 17): everything paid back,
 * the site's cancellation fee kept, a partial amount, or nothing. Shared by the API, which
 * refunds through the gateway, and the cancel dialogs, which show the amounts before the click.
 */
import { formatUsd, toCents } from './money.ts';

export const REFUND_CHOICES = ['full', 'fee', 'partial', 'none'] as const;
export type RefundChoice = (typeof REFUND_CHOICES)[number];

export const CANCEL_REFUND_MESSAGES = {
  chooseRefund: 'Please choose what to refund',
  amountNeeded: 'Please enter the amount to refund',
  amountTooHigh: 'The refund cannot be more than what was paid and not yet refunded',
  amountNotPositive: 'The refund must be more than $0.00',
} as const;

/** Site setting CancellationFee: dollars kept when a paid ride is cancelled; unreadable or negative reads 0. */
export const DEFAULT_CANCELLATION_FEE = 0;
export const CANCELLATION_FEE_MAX = 100_000;

export const cancellationFeeCents = (stored: string | null | undefined) => {
  const text = (stored ?? '').trim();
  const dollars = Number(text);
  if (text === '' || !Number.isFinite(dollars) || dollars < 0 || dollars > CANCELLATION_FEE_MAX) return 0;
  return toCents(dollars);
};

/** What can be refunded on a booking now. */
export type RefundableMoney = { paidCents: number; refundableCents: number };

/** The amount a choice refunds, or why it cannot. */
export const refundCentsFor = (
  choice: RefundChoice,
  money: RefundableMoney,
  opts: { feeCents: number; amountCents?: number },
): { ok: true; cents: number } | { ok: false; reason: string } => {
  const left = money.refundableCents;
  switch (choice) {
    case 'full':
      return { ok: true, cents: left };
    case 'none':
      return { ok: true, cents: 0 };
    case 'fee':
      return { ok: true, cents: Math.max(0, left - opts.feeCents) };
    case 'partial': {
      if (opts.amountCents === undefined) return { ok: false, reason: CANCEL_REFUND_MESSAGES.amountNeeded };
      if (opts.amountCents <= 0) return { ok: false, reason: CANCEL_REFUND_MESSAGES.amountNotPositive };
      if (opts.amountCents > left)
        return { ok: false, reason: `${CANCEL_REFUND_MESSAGES.amountTooHigh} (${formatUsd(left)}).` };
      return { ok: true, cents: opts.amountCents };
    }
  }
};

/** The payment status a cancellation leaves, once its refund (if any) is known. */
export const paymentStatusAfterCancellation = (money: {
  paidCents: number;
  refundedCents: number;
}): 'Not charged' | 'Refunded' | 'Partly refunded' | 'Paid' => {
  if (money.paidCents === 0) return 'Not charged';
  if (money.refundedCents >= money.paidCents) return 'Refunded';
  if (money.refundedCents > 0) return 'Partly refunded';
  return 'Paid';
};

/** What a cancellation did with the money, as the API answers it beside the booking. */
export type CancellationRefund = {
  choice: RefundChoice;
  status: 'none' | 'succeeded' | 'failed' | 'pending';
  /** Dollars refunded (or being refunded). */
  amount: number;
  /** Dollars kept of what was paid. */
  kept: number;
  /** When a card refund shows on the statement ('5-10' business days); null for none or cash. */
  expectWithinBusinessDays: string | null;
};
