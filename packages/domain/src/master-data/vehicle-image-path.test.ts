import { describe, expect, it } from 'vitest';
import { VEHICLE_IMAGE_FILE_NAMES } from './catalog-kinds.ts';
import { isVehicleImageFileName, vehicleImagePath } from './vehicle-image-path.ts';

describe('vehicle picture paths', () => {
  it('When a stored picture name is given, then its SVG file under /vehicles is answered, spaces encoded', () => {
    expect(vehicleImagePath('Executive SUV')).toBe('/vehicles/Executive%20SUV.svg');
    expect(vehicleImagePath('Stretch_Limo_6_Passengers')).toBe('/vehicles/Stretch_Limo_6_Passengers.svg');
    expect(vehicleImagePath('Sprinter Van 11-14 Passengers Or Similar')).toBe(
      '/vehicles/Sprinter%20Van%2011-14%20Passengers%20Or%20Similar.svg',
    );
  });

  it('When the name is empty or not one of the 17, then the No Image picture is answered', () => {
    for (const value of [null, undefined, '', 'Spaceship', '../secret'])
      expect(vehicleImagePath(value)).toBe('/vehicles/No%20Image.svg');
  });

  it('When every name of the list is mapped, then 17 different files are answered', () => {
    const paths = VEHICLE_IMAGE_FILE_NAMES.map(vehicleImagePath);
    expect(new Set(paths).size).toBe(17);
    expect(VEHICLE_IMAGE_FILE_NAMES.every(isVehicleImageFileName)).toBe(true);
    expect(isVehicleImageFileName('executive suv')).toBe(false);
  });
});
