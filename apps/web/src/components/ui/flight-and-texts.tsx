import { flightLabel } from '@ridedesk/domain/booking/flight-number';
import { DetailLine } from './booking-detail-parts.tsx';

/**
 * What a booking's view tells of issue 22: the traveller's consent to texts and an airport
 * pickup's flight. Optional: a view from an API that does not answer them shows neither.
 */
export type FlightAndTexts = {
  /** Every view names its booking; it also keeps this type from matching any object at all. */
  referenceId: string;
  smsConsent?: boolean;
  flightAirline?: string | null;
  flightNumber?: string | null;
};

/** The booking's flight as people read it, 'UA 1234'; null without one. */
export const bookingFlightLabel = (b: FlightAndTexts) =>
  b.flightAirline && b.flightNumber ? flightLabel({ airline: b.flightAirline, flightNumber: b.flightNumber }) : null;

/** The texts line's value: agreed or not, or null when the view does not tell. */
export const textsConsentLabel = (b: FlightAndTexts, labels: { agreed: string; notAgreed: string }) =>
  b.smsConsent === undefined ? null : b.smsConsent ? labels.agreed : labels.notAgreed;

/** The flight and the texts as lines of a booking's detail, each only when the view tells it. */
export const FlightAndTextsLines = ({
  booking,
  labels,
}: {
  booking: FlightAndTexts;
  labels: { flight: string; texts: string; agreed: string; notAgreed: string };
}) => {
  const flight = bookingFlightLabel(booking);
  const texts = textsConsentLabel(booking, labels);
  return (
    <>
      {flight && <DetailLine label={labels.flight} value={flight} />}
      {texts && <DetailLine label={labels.texts} value={texts} />}
    </>
  );
};
