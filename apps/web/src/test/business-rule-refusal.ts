import { jsonResponse } from './render.tsx';

/**
 * A fetch mock's answer that refuses every call to a path with a 422 business rule (the server's
 * `{ errorId, code, message }`) and answers every other call as `otherwise` does, so a screen test
 * can show how a refused change reads.
 */
export const refusingCallsTo =
  (
    path: string,
    refusal: { errorId: string; message: string },
    otherwise: (url: string) => Response | Promise<Response>,
  ) =>
  async (url: RequestInfo | URL) =>
    String(url).includes(path)
      ? jsonResponse(422, { errorId: refusal.errorId, code: 'BUSINESS_RULE', message: refusal.message })
      : otherwise(String(url));
