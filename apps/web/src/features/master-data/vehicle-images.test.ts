import fs from 'node:fs';
import path from 'node:path';
import { VEHICLE_IMAGE_FILE_NAMES } from '@ridedesk/domain/master-data/catalog-kinds';
import { vehicleImagePath } from '@ridedesk/domain/master-data/vehicle-image-path';
import { describe, expect, it } from 'vitest';

const publicDir = path.resolve(import.meta.dirname, '../../../public');

describe('the 17 vehicle pictures', () => {
  it.each(VEHICLE_IMAGE_FILE_NAMES)('When "%s" is chosen, then its picture is a drawn SVG the app serves', (name) => {
    const file = path.join(publicDir, decodeURIComponent(vehicleImagePath(name)));
    expect(fs.existsSync(file)).toBe(true);
    const svg = fs.readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 160"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    // A real drawing: many shapes, not a grey box, and nothing that runs.
    expect(svg.match(/<(path|circle|rect|ellipse)\b/g)?.length ?? 0).toBeGreaterThan(10);
    expect(svg).not.toMatch(/<script|on\w+=|javascript:/i);
  });
});
