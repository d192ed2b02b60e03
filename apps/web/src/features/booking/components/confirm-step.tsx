import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { COMMENTS_MAX, commentsCounterMessage } from '@ridedesk/domain/booking/customer-details';
import type { Breakdown, TipChoice } from '@ridedesk/domain/booking/pricing';
import { IconArrowLeft, IconArrowRight, IconCalendarCheck } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationBreakdown } from '../booking-breakdown.ts';
import type { Confirmation, FleetOffer, SearchCriteria, TravellerDetails } from '../booking-types.ts';
import { flightLabelAt } from '../flight-fields.ts';
import { BOOKING_NS } from '../i18n.ts';
import { OfferPicture, vehicleName } from './fleet-offer-parts.tsx';
import { PaymentBreakdown } from './payment-breakdown.tsx';
import { PromoCodeField } from './promo-code-field.tsx';
import { RideSummary } from './ride-summary.tsx';
import { TipChoiceField } from './tip-choice.tsx';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed" fw={600} tt="uppercase">
      {label}
    </Text>
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </Stack>
);

/**
 * The Confirm Booking step (spec 03 "Booking confirmation"): promo code, chauffeur tip and
 * comments, then the payment breakdown, the traveller's details and the ride summary. Next goes
 * to Payment; with pay later on, this step books.
 */
export const ConfirmStep = ({
  criteria,
  offer,
  traveller,
  initial,
  payLater,
  booking,
  bookingFailure,
  onBack,
  onConfirmed,
}: {
  criteria: SearchCriteria;
  offer: FleetOffer;
  traveller: TravellerDetails;
  initial: Confirmation | null;
  payLater: boolean;
  /** The booking call is running (pay later books from here). */
  booking: boolean;
  bookingFailure?: ReactNode;
  onBack: () => void;
  onConfirmed: (confirmation: Confirmation, breakdown: Breakdown) => void;
}) => {
  const { t } = useTranslation(BOOKING_NS);
  const [promo, setPromo] = useState(initial?.promo ?? null);
  const [tip, setTip] = useState<TipChoice>(initial?.tip ?? { kind: 'none' });
  const [comments, setComments] = useState(initial?.comments ?? '');
  const confirmation = useMemo(() => ({ promo, tip, comments }), [promo, tip, comments]);
  const breakdown = useMemo(() => confirmationBreakdown(offer, confirmation), [offer, confirmation]);
  const tipTooHigh = tip.kind === 'custom' && breakdown.tipCents > breakdown.costCents;

  const next = () => {
    if (tipTooHigh) return;
    onConfirmed({ ...confirmation, comments: comments.trim() }, breakdown);
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
          <Stack gap="lg">
            <OfferPicture offer={offer} width={96} height={60}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                {/* The step's first heading, under the wizard's h1: the sections beside it are h3. */}
                <Title order={2} size="h5">
                  {vehicleName(offer)}
                </Title>
                <Text size="sm" c="dimmed">
                  {offer.vehicleType.name} · {offer.site.serviceProvider.name}
                </Text>
              </Stack>
            </OfferPicture>
            <PromoCodeField offer={offer} pickupDate={criteria.pickupdate} applied={promo} onChange={setPromo} />
            <TipChoiceField
              costCents={breakdown.costCents}
              value={tip}
              onChange={setTip}
              error={tipTooHigh ? t('tipTooHigh') : null}
            />
            <Textarea
              label="Comments"
              placeholder={t('commentsPlaceholder')}
              value={comments}
              onChange={(event) => setComments(event.currentTarget.value.slice(0, COMMENTS_MAX))}
              maxLength={COMMENTS_MAX}
              autosize
              minRows={3}
              maxRows={8}
              description={commentsCounterMessage(comments.length)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          </Stack>
        </Paper>
        <Stack gap="md">
          <PaymentBreakdown breakdown={breakdown} />
          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="user-details-title">
            <Stack gap="sm">
              <Title id="user-details-title" order={3} size="h5">
                User Details
              </Title>
              <SimpleGrid cols={2} spacing="sm">
                <Field label={t('firstName')}>{traveller.firstName}</Field>
                <Field label={t('lastName')}>{traveller.lastName}</Field>
                <Field label={t('email')}>{traveller.emailaddress}</Field>
                <Field label={t('mobile')}>{traveller.mobilenumber}</Field>
                <Field label={t('texts')}>
                  {traveller.smsConsent ? t('textsYes', { mobile: traveller.mobilenumber }) : t('textsNo')}
                </Field>
              </SimpleGrid>
            </Stack>
          </Paper>
          <RideSummary criteria={criteria} flight={flightLabelAt(criteria.pickuplocation, traveller.flight)} />
        </Stack>
      </SimpleGrid>
      {bookingFailure}
      <Group justify="space-between">
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          {t('back')}
        </Button>
        <Button
          onClick={next}
          loading={booking}
          size="md"
          rightSection={
            payLater ? <IconCalendarCheck size={18} aria-hidden /> : <IconArrowRight size={18} aria-hidden />
          }
        >
          {payLater ? t('bookNow') : t('next')}
        </Button>
      </Group>
    </Stack>
  );
};
