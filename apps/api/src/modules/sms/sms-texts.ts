/** The SMS channel's pure rules: the ride steps it texts, numbers in E.164, rendering, keywords. */

/** The steps a traveller gets a text for, and the template each is written from. */
export const SMS_STEPS = {
  confirmed: 'SmsBookingConfirmed_Template',
  /** The flight moved an airport pickup (issue 22 item 3); a pickup may move more than once. */
  'pickup-moved': 'SmsPickupMoved_Template',
  'on-the-way': 'SmsRideOnTheWay_Template',
  arrived: 'SmsRideArrived_Template',
  completed: 'SmsRideCompleted_Template',
} as const;
export type SmsStep = keyof typeof SMS_STEPS;

/**
 * One text per step and booking on a site (the outbox's dedupe key). A step that may happen more
 * than once (the pickup moved) adds what tells each time apart (the new pickup time).
 */
export const smsDedupeKey = (step: SmsStep, bookingId: number, suffix?: string | null) =>
  `sms:${step}:booking:${bookingId}${suffix ? `:${suffix}` : ''}`;

/** Twilio's longest body (1600 characters, ten segments); our templates stay under 320. */
export const SMS_MAX_BODY = 1600;

/**
 * A phone number in E.164, or null when it is not one. A booking's phone is ten digits
 * (ddd-ddd-dddd, spec 03 section 5): North American, country code 1. A number written with
 * its '+' is taken as it is written.
 */
export const toE164 = (phone: string | null | undefined): string | null => {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
  if (digits.length === 10 && /^[2-9]/.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1') && /^[2-9]/.test(digits[1])) return `+${digits}`;
  return null;
};

/**
 * A template's text: the stored content is plain text, or HTML when it was saved through the
 * rich-text editor (templates management), whose paragraphs and breaks become lines.
 */
export const plainText = (content: string) =>
  content
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();

/** Fills {{name}} placeholders (any case); an unknown one is left out. Capped at Twilio's limit. */
export const renderSms = (template: string, values: Record<string, string | null | undefined>) => {
  const lower = new Map(Object.entries(values).map(([k, v]) => [k.toLowerCase(), v ?? '']));
  return plainText(template)
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => lower.get(name.toLowerCase()) ?? '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim()
    .slice(0, SMS_MAX_BODY);
};

/** Twilio's standard opt-out and opt-in keywords (a text that is only the word, any case). */
const OPT_OUT = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const OPT_IN = new Set(['START', 'UNSTOP', 'YES']);

export const keywordOf = (body: string): 'opt-out' | 'opt-in' | null => {
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  if (OPT_OUT.has(word)) return 'opt-out';
  if (OPT_IN.has(word)) return 'opt-in';
  return null;
};
