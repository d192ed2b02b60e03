/** Subscriptions (spec 01 sections 4, 5, 7, 9): plans, the chooser's order, the hosted checkout, approval. */
import { einSchema } from '@ridedesk/domain/auth/account-forms';
import { ROLES } from '@ridedesk/domain/shared/constants';
import { MESSAGES } from '@ridedesk/domain/shared/messages';
import { checkoutCardSchema } from '@ridedesk/domain/subscriptions/checkout-card';
import {
  CREDIT_CARD,
  ONE_MONTH_TRIAL,
  REGISTRATION_STATUS,
  subscriptionPlanFormSchema,
} from '@ridedesk/domain/subscriptions/subscription-plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf, platformCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

const recordId = z.coerce.number().int().positive().max(2_147_483_647);
const tags = ['subscription'];

const platform = requireRole(ROLES.superAdmin);
const providerAdmin = requireRole(ROLES.spAdmin);
const staffAndPlatform = requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser);
const approvers = requireRole(ROLES.superAdmin, ROLES.spAdmin);

const choosePlan = z.coerce
  .number({ message: MESSAGES.chooseSubscription })
  .int(MESSAGES.chooseSubscription)
  .positive(MESSAGES.chooseSubscription)
  .max(2_147_483_647, MESSAGES.chooseSubscription);

export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
  findUser: (userName: string) => Promise<{ siteId: number; role: string } | undefined>;
}> = async (app, { subscriptions, findUser }) => {
  app.get(
    '/api/subscriptionPlan/get',
    {
      schema: {
        tags,
        querystring: z.object({
          name: z.string().trim().max(50).optional(),
          page: z.coerce.number().int().min(1).max(100_000).optional(),
          pageSize: z.coerce.number().int().min(1).max(100).default(10),
        }),
      },
    },
    async (req) => {
      const { plans, total } = await subscriptions.listPlans(ctxOf(req, null), req.query);
      return results(plans, { totalCount: total });
    },
  );

  app.post(
    '/api/subscriptionPlan',
    { schema: { tags, body: subscriptionPlanFormSchema }, preHandler: platform },
    async (req, reply) => reply.status(201).send(results(await subscriptions.createPlan(platformCtxOf(req), req.body))),
  );

  app.put(
    '/api/subscriptionPlan',
    {
      schema: { tags, body: z.intersection(z.object({ id: recordId }), subscriptionPlanFormSchema) },
      preHandler: platform,
    },
    async (req) => results(await subscriptions.updatePlan(platformCtxOf(req), req.body)),
  );

  app.post(
    '/api/subscriptionPlan/enableDisable',
    { schema: { tags, body: z.object({ id: recordId, isEnabled: z.boolean() }) }, preHandler: platform },
    async (req) => results(await subscriptions.setPlanEnabled(platformCtxOf(req), req.body)),
  );

  app.get(
    '/api/subscriptionplan/getSubscriptionIdByServiceproviderZipcode',
    {
      schema: {
        tags,
        querystring: z.object({
          serviceProviderName: z.string().trim().min(1, 'Please enter the service provider name').max(200),
          zipCode: z
            .string()
            .trim()
            .regex(/^\d{5}(-\d{4})?$/, 'Please enter a valid ZIP code'),
        }),
      },
      preHandler: staffAndPlatform,
    },
    async (req) =>
      results(
        await subscriptions.subscriptionOfProvider(actorOf(req), req.query.serviceProviderName, req.query.zipCode),
      ),
  );

  app.get(
    '/api/auth/getSubscriptionTransactionStatus',
    {
      schema: {
        tags,
        querystring: z.object({ userName: z.string().trim().min(1, 'Please enter the user name').max(256) }),
      },
      preHandler: staffAndPlatform,
    },
    async (req) => results(await subscriptions.transactionStatus(actorOf(req), req.query.userName, findUser)),
  );

  app.post(
    '/api/SubscriptionPlan/createSubscriptionPlanSiteMappingOrder',
    {
      schema: {
        tags,
        querystring: z.object({
          subscriptionPlanId: choosePlan,
          orderId: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
          paymentType: z.enum([CREDIT_CARD, ONE_MONTH_TRIAL], { message: MESSAGES.choosePaymentMode }).optional(),
          EIN: einSchema,
        }),
      },
      preHandler: providerAdmin,
    },
    async (req) => {
      const actor = actorOf(req);
      const origin = `${req.protocol}://${req.host}`;
      return results(
        await subscriptions.createOrder(actor, {
          subscriptionPlanId: req.query.subscriptionPlanId,
          orderId: req.query.orderId,
          paymentType: req.query.paymentType ?? null,
          origin,
          ein: req.query.EIN,
        }),
      );
    },
  );

  app.post(
    '/api/SubscriptionPlan/cancelSubscriptionPlanSiteMappingOrder',
    { schema: { tags, querystring: z.object({ orderId: recordId }) }, preHandler: providerAdmin },
    async (req) => results(await subscriptions.cancelOrder(actorOf(req), req.query.orderId)),
  );

  app.post(
    '/api/site/ChangeServiceProviderRegistrationStatus',
    {
      schema: {
        tags: ['site'],
        querystring: z.object({
          statusMessage: z.literal(REGISTRATION_STATUS.approved, { message: 'The status can only be Approved' }),
          siteId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
        }),
      },
      preHandler: approvers,
    },
    async (req) =>
      results(
        await subscriptions.changeRegistrationStatus(actorOf(req), req.query.statusMessage, req.query.siteId || null),
      ),
  );

  const sessionParam = z.object({ sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'Unknown checkout') });

  app.get(
    '/api/subscriptions/checkout/:sessionId',
    { schema: { tags, params: sessionParam }, preHandler: providerAdmin },
    async (req) => results(await subscriptions.sandboxSession(actorOf(req), req.params.sessionId)),
  );

  app.post(
    '/api/subscriptions/checkout/:sessionId/pay',
    {
      schema: { tags, params: sessionParam, body: checkoutCardSchema(app.clock) },
      preHandler: providerAdmin,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req) => results(await subscriptions.sandboxPay(actorOf(req), req.params.sessionId, req.body.cardNumber)),
  );

  // Stripe signs the raw body: this scope keeps JSON bodies as text.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post('/api/subscriptions/stripe/webhook', { schema: { tags } }, async (req) => {
      const signature = req.headers['stripe-signature'];
      return subscriptions.stripeWebhook(
        typeof req.body === 'string' ? req.body : '',
        typeof signature === 'string' ? signature : undefined,
      );
    });
  });
};
