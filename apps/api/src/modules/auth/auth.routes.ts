/** Sign-in: the authorization-code flow, token refresh with rotation, sign-out and roles. */

import { signInSchema } from '@ridedesk/domain/auth/password';
import { ROLES } from '@ridedesk/domain/shared/constants';
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { results } from '../../lib/results.ts';
import type { LimitStore } from '../../lib/shared-limits.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AuthService } from './auth.service.ts';

const FIFTEEN_MINUTES = 15 * 60_000;

const codeInput = z.object({ code: z.string().min(1, 'The sign-in code is missing').max(200) });
const refreshInput = z.object({
  clientId: z.string().min(1).max(100),
  refreshToken: z.string({ message: 'No refresh token available' }).min(1, 'No refresh token available').max(200),
});

/** Parses input gathered from the query and the body; answers 400 with each field's message. */
const parseOrRefuse = <T>(schema: z.ZodType<T>, input: unknown): T => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
  throw badRequest(Object.values(fields)[0] ?? 'Invalid input', fields);
};
const THIRTY_DAYS = 30 * 86_400_000;

/** The wait before a failed sign-in answers: none for two failures, then 250 ms more each, at most 2 s. */
export const failureDelayMs = (failures: number) => Math.min(2000, Math.max(0, failures - 2) * 250);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; users: UsersService; limits: LimitStore }> = async (
  app,
  { auth, users, limits },
) => {
  // Credential stuffing (DESIGN.md section 4): failures are slowed per account, then refused per
  // account and address, per address, and per account across addresses; an address the account
  // signed in from recently keeps working, so an attack does not lock the real user out.
  // With REDIS_URL they count in Redis, so every replica refuses at the same attempt (lib/shared-limits.ts).
  const perAccountAndAddress = limits.counter('signin-account-address', { max: 5, windowMs: FIFTEEN_MINUTES });
  const perAddress = limits.counter('signin-address', { max: 30, windowMs: FIFTEEN_MINUTES });
  const perAccount = limits.counter('signin-account', { max: 20, windowMs: FIFTEEN_MINUTES });
  // The addresses each account signed in from lately: in Redis too, so every replica knows them.
  const knownAddresses = limits.recent('signin-known-address', THIRTY_DAYS);
  const refused = () =>
    new AppError(
      ERROR_CODES.rateLimited,
      429,
      'Too many failed sign-in attempts. Please wait 15 minutes or reset your password.',
    );

  app.post(
    '/api/account/getredirecturl',
    { schema: { tags: ['auth'], body: signInSchema }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (req) => {
      const account = req.body.userName.trim().toLowerCase();
      const pair = `${account}|${req.ip}`;
      const known = await knownAddresses.has(pair);
      const [pairBlocked, addressBlocked, accountBlocked] = await Promise.all([
        perAccountAndAddress.isBlocked(pair),
        perAddress.isBlocked(req.ip),
        known ? false : perAccount.isBlocked(account),
      ]);
      if (pairBlocked || addressBlocked || accountBlocked) throw refused();
      try {
        const answer = await auth.signIn(req.body);
        await perAccountAndAddress.reset(pair);
        await knownAddresses.add(pair);
        return results(answer);
      } catch (error) {
        if (error instanceof AppError && error.code === ERROR_CODES.invalidCredentials) {
          await Promise.all([perAccountAndAddress.fail(pair), perAddress.fail(req.ip), perAccount.fail(account)]);
          // Slowed: from the third failure on an account, each failed answer waits longer.
          await sleep(failureDelayMs(await perAccount.count(account)));
        }
        throw error;
      }
    },
  );

  // The sign-in code and the refresh token: the spec's query form stays (it is the contract), and
  // a JSON body is accepted too, which the web app uses so proxies' access logs never keep them.
  // Our own request log masks them either way (plugins/log-redaction.ts).
  app.get('/api/auth/gettoken', { schema: { tags: ['auth'], querystring: codeInput } }, async (req) =>
    results(await auth.exchangeCode(req.query.code)),
  );

  app.post('/api/auth/gettoken', { schema: { tags: ['auth'], body: codeInput } }, async (req) =>
    results(await auth.exchangeCode(req.body.code)),
  );

  app.post(
    '/api/auth/RefreshAccessToken',
    {
      schema: { tags: ['auth'], querystring: refreshInput.partial(), body: refreshInput.partial().nullish() },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req) => {
      const { clientId, refreshToken } = parseOrRefuse(refreshInput, {
        clientId: req.body?.clientId ?? req.query.clientId,
        refreshToken: req.body?.refreshToken ?? req.query.refreshToken,
      });
      return results(await auth.refresh(clientId, refreshToken));
    },
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
