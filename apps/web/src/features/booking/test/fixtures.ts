import type { BookingPortal, FleetOffer, SearchCriteria, TravellerDetails } from '../booking-types.ts';

/** A guest on City Limo's host (a provider site). */
export const GUEST_ON_PROVIDER_HOST: BookingPortal = {
  kind: 'customer',
  siteId: 5,
  siteName: 'City Limo',
  isProductSite: false,
  provider: { name: 'City Limo LLC', phone: '312-555-0142', email: 'dispatch@citylimo.example' },
  user: null,
};

export const CRITERIA: SearchCriteria = {
  vehicleTypeId: 1,
  vehicleTypeName: 'Sedan',
  serviceTypeId: 0,
  siteId: 0,
  pickuplocation: '233 S Wacker Dr, Chicago, IL 60606, USA',
  dropofflocation: "Chicago O'Hare International Airport (ORD), Chicago, IL, USA",
  pickupcity: 'Chicago',
  pickupstate: 'IL',
  pickuplatitude: 41.8868,
  pickuplongitude: -87.6386,
  pickupoffset: -360,
  noofpassengers: 2,
  noofluggages: 1,
  pickupdate: '2026-11-26',
  pickuptime: '10:00',
  pickuptimetodisplay: '10:00 AM',
  estimatedduration: 39,
  estimateddurationintraffic: 43,
  estimateddistance: 30,
};

export const offer = (overrides: Partial<FleetOffer> = {}): FleetOffer => ({
  id: 1,
  fleetId: 1,
  siteId: 5,
  make: 'Cadillac',
  model: 'CT5 Premium Luxury',
  year: 2023,
  seater: 3,
  luggageCapacity: 3,
  amenties: 'WiFi|Bottled Water',
  imageFileName: 'Premium Sedan',
  vehicleType: { id: 1, name: 'Sedan', imageFileName: 'Premium Sedan' },
  cost: 75,
  costCents: 7500,
  discountid: 0,
  averageReview: null,
  priceDefinition: { id: 15, serviceUserType: 'Individual', priceType: 'Flat Rate', taxPercentage: 10.25 },
  site: {
    id: 5,
    serviceProvider: { name: 'City Limo LLC', phone: '312-555-0142', email: 'dispatch@citylimo.example' },
  },
  ...overrides,
});

/** The path (without query) a fetch call asked for. */
export const pathOf = (input: RequestInfo | URL) => String(input).split('?')[0];
export const queryOf = (input: RequestInfo | URL) => new URLSearchParams(String(input).split('?')[1] ?? '');

/** Address suggestions as the geo API answers them: a street address, an airport, and a city alone (too vague). */
export const WACKER = {
  description: '233 S Wacker Dr, Chicago, IL 60606, USA',
  placeId: 'offline:zip:60606:233 s wacker dr',
  city: 'Chicago',
  state: 'IL',
  zip: '60606',
  lat: 41.8868,
  lng: -87.6386,
  types: ['street_address'],
  components: 6,
};
export const OHARE = {
  description: "Chicago O'Hare International Airport (ORD), Chicago, IL, USA",
  placeId: 'offline:airport:ORD',
  city: 'Chicago',
  state: 'IL',
  lat: 41.9786,
  lng: -87.9048,
  types: ['airport'],
  components: 4,
};
export const CHICAGO_CITY_ONLY = { ...WACKER, description: 'Chicago, USA', placeId: 'x', components: 2 };

/** A guest traveller as the User Information step hands her on. */
export const GRACE: TravellerDetails = {
  firstName: 'Grace',
  lastName: 'Hopper',
  emailaddress: 'grace@example.com',
  mobilenumber: '312-555-0199',
  isGuestUser: true,
};

/** What the Confirm step makes of the Sedan's $75 with WELCOME10 (10 % off) and a 15 % tip: the Payment step's total. */
export const BREAKDOWN = {
  costCents: 7500,
  discountCents: 750,
  taxPercentage: 10.25,
  taxCents: 692,
  tipCents: 1125,
  totalCents: 8567,
};
