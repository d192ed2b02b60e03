import { bookingHorizonMessage, dateAtOffset, isWithinBookingHorizon } from '@ridedesk/domain/booking/booking-horizon';
import { toCents, toDollars } from '@ridedesk/domain/booking/money';
import { onePricePerCar, type TripKind } from '@ridedesk/domain/booking/offer-choice';
import { garageSurcharge, kmToMiles, type PriceDefinitionRates, rideCost } from '@ridedesk/domain/booking/pricing';
import { haversineMeters } from '@ridedesk/domain/geo/distance';
import { LRUCache } from 'lru-cache';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import { bookingHorizonOf } from '../settings/settings.service.ts';
import { assertSiteTakesBookings } from '../subscriptions/subscriptions.service.ts';
import * as repo from './search.repository.ts';

export type RideQuery = Omit<repo.OfferFilter, 'rideMinutes'> & {
  durationMinutes: number;
  durationInTrafficMinutes: number;
  distanceKm: number;
  pickupLatitude: number | null;
  pickupLongitude: number | null;
  /** An airport trip takes a car's airport price (decision 0023); a transfer when absent. */
  tripKind?: TripKind;
};

const METERS_PER_MILE = 1609.344;

const ratesOf = (row: repo.OfferRow): PriceDefinitionRates => ({
  basis: row.basis,
  baseFareCents: toCents(Number(row.baseFare)),
  perMileCents: toCents(Number(row.perMileRate)),
  perHourCents: toCents(Number(row.perHourRate)),
  minimumHours: Number(row.minimumHours),
  minimumFareCents: toCents(Number(row.minimumFare)),
});

/** Miles from the fleet's garage to the pickup, when both are known. */
const milesFromGarage = (row: repo.OfferRow, q: RideQuery) => {
  if (
    row.garageLatitude == null ||
    row.garageLongitude == null ||
    q.pickupLatitude == null ||
    q.pickupLongitude == null
  )
    return null;
  const meters = haversineMeters(
    { lat: row.garageLatitude, lng: row.garageLongitude },
    { lat: q.pickupLatitude, lng: q.pickupLongitude },
  );
  // The garage's allowed distance may be written in kilometres too.
  return /^k/i.test(row.allowedDistanceUnit ?? '') ? meters / 1000 : meters / METERS_PER_MILE;
};

/** The priced offer of one fleet and price definition for a ride. */
export const priceOffer = (row: repo.OfferRow, q: RideQuery) => {
  const rideMinutes = Math.max(q.durationMinutes, q.durationInTrafficMinutes);
  const baseCents = rideCost(ratesOf(row), { miles: kmToMiles(q.distanceKm), minutes: rideMinutes });
  const surchargeCents = garageSurcharge({
    milesFromGarage: milesFromGarage(row, q),
    allowedMiles: Number(row.allowedDistanceValue ?? 0),
    surchargeCents: toCents(Number(row.surchargeCost ?? 0)),
  });
  const costCents = baseCents + surchargeCents;
  return {
    id: row.fleetId,
    fleetId: row.fleetId,
    siteId: row.siteId,
    nickName: row.nickName,
    vin: row.vin,
    make: row.make,
    model: row.model,
    year: row.year,
    color: row.color,
    seater: row.seater,
    luggageCapacity: row.luggageCapacity,
    amenties: row.amenties,
    imageFileName: row.fleetImage ?? row.vehicleTypeImage,
    vehicleType: { id: row.vehicleTypeId, name: row.vehicleTypeName, imageFileName: row.vehicleTypeImage },
    serviceType: { id: row.serviceTypeId, name: row.serviceTypeName },
    cost: toDollars(costCents),
    costCents,
    surcharge: toDollars(surchargeCents),
    discountid: 0,
    averageReview: null as number | null,
    priceDefinition: {
      id: row.priceDefinitionId,
      serviceUserType: row.serviceUserTypeName,
      priceType: row.priceTypeName,
      basis: row.basis,
      taxPercentage: Number(row.taxPercentage),
    },
    site: {
      id: row.siteId,
      title: row.siteTitle,
      serviceProvider: { name: row.providerName, phone: row.providerPhone, email: row.providerEmail },
    },
    turnaroundMinutes: row.turnaroundMinutes,
  };
};

export type Offer = ReturnType<typeof priceOffer>;

/** Each car once, at the price that applies to the trip (decision 0023, `onePricePerCar`). */
const oneOfferPerCar = (offers: Offer[], trip: TripKind) =>
  onePricePerCar(
    offers.map((offer) => ({
      offer,
      serviceTypeName: offer.serviceType.name,
      costCents: offer.costCents,
      priceDefinitionId: offer.priceDefinition.id,
    })),
    (o) => `${o.offer.siteId}:${o.offer.fleetId}`,
    trip,
  ).map((o) => o.offer);

export const SORTS = ['price_asc', 'price_desc', 'provider_asc', 'provider_desc'] as const;
export type Sort = (typeof SORTS)[number];

const compare: Record<Sort, (a: Offer, b: Offer) => number> = {
  price_asc: (a, b) => a.costCents - b.costCents || a.fleetId - b.fleetId,
  price_desc: (a, b) => b.costCents - a.costCents || a.fleetId - b.fleetId,
  provider_asc: (a, b) =>
    a.site.serviceProvider.name.localeCompare(b.site.serviceProvider.name) || a.costCents - b.costCents,
  provider_desc: (a, b) =>
    b.site.serviceProvider.name.localeCompare(a.site.serviceProvider.name) || a.costCents - b.costCents,
};

/** Offers for a ride, priced and sorted. */
export const findPricedOffers = async (db: Tx, q: RideQuery, sort: Sort = 'price_asc') => {
  const rows = await repo.findOffers(db, {
    ...q,
    rideMinutes: Math.max(q.durationMinutes, q.durationInTrafficMinutes),
  });
  return rows.map((row) => priceOffer(row, q)).sort(compare[sort]);
};

export const fleetBusyBetween = repo.fleetBusyBetween;
export const turnaroundMinutes = repo.turnaroundMinutes;

/** The candidate cache holds at most this many offer rows in all (about 1-2 KB each). */
const CACHE_MAX_ROWS = 100_000;

/** A search's page, and what its booking horizon is counted from. */
/** A search's context: one site, or every provider site (siteId null), at the request's instant. */
type SearchCtx = Pick<UseCaseContext<Actor | null, number | null>, 'siteId' | 'now'>;

export type SearchOptions = {
  sort: Sort;
  page: number;
  pageSize: number;
  /** The pickup's UTC offset in minutes (spec 03 pickupoffset): "today" is the date there. */
  offsetMinutes?: number;
  /** The host's site: its horizon applies to a search across every provider. */
  hostSiteId?: number;
};

/** Offers never exceed this many rows, as in booking creation's query. */
const MAX_OFFERS = 500;

/** The key of a search's candidates: everything they depend on but the ride's time. */
const candidateKey = (q: RideQuery) =>
  JSON.stringify([q.siteId, q.vehicleTypeId, q.serviceTypeId, q.passengers, q.luggages, q.state, q.city.toLowerCase()]);

/**
 * Fleet search for travellers, guests and staff (spec 03 "Search and availability"). A search is
 * two steps: the candidates (fleets, prices, buffers of the serving providers: master data only)
 * and their availability for the ride (bookings). With `cacheSeconds` the candidates of a search
 * are kept that long, so a popular search costs one availability query; a change to master data
 * shows within that time, and booking creation always checks again without the cache
 * (decision 0011). Each car is offered once, at the price that applies to the trip (decision 0023).
 */
export const createSearchService = (
  db: Db,
  /** Each provider's average review to one decimal (reviews), shown on its fleet rows. */
  averageReviews?: (siteIds: number[]) => Promise<Map<number, number>>,
  options: { cacheSeconds?: number } = {},
) => {
  const ttl = Math.max(0, options.cacheSeconds ?? 0) * 1000;
  // Bounded by the rows it holds (a search across a state can hold hundreds), and purged when
  // entries expire, so memory stays flat however many different searches arrive.
  const cache =
    ttl > 0
      ? new LRUCache<string, repo.OfferRow[]>({
          maxSize: CACHE_MAX_ROWS,
          sizeCalculation: (rows) => rows.length + 1,
          ttl,
          ttlAutopurge: true,
        })
      : null;
  const candidatesOf = async (q: RideQuery, at: Date) => {
    const key = candidateKey(q);
    const cached = cache?.get(key);
    if (cached) return cached;
    const rows = await repo.findCandidates(db, { ...q, at });
    cache?.set(key, rows);
    return rows;
  };
  // Each provider's average review, kept as long as the candidates (null: no review yet).
  const averagesCache = ttl > 0 ? new LRUCache<number, { value: number | null }>({ max: 20_000, ttl }) : null;
  const averagesOf = async (siteIds: number[]) => {
    const answer = new Map<number, number>();
    if (!averageReviews) return answer;
    const missing: number[] = [];
    for (const id of new Set(siteIds)) {
      const hit = averagesCache?.get(id);
      if (hit === undefined) missing.push(id);
      else if (hit.value !== null) answer.set(id, hit.value);
    }
    if (missing.length === 0) return answer;
    const fetched = await averageReviews(missing);
    for (const id of missing) {
      const value = fetched.get(id) ?? null;
      averagesCache?.set(id, { value });
      if (value !== null) answer.set(id, value);
    }
    return answer;
  };
  return {
    /** Forgets every kept search (a price, fleet or setting changed on some replica: the event bus says so). */
    clear: () => {
      cache?.clear();
      averagesCache?.clear();
    },
    /**
     * Offers for a ride on the context's site, or on every provider site (siteId null); "today"
     * and the booking horizons are read at the context's instant.
     */
    search: async ({ siteId, now }: SearchCtx, ride: Omit<RideQuery, 'siteId'>, opts: SearchOptions) => {
      const q: RideQuery = { ...ride, siteId };
      const at = new Date();
      const rideMinutes = Math.max(q.durationMinutes, q.durationInTrafficMinutes);
      // The booking horizon: a search beyond the searched site's (or, across providers, the
      // host site's) is refused with its message; each provider's own horizon filters its fleets.
      const offsetMinutes = opts.offsetMinutes ?? 0;
      const pickupDate = dateAtOffset(q.pickupAt, offsetMinutes);
      const horizonSiteId = q.siteId ?? opts.hostSiteId;
      if (horizonSiteId) {
        const horizonDays = await bookingHorizonOf(db, horizonSiteId);
        if (!isWithinBookingHorizon({ pickupDate, now, offsetMinutes, horizonDays }))
          throw badRequest(bookingHorizonMessage(horizonDays), { pickupdate: bookingHorizonMessage(horizonDays) });
      }
      const inHorizon = (row: repo.OfferRow) =>
        isWithinBookingHorizon({ pickupDate, now, offsetMinutes, horizonDays: row.horizonDays });
      // Lapsed providers are left out by the query itself; a search on a lapsed provider's own
      // site is refused with the message (checked only when nothing was found, to save a query).
      const candidates = (await candidatesOf(q, at)).filter(inHorizon);
      const free = await repo.freeFleets(db, candidates, q.pickupAt, rideMinutes);
      const priced = candidates
        .filter((row) => free.has(`${row.siteId}:${row.fleetId}`))
        .map((row) => priceOffer(row, q));
      const offers = oneOfferPerCar(priced, q.tripKind ?? 'transfer')
        .slice(0, MAX_OFFERS)
        .sort(compare[opts.sort]);
      if (offers.length === 0 && q.siteId) await assertSiteTakesBookings(db, q.siteId, at);
      const start = (opts.page - 1) * opts.pageSize;
      const page = offers.slice(start, start + opts.pageSize);
      const averages = await averagesOf(page.map((o) => o.siteId));
      return {
        offers: page.map((o) => ({ ...o, averageReview: averages.get(o.siteId) ?? null })),
        total: offers.length,
      };
    },
    isFleetAvailable: async (
      { siteId }: Pick<UseCaseContext, 'siteId'>,
      { fleetId, from, to }: { fleetId: number; from: Date; to: Date },
    ) => {
      const buffer = await repo.turnaroundMinutes(db, siteId);
      return !(await repo.fleetBusyBetween(db, siteId, fleetId, from, new Date(to.getTime() + buffer * 60_000)));
    },
  };
};

export type SearchService = ReturnType<typeof createSearchService>;
