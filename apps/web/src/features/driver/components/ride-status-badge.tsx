import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RideStatus } from '../driver-job.ts';
import { DRIVER_NS } from '../i18n.ts';

const COLORS: Record<RideStatus, MantineColor> = {
  scheduled: 'gray',
  confirmed: 'gray',
  declined: 'gray',
  assigned: 'orange',
  accepted: 'blue',
  'en route': 'indigo',
  arrived: 'violet',
  'on board': 'teal',
  completed: 'green',
  'no show': 'red',
  cancelled: 'gray',
};

/** A ride's status in the chauffeur's words. */
export const RideStatusBadge = ({ status }: { status: RideStatus }) => {
  const { t } = useTranslation(DRIVER_NS);
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" size="lg" radius="sm">
      {t(`status_${status}`)}
    </Badge>
  );
};
