/**
 * The address rules of the Search Fleet form (spec 03 sections 2 and 5), shared by the web and
 * the API.
 */
import { normalizeText, stateCodeOf } from './address-parse.ts';

/** The invalid address alert (spec 03 sections 5 and 8). */
export const INVALID_ADDRESS = 'Please enter a valid address with city and state!!';

/** A suggestion is accepted only with more than 2 address components. */
export const MIN_SUGGESTION_COMPONENTS = 3;

export const isAcceptableSuggestion = (suggestion: { components: number }) =>
  Number.isFinite(suggestion.components) && suggestion.components >= MIN_SUGGESTION_COMPONENTS;

const COUNTRY = /^(usa|us|united states|united states of america)$/;

/**
 * City and state from a formatted address ('233 S Wacker Dr, Chicago, IL 60606, USA' gives
 * Chicago and IL): the part before the one naming the state. Null when no part names a state
 * after a city.
 */
export const cityAndStateFromFormatted = (formatted: string): { city: string; state: string } | null => {
  const parts = formatted
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length > 0 && COUNTRY.test(normalizeText(parts[parts.length - 1]))) parts.pop();
  if (parts.length < 2) return null;
  const statePart = parts[parts.length - 1].replace(/\s+\d{5}(?:-\d{4})?$/, '');
  const state = stateCodeOf(statePart);
  const city = parts[parts.length - 2];
  if (!state || !city || /^\d/.test(city)) return null;
  return { city, state };
};

/** Non-alphanumeric characters become spaces before the duration call (spec 03 section 5). */
export const sanitizeForDuration = (address: string) => address.replace(/[^A-Za-z0-9]/g, ' ');

/** A pasted address is matched against the suggestions when it has more than 3 comma-separated parts. */
export const PASTED_ADDRESS_MIN_PARTS = 4;

const WORD_FORMS: Record<string, string> = {
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
  ne: 'northeast',
  nw: 'northwest',
  se: 'southeast',
  sw: 'southwest',
  st: 'street',
  ave: 'avenue',
  av: 'avenue',
  blvd: 'boulevard',
  dr: 'drive',
  rd: 'road',
  ln: 'lane',
  ct: 'court',
  pl: 'place',
  pkwy: 'parkway',
  hwy: 'highway',
  sq: 'square',
  ter: 'terrace',
  cir: 'circle',
  ste: 'suite',
  fl: 'floor',
  apt: 'apartment',
  intl: 'international',
  usa: '',
  us: '',
};

const words = (text: string) =>
  normalizeText(text)
    .split(' ')
    .map((w) => WORD_FORMS[w] ?? w)
    .filter(Boolean);

/**
 * Matches a pasted address of more than 3 comma-separated parts against the autocomplete
 * suggestions: the suggestion whose words the pasted address covers best (street abbreviations
 * and full words count alike), when the house number agrees and at least 80 % of its words are
 * in the pasted text. Undefined for shorter text or when nothing matches well enough.
 */
export const matchPastedAddress = <S extends { description: string }>(pasted: string, suggestions: readonly S[]) => {
  const parts = pasted.split(',').filter((p) => p.trim());
  if (parts.length < PASTED_ADDRESS_MIN_PARTS) return undefined;
  const pastedWords = words(pasted);
  const pastedSet = new Set(pastedWords);
  const houseNumber = /^\d+$/.test(pastedWords[0] ?? '') ? pastedWords[0] : undefined;
  let best: { suggestion: S; score: number } | undefined;
  for (const suggestion of suggestions) {
    const own = words(suggestion.description);
    if (own.length === 0) continue;
    const ownNumber = /^\d+$/.test(own[0]) ? own[0] : undefined;
    if (houseNumber !== ownNumber) continue;
    const score = own.filter((w) => pastedSet.has(w)).length / own.length;
    if (score >= 0.8 && (!best || score > best.score)) best = { suggestion, score };
  }
  return best?.suggestion;
};
