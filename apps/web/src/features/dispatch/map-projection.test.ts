import { describe, expect, it } from 'vitest';
import { boundingBox, projection, scaleBar } from './map-projection.ts';

const loop = { latitude: 41.8781, longitude: -87.6298 };
const ohare = { latitude: 41.9742, longitude: -87.9073 };

describe('the map drawn without tiles', () => {
  it('When there are no points (or only broken ones), then there is no box to draw', () => {
    expect(boundingBox([])).toBeNull();
    expect(
      boundingBox([
        { latitude: Number.NaN, longitude: 0 },
        { latitude: 95, longitude: 0 },
      ]),
    ).toBeNull();
  });

  it('When there is a single point, then the box is about a kilometre around it, with it in the middle', () => {
    const box = boundingBox([loop]);
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.maxLat - box.minLat).toBeGreaterThanOrEqual(0.01);
    expect((box.minLat + box.maxLat) / 2).toBeCloseTo(loop.latitude, 6);
    const { x, y } = projection(box, 400, 300).project(loop);
    expect(x).toBeCloseTo(200, 6);
    expect(y).toBeCloseTo(150, 6);
  });

  it('When two points are drawn, then north is up, west is left, and both stay inside the drawing with room', () => {
    const box = boundingBox([loop, ohare]);
    if (!box) throw new Error('a box was expected');
    const proj = projection(box, 400, 300);
    const a = proj.project(loop);
    const b = proj.project(ohare);
    expect(b.y).toBeLessThan(a.y); // O'Hare is north of the Loop
    expect(b.x).toBeLessThan(a.x); // and west of it
    for (const p of [a, b]) {
      expect(p.x).toBeGreaterThan(10);
      expect(p.x).toBeLessThan(390);
      expect(p.y).toBeGreaterThan(10);
      expect(p.y).toBeLessThan(290);
    }
  });

  it('When the box is projected, then a kilometre east is as long as a kilometre north (longitude shrunk by latitude)', () => {
    const box = { minLat: 59.9, maxLat: 60.1, minLng: 10.6, maxLng: 11.0 };
    const proj = projection(box, 500, 500);
    const origin = proj.project({ latitude: 60, longitude: 10.8 });
    const north = proj.project({ latitude: 60 + 1 / 111.32, longitude: 10.8 });
    const east = proj.project({ latitude: 60, longitude: 10.8 + 1 / (111.32 * Math.cos((60 * Math.PI) / 180)) });
    expect(east.x - origin.x).toBeCloseTo(origin.y - north.y, 1);
  });

  it('When the scale bar is drawn, then it is a round distance no longer than asked', () => {
    const box = boundingBox([loop, ohare]);
    if (!box) throw new Error('a box was expected');
    const proj = projection(box, 400, 300);
    const bar = scaleBar(proj, 100);
    expect(bar.pixels).toBeLessThanOrEqual(100);
    expect(bar.label).toMatch(/^\d+ (m|km)$/);
  });
});
