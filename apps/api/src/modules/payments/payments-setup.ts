/** Builds the payments module from the configuration: the key, the gateways, the services. */
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { createGuestsAndBillingService } from '../bookings/guests-and-billing.service.ts';
import type { IncidentLog } from './charge-recording.ts';
import { loadCredentialCipher } from './credential-cipher.ts';
import { createAttemptEngine } from './payment-attempts.ts';
import { createGatewayDirectory } from './payment-gateways.ts';
import { createPaymentRecordsService } from './payment-records.service.ts';
import { createPaymentTypesService } from './payment-types.service.ts';
import { createPaymentsService } from './payments.service.ts';
import { createRefundsService } from './refunds.service.ts';

export const createPayments = (deps: {
  db: Db;
  config: Pick<Config, 'env' | 'dataDir' | 'payments'>;
  now: () => Date;
  log?: IncidentLog;
}) => {
  const { db, config, now } = deps;
  // Leases measure real elapsed time, whatever clock the business rules run on.
  const clock = () => new Date();
  const cipher = loadCredentialCipher({
    keys: config.payments.encryptionKey,
    dataDir: config.env === 'test' ? undefined : config.dataDir,
  });
  const gateways = createGatewayDirectory(
    {
      authorizeNetBaseUrl: config.payments.authorizeNetBaseUrl,
      squareBaseUrl: config.payments.squareBaseUrl,
      paypalBaseUrl: config.payments.paypalBaseUrl,
      timeoutMs: config.payments.timeoutMs,
      sandboxEnabled: config.payments.sandboxEnabled,
    },
    cipher.derive('ridedesk sandbox orders'),
  );
  const attempts = createAttemptEngine({ db, clock, timeoutMs: config.payments.timeoutMs });
  const types = createPaymentTypesService({ db, cipher, gateways });
  return {
    types,
    /** The payment types bound to a caller's transaction (a setup step writing several modules at once). */
    typesIn: (tx: Tx) => createPaymentTypesService({ db: tx as Db, cipher, gateways }),
    payments: createPaymentsService({
      db,
      types,
      gateways,
      attempts,
      guests: createGuestsAndBillingService(db),
      now,
      clock,
      log: deps.log,
    }),
    records: createPaymentRecordsService({ db, now, clock }),
    refunds: createRefundsService({ db, types, gateways, attempts, now, clock }),
  };
};

export type Payments = ReturnType<typeof createPayments>;
