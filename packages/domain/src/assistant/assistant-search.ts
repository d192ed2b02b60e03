/**
 * The assistant's search (DESIGN.md section 9: the chatbot answers from the site's FAQ and help
 * content): the footer pages are cut into sections at their headings, indexed in memory with
 * BM25 in the site's language, and a question gets the best section only when enough of its
 * words are found there; otherwise the assistant says it does not know.
 */

import { foldText } from '../shared/fold-text.ts';

export type AssistantLocale = 'en' | 'es';

export type HelpSection = {
  uniqueName: string;
  displayName: string;
  heading: string;
  text: string;
};

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
  '#160': ' ',
};

const decode = (text: string) =>
  text.replace(/&(#?\w+);/g, (whole, name: string) => {
    if (ENTITIES[name]) return ENTITIES[name];
    if (name.startsWith('#')) {
      const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return whole;
  });

/** HTML to plain text: block ends become spaces, tags and scripts go, entities are decoded. */
export const htmlText = (html: string) =>
  decode(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  ).trim();

/** Cuts a page at its headings (h1 to h4); text before the first heading belongs to the page's name. */
export const sectionsFromHtml = (html: string, page: { uniqueName: string; displayName: string }): HelpSection[] => {
  const parts = html.split(/(<h[1-4][^>]*>[\s\S]*?<\/h[1-4]>)/i);
  const sections: HelpSection[] = [];
  let heading = page.displayName;
  let body = '';
  const flush = () => {
    const text = htmlText(body);
    if (text) sections.push({ ...page, heading, text });
  };
  for (const part of parts) {
    if (/^<h[1-4]/i.test(part)) {
      flush();
      heading = htmlText(part) || page.displayName;
      body = '';
    } else body += part;
  }
  flush();
  return sections;
};

const STOPWORDS: Record<AssistantLocale, Set<string>> = {
  en: new Set(
    'a an and are as at be been but by can could did do does for from had has have how i if in into is it its me my no not of on or our so than that the their them then there these they this to up us was we what when where which who why will with would you your yours about any also am been being both each few more most other some such own same too very just should now get got want need tell please hi hello many much there'.split(
      ' ',
    ),
  ),
  es: new Set(
    'a al algo algun alguna como con cual cuando de del donde el ella ellas ellos en entre era es esa ese eso esta este esto estos fue ha hay la las le les lo los mas me mi mis muy no nos o para pero por que quien se ser si sin sobre son su sus te tengo tiene tu tus un una uno unos y ya yo puedo puede quiero necesito hola usted ustedes mucho muchos'.split(
      ' ',
    ),
  ),
};

/** A light stemmer: plural and common verb endings, so "bookings", "booked" and "booking" meet. */
const stem = (word: string, locale: AssistantLocale) => {
  if (word.length <= 3) return word;
  if (locale === 'es') {
    for (const end of ['ciones', 'cion', 'mente', 'ando', 'iendo', 'ar', 'er', 'ir', 'es', 's', 'a', 'o', 'e'])
      if (word.length - end.length >= 3 && word.endsWith(end)) return word.slice(0, -end.length);
    return word;
  }
  for (const end of ['ations', 'ation', 'ings', 'ing', 'ies', 'ed', 'es', 's'])
    if (word.length - end.length >= 3 && word.endsWith(end))
      return end === 'ies' ? `${word.slice(0, -3)}y` : word.slice(0, -end.length);
  return word;
};

/** Words of a text as the index keeps them: lower case, without accents and stopwords, stemmed. */
export const tokenize = (text: string, locale: AssistantLocale) =>
  foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOPWORDS[locale].has(w))
    .map((w) => stem(w, locale));

type Doc = { section: HelpSection; terms: Map<string, number>; length: number };
export type HelpIndex = { locale: AssistantLocale; docs: Doc[]; df: Map<string, number>; avgLength: number };

/** Heading words count three times: a FAQ question says best what its answer is about. */
const HEADING_WEIGHT = 3;

export const buildHelpIndex = (sections: HelpSection[], locale: AssistantLocale): HelpIndex => {
  const docs = sections.map((section) => {
    const terms = new Map<string, number>();
    const add = (word: string, weight: number) => terms.set(word, (terms.get(word) ?? 0) + weight);
    for (const w of tokenize(section.heading, locale)) add(w, HEADING_WEIGHT);
    for (const w of tokenize(section.text, locale)) add(w, 1);
    const length = [...terms.values()].reduce((a, b) => a + b, 0);
    return { section, terms, length };
  });
  const df = new Map<string, number>();
  for (const doc of docs) for (const term of doc.terms.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const avgLength = docs.length ? docs.reduce((a, d) => a + d.length, 0) / docs.length : 1;
  return { locale, docs, df, avgLength };
};

/** A question is answered only when at least this share of its words is found in the section. */
export const MIN_COVERAGE = 0.5;

export type HelpMatch = { section: HelpSection; score: number; coverage: number };

/** The best section for a question (BM25), or null when too few of its words are found there. */
export const searchHelp = (index: HelpIndex, question: string): HelpMatch | null => {
  const words = [...new Set(tokenize(question, index.locale))];
  if (words.length === 0) return null;
  const n = index.docs.length;
  const k1 = 1.2;
  const b = 0.75;
  let best: HelpMatch | null = null;
  for (const doc of index.docs) {
    let score = 0;
    let found = 0;
    for (const w of words) {
      const tf = doc.terms.get(w);
      if (!tf) continue;
      found++;
      const df = index.df.get(w) ?? 0;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      score += (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * doc.length) / index.avgLength));
    }
    const coverage = found / words.length;
    if (coverage >= MIN_COVERAGE && score > 0 && (!best || score > best.score))
      best = { section: doc.section, score, coverage };
  }
  return best;
};

/** Where the assistant hands over: the booking wizard and the feedback form (DESIGN.md section 9). */
export const ASSISTANT_HANDOVERS = {
  booking: '/systembooking',
  feedback: '/usercompliants/addusercompliant',
} as const;
export type AssistantHandover = keyof typeof ASSISTANT_HANDOVERS;

const INTENTS: Record<AssistantHandover, RegExp> = {
  booking:
    /\b(book|booking|reserve|reservation|ride now|need a (ride|car|driver|chauffeur)|reservar|reserva|reservacion|viaje ahora)\b/,
  feedback:
    /\b(complain|complaint|complaints|feedback|problem|issue|unhappy|refund|queja|quejas|reclamo|reclamacion|sugerencia|comentario|problema)\b/,
};

/** The handovers a question asks for, in words of either language. */
export const handoversFor = (question: string): AssistantHandover[] => {
  const text = foldText(question);
  return (Object.keys(INTENTS) as AssistantHandover[]).filter((k) => INTENTS[k].test(text));
};

export const ASSISTANT_MESSAGES: Record<AssistantLocale, { unknown: string; question: string }> = {
  en: {
    unknown:
      "Sorry, I don't know the answer to that. I can only answer from this site's help pages. You can book a ride or send your question to the provider as feedback.",
    question: 'Please type a question',
  },
  es: {
    unknown:
      'Lo siento, no sé la respuesta. Solo puedo responder con las páginas de ayuda de este sitio. Puede reservar un viaje o enviar su pregunta al proveedor como comentario.',
    question: 'Escriba una pregunta',
  },
};

/** An answer's text: the section's own words, cut at a sentence end near the limit. */
export const ANSWER_MAX_CHARS = 700;
export const answerText = (text: string, max = ANSWER_MAX_CHARS) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('? '), cut.lastIndexOf('! '));
  return end > max / 2 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
};
