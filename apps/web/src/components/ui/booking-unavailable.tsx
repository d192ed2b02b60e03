import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { SEARCH_MESSAGES } from '@ridedesk/domain/booking/search-choices';
import { SITE_NOT_TAKING_BOOKINGS } from '@ridedesk/domain/subscriptions/booking-availability';
import { IconCalendarOff, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BOOKING_UNAVAILABLE_NS } from './booking-unavailable-i18n.ts';

export type BookingUnavailableState = 'closed' | 'notSetUp';

/**
 * What a site that takes no online bookings says, on its landing page and instead of the wizard:
 * why (a lapsed or unchosen plan: the company is not taking online bookings; no vehicles or area
 * yet: the spec's 'Service is not available in this area!!'), and the company's phone and e-mail.
 */
export const BookingUnavailable = ({
  state,
  company,
  contact,
}: {
  state: BookingUnavailableState;
  company: string;
  contact: { phone: string | null; email: string | null } | null;
}) => {
  const { t } = useTranslation(BOOKING_UNAVAILABLE_NS);
  const phone = contact?.phone?.trim();
  const email = contact?.email?.trim();
  return (
    <Alert
      color={state === 'closed' ? 'orange' : 'blue'}
      variant="light"
      radius="md"
      icon={<IconCalendarOff size={22} aria-hidden />}
      title={state === 'closed' ? t('closedTitle') : SEARCH_MESSAGES.serviceUnavailable}
      role="status"
      data-testid="booking-unavailable"
      styles={{ title: { fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="xs">
        <Text c="var(--mantine-color-text)">
          {state === 'closed' ? SITE_NOT_TAKING_BOOKINGS : t('notSetUpBody', { company })}
        </Text>
        {phone || email ? (
          <>
            <Text fw={600} c="var(--mantine-color-text)">
              {t('contactLead')}
            </Text>
            <Group gap="lg" wrap="wrap">
              {phone && (
                <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} fw={700}>
                  <Group gap={6} wrap="nowrap">
                    <IconPhone size={18} aria-hidden />
                    {t('call', { phone })}
                  </Group>
                </Anchor>
              )}
              {email && (
                <Anchor href={`mailto:${email}`} fw={700} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    <IconMail size={18} aria-hidden />
                    {t('email', { email })}
                  </Group>
                </Anchor>
              )}
            </Group>
          </>
        ) : (
          <Text c="var(--mantine-color-text)">{t('noContact')}</Text>
        )}
      </Stack>
    </Alert>
  );
};
