/**
 * The back office's commands: a POST whose body names the site it acts on (`siteId`, 0 or none for
 * the current site). Every such route does the same steps (rule 5): parse the body, build the staff
 * context for that site (`staffCtxOf`), call one use case and answer its outcome in the
 * `{ results }` envelope. A module binds its tags and its role guard once and then says, per path,
 * only its body and which use case it calls with what.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../plugins/auth.ts';
import { staffCtxOf } from './request-context.ts';
import { results } from './results.ts';
import type { UseCaseContext } from './use-case-context.ts';

/** What a command does with the parsed body; the request is there for its origin or headers. */
export type StaffCommand<B> = (ctx: UseCaseContext<Actor>, body: B, req: FastifyRequest) => Promise<unknown>;

/**
 * Returns a function that registers one command under the given OpenAPI tags, behind the given
 * guard (a `requireRole`, run as the preHandler, after the body is parsed).
 */
export const staffCommands =
  (app: FastifyInstance, { tags, guard }: { tags: string[]; guard: (req: FastifyRequest) => Promise<void> }) =>
  <B extends z.ZodType<{ siteId?: number }>>(url: string, body: B, run: StaffCommand<z.output<B>>) =>
    app.post(url, { schema: { tags, body }, preHandler: guard }, async (req) => {
      const input = req.body as z.output<B>;
      return results(await run(staffCtxOf(req, input.siteId), input, req));
    });
