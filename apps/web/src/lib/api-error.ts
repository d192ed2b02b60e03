import type { ErrorCode } from '@ridedesk/domain/shared/error-codes';
import { MESSAGES } from '@ridedesk/domain/shared/messages';

/** A failed API call as the screens see it: status, the server's error id and code, a message. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorId: string | null;
  readonly code: ErrorCode | null;
  readonly fields: Record<string, string>;

  constructor(init: {
    status: number;
    message: string;
    errorId?: string | null;
    code?: ErrorCode | null;
    fields?: Record<string, string>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.errorId = init.errorId ?? null;
    this.code = init.code ?? null;
    this.fields = init.fields ?? {};
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type ErrorBodyLike = {
  errorId?: unknown;
  message?: unknown;
  code?: unknown;
  fields?: unknown;
  error?: { message?: unknown };
};

const asText = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * Maps a failed answer to the error a screen shows (spec 01 section 8): a 400 keeps the
 * server's message and field messages; any other status becomes the generic failure text,
 * unless the caller asked to keep the server's text for that status (sign-in shows
 * "Invalid username or password" and the rate-limit text). Status, errorId and code are
 * always kept so screens can branch on the code.
 */
export const mapHttpError = (status: number, body: unknown, keepMessageFor: readonly number[] = []): ApiError => {
  const parsed = (body && typeof body === 'object' ? body : {}) as ErrorBodyLike;
  const serverMessage = asText(parsed.message) ?? asText(parsed.error?.message);
  const keep = status === 400 || keepMessageFor.includes(status);
  const fields =
    parsed.fields && typeof parsed.fields === 'object' ? (parsed.fields as Record<string, string>) : undefined;
  const code = asText(parsed.code) as ErrorCode | undefined;
  return new ApiError({
    status,
    message: keep && serverMessage ? serverMessage : MESSAGES.genericFailure,
    errorId: asText(parsed.errorId) ?? null,
    code: code ?? null,
    fields: status === 400 ? fields : undefined,
  });
};

/** A request that never got an answer (offline, DNS, aborted by the network). */
export const networkError = () => new ApiError({ status: 0, message: MESSAGES.genericFailure });

/** Whether an answer means "your session is not valid here" (spec 01 section 4). */
export const isAuthFailure = (status: number) => status === 401 || status === 403;

export const hasErrorCode = (error: unknown, code: ErrorCode) => isApiError(error) && error.code === code;
