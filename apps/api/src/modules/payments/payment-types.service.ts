/**
 * A site's payment types (spec 03 section 7 "Payments", DESIGN.md section 9): enabling a type
 * with its credentials and card-brand flags, reading them masked (staff) or public (the booking
 * wizard), Square's OAuth code exchange and PayPal's account check.
 */
import { acceptedBrands } from '@ridedesk/domain/payments/card-rules';
import { PAYMENT_TEXTS } from '@ridedesk/domain/payments/payment-messages';
import type { ActivatePaymentTypeInput } from '@ridedesk/domain/payments/payment-schemas';
import {
  CARD_BRAND_FLAGS,
  type CardBrandFlags,
  PAYMENT_TYPE_IDS,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  type PaymentTypeName,
  SECRET_CREDENTIAL_FIELDS,
  type SecretCredentialField,
} from '@ridedesk/domain/payments/payment-types';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { Db } from '../../db/client.ts';
import { GatewayUnreachable } from '../../integrations/payments/gateway.ts';
import { googlePayNetworks } from '../../integrations/payments/google-pay.ts';
import { AppError, badRequest, businessRule, forbidden, notFound } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import { type CredentialCipher, maskSecret } from './credential-cipher.ts';
import { type Credentials, type GatewayDirectory, hasLiveCredentials } from './payment-gateways.ts';
import * as repo from './payments.repository.ts';

const COLUMN: Record<SecretCredentialField, 'apiLoginId' | 'transactionKey' | 'accessToken' | 'refreshToken'> = {
  apiloginId: 'apiLoginId',
  transactionKey: 'transactionKey',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
};

const flagsOf = (row: repo.MappingRow): CardBrandFlags =>
  Object.fromEntries(CARD_BRAND_FLAGS.map((f) => [f, row[f]])) as CardBrandFlags;

export const gatewayUnavailable = (message: string = PAYMENT_TEXTS.gatewayUnavailable) =>
  new AppError('CONFLICT', 503, message);

export type Viewer = 'staff' | 'public';
/** What a payment type read needs of the use case's context: the site. */
type Ctx = Pick<UseCaseContext, 'siteId'>;

/** Who reads a site's gateway setup (modes, masked credentials, disabled types): its administrator and the platform's. */
export const canReadPaymentSetup = (role: string) => role === ROLES.spAdmin || role === ROLES.superAdmin;

export const createPaymentTypesService = (deps: { db: Db; cipher: CredentialCipher; gateways: GatewayDirectory }) => {
  const { db, cipher, gateways } = deps;

  const decrypt = (row: repo.MappingRow): Credentials => {
    const read = (field: SecretCredentialField) => {
      const stored = row[COLUMN[field]];
      return stored ? cipher.decrypt(stored, { siteId: row.siteId, paymentType: row.paymentType, field }) : null;
    };
    return {
      apiloginId: read('apiloginId'),
      transactionKey: read('transactionKey'),
      accessToken: read('accessToken'),
      refreshToken: read('refreshToken'),
      accessTokenExpiry: row.accessTokenExpiry,
      locationId: row.locationId,
    };
  };

  /** The credentials a type charges with: Google Pay falls back on the site's Authorize.Net account. */
  const credentialsOf = async (siteId: number, type: PaymentTypeName, row?: repo.MappingRow) => {
    const own = row ?? (await repo.findMapping(db, siteId, type));
    const creds = own ? decrypt(own) : null;
    if (type === 'GPay' && !(creds && hasLiveCredentials('GPay', creds))) {
      const anet = await repo.findMapping(db, siteId, 'AuthorizeNet');
      if (anet) {
        const fallback = decrypt(anet);
        if (hasLiveCredentials('AuthorizeNet', fallback)) return fallback;
      }
    }
    return creds;
  };

  const modeOf = (type: PaymentTypeName, creds: Credentials | null) =>
    type === 'COD' ? 'cash' : creds && hasLiveCredentials(type, creds) ? 'live' : 'sandbox';

  const baseDto = (row: repo.MappingRow, creds: Credentials | null) => {
    const type = row.paymentType as PaymentTypeName;
    const flags = flagsOf(row);
    return {
      id: row.id,
      siteId: row.siteId,
      paymentType: type,
      paymentTypeId: PAYMENT_TYPE_IDS[type],
      label: PAYMENT_TYPE_LABELS[type],
      isEnabled: row.isEnabled,
      mode: modeOf(type, creds),
      ...flags,
      acceptedCardBrands: type === 'COD' || type === 'PayPal' ? [] : acceptedBrands(flags),
    };
  };

  /** Staff see every field, the secrets masked, and whether credentials are held. */
  const staffDto = (row: repo.MappingRow, own: Credentials, effective: Credentials | null) => ({
    ...baseDto(row, effective),
    hasCredentials: hasLiveCredentials(row.paymentType as PaymentTypeName, own),
    apiloginId: maskSecret(own.apiloginId),
    transactionKey: maskSecret(own.transactionKey),
    accessToken: maskSecret(own.accessToken),
    refreshToken: maskSecret(own.refreshToken),
    accessTokenExpiry: own.accessTokenExpiry,
    locationId: own.locationId,
    createdOn: row.createdOn,
    updatedOn: row.updatedOn,
  });

  /** The wizard sees the type, label, flags and the public ids its vendor script needs; no secret. */
  const publicDto = (row: repo.MappingRow, effective: Credentials | null) => {
    const dto = baseDto(row, effective);
    const live = dto.mode === 'live' && effective;
    const type = dto.paymentType;
    const publicConfig =
      type === 'Square' && live
        ? { squareApplicationId: effective.apiloginId, squareLocationId: effective.locationId }
        : type === 'PayPal' && live
          ? { paypalClientId: effective.apiloginId, currency: 'USD', intent: 'capture' }
          : type === 'GPay'
            ? {
                googlePay: {
                  environment: live ? 'PRODUCTION' : 'TEST',
                  gateway: 'authorizenet',
                  // Authorize.Net's Payment Gateway ID, kept in the GPay mapping's locationId.
                  gatewayMerchantId: row.locationId,
                  allowedCardNetworks: googlePayNetworks(flagsOf(row)),
                },
              }
            : {};
    return { ...dto, publicConfig };
  };

  const dtoOf = async (row: repo.MappingRow, viewer: Viewer) => {
    const type = row.paymentType as PaymentTypeName;
    const effective = await credentialsOf(row.siteId, type, row);
    // Staff booking for a rider pay through the same vendor scripts, so they read the public ids too.
    return viewer === 'staff'
      ? { ...staffDto(row, decrypt(row), effective), publicConfig: publicDto(row, effective).publicConfig }
      : publicDto(row, effective);
  };

  /** Checks new credentials with the gateway before they are kept. */
  const verify = async (type: PaymentTypeName, c: Credentials) => {
    if (!hasLiveCredentials(type, c)) return;
    try {
      const ok =
        type === 'AuthorizeNet' || type === 'GPay'
          ? await gateways.authorizeNet(c).authenticate()
          : type === 'PayPal'
            ? Boolean(await gateways.paypal(c).accessToken())
            : type === 'Square'
              ? await gateways.square(c).locationExists()
              : true;
      if (!ok) throw businessRule(PAYMENT_TEXTS.credentialsRefused);
    } catch (error) {
      if (error instanceof GatewayUnreachable) throw gatewayUnavailable();
      throw error;
    }
  };

  const assertAdmin = (actor: Actor) => {
    if (actor.role !== ROLES.spAdmin) throw forbidden('Only the site administrator sets up payment types');
  };

  const save = async (
    actor: Actor,
    siteId: number,
    type: PaymentTypeName,
    secrets: Partial<Record<SecretCredentialField, string>>,
    rest: repo.MappingValues,
  ) => {
    const values: repo.MappingValues = { ...rest };
    for (const field of SECRET_CREDENTIAL_FIELDS) {
      const value = secrets[field];
      if (value === undefined) continue;
      values[COLUMN[field]] = value === '' ? null : cipher.encrypt(value, { siteId, paymentType: type, field });
    }
    return repo.upsertMapping(db, siteId, type, values, actor.userId);
  };

  return {
    credentialsOf,
    modeOf,

    list: async ({ siteId }: Ctx, { viewer }: { viewer: Viewer }) => {
      const rows = await repo.listMappings(db, siteId);
      const visible = viewer === 'staff' ? rows : rows.filter((r) => r.isEnabled);
      return Promise.all(visible.map((r) => dtoOf(r, viewer)));
    },

    find: async ({ siteId }: Ctx, { paymentType: type, viewer }: { paymentType: PaymentTypeName; viewer: Viewer }) => {
      const row = await repo.findMapping(db, siteId, type);
      if (!row || (viewer === 'public' && !row.isEnabled))
        throw notFound('The payment type is not set up for this site');
      return dtoOf(row, viewer);
    },

    /** The enabled mapping a payment goes through, or a 422 when the site does not offer the type. */
    enabledMapping: async ({ siteId }: Ctx, { paymentType: type }: { paymentType: PaymentTypeName }) => {
      const row = await repo.findMapping(db, siteId, type);
      if (!row?.isEnabled) throw businessRule(PAYMENT_TEXTS.notEnabled);
      return { row, flags: flagsOf(row), credentials: await credentialsOf(siteId, type, row) };
    },

    /** Whether the site offers a type, and with live credentials (getgoogleapisettings' gpayEnabled). */
    offers: async ({ siteId }: Ctx, { paymentType: type }: { paymentType: PaymentTypeName }) => {
      const row = await repo.findMapping(db, siteId, type);
      if (!row?.isEnabled) return { enabled: false, live: false };
      return { enabled: true, live: modeOf(type, await credentialsOf(siteId, type, row)) === 'live' };
    },

    /** The fixed list of payment types (the masters of the mapping pattern). */
    masters: () =>
      PAYMENT_TYPES.map((type) => ({ id: PAYMENT_TYPE_IDS[type], name: type, label: PAYMENT_TYPE_LABELS[type] })),

    activate: async ({ actor, siteId }: UseCaseContext<Actor>, input: ActivatePaymentTypeInput) => {
      assertAdmin(actor);
      const type = input.paymentType;
      const current = await repo.findMapping(db, siteId, type);
      const stored = current ? decrypt(current) : null;
      const pick = (field: SecretCredentialField) => {
        const value = input[field];
        return value === undefined ? (stored?.[field] ?? null) : value || null;
      };
      const next: Credentials = {
        apiloginId: pick('apiloginId'),
        transactionKey: pick('transactionKey'),
        accessToken: pick('accessToken'),
        refreshToken: pick('refreshToken'),
        accessTokenExpiry:
          input.accessTokenExpiry === undefined
            ? (stored?.accessTokenExpiry ?? null)
            : input.accessTokenExpiry
              ? new Date(input.accessTokenExpiry)
              : null,
        locationId: input.locationId === undefined ? (stored?.locationId ?? null) : input.locationId || null,
      };
      // Half a set of credentials is a mistake, not a sandbox.
      const pairs: [SecretCredentialField | 'locationId', SecretCredentialField | 'locationId'][] =
        type === 'Square' ? [['accessToken', 'locationId']] : type === 'COD' ? [] : [['apiloginId', 'transactionKey']];
      for (const [a, b] of pairs)
        if (Boolean(next[a]) !== Boolean(next[b])) {
          const missing = next[a] ? b : a;
          throw badRequest(`Please enter the ${missing}`, { [missing]: 'Required with the other credential' });
        }
      const changed = SECRET_CREDENTIAL_FIELDS.some((f) => input[f] !== undefined) || input.locationId !== undefined;
      if (changed) await verify(type, next);

      const flags = Object.fromEntries(
        CARD_BRAND_FLAGS.filter((f) => input[f] !== undefined).map((f) => [f, input[f] as boolean]),
      );
      const row = await save(
        actor,
        siteId,
        type,
        Object.fromEntries(SECRET_CREDENTIAL_FIELDS.filter((f) => input[f] !== undefined).map((f) => [f, input[f]])),
        {
          isEnabled: input.isEnabled,
          ...flags,
          ...(input.accessTokenExpiry !== undefined ? { accessTokenExpiry: next.accessTokenExpiry } : {}),
          ...(input.locationId !== undefined ? { locationId: next.locationId } : {}),
        },
      );
      return dtoOf(row, 'staff');
    },

    /** Square's OAuth: the authorization code for tokens, kept encrypted; the location must be the merchant's. */
    authorizeSquare: async (
      { actor, siteId }: UseCaseContext<Actor>,
      input: { clientID: string; clientSecret: string; code: string; redirectUri?: string; locationid: string },
    ) => {
      assertAdmin(actor);
      try {
        const tokens = await gateways.squareOAuth().exchangeCode({
          clientId: input.clientID,
          clientSecret: input.clientSecret,
          code: input.code,
          redirectUri: input.redirectUri,
        });
        if ('error' in tokens) throw businessRule(`${PAYMENT_TEXTS.credentialsRefused} (${tokens.error})`);
        const creds: Credentials = {
          apiloginId: input.clientID,
          transactionKey: input.clientSecret,
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken,
          accessTokenExpiry: tokens.expiresAt,
          locationId: input.locationid,
        };
        if (!(await gateways.square(creds).locationExists()))
          throw badRequest('The Square location was not found', { locationid: 'Not a location of this account' });
        const current = await repo.findMapping(db, siteId, 'Square');
        const row = await save(
          actor,
          siteId,
          'Square',
          {
            apiloginId: input.clientID,
            transactionKey: input.clientSecret,
            accessToken: tokens.accessToken,
            refreshToken: tokens.refreshToken ?? '',
          },
          {
            isEnabled: current?.isEnabled ?? true,
            accessTokenExpiry: tokens.expiresAt,
            locationId: input.locationid,
            ...(current ? {} : { isVisa: true, isMastercard: true, isAmericanExpress: true, isDiscover: true }),
          },
        );
        return { ...(await dtoOf(row, 'staff')), isAuthorized: true };
      } catch (error) {
        if (error instanceof GatewayUnreachable) throw gatewayUnavailable();
        throw error;
      }
    },

    /** Whether the site's PayPal credentials get a token from PayPal (false without credentials). */
    isPaypalAuthorized: async ({ siteId }: Ctx) => {
      const row = await repo.findMapping(db, siteId, 'PayPal');
      const creds = row ? decrypt(row) : null;
      if (!row || !creds || !hasLiveCredentials('PayPal', creds))
        return { paymentType: 'PayPal', isAuthorized: false, hasCredentials: false, mode: modeOf('PayPal', creds) };
      try {
        const token = await gateways.paypal(creds).accessToken();
        return { paymentType: 'PayPal', isAuthorized: Boolean(token), hasCredentials: true, mode: 'live' };
      } catch (error) {
        if (error instanceof GatewayUnreachable) throw gatewayUnavailable();
        throw error;
      }
    },

    /** Square tokens expire: a fresh one from the refresh token, kept encrypted, before it lapses. */
    refreshSquareIfDue: async ({ siteId, now }: Pick<UseCaseContext, 'siteId' | 'now'>) => {
      const row = await repo.findMapping(db, siteId, 'Square');
      if (!row) return;
      const creds = decrypt(row);
      const due = creds.accessTokenExpiry && creds.accessTokenExpiry.getTime() - now.getTime() < 7 * 86_400_000;
      if (!due || !creds.refreshToken || !creds.apiloginId || !creds.transactionKey) return;
      const tokens = await gateways.squareOAuth().refresh({
        clientId: creds.apiloginId,
        clientSecret: creds.transactionKey,
        refreshToken: creds.refreshToken,
      });
      if ('error' in tokens) return;
      await repo.upsertMapping(
        db,
        siteId,
        'Square',
        {
          accessToken: cipher.encrypt(tokens.accessToken, { siteId, paymentType: 'Square', field: 'accessToken' }),
          ...(tokens.refreshToken
            ? {
                refreshToken: cipher.encrypt(tokens.refreshToken, {
                  siteId,
                  paymentType: 'Square',
                  field: 'refreshToken',
                }),
              }
            : {}),
          accessTokenExpiry: tokens.expiresAt,
        },
        null,
      );
    },
  };
};

export type PaymentTypesService = ReturnType<typeof createPaymentTypesService>;

/** The setup checklist's countPaymentType: the site's enabled payment types. */
export const countPaymentTypes = (db: Db, siteId: number) => repo.countEnabledMappings(db, siteId);
