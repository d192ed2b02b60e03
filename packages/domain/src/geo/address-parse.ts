/**
 * Reading a typed US address ('233 S Wacker Dr, Chicago, IL 60606', 'San Francisco CA',
 * '60606', 'ORD', "O'Hare International Airport") into the parts a gazetteer looks up: ZIP code,
 * state, city name candidates with the street typed before them, and words for place names.
 * Commas help but are not needed: the duration call sends addresses with every non-alphanumeric
 * character turned into a space.
 */

import { foldText } from '../shared/fold-text.ts';
import { US_STATES } from '../shared/us-states.ts';

/** The 50 states and the District of Columbia: the states a US address may name. */
export const ADDRESS_STATES: readonly { code: string; name: string }[] = [
  ...US_STATES,
  { code: 'DC', name: 'District of Columbia' },
];
const STATE_CODES = new Set(ADDRESS_STATES.map((s) => s.code));

/** Lower case, accents dropped, every run of other characters one space, trimmed. */
export const normalizeText = (value: string) =>
  foldText(value)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const CITY_ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte', ft: 'fort', mt: 'mount', pt: 'point' };

/** A city name as gazetteers index it: normalized, with St, Ste, Ft, Mt and Pt written out. */
export const normalizeCityName = (value: string) =>
  normalizeText(value)
    .split(' ')
    .map((w) => CITY_ABBREVIATIONS[w] ?? w)
    .join(' ');

const STATE_BY_NAME = new Map(ADDRESS_STATES.map((s) => [normalizeText(s.name), s.code]));
/** The two-letter code of a state written as a code or a full name ('il', 'Illinois', 'D.C.'). */
export const stateCodeOf = (value: string): string | undefined => {
  const text = normalizeText(value);
  const code = text.replace(/ /g, '').toUpperCase();
  if (code.length === 2 && STATE_CODES.has(code)) return code;
  return STATE_BY_NAME.get(text);
};

const COUNTRY_NAMES = ['united states of america', 'united states', 'usa', 'us'];
/** Words that mark an airport rather than a street or a city. */
export const AIRPORT_WORDS = new Set([
  'airport',
  'airfield',
  'international',
  'intl',
  'regional',
  'municipal',
  'field',
]);

const MAX_CITY_WORDS = 5;

type Token = { raw: string; word: string; start: number; segment: number };

const tokenize = (input: string): Token[] => {
  const tokens: Token[] = [];
  let segment = 0;
  let scanned = 0;
  for (const m of input.matchAll(/[\p{L}\p{N}]+/gu)) {
    for (let i = scanned; i < m.index; i++) if (input[i] === ',') segment++;
    scanned = m.index + m[0].length;
    const word = normalizeText(m[0]);
    if (word) tokens.push({ raw: m[0], word, start: m.index, segment });
  }
  return tokens;
};

const endsWithWords = (tokens: Token[], words: string[]) =>
  tokens.length >= words.length && words.every((w, i) => tokens[tokens.length - words.length + i].word === w);

const stripCountry = (tokens: Token[]) => {
  for (const name of COUNTRY_NAMES) {
    const words = name.split(' ');
    // A lone 'US' is no address; anything else ending in the country name drops it.
    if (tokens.length > words.length && endsWithWords(tokens, words)) return tokens.slice(0, -words.length);
  }
  return tokens;
};

export type CityCandidate = {
  /** The candidate city name, normalized with normalizeCityName. */
  name: string;
  /** What was typed before the city (street, building), as typed; '' when nothing. */
  street: string;
  /** The candidate is everything typed after the last comma (or the whole text): no guess at a word boundary. */
  wholeSegment: boolean;
};

export type ParsedUsAddress = {
  zip?: string;
  state?: string;
  /** City names the address may end with (before state and ZIP), longest first. */
  cities: CityCandidate[];
  /**
   * For text still being typed: the same candidates with the last word possibly unfinished
   * (and a trailing one- or two-letter word not taken as a state). Empty once a ZIP is typed.
   */
  prefixCities: CityCandidate[];
  /** Normalized words left after country, ZIP and state: what place names are matched against. */
  words: string[];
  /** The text typed before the state and ZIP, as typed ('233 S Wacker Dr' of '233 S Wacker Dr 60606'). */
  remainder: string;
  /** A three-letter word that may be an IATA airport code ('ORD', 'sfo airport'). */
  airportCode?: string;
};

const cityCandidates = (input: string, tokens: Token[]): CityCandidate[] => {
  if (tokens.length === 0) return [];
  const lastSegment = tokens[tokens.length - 1].segment;
  const segment = tokens.filter((t) => t.segment === lastSegment);
  const longest = Math.min(segment.length, MAX_CITY_WORDS);
  const out: CityCandidate[] = [];
  for (let n = longest; n >= 1; n--) {
    const words = segment.slice(-n);
    if (/^\d/.test(words[0].word)) continue;
    out.push({
      wholeSegment: n === segment.length,
      name: normalizeCityName(words.map((w) => w.word).join(' ')),
      street: input
        .slice(0, words[0].start)
        .replace(/[\s,]+$/, '')
        .trim(),
    });
  }
  return out;
};

const takeState = (tokens: Token[]): { state?: string; rest: Token[] } => {
  // Longest state names have three words ('District of Columbia').
  for (let n = Math.min(3, tokens.length - 1); n >= 1; n--) {
    const tail = tokens.slice(-n);
    const text = tail.map((t) => t.word).join(' ');
    const code =
      n === 1 && text.length === 2
        ? STATE_CODES.has(text.toUpperCase())
          ? text.toUpperCase()
          : undefined
        : STATE_BY_NAME.get(text);
    if (code) return { state: code, rest: tokens.slice(0, -n) };
  }
  // A state alone ('IL') is still a state, with nothing left for a city.
  if (tokens.length === 1 && tokens[0].word.length === 2 && STATE_CODES.has(tokens[0].word.toUpperCase()))
    return { state: tokens[0].word.toUpperCase(), rest: [] };
  return { rest: tokens };
};

/** Reads a US address; see the module comment. Input past 300 characters is ignored. */
export const parseUsAddress = (address: string): ParsedUsAddress => {
  const input = address.slice(0, 300);
  let tokens = stripCountry(tokenize(input));

  let zip: string | undefined;
  const last = tokens[tokens.length - 1];
  const beforeLast = tokens[tokens.length - 2];
  if (last && beforeLast && /^\d{4}$/.test(last.word) && /^\d{5}$/.test(beforeLast.word)) {
    zip = beforeLast.word;
    tokens = tokens.slice(0, -2);
  } else if (last && /^\d{5}$/.test(last.word)) {
    zip = last.word;
    tokens = tokens.slice(0, -1);
  }
  const typedForPrefix = tokens;
  const { state, rest } = takeState(tokens);

  const words = rest.map((t) => t.word);
  const upperThree = rest.find((t) => /^[A-Z]{3}$/.test(t.raw));
  const airportCode =
    rest.length === 1 && /^[a-z]{3}$/.test(rest[0].word)
      ? rest[0].word.toUpperCase()
      : upperThree && words.some((w) => AIRPORT_WORDS.has(w))
        ? upperThree.raw
        : undefined;

  return {
    zip,
    state,
    cities: cityCandidates(input, rest),
    prefixCities: zip ? [] : cityCandidates(input, typedForPrefix),
    words,
    remainder:
      rest.length === 0 ? '' : input.slice(0, rest[rest.length - 1].start + rest[rest.length - 1].raw.length).trim(),
    airportCode,
  };
};
