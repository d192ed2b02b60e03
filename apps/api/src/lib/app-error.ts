import { ERROR_CODES, type ErrorCode } from '@ridedesk/domain/shared/error-codes';

/** The one error type use cases throw; the error plugin turns it into the error model. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new AppError(ERROR_CODES.notFound, 404, what);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(ERROR_CODES.forbidden, 403, message);
export const unauthenticated = (message = 'Please sign in to continue') =>
  new AppError(ERROR_CODES.unauthenticated, 401, message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(ERROR_CODES.validation, 400, message, fields);
export const conflict = (message: string, code: ErrorCode = ERROR_CODES.conflict) => new AppError(code, 409, message);
export const businessRule = (message: string) => new AppError(ERROR_CODES.businessRule, 422, message);
