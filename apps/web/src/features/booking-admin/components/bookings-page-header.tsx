import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { BOOKING_ADMIN_NS } from '../i18n.ts';
import { NEW_BOOKING_PATH } from '../paths.ts';

/** The heading of both views of the site's bookings (records and calendar), with the New booking button. */
export const BookingsPageHeader = ({ title, description }: { title: string; description: string }) => {
  const { t } = useTranslation(BOOKING_ADMIN_NS);
  return (
    <PageHeader
      title={title}
      description={description}
      actions={
        <Button component={Link} to={NEW_BOOKING_PATH} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('newBooking')}
        </Button>
      }
    />
  );
};
