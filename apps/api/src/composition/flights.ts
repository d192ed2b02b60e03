/**
 * Airport pickups that follow the flight (issue 22, decision 0031), built once: flight status from
 * FlightAware AeroAPI when FLIGHTAWARE_API_KEY is set (server.ts points it at the local flight
 * server in development), else manual (the operator sets the landing time); moves are published
 * on the event bus after their commit, their notices written in their transaction.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { EventBus } from '../events/event-bus.ts';
import { createAeroApiSource } from '../integrations/flights/aeroapi.ts';
import { createFlightsService } from '../modules/flights/flights.service.ts';
import type { MailService } from '../modules/mail/mail.service.ts';
import type { SmsService } from '../modules/sms/sms.service.ts';

export const buildFlightsService = (deps: {
  config: Config;
  db: Db;
  bus: EventBus;
  mail: MailService;
  sms: SmsService;
  siteOrigin: (siteId: number) => Promise<string>;
  now: () => Date;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}) =>
  createFlightsService({
    db: deps.db,
    source: deps.config.flightAware ? createAeroApiSource(deps.config.flightAware) : null,
    mail: deps.mail,
    sms: deps.sms,
    publish: deps.bus.publish,
    siteOrigin: deps.siteOrigin,
    now: deps.now,
    pollFactor: deps.config.flights.pollFactor,
    log: deps.log,
  });

/** How often the 'flight-watch' job runs: every minute, faster with a poll factor under 1 (a demo). */
export const flightWatchEverySeconds = (config: Config) =>
  Math.max(10, Math.min(60, Math.round(60 * config.flights.pollFactor)));
