import type { CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import { listMappings } from '../../modules/catalog/catalog.repository.ts';
import { insertDiscount } from '../../modules/discounts/discounts.repository.ts';
import { listFleets } from '../../modules/fleets/fleets.repository.ts';
import { insertDefinition, setDefinitionFleets } from '../../modules/price-definitions/price-definitions.repository.ts';
import { insertLocation } from '../../modules/service-locations/service-locations.repository.ts';
import { findSiteByHost } from '../../modules/sites/sites.repository.ts';
import { findUserByLogin } from '../../modules/users/users.repository.ts';
import type { Tx } from '../client.ts';

/**
 * Prices, promo codes and service areas for the demo providers (after the master data seed):
 * each site serves its state (Lone Star also Oklahoma), has a published price for every one of
 * its vehicle types on its three main services (point to point per mile, hourly charter per
 * hour, airport transfer flat), its state's tax, and WELCOME10, an amount code and an expired code.
 */

type Rates = {
  /** Point to point: base fare, rate per mile, minimum fare. */
  mile: [number, number, number];
  /** Hourly charter: rate per hour, minimum hours. */
  hour: [number, number];
  /** Airport transfer: one flat price. */
  airport: number;
};

/** Typical US chauffeured rates (2025) by vehicle type. */
const RATES: Record<string, Rates> = {
  Sedan: { mile: [15, 3.25, 45], hour: [85, 2], airport: 75 },
  'Luxury Sedan': { mile: [20, 4.25, 65], hour: [110, 2], airport: 110 },
  'Executive SUV': { mile: [20, 4, 65], hour: [105, 2], airport: 95 },
  Minivan: { mile: [18, 3.5, 55], hour: [90, 2], airport: 85 },
  'Stretch Limousine': { mile: [30, 5.5, 150], hour: [125, 3], airport: 175 },
  'Super Stretch SUV Limousine': { mile: [40, 6.5, 250], hour: [150, 3], airport: 250 },
  'Sprinter Van': { mile: [35, 5, 120], hour: [130, 3], airport: 180 },
  'Limo Bus': { mile: [50, 7, 350], hour: [150, 3], airport: 300 },
  'Mini Bus': { mile: [50, 6.5, 300], hour: [140, 3], airport: 275 },
  'Motor Coach': { mile: [75, 8, 600], hour: [150, 5], airport: 450 },
  Trolley: { mile: [45, 6, 300], hour: [145, 3], airport: 260 },
};

type DemoPricing = {
  host: string;
  admin: string;
  states: string[];
  taxPercentage: number;
  amountCode: { code: string; value: number; description: string };
  /** A price for named fleets only (the others of the type keep the general price). */
  special?: {
    name: string;
    vehicleType: string;
    serviceType: string;
    fleets: string[];
    perHour: number;
    hours: number;
  };
};

const SITES: DemoPricing[] = [
  {
    host: 'citylimo.localhost',
    admin: 'provider',
    states: ['IL'],
    taxPercentage: 10.25,
    amountCode: { code: 'CHICAGO20', value: 20, description: '$20 off any Chicago ride' },
    special: {
      name: 'White Stretch - Wedding package',
      vehicleType: 'Stretch Limousine',
      serviceType: 'Wedding',
      fleets: ['White Stretch'],
      perHour: 145,
      hours: 4,
    },
  },
  {
    host: 'baychauffeurs.localhost',
    admin: 'provider2',
    states: ['CA'],
    taxPercentage: 8.625,
    amountCode: { code: 'BAYAREA15', value: 15, description: '$15 off rides in the Bay Area' },
  },
  {
    host: 'lonestarcars.localhost',
    admin: 'provider3',
    states: ['TX', 'OK'],
    taxPercentage: 8.25,
    amountCode: { code: 'HOWDY25', value: 25, description: '$25 off your first Texas ride' },
  },
];

const MAIN_SERVICES = {
  pointToPoint: 'Point to Point',
  hourly: 'Hourly Charter',
  airport: 'Airport Transfer',
} as const;

export const seedDemoPricing = async (tx: Tx) => {
  for (const demo of SITES) {
    const site = await findSiteByHost(tx, demo.host);
    if (!site) continue;
    const by = (await findUserByLogin(tx, demo.admin))?.id ?? null;
    if (by === null) continue;
    const ids = async (kind: CatalogKind) =>
      new Map(
        (await listMappings(tx, kind, { sites: { siteIds: [site.id] } })).map((m) => [m.master.name, m.master.id]),
      );
    // One after another: a transaction is one connection, which runs one query at a time (pg warns
    // of overlapping calls on a client, and pg 9 will refuse them).
    const vehicleTypes = await ids('vehicleType');
    const serviceTypes = await ids('serviceType');
    const priceTypes = await ids('priceType');
    const userTypes = await ids('serviceUserType');

    for (const state of demo.states)
      await insertLocation(tx, site.id, { state, city: null, isEnabled: true, createdBy: by });

    const individual = userTypes.get('Individual') ?? null;
    const none = { baseFare: 0, perMileRate: 0, perHourRate: 0, minimumHours: 0, minimumFare: 0 };
    /** A published price of a vehicle type for a service on a basis (its price type), with its rates. */
    const add = async (
      price: { name: string; vehicleTypeId: number; serviceTypeId: number; priceType: string },
      rates: Partial<typeof none>,
      fleetIds: number[] = [],
    ) => {
      const id = await insertDefinition(tx, site.id, {
        ...none,
        ...rates,
        name: price.name,
        vehicleTypeId: price.vehicleTypeId,
        serviceTypeId: price.serviceTypeId,
        priceTypeId: priceTypes.get(price.priceType)!,
        serviceUserTypeId: individual,
        taxPercentage: demo.taxPercentage,
        isDraft: false,
        isPublished: true,
        isEnabled: true,
        createdBy: by,
      });
      await setDefinitionFleets(tx, site.id, id, fleetIds);
    };

    for (const [vehicleType, vehicleTypeId] of vehicleTypes) {
      const rates = RATES[vehicleType];
      if (!rates) continue;
      const [base, perMile, minimum] = rates.mile;
      const [perHour, hours] = rates.hour;
      /** The vehicle type's price of one of the main services, when the site offers that service. */
      const offer = async (service: string, priceType: string, serviceRates: Partial<typeof none>) => {
        const serviceTypeId = serviceTypes.get(service);
        if (serviceTypeId)
          await add({ name: `${vehicleType} - ${service}`, vehicleTypeId, serviceTypeId, priceType }, serviceRates);
      };
      await offer(MAIN_SERVICES.pointToPoint, 'Per Mile', {
        baseFare: base,
        perMileRate: perMile,
        minimumFare: minimum,
      });
      await offer(MAIN_SERVICES.hourly, 'Per Hour', {
        perHourRate: perHour,
        minimumHours: hours,
        minimumFare: perHour * hours,
      });
      await offer(MAIN_SERVICES.airport, 'Flat Rate', { baseFare: rates.airport, minimumFare: rates.airport });
    }

    const special = demo.special;
    const specialVehicle = special && vehicleTypes.get(special.vehicleType);
    const specialService = special && serviceTypes.get(special.serviceType);
    if (special && specialVehicle && specialService) {
      const fleetIds = (await listFleets(tx, site.id))
        .filter((f) => special.fleets.includes(f.nickName))
        .map((f) => f.id);
      await add(
        { name: special.name, vehicleTypeId: specialVehicle, serviceTypeId: specialService, priceType: 'Per Hour' },
        { perHourRate: special.perHour, minimumHours: special.hours, minimumFare: special.perHour * special.hours },
        fleetIds,
      );
    }

    const codes = [
      {
        code: 'WELCOME10',
        description: '10% off for new riders',
        kind: 'percent',
        value: 10,
        validFrom: '2025-01-01',
        validTo: '2027-12-31',
        usageLimit: null,
      },
      {
        ...demo.amountCode,
        kind: 'amount',
        validFrom: '2025-01-01',
        validTo: '2027-12-31',
        usageLimit: 500,
      },
      {
        code: 'SUMMER2024',
        description: 'Summer 2024 special (expired)',
        kind: 'percent',
        value: 15,
        validFrom: '2024-06-01',
        validTo: '2024-08-31',
        usageLimit: 200,
      },
    ];
    for (const code of codes)
      await insertDiscount(tx, site.id, { ...code, isDraft: false, isPublished: true, isEnabled: true, createdBy: by });
  }
};
