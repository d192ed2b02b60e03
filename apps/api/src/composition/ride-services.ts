/**
 * The day of the ride (issue 21, decision 0028), built once: chauffeurs, the chauffeur's app,
 * dispatch and the positions' retention. Ride changes are published on the event bus after their
 * commit; the traveller's mails and texts are written in the change's transaction.
 */

import { DEFAULT_NO_SHOW_WAIT_MINUTES } from '@ridedesk/domain/rides/ride-rules';
import { SETTING_NAMES } from '@ridedesk/domain/shared/constants';
import type { Db } from '../db/client.ts';
import type { EventBus } from '../events/event-bus.ts';
import { createRideMails } from '../modules/booking-management/ride-mails.ts';
import type { CatalogService } from '../modules/catalog/catalog.service.ts';
import { createChauffeursService } from '../modules/chauffeurs/chauffeurs.service.ts';
import type { GeoService } from '../modules/geo/geo.service.ts';
import type { MailService } from '../modules/mail/mail.service.ts';
import { createDispatch } from '../modules/rides/dispatch-wiring.ts';
import { createDriverService } from '../modules/rides/driver.service.ts';
import { createPositionsRetention } from '../modules/rides/positions-retention.ts';
import { createRideChanges } from '../modules/rides/ride-changes.ts';
import type { SettingsService } from '../modules/settings/settings.service.ts';
import type { SmsService } from '../modules/sms/sms.service.ts';
import { createTrackingService } from '../modules/tracking/tracking.service.ts';
import type { UsersService } from '../modules/users/users.service.ts';
import type { VerificationService } from '../modules/verification/verification.service.ts';

export const buildRideServices = (deps: {
  db: Db;
  bus: EventBus;
  mail: MailService;
  /** The traveller's texts (issue 22), written beside the ride's mails; the chauffeurs' knock-on texts. */
  sms?: Pick<SmsService, 'enqueueRideText' | 'enqueue'>;
  users: UsersService;
  verification: VerificationService;
  /** Which licence and vehicle types a site has added, for a chauffeur's profile. */
  catalog: Pick<CatalogService, 'siteMasterIds'>;
  settings: Pick<SettingsService, 'siteSettings'>;
  siteOrigin: (siteId: number) => Promise<string>;
  now: () => Date;
  geo: Pick<GeoService, 'provider' | 'estimateRide'>;
  /** The flights module's pickup moves that waited, tried again after dispatch's knock-on fix (issue 22). */
  applyPendingMoves?: (siteId: number) => Promise<unknown>;
}) => {
  const { db, bus, mail } = deps;
  const chauffeurs = createChauffeursService({
    db,
    users: deps.users,
    mail,
    verification: deps.verification,
    catalog: deps.catalog,
  });
  const changes = createRideChanges(db, bus.publish, mail.enqueue, deps.sms?.enqueueRideText);
  const mails = createRideMails({ db, mail, siteOrigin: deps.siteOrigin });
  const noShowWaitOf = async (siteId: number) => {
    const setting = (await deps.settings.siteSettings({ siteId })).find(
      (s) => s.name === SETTING_NAMES.noShowWaitMinutes,
    );
    const minutes = Number.parseInt(String(setting?.value ?? ''), 10);
    return Number.isInteger(minutes) && minutes >= 0 && minutes <= 240 ? minutes : DEFAULT_NO_SHOW_WAIT_MINUTES;
  };
  return {
    chauffeurs,
    driver: createDriverService({ db, changes, mails, publish: bus.publish, noShowWaitOf }),
    // Dispatch with the knock-on of moved pickups (issue 22): drive times from geo, chauffeurs told by mail and text.
    dispatch: createDispatch({
      db,
      changes,
      chauffeurs,
      mail,
      sms: deps.sms,
      geo: deps.geo,
      applyPendingMoves: deps.applyPendingMoves,
    }),
    positions: createPositionsRetention(db, deps.now),
    // The traveller's tracking link (issue 22): drive time from Google when configured; the offline
    // gazetteer knows addresses, not coordinates, so the straight line answers there.
    tracking: createTrackingService({
      db,
      travelMinutes:
        deps.geo.provider === 'google'
          ? async (from, to, at) => {
              const r = await deps.geo.estimateRide(`${from.latitude},${from.longitude}`, to, at);
              return r.status === 'OK' ? r.estimatedDurationInTrafficMinutes : null;
            }
          : undefined,
    }),
  };
};
