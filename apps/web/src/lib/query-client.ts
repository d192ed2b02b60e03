import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** Answers that will not change on a retry: bad input, not allowed, not found, conflicts. */
const isFinal = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isFinal(error) && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });

let appClient: QueryClient | undefined;

/**
 * The browser app's one query client (main.tsx hands it to the providers): route loaders start
 * a page's queries with it before the page renders.
 */
export const appQueryClient = () => {
  appClient ??= createQueryClient();
  return appClient;
};
