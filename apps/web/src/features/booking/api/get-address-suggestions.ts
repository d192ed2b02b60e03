import type { AddressSuggestion } from '@ridedesk/domain/geo/geo-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { bookingKeys } from './query-keys.ts';

/** Suggestions start after this many characters; fewer match half the country. */
export const SUGGEST_MIN_CHARS = 3;
const SUGGESTION_LIMIT = 6;

/** GET api/geo/autocomplete: US address suggestions for what has been typed. */
export const getAddressSuggestions = async (input: string, signal?: AbortSignal) =>
  (
    await http.get<Results<AddressSuggestion>>('/api/geo/autocomplete', {
      query: { input, limit: SUGGESTION_LIMIT },
      signal,
    })
  ).results;

export const addressSuggestionsQuery = (input: string) =>
  queryOptions({
    queryKey: bookingKeys.suggestions(input),
    queryFn: ({ signal }) => getAddressSuggestions(input, signal),
    staleTime: 5 * 60_000,
  });

export const useAddressSuggestions = (input: string, enabled: boolean) =>
  useQuery({
    ...addressSuggestionsQuery(input),
    enabled: enabled && input.trim().length >= SUGGEST_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
