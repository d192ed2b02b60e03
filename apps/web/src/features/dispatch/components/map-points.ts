import type { Board, GeoPoint } from '../board-types.ts';
import { chauffeurName, chauffeursOnTheRoad, initialsOf } from '../board-view.ts';

/** What the map panel draws, whichever way it draws it. */
export type MapPoint = GeoPoint & { id: string; kind: 'chauffeur' | 'pickup'; label: string; initials: string };

export const mapPoints = (
  board: Board,
  words: { chauffeur: (name: string, at: string) => string; pickup: (reference: string) => string },
): MapPoint[] => {
  const chauffeurs = chauffeursOnTheRoad(board).flatMap((c) =>
    c.lastPosition
      ? [
          {
            id: `c${c.id}`,
            kind: 'chauffeur' as const,
            latitude: c.lastPosition.latitude,
            longitude: c.lastPosition.longitude,
            label: words.chauffeur(chauffeurName(c), c.lastPosition.at),
            initials: initialsOf(c.name),
          },
        ]
      : [],
  );
  const pickups = board.rides.flatMap((r) =>
    r.pickup && !['completed', 'cancelled', 'no show'].includes(r.status)
      ? [
          {
            id: `p${r.bookingId}`,
            kind: 'pickup' as const,
            latitude: r.pickup.latitude,
            longitude: r.pickup.longitude,
            label: words.pickup(r.referenceId),
            initials: '',
          },
        ]
      : [],
  );
  return [...pickups, ...chauffeurs];
};
