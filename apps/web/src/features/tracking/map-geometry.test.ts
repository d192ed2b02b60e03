import { describe, expect, it } from 'vitest';
import { fitView, headingTurn, scaleFor } from './map-geometry.ts';

const wacker = { latitude: 41.8786, longitude: -87.6362 };
const lincolnPark = { latitude: 41.9214, longitude: -87.6513 };

describe('the tracking map drawn without tiles', () => {
  it('When there is nothing to place (or only broken points), then there is no view', () => {
    expect(fitView([], 360, 240)).toBeNull();
    expect(
      fitView(
        [
          { latitude: Number.NaN, longitude: 0 },
          { latitude: 91, longitude: 0 },
        ],
        360,
        240,
      ),
    ).toBeNull();
  });

  it('When only the pickup is placed, then it is in the middle and the view is at least 800 m across', () => {
    const view = fitView([wacker], 360, 240);
    if (!view) throw new Error('a view was expected');
    expect(view.place(wacker)).toEqual({ x: 180, y: 120 });
    expect(view.metresPerPixel * (240 - 72)).toBeGreaterThanOrEqual(800 - 1e-6);
  });

  it('When the car is north-west of the pickup, then it is drawn up and left of it, both inside the margins', () => {
    const view = fitView([wacker, lincolnPark], 360, 240, 36);
    if (!view) throw new Error('a view was expected');
    const pin = view.place(wacker);
    const car = view.place(lincolnPark);
    expect(car.y).toBeLessThan(pin.y);
    expect(car.x).toBeLessThan(pin.x);
    for (const p of [pin, car]) {
      expect(p.x).toBeGreaterThanOrEqual(36 - 1e-6);
      expect(p.x).toBeLessThanOrEqual(324 + 1e-6);
      expect(p.y).toBeGreaterThanOrEqual(36 - 1e-6);
      expect(p.y).toBeLessThanOrEqual(204 + 1e-6);
    }
  });

  it('When a point is placed, then a kilometre east is drawn as long as a kilometre north', () => {
    const view = fitView([{ latitude: 60, longitude: 10.8 }], 400, 400);
    if (!view) throw new Error('a view was expected');
    const origin = view.place({ latitude: 60, longitude: 10.8 });
    const north = view.place({ latitude: 60 + 1 / 111.32, longitude: 10.8 });
    const east = view.place({ latitude: 60, longitude: 10.8 + 1 / (111.32 * Math.cos((60 * Math.PI) / 180)) });
    expect(east.x - origin.x).toBeCloseTo(origin.y - north.y, 6);
  });

  it('When the car moves towards the pickup, then the view zooms in and the car is drawn elsewhere', () => {
    const far = fitView([wacker, lincolnPark], 360, 240);
    const near = { latitude: 41.8826, longitude: -87.6372 };
    const close = fitView([wacker, near], 360, 240);
    if (!far || !close) throw new Error('views were expected');
    expect(close.metresPerPixel).toBeLessThan(far.metresPerPixel);
    expect(close.place(near)).not.toEqual(far.place(lincolnPark));
  });

  it('When the scale bar is drawn, then it is a round distance no longer than allowed, labelled in m or km', () => {
    expect(scaleFor(10, 90)).toEqual({ metres: 500, pixels: 50, label: '500 m' });
    expect(scaleFor(25, 90)).toMatchObject({ metres: 2000, label: '2 km' });
    expect(scaleFor(1000, 90)).toMatchObject({ metres: 50_000, label: '50 km' });
    // Too little room for any of them: the shortest, however long it is drawn.
    expect(scaleFor(100, 0.2)).toMatchObject({ metres: 50, pixels: 0.5, label: '50 m' });
  });

  it('When the heading is read, then it is turned clockwise from north and kept within a turn; unknown is none', () => {
    expect(headingTurn(90)).toBe(90);
    expect(headingTurn(-90)).toBe(270);
    expect(headingTurn(720)).toBe(0);
    expect(headingTurn(null)).toBeNull();
    expect(headingTurn(Number.NaN)).toBeNull();
  });
});
