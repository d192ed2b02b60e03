import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Actor } from '../plugins/auth.ts';
import type { RequestSite } from '../plugins/tenant.ts';
import { registerClock } from './request-context.ts';
import { type StaffCommand, staffCommands } from './staff-commands.ts';

const NOW = new Date('2026-11-26T09:00:00Z');
const staffOfSite5 = { userId: 7, role: 'SPUser', siteId: 5 } as Actor;

/** A bare app with what a command reads of a request: the host's site, the actor and the app's clock. */
const appWith = async (run: StaffCommand<{ siteId?: number; bookingId: number }>, guard = async () => {}) => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerClock(app, () => NOW);
  app.decorateRequest('site', null as unknown as RequestSite);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (req) => {
    req.site = { id: 2 } as RequestSite;
    req.actor = staffOfSite5;
  });
  const post = staffCommands(app, { tags: ['test'], guard });
  post('/api/test/command', z.object({ siteId: z.number().optional(), bookingId: z.number() }), run);
  await app.ready();
  return app;
};

describe('a back-office command', () => {
  it("When staff post a valid body, then the use case gets their site's context and the body, and its outcome is answered in results", async () => {
    const calls: unknown[] = [];
    const app = await appWith(async (ctx, body) => {
      calls.push({ ctx, body });
      return { done: body.bookingId };
    });
    const res = await app.inject({ method: 'POST', url: '/api/test/command', payload: { siteId: 0, bookingId: 12 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: [{ done: 12 }] });
    expect(calls).toEqual([{ ctx: { siteId: 5, actor: staffOfSite5, now: NOW }, body: { siteId: 0, bookingId: 12 } }]);
  });

  it('When the body is invalid or the guard refuses, then the use case is never called', async () => {
    let called = 0;
    const run = async () => {
      called += 1;
      return {};
    };
    const app = await appWith(run);
    const invalid = await app.inject({ method: 'POST', url: '/api/test/command', payload: { bookingId: 'x' } });
    expect(invalid.statusCode).toBe(400);
    const refusing = await appWith(run, async () => {
      throw Object.assign(new Error('Forbidden'), { statusCode: 403 });
    });
    const refused = await refusing.inject({ method: 'POST', url: '/api/test/command', payload: { bookingId: 1 } });
    expect(refused.statusCode).toBe(403);
    expect(called).toBe(0);
  });
});
