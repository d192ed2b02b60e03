import { useTranslation } from 'react-i18next';
import { type BoardRide, displayStatus } from '../board-types.ts';
import { clockText } from '../board-view.ts';
import { flaggedWhy, flightStateText } from '../flight-words.ts';
import { DISPATCH_NS } from '../i18n.ts';
import { statusKey } from '../ride-status.ts';

/**
 * The words of a ride: status, times, and its accessible name ("AB12CD, On the way, 09:00–10:15,
 * Dana Driver"), which names the booking reference and the status so journeys and screen readers
 * find a block without its colour. Why it needs attention (a moved pickup pushed it) follows the
 * status, as the block shows it; its flight ("Flight UA 1542, Delayed 50 min") comes last.
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
  /** What the block shows after the reference, in its order: the status, the flag, the refusal. */
  const shown = (ride: BoardRide, refusal?: string, withFlag = true) =>
    [status(ride), withFlag ? flag(ride) : null, refusal ? t('refused', { reason: refusal }) : null]
      .filter(Boolean)
      .join(', ');
  /** A card shows its flag below its button: its name leaves the flag out (`withFlag` false). */
  const name = (ride: BoardRide, chauffeur?: string | null, refusal?: string, withFlag = true) =>
    [
      t('rideName', {
        reference: ride.referenceId,
        status: shown(ride, refusal, withFlag),
        from: from(ride),
        to: to(ride),
        who: chauffeur ? t('rideWho', { name: chauffeur }) : '',
      }),
      flight(ride),
    ]
      .filter(Boolean)
      .join(', ');
  return { t, status, from, to, name, flag };
};
