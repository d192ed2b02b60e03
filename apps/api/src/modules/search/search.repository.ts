import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';

/**
 * The search read model: one query decides which fleets a ride may be offered, joining the
 * tables of several modules (fleets, catalogue, prices, service locations, bookings, sites).
 * It is read-only; every write still goes through the owning module. One query keeps search
 * fast at scale (docs/decisions/0008-search-read-model.md) and is shared by search and booking
 * creation, so what was offered and what is booked can never disagree.
 */
export type OfferFilter = {
  /** One site, or every provider site when null. */
  siteId: number | null;
  /** 0 means any (booking creation names the fleet instead). */
  vehicleTypeId: number;
  serviceTypeId: number;
  passengers: number;
  luggages: number;
  state: string;
  city: string;
  pickupAt: Date;
  /** Minutes the ride itself lasts (the larger of duration and duration in traffic). */
  rideMinutes: number;
  fleetId?: number;
  priceDefinitionId?: number;
  limit?: number;
  /** The moment whose subscriptions count: a provider whose plan or trial has lapsed is left out. */
  at?: Date;
};

export type OfferRow = {
  siteId: number;
  fleetId: number;
  nickName: string;
  vin: string;
  make: string;
  model: string;
  year: number;
  color: string;
  seater: number;
  luggageCapacity: number;
  amenties: string;
  fleetImage: string | null;
  vehicleTypeId: number;
  vehicleTypeName: string;
  vehicleTypeImage: string | null;
  priceDefinitionId: number;
  serviceTypeId: number;
  serviceTypeName: string;
  serviceUserTypeName: string | null;
  priceTypeName: string;
  basis: 'per mile' | 'per hour' | 'flat';
  baseFare: string;
  perMileRate: string;
  perHourRate: string;
  minimumHours: string;
  minimumFare: string;
  taxPercentage: string;
  garageLatitude: number | null;
  garageLongitude: number | null;
  allowedDistanceValue: string | null;
  allowedDistanceUnit: string | null;
  surchargeCost: string | null;
  turnaroundMinutes: number;
  /** How many days ahead the fleet's site takes rides (site setting BookingHorizonDays). */
  horizonDays: number;
  siteTitle: string;
  providerName: string;
  providerPhone: string | null;
  providerEmail: string | null;
};

const BUFFER_SETTING = 'TurnaroundBufferMinutes';
const HORIZON_SETTING = 'BookingHorizonDays';

/** The filter of the candidate steps: everything but the ride's time. */
export type CandidateFilter = Omit<OfferFilter, 'pickupAt' | 'rideMinutes' | 'limit'>;

// Each step is a MATERIALIZED CTE, planned on its own, and each narrows the rows the next reads:
// the sites serving the state, their fleets, the prices, the buffer. Lateral subqueries keep
// every step on index lookups per site and fleet (no scan of every provider's rows), and the
// fences keep planning to a few milliseconds instead of an exhaustive search over fifteen
// joined relations (decision 0011; bench/search/explain.ts prints the plans).
const candidateSteps = (f: CandidateFilter, at: string) => sql`
    serving as materialized (
      select sl.site_id
      from service_locations sl
      where sl.is_enabled and sl.state = ${f.state}
        and (sl.city is null or lower(sl.city) = lower(${f.city}))
        and ${f.siteId === null ? sql`sl.site_id > 4` : sql`sl.site_id = ${f.siteId}::int`}
        and exists (select 1 from sites s where s.id = sl.site_id and s.is_enabled)
        and exists (
          select 1 from service_providers sp where sp.site_id = sl.site_id
            and (sp.registration_status = 'Approved' or sp.registration_status ilike '%trial%')
        )
        -- Lapsed (subscriptions module): a subscription has ended and none is in force now.
        and (
          not exists (select 1 from site_subscriptions e where e.site_id = sl.site_id and e.ends_on <= ${at}::timestamptz)
          or exists (
            select 1 from site_subscriptions n where n.site_id = sl.site_id and n.starts_on <= ${at}::timestamptz
              and (n.ends_on is null or n.ends_on > ${at}::timestamptz)
          )
        )
      group by sl.site_id
    ),
    candidates as materialized (
      select f.*
      from serving sv
      cross join lateral (
        select f.* from fleets f
        where f.site_id = sv.site_id and f.is_enabled and f.is_published
          ${f.vehicleTypeId ? sql`and f.vehicle_type_id = ${f.vehicleTypeId}::int` : sql``}
          ${f.fleetId ? sql`and f.id = ${f.fleetId}::int` : sql``}
          and f.seater >= ${f.passengers}::int
          and f.luggage_capacity >= ${f.luggages}::int
          and exists (
            select 1 from catalog_site_mappings vtm
            where vtm.site_id = f.site_id and vtm.master_id = f.vehicle_type_id and vtm.is_enabled
          )
      ) f
    ),
    priced as materialized (
      select c.id as fleet_id, c.site_id, c.nick_name, c.vin, c.make, c.model, c.year, c.color, c.seater,
        c.luggage_capacity, c.amenties, c.image_file_name, c.vehicle_type_id, c.garage_location_id,
        pd.id as price_definition_id, pd.service_type_id, pd.service_user_type_id, pd.price_type_id,
        pd.base_fare, pd.per_mile_rate, pd.per_hour_rate, pd.minimum_hours, pd.minimum_fare, pd.tax_percentage
      from candidates c
      cross join lateral (
        select pd.* from price_definitions pd
        where pd.site_id = c.site_id and pd.vehicle_type_id = c.vehicle_type_id
          and pd.is_published and pd.is_enabled
          ${f.serviceTypeId ? sql`and pd.service_type_id = ${f.serviceTypeId}::int` : sql``}
          ${f.priceDefinitionId ? sql`and pd.id = ${f.priceDefinitionId}::int` : sql``}
          and exists (
            select 1 from catalog_site_mappings stm
            where stm.site_id = pd.site_id and stm.master_id = pd.service_type_id and stm.is_enabled
          )
          and (
            not exists (select 1 from price_definition_fleets x where x.site_id = pd.site_id and x.price_definition_id = pd.id)
            or exists (
              select 1 from price_definition_fleets x
              where x.site_id = pd.site_id and x.price_definition_id = pd.id and x.fleet_id = c.id
            )
          )
      ) pd
    ),
    buffered as materialized (
      select p.*, coalesce(nullif(ss.value, '')::int, (select st.default_value::int from settings st where st.name = ${BUFFER_SETTING})) as minutes,
        coalesce(
          case when trim(hz.value) ~ '^[0-9]{1,4}$' and trim(hz.value)::int between 1 and 3650 then trim(hz.value)::int end,
          (select st.default_value::int from settings st where st.name = ${HORIZON_SETTING}),
          365
        ) as horizon_days
      from priced p
      left join site_settings ss on ss.site_id = p.site_id
        and ss.setting_id = (select st.id from settings st where st.name = ${BUFFER_SETTING})
      left join site_settings hz on hz.site_id = p.site_id
        and hz.setting_id = (select st.id from settings st where st.name = ${HORIZON_SETTING})
    )`;

/** The offer's columns, read from a step of the chain (free fleets, or every candidate). */
const offerColumnsFrom = (source: 'free' | 'buffered') => sql`
    select
      fr.site_id as "siteId", fr.fleet_id as "fleetId", fr.nick_name as "nickName", fr.vin, fr.make, fr.model,
      fr.year, fr.color, fr.seater, fr.luggage_capacity as "luggageCapacity", fr.amenties,
      fr.image_file_name as "fleetImage", fr.vehicle_type_id as "vehicleTypeId",
      vt.name as "vehicleTypeName", vt.image_file_name as "vehicleTypeImage",
      fr.price_definition_id as "priceDefinitionId", fr.service_type_id as "serviceTypeId",
      st.name as "serviceTypeName", sut.name as "serviceUserTypeName", pt.name as "priceTypeName", pt.basis,
      fr.base_fare as "baseFare", fr.per_mile_rate as "perMileRate", fr.per_hour_rate as "perHourRate",
      fr.minimum_hours as "minimumHours", fr.minimum_fare as "minimumFare", fr.tax_percentage as "taxPercentage",
      g.latitude as "garageLatitude", g.longitude as "garageLongitude",
      g.allowed_distance_value as "allowedDistanceValue", g.allowed_distance_unit as "allowedDistanceUnit",
      g.surcharge_cost as "surchargeCost",
      fr.minutes as "turnaroundMinutes", fr.horizon_days as "horizonDays",
      s.title as "siteTitle", sp.name as "providerName", sp.phone as "providerPhone", sp.email as "providerEmail"
    from ${sql.raw(source)} fr
    join sites s on s.id = fr.site_id
    join service_providers sp on sp.site_id = fr.site_id
    join catalog_masters vt on vt.id = fr.vehicle_type_id
    join catalog_masters st on st.id = fr.service_type_id
    join catalog_masters pt on pt.id = fr.price_type_id
    left join catalog_masters sut on sut.id = fr.service_user_type_id
    left join garage_locations g on g.site_id = fr.site_id and g.id = fr.garage_location_id and g.is_enabled
    order by fr.site_id, fr.fleet_id, fr.price_definition_id
`;

/** The fleets and prices that can take the ride now: candidates and availability in one query (booking creation). */
export const findOffers = async (db: Tx, f: OfferFilter): Promise<OfferRow[]> => {
  const pickup = f.pickupAt.toISOString();
  const rideMinutes = Math.max(0, Math.ceil(f.rideMinutes));
  const at = (f.at ?? new Date()).toISOString();
  const query = sql`
    with ${candidateSteps(f, at)},
    free as materialized (
      select b.* from buffered b
      where not exists (
        select 1 from bookings bk
        where bk.site_id = b.site_id and bk.fleet_id = b.fleet_id
          and bk.booking_status not in ('cancelled', 'no show')
          and bk.held && tstzrange(${pickup}::timestamptz,
            ${pickup}::timestamptz + make_interval(mins => ${rideMinutes}::int + b.minutes))
      )
      order by b.site_id, b.fleet_id, b.price_definition_id
      limit ${f.limit ?? 500}::int
    )
    ${offerColumnsFrom('free')}`;
  const result = await executePrepared(db, query);
  return result.rows as OfferRow[];
};

/**
 * Every fleet and price that could take a ride of the filter at any time: the part of a search
 * that depends only on master data, which the search service may keep for a few seconds.
 */
export const findCandidates = async (db: Tx, f: CandidateFilter): Promise<OfferRow[]> => {
  const at = (f.at ?? new Date()).toISOString();
  const query = sql`
    with ${candidateSteps(f, at)}
    ${offerColumnsFrom('buffered')}`;
  const result = await executePrepared(db, query);
  return result.rows as OfferRow[];
};

const intArray = (values: number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

/**
 * Which of these fleets no live booking holds for the ride, each with its own turnaround
 * buffer after the drop-off: one query of index probes, whatever the number of providers.
 */
export const freeFleets = async (
  db: Tx,
  fleets: { siteId: number; fleetId: number; turnaroundMinutes: number }[],
  pickupAt: Date,
  rideMinutes: number,
) => {
  const unique = [...new Map(fleets.map((f) => [`${f.siteId}:${f.fleetId}`, f])).values()];
  if (unique.length === 0) return new Set<string>();
  const pickup = pickupAt.toISOString();
  const query = sql`
    select c.site_id as "siteId", c.fleet_id as "fleetId"
    from unnest(${intArray(unique.map((f) => f.siteId))}::int[], ${intArray(unique.map((f) => f.fleetId))}::int[],
      ${intArray(unique.map((f) => f.turnaroundMinutes))}::int[]) as c(site_id, fleet_id, minutes)
    where not exists (
      select 1 from bookings bk
      where bk.site_id = c.site_id and bk.fleet_id = c.fleet_id
        and bk.booking_status not in ('cancelled', 'no show')
        and bk.held && tstzrange(${pickup}::timestamptz,
          ${pickup}::timestamptz + make_interval(mins => ${Math.max(0, Math.ceil(rideMinutes))}::int + c.minutes))
    )`;
  const result = await executePrepared(db, query);
  return new Set((result.rows as { siteId: number; fleetId: number }[]).map((r) => `${r.siteId}:${r.fleetId}`));
};

/** Whether a live booking of the fleet holds any of [from, to). */
export const fleetBusyBetween = async (db: Tx, siteId: number, fleetId: number, from: Date, to: Date) => {
  const result = await db.execute(sql`
    select 1 from bookings
    where site_id = ${siteId}::int and fleet_id = ${fleetId}::int
      and booking_status not in ('cancelled', 'no show')
      and upper(held) > ${from.toISOString()}::timestamptz
      and lower(held) < ${to.toISOString()}::timestamptz
    limit 1`);
  return result.rows.length > 0;
};

/** The site's turnaround buffer in minutes. */
export const turnaroundMinutes = async (db: Tx, siteId: number) => {
  const result = await db.execute(sql`
    select coalesce(nullif(ss.value, '')::int, st.default_value::int) as minutes
    from settings st left join site_settings ss on ss.setting_id = st.id and ss.site_id = ${siteId}::int
    where st.name = ${BUFFER_SETTING}`);
  return Number((result.rows[0] as { minutes: number } | undefined)?.minutes ?? 30);
};
