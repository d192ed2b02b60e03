import { expect } from 'vitest';

/**
 * Checks that a refusal is the one error answer of plugins/errors.ts: the status, and a body of
 * exactly { errorId, message, code } (any id). The label names the case in a loop's failures.
 */
export const expectErrorAnswer = (
  res: { statusCode: number; json: () => unknown },
  status: number,
  body: { message: unknown; code: string },
  label?: string,
) => {
  expect(res.statusCode, label).toBe(status);
  expect(res.json(), label).toEqual({ errorId: expect.any(String), ...body });
};

/**
 * Checks that a form was refused with 400 and that the answer names each of the messages, one per
 * refused field, wherever in the body they stand.
 */
export const expectBadRequestNaming = (res: { statusCode: number; body: string }, messages: string[]) => {
  expect(res.statusCode).toBe(400);
  for (const message of messages) expect(res.body).toContain(message);
};
