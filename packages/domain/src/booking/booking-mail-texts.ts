/**
 * The sentences booking mails fill in, in each mail language (English and Spanish; other
 * locales read English): when the ride is (in the pickup's own time zone), how it is paid,
 * who cancelled it, and what happens to the money. Shared by the API's mails and the screens
 * that say the same things.
 */
import { formatUsd } from './money.ts';

export type MailLocale = 'en' | 'es';
export const mailLocale = (locale: string | null | undefined): MailLocale => (locale === 'es' ? 'es' : 'en');

/** Business days a card refund takes to show on the statement, as the card networks state them. */
export const CARD_REFUND_DAYS = '5-10';

const INTL: Record<MailLocale, string> = { en: 'en-GB', es: 'es-ES' };

const local = (at: Date, offsetMinutes: number) => new Date(at.getTime() + offsetMinutes * 60_000);

/** 'Sun 29 Nov' ('dom 29 nov'): the pickup's own calendar day, for subjects. */
export const pickupDayLabel = (at: Date, offsetMinutes: number, locale: string) =>
  new Intl.DateTimeFormat(INTL[mailLocale(locale)], {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  })
    .format(local(at, offsetMinutes))
    .replace(/[.,]/g, '')
    .replace(/\s+/g, ' ');

/** 'UTC-06:00': the pickup's offset from UTC. */
export const utcOffsetLabel = (offsetMinutes: number) => {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/** 'Sunday 29 November 2026, 10:30 (local time at pickup, UTC-06:00)'. */
export const pickupDateTimeLabel = (at: Date, offsetMinutes: number, locale: string) => {
  const lang = mailLocale(locale);
  const when = new Intl.DateTimeFormat(INTL[lang], {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: lang === 'en',
  }).format(local(at, offsetMinutes));
  const zone = utcOffsetLabel(offsetMinutes);
  return lang === 'es' ? `${when} (hora local de recogida, ${zone})` : `${when} (local time at pickup, ${zone})`;
};

/** How a booking stands for money, as its mails state it. */
export type MailPayment =
  | { kind: 'card'; brand: string | null; last4: string | null; cents: number }
  | { kind: 'online'; method: string; cents: number }
  | { kind: 'cash-paid'; cents: number }
  | { kind: 'cash-to-chauffeur' }
  | { kind: 'pay-later' }
  | { kind: 'awaiting-card' }
  | { kind: 'failed' }
  | { kind: 'not-charged' }
  | { kind: 'refunded'; cents: number }
  | { kind: 'partly-refunded'; refundedCents: number; keptCents: number };

const BRANDS: Record<string, string> = {
  Visa: 'Visa',
  Mastercard: 'Mastercard',
  AmericanExpress: 'American Express',
  Discover: 'Discover',
  Jcb: 'JCB',
  DinersClub: 'Diners Club',
};

/** 'Visa ending 1111', 'card ending 1111', 'card'. */
export const cardLabel = (brand: string | null, last4: string | null, locale: string) => {
  const es = mailLocale(locale) === 'es';
  const name = brand ? (BRANDS[brand] ?? brand) : es ? 'tarjeta' : 'card';
  if (!last4) return name;
  return es ? `${name} terminada en ${last4}` : `${name} ending ${last4}`;
};

/** The last four digits of a masked account number ('XXXX1111'), or null. */
export const lastFourOf = (accountNumber: string | null | undefined) => {
  const digits = (accountNumber ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
};

/** The payment sentences that carry no amount and no card, in each mail language. */
const PLAIN_PAYMENT_LINES: Record<
  Exclude<MailPayment['kind'], 'card' | 'online' | 'refunded' | 'partly-refunded'>,
  Record<MailLocale, string>
> = {
  'cash-paid': { en: 'paid in cash', es: 'pagado en efectivo' },
  'cash-to-chauffeur': { en: 'cash to the chauffeur', es: 'en efectivo al chofer' },
  'pay-later': { en: 'pay later', es: 'pago posterior' },
  'awaiting-card': { en: 'card payment not received yet', es: 'pago con tarjeta aún no recibido' },
  failed: { en: 'the payment did not go through', es: 'el pago no se pudo realizar' },
  'not-charged': { en: 'not charged', es: 'no se cobró nada' },
};

/** The payment sentence beside a mail's total: what is true when the mail is read. */
export const paymentLine = (payment: MailPayment, locale: string) => {
  const language = mailLocale(locale);
  const es = language === 'es';
  switch (payment.kind) {
    case 'card':
      return es
        ? `pagado con ${cardLabel(payment.brand, payment.last4, locale)}`
        : `paid by ${cardLabel(payment.brand, payment.last4, locale)}`;
    case 'online':
      return es ? `pagado con ${payment.method}` : `paid with ${payment.method}`;
    case 'refunded':
      return es ? `reembolsado: ${formatUsd(payment.cents)}` : `refunded: ${formatUsd(payment.cents)}`;
    case 'partly-refunded':
      return es
        ? `reembolso parcial: ${formatUsd(payment.refundedCents)} devueltos, ${formatUsd(payment.keptCents)} retenidos`
        : `partly refunded: ${formatUsd(payment.refundedCents)} back, ${formatUsd(payment.keptCents)} kept`;
    default:
      return PLAIN_PAYMENT_LINES[payment.kind][language];
  }
};

/** Who cancelled a booking. */
export type CancelledBy = 'company' | 'traveller';

/** Where a refund goes: the card (or wallet) that paid, or back by hand for cash. */
export type RefundTarget =
  | { kind: 'card'; brand: string | null; last4: string | null }
  | { kind: 'online'; method: string }
  | { kind: 'cash' };

/** What happened to the money of a cancelled booking. */
export type RefundOutcome =
  | { kind: 'nothing-paid' }
  | { kind: 'refunded'; cents: number; to: RefundTarget; keptCents: number }
  | { kind: 'kept'; keptCents: number }
  | { kind: 'refund-failed'; cents: number }
  | { kind: 'refund-pending'; cents: number };

/** The refund paragraph of a cancellation mail. */
export const refundNote = (outcome: RefundOutcome, locale: string, company: string) => {
  const es = mailLocale(locale) === 'es';
  switch (outcome.kind) {
    case 'nothing-paid':
      return es ? 'No se le cobró nada por esta reserva.' : 'You were not charged for this booking.';
    case 'refunded': {
      const amount = formatUsd(outcome.cents);
      const kept =
        outcome.keptCents > 0
          ? es
            ? ` ${company} retuvo ${formatUsd(outcome.keptCents)} como cargo por cancelación.`
            : ` ${company} kept ${formatUsd(outcome.keptCents)} as the cancellation fee.`
          : '';
      const to = outcome.to;
      if (to.kind === 'cash')
        return es
          ? `${company} le devolverá ${amount} en efectivo.${kept}`
          : `${company} gives you back ${amount} in cash.${kept}`;
      const where =
        to.kind === 'card'
          ? cardLabel(to.brand, to.last4, locale)
          : es
            ? `cuenta de ${to.method}`
            : `${to.method} account`;
      const when = es
        ? `Lo verá en su estado de cuenta en ${CARD_REFUND_DAYS} días hábiles.`
        : `Expect it on your statement within ${CARD_REFUND_DAYS} business days.`;
      return es
        ? `Le reembolsamos ${amount} a su ${where}. ${when}${kept}`
        : `We have refunded ${amount} to your ${where}. ${when}${kept}`;
    }
    case 'kept':
      return es
        ? `${company} retuvo ${formatUsd(outcome.keptCents)} como cargo por cancelación; no hay reembolso.`
        : `${company} kept ${formatUsd(outcome.keptCents)} as the cancellation fee; there is no refund.`;
    case 'refund-failed':
      return es
        ? `El reembolso de ${formatUsd(outcome.cents)} no se pudo hacer automáticamente. ${company} se pondrá en contacto con usted para devolvérselo.`
        : `The refund of ${formatUsd(outcome.cents)} could not be made automatically. ${company} will contact you to give it back.`;
    case 'refund-pending':
      return es
        ? `El reembolso de ${formatUsd(outcome.cents)} está en curso; le avisaremos cuando se confirme.`
        : `The refund of ${formatUsd(outcome.cents)} is on its way; we will tell you once it is confirmed.`;
  }
};

/** The greeting line: 'Hello Rita,' or 'Hello,' when no first name is known. */
export const greeting = (firstName: string | null | undefined, locale: string) => {
  const name = (firstName ?? '').trim();
  if (mailLocale(locale) === 'es') return name ? `Hola, ${name}:` : 'Hola:';
  return name ? `Hello ${name},` : 'Hello,';
};

/** Who cancelled, as the provider's mail and notification say it. */
export const cancelledByLabel = (by: CancelledBy, locale: string) => {
  const es = mailLocale(locale) === 'es';
  if (by === 'traveller') return es ? 'el viajero' : 'the traveller';
  return es ? 'su empresa' : 'your company';
};
