/**
 * One price per fleet: the exclusion constraint price_definition_coverage_one_price (checked at
 * commit) refuses a second live price definition for a fleet, service type and service user
 * type; this turns its refusal into a 409 that names the price in the way.
 */
import { onePriceMessage } from '@ridedesk/domain/pricing/one-price';
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './price-definitions.repository.ts';

export const ONE_PRICE_CONSTRAINT = 'price_definition_coverage_one_price';

/** True when the error (or one it wraps) is the one-price exclusion constraint's (SQLSTATE 23P01). */
export const isOnePriceViolation = (error: unknown) => {
  let current = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.code === '23P01')
      return (
        current.constraint === ONE_PRICE_CONSTRAINT || String(current.message ?? '').includes(ONE_PRICE_CONSTRAINT)
      );
    current = current.cause as typeof current;
  }
  return false;
};

/** What the 409 needs to name things: catalogue names of the site, and a fleet's nickname. */
export type OnePriceNames = {
  master: (kind: 'vehicleType' | 'serviceType' | 'serviceUserType', id: number) => Promise<string | undefined>;
  fleetName: (fleetId: number) => Promise<string | undefined>;
};

/** The 409 for a save or an enable the constraint refused, naming the live price in the way. */
export const onePriceConflict = async (
  db: Db,
  names: OnePriceNames,
  siteId: number,
  coverage: repo.Coverage,
  exceptId?: number,
) => {
  const clash = await repo.findCoveringDefinition(db, siteId, coverage, exceptId);
  const message = onePriceMessage({
    name: clash?.name ?? 'another price',
    fleetName: clash?.fleetId ? ((await names.fleetName(clash.fleetId)) ?? `#${clash.fleetId}`) : null,
    vehicleType: (await names.master('vehicleType', coverage.vehicleTypeId)) ?? 'vehicle of this type',
    serviceType: (await names.master('serviceType', coverage.serviceTypeId)) ?? 'this service type',
    serviceUserType: clash?.serviceUserTypeId
      ? ((await names.master('serviceUserType', clash.serviceUserTypeId)) ?? null)
      : null,
  });
  return new AppError(ERROR_CODES.priceAlreadyApplies, 409, message, { fleetIds: message });
};
