import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import { MESSAGES } from '@ridedesk/domain/shared/messages';
import { describe, expect, it } from 'vitest';
import { mapHttpError } from './api-error.ts';

describe('mapping a failed answer', () => {
  it('When the answer is 400, then its message and field messages are kept as they are', () => {
    const error = mapHttpError(400, {
      errorId: 'id-1',
      message: 'Please enter the host name',
      code: ERROR_CODES.validation,
      fields: { host: 'Please enter the host name' },
    });
    expect(error.status).toBe(400);
    expect(error.message).toBe('Please enter the host name');
    expect(error.fields).toEqual({ host: 'Please enter the host name' });
    expect(error.errorId).toBe('id-1');
  });

  it.each([404, 409, 422, 500, 503])(
    'When the answer is %i, then the message is the generic failure text',
    (status) => {
      const error = mapHttpError(status, { errorId: 'id-2', message: 'internal detail', code: ERROR_CODES.conflict });
      expect(error.message).toBe(MESSAGES.genericFailure);
      expect(error.message).toBe('Something went wrong!! please try later');
      expect(error.status).toBe(status);
      expect(error.errorId).toBe('id-2');
    },
  );

  it('When a conflict is a duplicate host, then its code survives so the form can say so', () => {
    expect(mapHttpError(409, { message: 'Duplicate Host Name !!', code: ERROR_CODES.duplicateHost }).code).toBe(
      ERROR_CODES.duplicateHost,
    );
  });

  it('When the caller keeps messages for 401 and 429, then sign-in shows the server text', () => {
    expect(mapHttpError(401, { message: 'Invalid username or password' }, [401, 429]).message).toBe(
      'Invalid username or password',
    );
    expect(mapHttpError(429, { message: 'Too many failed sign-in attempts.' }, [401, 429]).message).toBe(
      'Too many failed sign-in attempts.',
    );
  });

  it('When the body is not JSON, then a 400 still fails with the generic text', () => {
    expect(mapHttpError(400, null).message).toBe(MESSAGES.genericFailure);
  });
});
