/**
 * Which of a vehicle's published prices a traveller is offered (decision 0023). A fleet may have
 * one published price per service type and service user type (decision 0018), so a search that
 * names no service type, or no service user type, finds several prices for one car. The
 * traveller sees the car once, at the price that applies to the trip:
 *
 * 1. A trip to or from an airport takes an airport service type's price when the car has one.
 * 2. Any other trip leaves the airport service types' prices out, unless the car has no other.
 * 3. Of what remains, the lowest total; equal totals go to the oldest price definition.
 */

/** Street names that carry the word airport without being one ('780 S Airport Blvd'). */
const STREET_AFTER_AIRPORT =
  /^\s+(rd|road|blvd|boulevard|dr|drive|way|ave|avenue|st|street|pkwy|parkway|hwy|highway|ln|lane|expy|expressway|fwy|freeway|loop|cir|circle|ct|court|pl|place|plaza|ter|terrace|trl|trail)\b\.?/i;

/**
 * Whether an address names an airport: the place an address suggestion gives for one
 * ("Chicago O'Hare International Airport (ORD), Chicago, IL, USA"), "airport" or "aeropuerto"
 * anywhere but in a street's name, or an IATA code in brackets.
 */
export const isAirportAddress = (address: string) => {
  if (/\((?!USA\))[A-Z]{3}\)/.test(address)) return true;
  for (const match of address.matchAll(/\b(airport|aeropuerto)\b/gi)) {
    const after = address.slice((match.index ?? 0) + match[0].length);
    if (!STREET_AFTER_AIRPORT.test(after)) return true;
  }
  return false;
};

/** Whether a service type is an airport transfer, read from its name ('Airport Transfer', 'Traslado al aeropuerto'). */
export const isAirportServiceType = (name: string) => /\b(airport|aeropuerto)\b/i.test(name);

export type TripKind = 'airport' | 'transfer';

/** The kind of trip a search describes: an airport trip when the pickup or the drop-off is one. */
export const tripKindOf = (pickup: string, dropoff: string): TripKind =>
  isAirportAddress(pickup) || isAirportAddress(dropoff) ? 'airport' : 'transfer';

/** What the choice reads of a priced offer. */
export type PricedOption = {
  serviceTypeName: string;
  costCents: number;
  priceDefinitionId: number;
};

const cheapest = <T extends PricedOption>(options: T[]) =>
  options.reduce<T | undefined>(
    (best, o) =>
      !best ||
      o.costCents < best.costCents ||
      (o.costCents === best.costCents && o.priceDefinitionId < best.priceDefinitionId)
        ? o
        : best,
    undefined,
  );

/** The one price of a car that applies to the trip, of the car's priced options; undefined when it has none. */
export const chooseOfferPrice = <T extends PricedOption>(options: T[], trip: TripKind): T | undefined => {
  const airport = options.filter((o) => isAirportServiceType(o.serviceTypeName));
  const other = options.filter((o) => !isAirportServiceType(o.serviceTypeName));
  if (trip === 'airport') return cheapest(airport.length > 0 ? airport : other);
  return cheapest(other.length > 0 ? other : airport);
};

/**
 * One offer per car: groups the priced offers by `keyOf` (a site's fleet) and keeps the price that
 * applies to the trip. The answer keeps the order in which each car first appears.
 */
export const onePricePerCar = <T extends PricedOption>(offers: T[], keyOf: (o: T) => string, trip: TripKind): T[] => {
  const byCar = new Map<string, T[]>();
  for (const offer of offers) {
    const key = keyOf(offer);
    const list = byCar.get(key);
    if (list) list.push(offer);
    else byCar.set(key, [offer]);
  }
  const chosen: T[] = [];
  for (const options of byCar.values()) {
    const offer = chooseOfferPrice(options, trip);
    if (offer) chosen.push(offer);
  }
  return chosen;
};
