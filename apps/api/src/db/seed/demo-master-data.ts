import type { CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import { joinAmenities } from '@ridedesk/domain/master-data/fleet';
import { insertMapping, insertMaster } from '../../modules/catalog/catalog.repository.ts';
import { insertFleet } from '../../modules/fleets/fleets.repository.ts';
import { insertGarage } from '../../modules/garage-locations/garage-locations.repository.ts';
import { findSiteByHost } from '../../modules/sites/sites.repository.ts';
import { findUserByLogin } from '../../modules/users/users.repository.ts';
import type { Tx } from '../client.ts';
import { DEMO_CATALOGUE, type DemoMaster } from './demo-catalogue.ts';
import { DEMO_PROVIDER_SETUP } from './demo-provider-setup.ts';

/**
 * Master data for the demo: the platform's shared catalogue (published, available to every
 * site), and each demo provider fully set up with vehicle types, service types, its state's
 * airports, amenities, service user types, price types, license types, garages and fleets.
 */

const YEAR_CODES: Record<number, string> = {
  2019: 'K',
  2020: 'L',
  2021: 'M',
  2022: 'N',
  2023: 'P',
  2024: 'R',
  2025: 'S',
};
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** A well-formed 17-character VIN with its check digit (ISO 3779, North American rule). */
export const demoVin = (wmiVds: string, year: number, serial: string) => {
  const draft = `${wmiVds}0${YEAR_CODES[year]}A${serial}`.toUpperCase();
  const value = (c: string) => (/\d/.test(c) ? Number(c) : TRANSLITERATION[c]);
  const sum = [...draft].reduce((total, c, i) => total + value(c) * WEIGHTS[i], 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
};

export const seedDemoMasterData = async (tx: Tx) => {
  const admin = await findUserByLogin(tx, 'superadmin');
  if (!admin) return;
  const masterIds = new Map<string, number>();
  const key = (kind: CatalogKind, name: string) => `${kind}:${name}`;

  for (const [kind, masters] of Object.entries(DEMO_CATALOGUE) as [CatalogKind, DemoMaster[]][])
    for (const { published = true, ...values } of masters)
      masterIds.set(
        key(kind, values.code ?? values.name),
        await insertMaster(tx, {
          ...values,
          kind,
          isAvailableForOtherSites: true,
          isEnabled: true,
          isDraft: !published,
          isPublished: published,
          ownerSiteId: null,
          createdBy: admin.id,
        }),
      );

  for (const demo of DEMO_PROVIDER_SETUP) {
    const site = await findSiteByHost(tx, demo.host);
    if (!site) continue;
    const by = (await findUserByLogin(tx, demo.admin))?.id ?? admin.id;
    const map = async (kind: CatalogKind, names: string[]) => {
      for (const name of names)
        await insertMapping(tx, {
          siteId: site.id,
          kind,
          masterId: masterIds.get(key(kind, name))!,
          isEnabled: true,
          isPrimarySiteMapping: false,
          createdBy: by,
        });
    };
    await map('vehicleType', demo.vehicleTypes);
    await map('serviceType', demo.serviceTypes);
    await map('airport', demo.airports);
    await map('amenity', demo.amenities);
    await map('serviceUserType', ['Individual', 'Corporate']);
    await map('priceType', ['Per Mile', 'Per Hour', 'Flat Rate']);
    await map('documentType', ['Chauffeur License', 'Commercial Auto Insurance', 'Vehicle Registration']);

    if (demo.ownServiceType) {
      const masterId = await insertMaster(tx, {
        ...demo.ownServiceType,
        kind: 'serviceType',
        isAvailableForOtherSites: false,
        isEnabled: true,
        isDraft: false,
        isPublished: true,
        ownerSiteId: site.id,
        createdBy: by,
      });
      await insertMapping(tx, {
        siteId: site.id,
        kind: 'serviceType',
        masterId,
        isEnabled: true,
        isPrimarySiteMapping: true,
        createdBy: by,
      });
    }

    const garageIds: number[] = [];
    for (const garage of demo.garages)
      garageIds.push(
        await insertGarage(tx, site.id, {
          ...garage,
          allowedDistanceUnit: 'Mile',
          surchargeUnit: 'US Dollars',
          latitude: null,
          longitude: null,
          isDraft: false,
          isPublished: true,
          createdBy: by,
        }),
      );

    for (const fleet of demo.fleets)
      await insertFleet(tx, site.id, {
        vehicleTypeId: masterIds.get(key('vehicleType', fleet.vehicleType))!,
        nickName: fleet.nickName,
        vin: demoVin(fleet.wmiVds, fleet.year, fleet.serial),
        color: fleet.color,
        make: fleet.make,
        model: fleet.model,
        year: fleet.year,
        seater: fleet.seater,
        luggageCapacity: fleet.luggageCapacity ?? fleet.seater,
        amenties: joinAmenities(fleet.amenities),
        notes: fleet.notes ?? null,
        // A plate of the make's first letters and the VIN's serial ('CA 481736'), one per car.
        licencePlate: `${fleet.make.slice(0, 2).toUpperCase()} ${fleet.serial}`,
        garageLocationId: garageIds[fleet.garage],
        imageFileName: null,
        isDraft: Boolean(fleet.draft),
        isPublished: !fleet.draft,
        createdBy: by,
      });
  }
};
