import { randomUUID } from 'node:crypto';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@ridedesk/domain/shared/error-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/pg-errors.ts';
import { redactUrl } from './log-redaction.ts';

/** A database restart or outage: the request may be tried again in a moment. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

export type ServerErrorRecorder = (entry: {
  id: string;
  message: string;
  detail?: string;
  method: string;
  path: string;
  siteId?: number;
  userId?: number;
}) => Promise<void>;

const STATUS_CODES: Record<number, ErrorCode> = {
  400: ERROR_CODES.validation,
  401: ERROR_CODES.unauthenticated,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  422: ERROR_CODES.businessRule,
  429: ERROR_CODES.rateLimited,
};

/** Postgres errors that are the caller's fault, not ours. */
const PG_CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  '22P02': { status: 400, code: ERROR_CODES.validation, message: 'Invalid input' },
  '22003': { status: 400, code: ERROR_CODES.validation, message: 'A number is out of range' },
  '22001': { status: 400, code: ERROR_CODES.validation, message: 'A value is too long' },
  '22007': { status: 400, code: ERROR_CODES.validation, message: 'Invalid date or time' },
  '22008': { status: 400, code: ERROR_CODES.validation, message: 'Invalid date or time' },
  '23505': { status: 409, code: ERROR_CODES.conflict, message: 'This record already exists' },
  '23P01': { status: 409, code: ERROR_CODES.conflict, message: 'This vehicle is already booked for that time' },
};

const pgCode = (error: unknown): string | undefined => {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
};

const send = (reply: FastifyReply, status: number, body: ErrorBody) => reply.status(status).send(body);

/**
 * Errors the router raises before any route or hook runs (a path parameter past maxParamLength,
 * a malformed percent-encoding): the same error model instead of Fastify's own body.
 */
export const frameworkErrorHandler = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const status = error.statusCode ?? 400;
  if (status >= 500)
    return send(reply, status, {
      errorId: randomUUID(),
      message: 'Something went wrong!! please try later',
      code: ERROR_CODES.internal,
    });
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The address is too long' : 'The address is not valid';
  return send(reply, status, { errorId: randomUUID(), message, code: ERROR_CODES.validation });
};

/** The error model of DESIGN.md section 3: { errorId, message, code } with a real status. */
export const registerErrorHandling = (app: FastifyInstance, recordServerError: ServerErrorRecorder) => {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const errorId = randomUUID();

    if (error instanceof AppError) {
      return send(reply, error.status, { errorId, message: error.message, code: error.code, fields: error.fields });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        if (!fields[key || '_']) fields[key || '_'] = issue.message ?? 'Invalid value';
      }
      const first = error.validation[0];
      return send(reply, 400, {
        errorId,
        message: first?.message ?? 'Invalid input',
        code: ERROR_CODES.validation,
        fields,
      });
    }

    const dbError = PG_CLIENT_ERRORS[pgCode(error) ?? ''];
    if (dbError) return send(reply, dbError.status, { errorId, message: dbError.message, code: dbError.code });

    // Not a fault of ours to record (the error log lives in the unavailable database): 503, try again.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ errorId, err: error.message }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(reply, 503, { errorId, message: DATABASE_UNAVAILABLE_MESSAGE, code: ERROR_CODES.internal });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? 'Too many attempts. Please wait a minute and try again.' : error.message;
      return send(reply, status, { errorId, message, code: STATUS_CODES[status] ?? ERROR_CODES.validation });
    }

    request.log.error({ err: error, errorId }, 'unhandled error');
    await recordServerError({
      id: errorId,
      message: error.message ?? 'Unknown error',
      detail: error.stack,
      method: request.method,
      path: redactUrl(request.url),
      siteId: request.site?.id,
      userId: request.actor?.userId,
    }).catch((e) => request.log.error({ err: e }, 'could not store error log'));
    return send(reply, 500, {
      errorId,
      message: 'Something went wrong!! please try later',
      code: ERROR_CODES.internal,
    });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, {
      errorId: randomUUID(),
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
      code: ERROR_CODES.notFound,
    }),
  );
};
