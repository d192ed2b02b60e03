import type { AddressPlace } from '../booking-types.ts';
import { geocodeAddress } from './geocode-address.ts';

/** Where an address is: the suggestion chosen, or else the typed text located by the geocoder. */
export const resolvePlace = async (text: string, place: AddressPlace | null): Promise<AddressPlace | null> => {
  if (place && place.lat !== null && place.lng !== null) return place;
  const located = await geocodeAddress(place?.description ?? text);
  if (!located || located.components <= 2) return null;
  return {
    description: place?.description ?? located.formattedAddress,
    city: located.city,
    state: located.state,
    zip: located.zip ?? undefined,
    lat: located.lat,
    lng: located.lng,
  };
};
