import { Box } from '@mantine/core';
import { vehicleImagePath } from '@ridedesk/domain/master-data/vehicle-image-path';
import { useTranslation } from 'react-i18next';
import { MASTER_DATA_NS } from '../i18n.ts';

/** One of the 17 vehicle pictures, at a 2:1 side-view ratio. */
export const VehicleImage = ({
  imageFileName,
  width,
  decorative = false,
}: {
  imageFileName: string | null | undefined;
  width: number | string;
  decorative?: boolean;
}) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  return (
    <Box
      component="img"
      src={vehicleImagePath(imageFileName)}
      alt={decorative ? '' : t('picture', { name: imageFileName || 'No Image' })}
      w={width}
      style={{ aspectRatio: '2 / 1', objectFit: 'contain', display: 'block', flexShrink: 0 }}
      loading="lazy"
    />
  );
};
