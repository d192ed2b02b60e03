/** Languages: the shared catalogue every site picks its preferred and other languages from. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { results } from '../../lib/results.ts';
import { listLanguages } from './languages.service.ts';

export const languagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/language/getMasterData', { schema: { tags: ['site'] } }, async () => results(await listLanguages(db)));
};
