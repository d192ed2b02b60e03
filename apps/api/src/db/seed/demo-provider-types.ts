import type { DemoMaster } from './demo-catalogue.ts';

/** A demo provider's vehicle: real make and model, a VIN built from its first 8 characters and a serial with a check digit. */
export type DemoFleet = {
  nickName: string;
  vehicleType: string;
  make: string;
  model: string;
  year: number;
  color: string;
  seater: number;
  luggageCapacity?: number;
  amenities: string[];
  garage: number;
  /** World manufacturer identifier and vehicle descriptor: the first 8 characters of the VIN. */
  wmiVds: string;
  serial: string;
  notes?: string;
  draft?: boolean;
};

/** A demo provider fully set up: which catalogue records it uses, its garages and its fleets. */
export type DemoSite = {
  host: string;
  /** The site's administrator, recorded as the creator of its records. */
  admin: string;
  vehicleTypes: string[];
  serviceTypes: string[];
  airports: string[];
  amenities: string[];
  ownServiceType?: DemoMaster;
  garages: { garageName: string; garageAddress: string; allowedDistanceValue: number; surchargeCost: number }[];
  fleets: DemoFleet[];
};
