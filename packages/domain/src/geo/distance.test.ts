import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drivingDurationSeconds,
  haversineMeters,
  meanPairwiseMeters,
  ROAD_FACTOR,
  roadDistanceMeters,
} from './distance.ts';

const LOOP = { lat: 41.8786, lng: -87.6359 };
const ORD = { lat: 41.9786, lng: -87.9048 };
const JFK = { lat: 40.6398, lng: -73.7789 };
const LAX = { lat: 33.9425, lng: -118.4081 };

const point = fc.record({
  lat: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('great-circle distance', () => {
  it('When measuring JFK to LAX on the sphere, then it is about 3,974 km (3,983 km on the ellipsoid)', () => {
    expect(Math.abs(haversineMeters(JFK, LAX) / 1000 - 3974)).toBeLessThan(2);
  });

  it("When measuring the Chicago Loop to O'Hare, then it is about 25 km in a straight line", () => {
    expect(haversineMeters(LOOP, ORD) / 1000).toBeCloseTo(24.9, 1);
  });

  it('When a point is measured to itself, then the distance is zero', () => {
    fc.assert(
      fc.property(point, (p) => {
        expect(haversineMeters(p, p)).toBeCloseTo(0, 9);
      }),
    );
  });

  it('When two points swap, then the distance is the same and never more than half the globe', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = haversineMeters(a, b);
        expect(d).toBeCloseTo(haversineMeters(b, a), 6);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * 6_371_008.8 + 1);
      }),
    );
  });

  it('When going through a third point, then the trip is never shorter (triangle inequality)', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        // A few centimetres of floating-point slack: near antipodal points asin loses precision.
        expect(haversineMeters(a, c)).toBeLessThanOrEqual(haversineMeters(a, b) + haversineMeters(b, c) + 0.05);
      }),
    );
  });
});

describe('road distance', () => {
  it('When estimating by road, then it is the straight line times the road factor 1.25, in whole metres', () => {
    expect(ROAD_FACTOR).toBe(1.25);
    expect(roadDistanceMeters(LOOP, ORD)).toBe(Math.round(haversineMeters(LOOP, ORD) * 1.25));
    expect(roadDistanceMeters(LOOP, ORD) / 1000).toBeGreaterThan(25);
    expect(roadDistanceMeters(LOOP, ORD) / 1000).toBeLessThan(35);
  });
});

describe('drive time by speed bands', () => {
  it('When the trip is within the first band, then it is driven at 35 km/h', () => {
    expect(drivingDurationSeconds(7_000)).toBe(720); // 7 km at 35 km/h = 12 min
  });

  it('When the trip reaches the second band, then the first 10 km take 35 km/h and the rest 55 km/h', () => {
    expect(drivingDurationSeconds(21_000)).toBe(Math.round((10 / 35) * 3600 + (11 / 55) * 3600)); // 1749 s
  });

  it('When the trip is long, then past 50 km it is driven at 80 km/h', () => {
    const expected = Math.round((10 / 35 + 40 / 55 + 250 / 80) * 3600);
    expect(drivingDurationSeconds(300_000)).toBe(expected);
  });

  it('When the distance is zero, negative or not a number, then the time is zero', () => {
    expect(drivingDurationSeconds(0)).toBe(0);
    expect(drivingDurationSeconds(-5)).toBe(0);
    expect(drivingDurationSeconds(Number.NaN)).toBe(0);
  });

  it('When the trip gets longer, then the time never gets shorter, not even at a band edge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 100_000 }), (d, extra) => {
        expect(drivingDurationSeconds(d + extra)).toBeGreaterThanOrEqual(drivingDurationSeconds(d));
      }),
    );
  });

  it('When any trip is timed, then its average speed lies between the slowest and fastest band', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 5_000_000 }), (d) => {
        const kmh = d / 1000 / (drivingDurationSeconds(d) / 3600);
        expect(kmh).toBeGreaterThanOrEqual(34.5);
        expect(kmh).toBeLessThanOrEqual(80.5);
      }),
    );
  });
});

describe('typical trip within a place', () => {
  it('When a place has fewer than two points, then the mean pairwise distance is zero', () => {
    expect(meanPairwiseMeters([])).toBe(0);
    expect(meanPairwiseMeters([LOOP])).toBe(0);
  });

  it('When a place has several points, then it is the mean of every pair', () => {
    const expected = (haversineMeters(LOOP, ORD) + haversineMeters(LOOP, JFK) + haversineMeters(ORD, JFK)) / 3;
    expect(meanPairwiseMeters([LOOP, ORD, JFK])).toBeCloseTo(expected, 6);
  });

  it('When any points are averaged, then the mean lies between the shortest and the longest pair', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 2, maxLength: 12 }), (points) => {
        const all: number[] = [];
        for (let i = 0; i < points.length; i++)
          for (let j = i + 1; j < points.length; j++) all.push(haversineMeters(points[i], points[j]));
        const mean = meanPairwiseMeters(points);
        expect(mean).toBeGreaterThanOrEqual(Math.min(...all) - 1e-6);
        expect(mean).toBeLessThanOrEqual(Math.max(...all) + 1e-6);
      }),
    );
  });
});
