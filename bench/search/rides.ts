/**
 * The ride every benchmark client asks for in a bench state: from 100 Main St downtown to the
 * city's airport. As a booking's ride (bench/faults' guest flow) and as the spec's long search
 * path, with the random day and time the search and load benchmarks spread their requests over.
 */
import { type FleetSearch, fleetSearchPath, pick, type Ride } from '../faults/harness.ts';
import type { BENCH_STATES } from './generate.ts';

export type BenchState = (typeof BENCH_STATES)[number];

/** The downtown-to-airport ride in a state, as a guest books it. */
export const rideIn = (s: BenchState): Ride => ({
  pickup: `100 Main St, ${s.city}, ${s.state}`,
  dropoff: `Airport, ${s.city}, ${s.state}`,
  city: s.city,
  state: s.state,
  lat: s.lat,
  lng: s.lng,
  offset: s.offset,
});

export type Search = Pick<FleetSearch, 'vehicleTypeId' | 'day' | 'time' | 'km' | 'passengers'>;

/** The fleet search for the ride in a state; it takes 1.4 minutes a kilometre, 1.2 times that in traffic. */
export const searchPathIn = (s: BenchState, search: Search) => {
  const minutes = Math.round(search.km * 1.4);
  return fleetSearchPath(rideIn(s), { ...search, minutes, trafficMinutes: Math.round(minutes * 1.2) });
};

/** A day `min` to `max - 1` days ahead (UTC), YYYY-MM-DD. */
export const randomDayAhead = (min: number, max: number) =>
  new Date(Date.now() + (min + Math.floor(Math.random() * (max - min))) * 86_400_000).toISOString().slice(0, 10);

/** A pickup between 06:00 and 19:45 on a quarter hour. */
export const randomPickupTime = () =>
  `${String(6 + Math.floor(Math.random() * 14)).padStart(2, '0')}:${pick(['00', '15', '30', '45'])}`;

/** A search as travellers spread them: 2 to 151 days ahead, 5 to 55 km, 1 to 3 passengers. */
export const randomSearchPathIn = (s: BenchState, vehicleTypeId: number) =>
  searchPathIn(s, {
    vehicleTypeId,
    day: randomDayAhead(2, 152),
    time: randomPickupTime(),
    km: 5 + Math.round(Math.random() * 50),
    passengers: 1 + Math.floor(Math.random() * 3),
  });
