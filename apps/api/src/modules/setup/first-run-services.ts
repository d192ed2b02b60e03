/**
 * The other modules' services a first-run step calls, bound to the step's transaction: each
 * module still writes only its own tables through its own service, and a step that writes
 * several of them (service areas and airports, vehicle types, fleets and prices) commits or rolls
 * back as one. A transaction serves as their database; their own transactions become savepoints.
 */
import type { Db, Tx } from '../../db/client.ts';
import { type CatalogService, createCatalogService } from '../catalog/catalog.service.ts';
import type { FleetImageStore } from '../fleets/fleet-images.ts';
import { createFleetsService, type FleetsService } from '../fleets/fleets.service.ts';
import { createGarageLocationsService } from '../garage-locations/garage-locations.service.ts';
import type { PaymentTypesService } from '../payments/payment-types.service.ts';
import {
  createPriceDefinitionsService,
  type PriceDefinitionsService,
} from '../price-definitions/price-definitions.service.ts';
import {
  createServiceLocationsService,
  type ServiceLocationsService,
  type SiteDirectory,
} from '../service-locations/service-locations.service.ts';

export type StepServices = {
  catalog: CatalogService;
  fleets: FleetsService;
  priceDefinitions: PriceDefinitionsService;
  locations: ServiceLocationsService;
  paymentTypes: PaymentTypesService;
};

export const stepServicesIn =
  (deps: { images: FleetImageStore; sites: SiteDirectory; paymentTypesIn: (tx: Tx) => PaymentTypesService }) =>
  (tx: Tx): StepServices => {
    const db = tx as Db;
    const catalog = createCatalogService(db);
    const fleets = createFleetsService(db, { catalog, garages: createGarageLocationsService(db), images: deps.images });
    return {
      catalog,
      fleets,
      priceDefinitions: createPriceDefinitionsService(db, { catalog, fleets }),
      locations: createServiceLocationsService(db, { sites: deps.sites }),
      paymentTypes: deps.paymentTypesIn(tx),
    };
  };
