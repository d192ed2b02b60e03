import { Text } from '@mantine/core';
import type { BookingView } from '@ridedesk/domain/booking/booking-view';
import { distanceText } from '@ridedesk/domain/booking/distance';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickupDay } from '../../lib/booking-format.ts';
import { DetailLine, DetailSection, PriceLines } from './booking-detail-parts.tsx';
import { type FlightAndTexts, FlightAndTextsLines } from './flight-and-texts.tsx';

/*
 * The sections a booking's detail shows alike in the back office's drawer and in the traveller's
 * own view. Their texts come from the caller's namespace (`ns`), which names the same keys
 * (rideSummary, pickup, cost...), so each screen keeps its own wording where the two differ
 * (the consent to texts reads "Agreed at booking" to staff and "Yes, about this ride" to the traveller).
 */

type RideSummaryBooking = FlightAndTexts &
  Pick<
    BookingView,
    | 'bookingFromDate'
    | 'pickuptimetodisplay'
    | 'dropofftimetodisplay'
    | 'pickUpLocation'
    | 'dropOffLocation'
    | 'noOfPassengers'
    | 'noOfLuggages'
    | 'EstimatedDurationInMins'
    | 'EstimatedDistanceInKM'
    | 'serviceType'
  >;

/**
 * The ride: its day and time, where from and to, the flight and texts, the party, the estimate
 * and the service; `withDropoffTime` adds the drop-off's time to the estimate (the staff's view).
 */
export const RideSummarySection = ({
  booking: b,
  ns,
  withDropoffTime = false,
}: {
  booking: RideSummaryBooking;
  ns: string;
  withDropoffTime?: boolean;
}) => {
  const { t, i18n } = useTranslation(ns);
  return (
    <DetailSection title={t('rideSummary')}>
      <Text fw={600}>{t('rideOnAt', { date: pickupDay(b, i18n.language), time: b.pickuptimetodisplay })}</Text>
      <DetailLine label={t('pickup')} value={b.pickUpLocation} />
      <FlightAndTextsLines
        booking={b}
        labels={{ flight: t('flight'), texts: t('texts'), agreed: t('textsAgreed'), notAgreed: t('textsNotAgreed') }}
      />
      <DetailLine label={t('dropoff')} value={b.dropOffLocation} />
      <DetailLine label={t('passengers')} value={b.noOfPassengers} />
      <DetailLine label={t('luggage')} value={b.noOfLuggages} />
      <Text size="sm" c="dimmed">
        {t('estimate', { minutes: b.EstimatedDurationInMins, distance: distanceText(b.EstimatedDistanceInKM) })}
        {withDropoffTime && ` · ${t('dropoffAround', { time: b.dropofftimetodisplay })}`}
        {b.serviceType?.name ? ` · ${t('service')}: ${b.serviceType.name}` : ''}
      </Text>
    </DetailSection>
  );
};

/** The price as the confirm step showed it, then what the screen adds below it (`children`). */
export const PaymentSection = ({
  booking,
  ns,
  children,
}: {
  booking: Parameters<typeof PriceLines>[0]['booking'];
  ns: string;
  children?: ReactNode;
}) => {
  const { t } = useTranslation(ns);
  return (
    <DetailSection title={t('paymentDetails')}>
      <PriceLines
        booking={booking}
        labels={{
          cost: t('cost'),
          discount: t('discount'),
          tax: t('tax', { percent: booking.taxPercentage }),
          tip: t('tip'),
          total: t('total'),
        }}
      />
      {children}
    </DetailSection>
  );
};

/** The booking's comments as they were typed (line breaks kept), or nothing without any. */
export const CommentsSection = ({ comments, ns }: { comments: string; ns: string }) => {
  const { t } = useTranslation(ns);
  if (!comments) return null;
  return (
    <DetailSection title={t('comments')}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {comments}
      </Text>
    </DetailSection>
  );
};
