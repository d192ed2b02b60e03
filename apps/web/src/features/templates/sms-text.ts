/**
 * Text message templates (issue 22, decision 0030): plain text, counted as the traveller's phone
 * bills it. A text in the GSM 03.38 alphabet goes 160 characters in one message, 153 a part once
 * it is split (the rest carries the joining header), and the alphabet's extension characters
 * ({ } [ ] ~ \\ | ^ €) count twice. Any other character (á, í, ó, ú, an emoji) sends the whole
 * text as UCS-2: 70 in one message, 67 a part, counted in UTF-16 units (an emoji is two).
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

/** One message's length, and a part's once a text is split, in each encoding. */
export const SMS_LIMITS = { gsm: { single: 160, part: 153 }, ucs2: { single: 70, part: 67 } } as const;

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
  if (characters === 0) return { characters, messages: 0, encoding: 'gsm' as const };
  let gsmUnits = 0;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) gsmUnits += 1;
    else if (GSM_EXTENSION.includes(ch)) gsmUnits += 2;
    else {
      const units = text.length;
      const { single, part } = SMS_LIMITS.ucs2;
      return { characters, messages: units <= single ? 1 : Math.ceil(units / part), encoding: 'ucs2' as const };
    }
  }
  const { single, part } = SMS_LIMITS.gsm;
  return { characters, messages: gsmUnits <= single ? 1 : Math.ceil(gsmUnits / part), encoding: 'gsm' as const };
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
