import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PAYMENT_MESSAGES } from '@ridedesk/domain/payments/payment-messages';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingResult } from '../booking-types.ts';
import { BOOKING_NS } from '../i18n.ts';

/** After a guest's booking: the spec's success message with the reference, and a way to book again. */
export const BookingSuccess = ({ result, onBookAnother }: { result: BookingResult; onBookAnother: () => void }) => {
  const { t } = useTranslation(BOOKING_NS);
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboards land on the outcome, not at the top of a form that is gone.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm" maw={640} mx="auto">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
          <IconCircleCheck size={40} />
        </ThemeIcon>
        {/* The outcome replaces the wizard and its heading: it is the page's h1. */}
        <Title order={1} fz={{ base: 24, sm: 28 }} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {t('bookedTitle')}
        </Title>
        {result.paymentStatus === 'Paid' && (
          <Group gap="xs" justify="center">
            <Text fw={600} c="green" role="status">
              {PAYMENT_MESSAGES.success}
            </Text>
            <Badge color="green" variant="filled">
              Paid
            </Badge>
          </Group>
        )}
        <Text size="lg" role="status">
          {result.message}
        </Text>
        <Group gap="xs" justify="center">
          <Text c="dimmed">{t('reference')}</Text>
          <Badge size="xl" radius="sm" variant="light" ff="monospace" tt="none">
            {result.referenceId}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('bookedHelp')}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onBookAnother} size="md">
          {t('bookAnother')}
        </Button>
      </Stack>
    </Paper>
  );
};
