/** Sign-in: the authorization-code flow, token refresh with rotation, sign-out and roles. */

import { signInSchema } from '@ridedesk/domain/auth/password';
import { ROLES } from '@ridedesk/domain/shared/constants';
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { createAttemptLimiter } from '../../lib/attempt-limiter.ts';
import { results } from '../../lib/results.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AuthService } from './auth.service.ts';

const FIFTEEN_MINUTES = 15 * 60_000;

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; users: UsersService }> = async (
  app,
  { auth, users },
) => {
  // Per account and per address, so a stuffing run is refused without locking out everyone.
  const perAccount = createAttemptLimiter({ max: 5, windowMs: FIFTEEN_MINUTES });
  const perAddress = createAttemptLimiter({ max: 30, windowMs: FIFTEEN_MINUTES });

  app.post(
    '/api/account/getredirecturl',
    { schema: { tags: ['auth'], body: signInSchema }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (req) => {
      const account = req.body.userName.trim().toLowerCase();
      if (perAccount.isBlocked(account) || perAddress.isBlocked(req.ip))
        throw new AppError(
          ERROR_CODES.rateLimited,
          429,
          'Too many failed sign-in attempts. Please wait 15 minutes or reset your password.',
        );
      try {
        const answer = await auth.signIn(req.body);
        perAccount.reset(account);
        return results(answer);
      } catch (error) {
        if (error instanceof AppError && error.code === ERROR_CODES.invalidCredentials) {
          perAccount.fail(account);
          perAddress.fail(req.ip);
        }
        throw error;
      }
    },
  );

  app.get(
    '/api/auth/gettoken',
    {
      schema: {
        tags: ['auth'],
        querystring: z.object({ code: z.string().min(1, 'The sign-in code is missing').max(200) }),
      },
    },
    async (req) => results(await auth.exchangeCode(req.query.code)),
  );

  app.post(
    '/api/auth/RefreshAccessToken',
    {
      schema: {
        tags: ['auth'],
        querystring: z.object({
          clientId: z.string().min(1).max(100),
          refreshToken: z.string().min(1, 'No refresh token available').max(200),
        }),
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req) => results(await auth.refresh(req.query.clientId, req.query.refreshToken)),
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], body: z.object({ refreshToken: z.string().max(200).optional() }).optional() } },
    async (req) => {
      if (req.body?.refreshToken) await auth.signOut(req.body.refreshToken);
      return results({ signedOut: true });
    },
  );

  app.get(
    '/api/auth/getaspnetroles',
    { schema: { tags: ['auth'] }, preHandler: requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser) },
    async () => results(await users.roles()),
  );

  app.get('/api/.well-known/jwks.json', { schema: { tags: ['auth'] } }, async () => auth.publicJwks());
};
