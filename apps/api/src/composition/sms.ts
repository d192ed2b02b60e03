/**
 * The SMS channel's wiring (issue 22, decision 0030): Twilio when TWILIO_* are set, else the
 * local transport; Twilio's webhooks; the dev page at /dev/sms (loopback only, never in production).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createLocalSmsTransport } from '../integrations/sms/sms-transport.ts';
import { createTwilioTransport } from '../integrations/sms/twilio.ts';
import { SMS_STATUS_PATH, smsRoutes } from '../modules/sms/sms.routes.ts';
import { createSmsService, type SmsService } from '../modules/sms/sms.service.ts';
import { smsDevRoutes } from '../modules/sms/sms-dev.routes.ts';
import { registerDevOnly } from '../plugins/dev-only.ts';

export const buildSmsService = ({
  app,
  config,
  database,
  now,
}: {
  app: FastifyInstance;
  config: Config;
  database: Database;
  now: () => Date;
}) =>
  createSmsService({
    db: database.db,
    transport: config.twilio ? createTwilioTransport(config.twilio) : createLocalSmsTransport(),
    now,
    // Twilio reports delivery only to a public address.
    statusCallback:
      config.twilio && config.publicUrl ? `${config.publicUrl.replace(/\/+$/, '')}${SMS_STATUS_PATH}` : undefined,
    log: app.log,
  });

export const registerSmsRoutes = async (app: FastifyInstance, config: Config, sms: SmsService) => {
  await app.register(smsRoutes, { sms, authToken: config.twilio?.authToken, publicUrl: config.publicUrl });
  // Like the dev mailbox: never in production, and only to this machine elsewhere (plugins/dev-only.ts).
  await registerDevOnly(app, config, smsDevRoutes, { sms });
};
