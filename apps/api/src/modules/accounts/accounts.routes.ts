/**
 * Accounts: registration, e-mail verification codes, name checks, forgotten and changed
 * passwords, e-mail change and the profile (spec 01 sections 3, 5 and 7).
 */
import {
  ACCOUNT_MESSAGES,
  emailSchema,
  registerSchema,
  resetPasswordSchema,
  updatePasswordSchema,
  updateUserSchema,
  verificationCodeSchema,
} from '@ridedesk/domain/auth/account-forms';
import { TEMPLATE_NAMES } from '@ridedesk/domain/shared/constants';
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { signedInCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import type { LimitStore } from '../../lib/shared-limits.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
import { ACCOUNT_ANSWERS, type AccountsService } from './accounts.service.ts';

const FIFTEEN_MINUTES = 15 * 60_000;

export const LIMIT_MESSAGES = {
  address: 'Too many e-mails were requested for this address. Please wait 15 minutes and try again.',
  network: 'Too many e-mails were requested from your network. Please wait 15 minutes and try again.',
  password: 'Too many wrong passwords. Please wait 15 minutes and try again.',
} as const;

const templateType = (expected: string) =>
  z
    .string()
    .trim()
    .max(100)
    .optional()
    .refine((v) => !v || v.toLowerCase() === expected.toLowerCase(), ACCOUNT_MESSAGES.templateInvalid);

const clientIdQuery = z.string().trim().max(100).optional();

const verificationQuery = z.object({
  email: emailSchema,
  templateType: templateType(TEMPLATE_NAMES.emailVerification),
  clientId: clientIdQuery,
  firstName: z.string().trim().max(100).optional(),
});

/** A user name (or an e-mail address used as one), required. */
const userNameQuery = z.object({
  userName: z
    .string({ message: ACCOUNT_MESSAGES.userNameRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.userNameRequired)
    .max(256),
});

const signedIn = requireRole();

/** A user's own account is on their own site. */
const ownCtxOf = (req: FastifyRequest) => signedInCtxOf(req, actorOf(req).siteId);

export const accountsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  publicUrl?: string;
  limits: LimitStore;
}> = async (app, { accounts, publicUrl, limits }) => {
  /** The attempt limits count time on the app's clock (tests pass their own). */
  const clock = () => app.clock().getTime();
  // Mail sends are limited per address and per network address; each send counts.
  // With REDIS_URL they count in Redis (every replica alike); unreachable, they refuse with 503.
  const paused =
    'Sending is paused for a moment because the attempt counter cannot be reached. Please try again in a minute.';
  const sendsPerAddress = limits.counter('mail-sends-address', {
    max: 5,
    windowMs: FIFTEEN_MINUTES,
    now: clock,
    unavailableMessage: paused,
  });
  const sendsPerNetwork = limits.counter('mail-sends-network', {
    max: 20,
    windowMs: FIFTEEN_MINUTES,
    now: clock,
    unavailableMessage: paused,
  });
  const wrongPasswords = limits.counter('wrong-passwords', {
    max: 5,
    windowMs: FIFTEEN_MINUTES,
    now: clock,
    unavailableMessage:
      'Password checks are paused for a moment because the attempt counter cannot be reached. Please try again in a minute.',
  });

  const countSend = async (address: string, ip: string) => {
    const key = address.trim().toLowerCase();
    if (await sendsPerAddress.isBlocked(key)) throw new AppError(ERROR_CODES.rateLimited, 429, LIMIT_MESSAGES.address);
    if (await sendsPerNetwork.isBlocked(ip)) throw new AppError(ERROR_CODES.rateLimited, 429, LIMIT_MESSAGES.network);
    await Promise.all([sendsPerAddress.fail(key), sendsPerNetwork.fail(ip)]);
  };

  for (const url of ['/api/emailverificationcode/sendemailfornewuseremailverification', '/api/auth/sendemail'])
    app.get(url, { schema: { tags: ['accounts'], querystring: verificationQuery } }, async (req) => {
      await countSend(req.query.email, req.ip);
      return results(
        await accounts.sendEmailVerification({
          site: req.site,
          email: req.query.email,
          firstName: req.query.firstName,
        }),
      );
    });

  app.get(
    '/api/emailverificationcode/isvalidemailverificationcode',
    {
      schema: { tags: ['accounts'], querystring: z.object({ email: emailSchema, code: verificationCodeSchema }) },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => results(await accounts.checkEmailCode(req.query.email, req.query.code)),
  );

  app.get(
    '/api/user/getuserbyemailaddress',
    {
      schema: { tags: ['accounts'], querystring: z.object({ email: emailSchema }) },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req) => results(await accounts.isLoginTaken(req.query.email)),
  );

  app.get(
    '/api/user/getuserbyusername',
    {
      schema: { tags: ['accounts'], querystring: userNameQuery },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req) => results(await accounts.isLoginTaken(req.query.userName)),
  );

  app.post(
    '/api/account/register',
    {
      schema: { tags: ['accounts'], body: registerSchema },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req, reply) => reply.status(201).send(results(await accounts.register(req.site, req.body))),
  );

  app.get(
    '/api/EmailVerificationCode/SendEmailForgotPassword',
    {
      schema: { tags: ['accounts'], querystring: userNameQuery },
    },
    async (req) => {
      await countSend(req.query.userName, req.ip);
      return results(
        await accounts.sendPasswordReset({
          site: req.site,
          origin: siteOrigin(req, publicUrl),
          login: req.query.userName,
        }),
      );
    },
  );

  app.post(
    '/api/account/resetpassword',
    {
      schema: { tags: ['accounts'], body: resetPasswordSchema },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req) => results(await accounts.resetPassword(req.body)),
  );

  app.post(
    '/api/auth/updatepassword',
    { schema: { tags: ['accounts'], body: updatePasswordSchema }, preHandler: signedIn },
    async (req) => {
      const actor = actorOf(req);
      const key = String(actor.userId);
      if (await wrongPasswords.isBlocked(key))
        throw new AppError(ERROR_CODES.rateLimited, 429, LIMIT_MESSAGES.password);
      try {
        return results(await accounts.updatePassword(ownCtxOf(req), req.body));
      } catch (error) {
        if (error instanceof AppError && error.code === ERROR_CODES.invalidCredentials) await wrongPasswords.fail(key);
        throw error;
      }
    },
  );

  // The e-mail change asks for the current password: the web POSTs it in the body; the spec's GET
  // (query string) is kept for its callers, with the same rule.
  const emailChangeFields = z.object({
    oldEmailAddress: emailSchema,
    newEmailAddress: emailSchema,
    // Checked after sign-in (a missing one answers 400 there), so nobody learns the rule unsigned.
    password: z.string().max(128, ACCOUNT_ANSWERS.wrongCurrentPassword).optional(),
    templateType: templateType(TEMPLATE_NAMES.updateUsername),
    clientId: clientIdQuery,
  });
  const sendEmailChange = async (req: FastifyRequest, input: z.infer<typeof emailChangeFields>) => {
    const actor = actorOf(req);
    const key = String(actor.userId);
    if (await wrongPasswords.isBlocked(key)) throw new AppError(ERROR_CODES.rateLimited, 429, LIMIT_MESSAGES.password);
    await countSend(input.newEmailAddress, req.ip);
    try {
      return results(
        await accounts.sendEmailChange(actor, {
          site: req.site,
          origin: siteOrigin(req, publicUrl),
          oldEmail: input.oldEmailAddress,
          newEmail: input.newEmailAddress,
          password: input.password ?? '',
        }),
      );
    } catch (error) {
      if (error instanceof AppError && error.code === ERROR_CODES.invalidCredentials) await wrongPasswords.fail(key);
      throw error;
    }
  };
  app.post(
    '/api/auth/sendemailforusernameupdate',
    { schema: { tags: ['accounts'], body: emailChangeFields }, preHandler: signedIn },
    async (req) => sendEmailChange(req, req.body),
  );
  app.get(
    '/api/auth/sendemailforusernameupdate',
    { schema: { tags: ['accounts'], querystring: emailChangeFields }, preHandler: signedIn },
    async (req) => sendEmailChange(req, req.query),
  );

  app.post(
    '/api/auth/updateuser',
    { schema: { tags: ['accounts'], body: updateUserSchema }, preHandler: signedIn },
    async (req) => results(await accounts.updateUser(ownCtxOf(req), req.body)),
  );

  app.post(
    '/api/auth/confirmemailchange',
    {
      schema: {
        tags: ['accounts'],
        body: z.object({
          oldemail: emailSchema,
          newemail: emailSchema,
          token: z.string().trim().min(1, 'This e-mail change link is incomplete').max(200),
        }),
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req) =>
      results(
        await accounts.confirmEmailChange({
          oldEmail: req.body.oldemail,
          newEmail: req.body.newemail,
          token: req.body.token,
        }),
      ),
  );

  app.get('/api/auth/profile', { schema: { tags: ['accounts'] }, preHandler: signedIn }, async (req) =>
    results(await accounts.profile(ownCtxOf(req))),
  );
};
