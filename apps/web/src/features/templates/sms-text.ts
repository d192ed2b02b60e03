/**
 * Text message templates (issue 22, decision 0030): plain text, counted as the traveller's phone
 * bills it, a segment of 160 characters at a time.
 */
export const SMS_SEGMENT_LENGTH = 160;

/** The values a text message may carry (the API fills them when the text is written). */
export const SMS_PLACEHOLDERS = [
  'siteTitle',
  'firstName',
  'referenceId',
  'pickupDateTime',
  'pickupLocation',
  'chauffeurName',
  'trackLink',
  'reviewLink',
  'providerPhone',
  'flightLabel',
] as const;

/** How long a text is: its characters (as a person counts them, emoji as one) and the messages it takes. */
export const smsLength = (text: string) => {
  const characters = [...text].length;
  return { characters, messages: Math.ceil(characters / SMS_SEGMENT_LENGTH) };
};

/**
 * A text template's content as plain text. A site may have saved it through the rich-text editor
 * before texts had their own: its paragraphs and line breaks become lines, its markup goes.
 */
export const smsPlainText = (value: string) => {
  if (!/<[a-z][\s\S]*>/i.test(value)) return value;
  const withLines = value.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*<p[^>]*>/gi, '\n');
  const text = new DOMParser().parseFromString(withLines, 'text/html').body.textContent ?? '';
  return text.trim();
};
