import { BAY_CHAUFFEURS } from './demo-provider-bay-chauffeurs.ts';
import { CITY_LIMO } from './demo-provider-city-limo.ts';
import { LONE_STAR_CARS } from './demo-provider-lone-star-cars.ts';
import type { DemoSite } from './demo-provider-types.ts';

/**
 * The three demo providers fully set up: which catalogue records each uses, its garages (real
 * addresses in its city) and its fleets (real makes and models; VINs built with a check digit).
 */
export const DEMO_PROVIDER_SETUP: DemoSite[] = [CITY_LIMO, BAY_CHAUFFEURS, LONE_STAR_CARS];
