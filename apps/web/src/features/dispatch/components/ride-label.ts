import { useTranslation } from 'react-i18next';
import { type BoardRide, displayStatus } from '../board-types.ts';
import { clockText } from '../board-view.ts';
import { flaggedWhy, flightStateText } from '../flight-words.ts';
import { DISPATCH_NS } from '../i18n.ts';
import { statusKey } from '../ride-status.ts';

/**
 * The words of a ride: status, times, and its accessible name ("AB12CD, On the way, 09:00–10:15,
 * Dana Driver"), which names the booking reference and the status so journeys and screen readers
 * find a block without its colour; then its flight ("Flight UA 1542, Delayed 50 min") and why it
 * needs attention when a moved pickup pushed it.
 */
export const useRideWords = () => {
  const { t } = useTranslation(DISPATCH_NS);
  const status = (ride: Pick<BoardRide, 'status' | 'accepted'>) => t(statusKey(displayStatus(ride)));
  const from = (ride: BoardRide) => clockText(ride.pickupTime, ride.offsetMinutes);
  const to = (ride: BoardRide) => clockText(ride.estimatedEnd, ride.offsetMinutes);
  /** The refusal, when given, follows the status: it is shown there too, and a name holds what is shown in order. */
  const flight = (ride: BoardRide) =>
    ride.flight
      ? `${t('flightLabel', { label: ride.flight.label })}, ${flightStateText(t, ride.flight, ride.offsetMinutes)}`
      : null;
  const flag = (ride: BoardRide) => (ride.knockOn ? `${t('flagged')}: ${flaggedWhy(t, ride.knockOn)}` : null);
  const name = (ride: BoardRide, chauffeur?: string | null, refusal?: string) =>
    [
      t('rideName', {
        reference: ride.referenceId,
        status: refusal ? `${status(ride)}, ${t('refused', { reason: refusal })}` : status(ride),
        from: from(ride),
        to: to(ride),
        who: chauffeur ? t('rideWho', { name: chauffeur }) : '',
      }),
      flight(ride),
      flag(ride),
    ]
      .filter(Boolean)
      .join(', ');
  return { t, status, from, to, name, flag };
};
