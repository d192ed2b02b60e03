import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

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
  siteTitle: string;
  providerName: string;
  providerPhone: string | null;
  providerEmail: string | null;
};

const BUFFER_SETTING = 'TurnaroundBufferMinutes';

export const findOffers = async (db: Tx, f: OfferFilter): Promise<OfferRow[]> => {
  const pickup = f.pickupAt.toISOString();
  const rideMinutes = Math.max(0, Math.ceil(f.rideMinutes));
  const result = await db.execute(sql`
    with buffer as (
      select s.id as site_id, coalesce(nullif(ss.value, '')::int, st.default_value::int) as minutes
      from sites s
      cross join settings st
      left join site_settings ss on ss.site_id = s.id and ss.setting_id = st.id
      where st.name = ${BUFFER_SETTING}
    )
    select
      f.site_id as "siteId", f.id as "fleetId", f.nick_name as "nickName", f.vin, f.make, f.model, f.year, f.color,
      f.seater, f.luggage_capacity as "luggageCapacity", f.amenties, f.image_file_name as "fleetImage",
      vt.id as "vehicleTypeId", vt.name as "vehicleTypeName", vt.image_file_name as "vehicleTypeImage",
      pd.id as "priceDefinitionId", st.id as "serviceTypeId", st.name as "serviceTypeName",
      sut.name as "serviceUserTypeName", pt.name as "priceTypeName", pt.basis,
      pd.base_fare as "baseFare", pd.per_mile_rate as "perMileRate", pd.per_hour_rate as "perHourRate",
      pd.minimum_hours as "minimumHours", pd.minimum_fare as "minimumFare", pd.tax_percentage as "taxPercentage",
      g.latitude as "garageLatitude", g.longitude as "garageLongitude",
      g.allowed_distance_value as "allowedDistanceValue", g.allowed_distance_unit as "allowedDistanceUnit",
      g.surcharge_cost as "surchargeCost",
      b.minutes as "turnaroundMinutes",
      s.title as "siteTitle", sp.name as "providerName", sp.phone as "providerPhone", sp.email as "providerEmail"
    from fleets f
    join sites s on s.id = f.site_id and s.is_enabled
    join service_providers sp on sp.site_id = f.site_id
      and (sp.registration_status = 'Approved' or sp.registration_status ilike '%trial%')
    join buffer b on b.site_id = f.site_id
    join catalog_site_mappings vtm on vtm.site_id = f.site_id and vtm.master_id = f.vehicle_type_id and vtm.is_enabled
    join catalog_masters vt on vt.id = f.vehicle_type_id
    join price_definitions pd on pd.site_id = f.site_id and pd.vehicle_type_id = f.vehicle_type_id
      and pd.is_published and pd.is_enabled
      and (${f.serviceTypeId}::int = 0 or pd.service_type_id = ${f.serviceTypeId}::int)
      and (${f.priceDefinitionId ?? 0}::int = 0 or pd.id = ${f.priceDefinitionId ?? 0}::int)
      and (
        not exists (select 1 from price_definition_fleets x where x.site_id = pd.site_id and x.price_definition_id = pd.id)
        or exists (select 1 from price_definition_fleets x where x.site_id = pd.site_id and x.price_definition_id = pd.id and x.fleet_id = f.id)
      )
    join catalog_site_mappings stm on stm.site_id = pd.site_id and stm.master_id = pd.service_type_id and stm.is_enabled
    join catalog_masters st on st.id = pd.service_type_id
    join catalog_masters pt on pt.id = pd.price_type_id
    left join catalog_masters sut on sut.id = pd.service_user_type_id
    left join garage_locations g on g.site_id = f.site_id and g.id = f.garage_location_id and g.is_enabled
    where f.is_enabled and f.is_published
      and (${f.vehicleTypeId}::int = 0 or f.vehicle_type_id = ${f.vehicleTypeId}::int)
      and f.seater >= ${f.passengers}::int
      and f.luggage_capacity >= ${f.luggages}::int
      and (${f.fleetId ?? 0}::int = 0 or f.id = ${f.fleetId ?? 0}::int)
      and ${f.siteId === null ? sql`f.site_id > 4` : sql`f.site_id = ${f.siteId}::int`}
      and exists (
        select 1 from service_locations sl
        where sl.site_id = f.site_id and sl.is_enabled and sl.state = ${f.state}
          and (sl.city is null or lower(sl.city) = lower(${f.city}))
      )
      and not exists (
        select 1 from bookings bk
        where bk.site_id = f.site_id and bk.fleet_id = f.id
          and bk.booking_status not in ('cancelled', 'no show')
          and upper(bk.held) > ${pickup}::timestamptz
          and lower(bk.held) < ${pickup}::timestamptz + make_interval(mins => ${rideMinutes}::int + b.minutes)
      )
    order by f.site_id, f.id, pd.id
    limit ${f.limit ?? 500}::int
  `);
  return result.rows as OfferRow[];
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
