import { Center } from '@mantine/core';
import { NO_VEHICLE_IMAGE } from '@ridedesk/domain/master-data/catalog-kinds';
import { vehicleImagePath } from '@ridedesk/domain/master-data/vehicle-image-path';
import { IconCar } from '@tabler/icons-react';
import { useState } from 'react';
import { vehiclePictureUrl } from '../vehicle-picture-url.ts';

/**
 * A vehicle's picture in a fixed frame: the fleet's own, else its vehicle type's, else the
 * catalogue's No Image picture; a car outline if even that fails to load.
 */
export const VehiclePicture = ({
  fileName,
  fallbackFileName,
  siteId,
  alt,
  width,
  height,
  eager = false,
}: {
  fileName: string | null | undefined;
  /** The vehicle type's picture, when a fleet photo is missing or broken. */
  fallbackFileName?: string | null;
  siteId?: number;
  alt: string;
  width: number | string;
  height: number;
  /** Load at once (pictures in the first screenful); others wait until they are near the view. */
  eager?: boolean;
}) => {
  const sources = [
    vehiclePictureUrl(fileName, siteId),
    vehiclePictureUrl(fallbackFileName),
    vehicleImagePath(NO_VEHICLE_IMAGE),
  ].filter((s): s is string => !!s);
  const [failed, setFailed] = useState(0);
  const source = sources[failed];
  return (
    <div
      style={{
        width,
        height,
        flexShrink: 0,
        borderRadius: 8,
        overflow: 'hidden',
        background: 'var(--mantine-color-gray-0)',
      }}
    >
      {source ? (
        <img
          src={source}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed((n) => n + 1)}
          style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      ) : (
        <Center h="100%" role="img" aria-label={alt}>
          <IconCar size={Math.min(height * 0.6, 48)} stroke={1.3} color="var(--mantine-color-gray-5)" aria-hidden />
        </Center>
      )}
    </div>
  );
};
