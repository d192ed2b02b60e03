import { http, type Results } from './http.ts';
import { currentPath } from './navigation.ts';

/** The error log answer (spec 01 section 3: id and message). */
export type ErrorLogEntry = { id: string | number; message: string };

const MAX_REPORTS_PER_MINUTE = 10;
let windowStart = 0;
let sentInWindow = 0;
let reporting = false;

const describe = (error: unknown) => {
  if (error instanceof Error) return { message: error.message || error.name, detail: error.stack };
  if (typeof error === 'string') return { message: error, detail: undefined };
  try {
    return { message: JSON.stringify(error)?.slice(0, 4000) || 'Unknown error', detail: undefined };
  } catch {
    return { message: 'Unknown error', detail: undefined };
  }
};

/**
 * Posts an unhandled browser error to api/settings/createerrorlog and answers the stored entry,
 * so the screen can show its id. Bounded per minute, and never reports its own failures.
 */
export const reportClientError = async (error: unknown): Promise<ErrorLogEntry | null> => {
  const now = Date.now();
  if (now - windowStart > 60_000) {
    windowStart = now;
    sentInWindow = 0;
  }
  if (reporting || sentInWindow >= MAX_REPORTS_PER_MINUTE) return null;
  sentInWindow += 1;
  reporting = true;
  const { message, detail } = describe(error);
  try {
    const answer = await http.post<Results<ErrorLogEntry>>(
      '/api/settings/createerrorlog',
      { message: message.slice(0, 4000), detail: detail?.slice(0, 20_000), path: currentPath().slice(0, 2000) },
      { signOutOnAuthFailure: false },
    );
    return answer.results[0] ?? null;
  } catch {
    return null;
  } finally {
    reporting = false;
  }
};

/** Reports window errors and unhandled promise rejections for the life of the page. */
export const startGlobalErrorReporting = () => {
  const onError = (event: ErrorEvent) => void reportClientError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => void reportClientError(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
};
