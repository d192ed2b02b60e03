/**
 * Dispatch built with its knock-on (issue 22 item 4): the assessment (drive times from the
 * geography adapter), the chauffeurs' notices (mail and SMS outboxes) and the operator's fix,
 * which lets the flights module apply a pickup move that waited (applyPendingMoves). The
 * composition root calls this once.
 */
import type { Db } from '../../db/client.ts';
import type { ChauffeursService } from '../chauffeurs/chauffeurs.service.ts';
import type { GeoService } from '../geo/geo.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SmsService } from '../sms/sms.service.ts';
import { createDispatchService } from './dispatch.service.ts';
import { createKnockOnService } from './knock-on.service.ts';
import { type ApplyPendingMoves, createKnockOnApply } from './knock-on-apply.ts';
import { createKnockOnNotices } from './knock-on-notices.ts';
import { geoTravelMinutes } from './knock-on-travel.ts';
import type { RideChanges } from './ride-changes.ts';

export const createDispatch = (deps: {
  db: Db;
  changes: RideChanges;
  chauffeurs: Pick<ChauffeursService, 'profiles'>;
  mail: Pick<MailService, 'prepareMany' | 'enqueueMany'>;
  sms?: Pick<SmsService, 'enqueue'>;
  geo: Pick<GeoService, 'provider' | 'estimateRide'>;
  applyPendingMoves?: ApplyPendingMoves;
  log?: { error: (obj: object, msg: string) => void };
}) => {
  const { db, changes, chauffeurs } = deps;
  const knockOn = createKnockOnService({ db, chauffeurs, travelMinutes: geoTravelMinutes(deps.geo) });
  const notices = createKnockOnNotices({ db, mail: deps.mail, sms: deps.sms });
  const applyKnockOn = createKnockOnApply({
    db,
    changes,
    chauffeurs,
    knockOn,
    notices,
    applyPendingMoves: deps.applyPendingMoves,
    log: deps.log,
  });
  return createDispatchService({ db, changes, chauffeurs, knockOn, applyKnockOn });
};
