/** The mapping count object of spec 01 section 3. */
export type MappingCounts = {
  countAirport: number;
  countAmenity: number;
  countVehicleType: number;
  countServiceType: number;
  countServiceUserType: number;
  countPriceType: number;
  countDocumentType: number;
  countPriceDefinition: number;
  countFleet: number;
  countServiceLocation: number;
  countDiscount: number;
  countPaymentType: number;
  countGarageLocation: number;
};

/** The dashboard's setup checklist (spec 01 "Setup Data checklist"). */
export const SETUP_CHECKLIST = [
  { order: 1, label: 'Area of Operation', route: '/location', count: 'countServiceLocation' },
  { order: 2, label: 'Amenities', route: '/master-data/amenities', count: 'countAmenity' },
  { order: 3, label: 'Vehicle Types', route: '/master-data/vehicle-types', count: 'countVehicleType' },
  { order: 4, label: 'Service Types', route: '/master-data/service-types', count: 'countServiceType' },
  { order: 5, label: 'Service User Types', route: '/master-data/service-user-types', count: 'countServiceUserType' },
  { order: 6, label: 'Price Types', route: '/master-data/price-types', count: 'countPriceType' },
  { order: 7, label: 'Garage Locations', route: '/garagelocation', count: 'countGarageLocation' },
  { order: 8, label: 'Fleets', route: '/fleet', count: 'countFleet' },
  { order: 9, label: 'Discounts', route: '/discount', count: 'countDiscount' },
  { order: 10, label: 'Price Definitions', route: '/price-definitions', count: 'countPriceDefinition' },
  { order: 11, label: 'License Type', route: '/master-data/document-types', count: 'countDocumentType' },
  { order: 12, label: 'Payment Types', route: '/master-data/paymenttypes', count: 'countPaymentType' },
] as const satisfies readonly { order: number; label: string; route: string; count: keyof MappingCounts }[];

/**
 * The twelve kinds that count towards setup progress: the checklist's own counts (airports are
 * not among them), so that the progress and the checklist cannot name different kinds.
 */
export const PROGRESS_KEYS = SETUP_CHECKLIST.map((item) => item.count);

/** progress = round(sum / 12 * 100), each count taken as 0 or 1. */
export const setupProgress = (counts: Partial<MappingCounts>) => {
  const sum = PROGRESS_KEYS.reduce((total, key) => total + ((counts[key] ?? 0) > 0 ? 1 : 0), 0);
  return Math.round((sum / PROGRESS_KEYS.length) * 100);
};
