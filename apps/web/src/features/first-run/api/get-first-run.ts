import { useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { FirstRunState } from '../first-run-types.ts';
import { firstRunKeys } from './query-keys.ts';

/** GET api/firstRun: where the administrator is, the catalogue to choose from and what the site has. */
export const getFirstRun = async () => firstResult(await http.get<Results<FirstRunState>>('/api/firstRun'));

export const useFirstRun = (enabled = true) =>
  useQuery({ queryKey: firstRunKeys.state, queryFn: getFirstRun, enabled });
