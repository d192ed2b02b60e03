/** The assistant (chatbot widget on every page): questions answered from the site's help pages. */
import { ASSISTANT_MESSAGES } from '@ridedesk/domain/assistant/assistant-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { results } from '../../lib/results.ts';
import type { AssistantService } from './assistant.service.ts';

export const ASSISTANT_QUESTION_MAX = 500;

const askBody = z.object({
  question: z
    .string({ message: ASSISTANT_MESSAGES.en.question })
    .trim()
    .min(1, ASSISTANT_MESSAGES.en.question)
    .max(ASSISTANT_QUESTION_MAX, `Maximum length ${ASSISTANT_QUESTION_MAX} characters`),
  locale: z
    .string()
    .trim()
    .max(10)
    .transform((v) => v.toLowerCase().split(/[-_]/)[0])
    .optional(),
});

export const assistantRoutes: FastifyPluginAsyncZod<{ assistant: AssistantService }> = async (app, { assistant }) => {
  app.post(
    '/api/assistant/ask',
    {
      schema: { tags: ['assistant'], body: askBody },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req) => results(await assistant.ask(req.site, req.body.question, req.body.locale)),
  );
};
