import { type ApiError, isAuthFailure, mapHttpError, networkError } from './api-error.ts';
import { takeInlinedAnswer } from './inlined-answers.ts';
import { currentPath, hardNavigate } from './navigation.ts';
import { requestFinished, requestStarted } from './request-activity.ts';
import { bearerToken, forgetEverything } from './session.ts';
import { portalRoot } from './session-rules.ts';

/** Every list answers { results: [...] }; single objects answer { results: [object] } (DESIGN.md section 3). */
export type Results<T> = { results: T[] };
export type PagedResults<T> = Results<T> & { totalCount: number; page?: number; pageSize?: number };

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Statuses whose server message is shown as is (besides 400, which always is). */
  keepMessageFor?: readonly number[];
  /**
   * A 401/403 normally ends the session and returns to the portal root (spec 01 section 4).
   * Sign-in calls answer 401/403 for wrong credentials; they turn this off and show the message.
   */
  signOutOnAuthFailure?: boolean;
  /** Headers of this call besides the token and content type (an Idempotency-Key). */
  headers?: Record<string, string>;
};

export const buildUrl = (path: string, query?: Record<string, QueryValue>) => {
  const url = path.startsWith('/') ? path : `/${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
};

const readBody = async (response: Response): Promise<unknown> => {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
};

/** Ends the session after a 401/403 and goes back to the root of the current portal. */
export const endSessionAfterAuthFailure = () => {
  forgetEverything();
  hardNavigate(portalRoot(currentPath()));
};

/**
 * The one way the app talks to the API (DESIGN.md section 7): attaches the bearer token,
 * maps failures to ApiError (400 as the server said it, anything else the generic text),
 * and ends the session on 401/403.
 */
export const apiRequest = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const { method = 'GET', query, body, signal, keepMessageFor = [], signOutOnAuthFailure = true } = options;
  // The page came with this public answer (lib/inlined-answers.ts): no round trip on the first screen.
  if (method === 'GET') {
    const inlined = takeInlinedAnswer(buildUrl(path, query));
    if (inlined !== undefined) return inlined as T;
  }
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = bearerToken();
  if (token) headers.authorization = `Bearer ${token}`;
  // A FormData body (a file upload) goes as multipart; the browser writes its content type and boundary.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';

  requestStarted();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    requestFinished();
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    throw networkError();
  }
  try {
    const payload = await readBody(response);
    if (response.ok) return payload as T;
    const failure: ApiError = mapHttpError(response.status, payload, keepMessageFor);
    if (signOutOnAuthFailure && isAuthFailure(response.status)) endSessionAfterAuthFailure();
    throw failure;
  } finally {
    requestFinished();
  }
};

export const http = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The first (single) object of an answer, as the spec reads data.results[0]. */
export const firstResult = <T>(answer: Results<T>): T => {
  const [first] = answer.results;
  if (first === undefined) throw mapHttpError(500, null);
  return first;
};
