/** The rides of the demo bookings: real addresses of the demo providers' cities, with the distance and durations the offline estimate gives. */
export type Ride = {
  pickup: string;
  dropoff: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  km: number;
  minutes: number;
  trafficMinutes: number;
};

export const RIDES: Record<string, Ride> = {
  /** The demo's followed flight lands here (demo-ride-day.ts): O'Hare to the Magnificent Mile. */
  ohareToMagMile: {
    pickup: "Chicago O'Hare International Airport (ORD), Chicago, IL, USA",
    dropoff: '875 N Michigan Ave, Chicago, IL 60611',
    city: 'Chicago',
    state: 'IL',
    lat: 41.9786,
    lng: -87.9048,
    km: 28.9,
    minutes: 33,
    trafficMinutes: 45,
  },
  /** A hotel by O'Hare to Evanston: the chauffeur's next ride after the airport pickup. */
  rosemontToEvanston: {
    pickup: "Hyatt Regency O'Hare, 9300 W Bryn Mawr Ave, Rosemont, IL 60018",
    dropoff: '1603 Orrington Ave, Evanston, IL 60201',
    city: 'Rosemont',
    state: 'IL',
    lat: 41.9837,
    lng: -87.8645,
    km: 24.6,
    minutes: 27,
    trafficMinutes: 38,
  },
  loopToOhare: {
    pickup: '233 S Wacker Dr, Chicago, IL 60606',
    dropoff: "O'Hare International Airport, Chicago, IL 60666",
    city: 'Chicago',
    state: 'IL',
    lat: 41.8786,
    lng: -87.6362,
    km: 27.6,
    minutes: 31,
    trafficMinutes: 44,
  },
  midwayToMagMile: {
    pickup: 'Chicago Midway International Airport, Chicago, IL 60638',
    dropoff: '875 N Michigan Ave, Chicago, IL 60611',
    city: 'Chicago',
    state: 'IL',
    lat: 41.7868,
    lng: -87.7522,
    km: 19.8,
    minutes: 27,
    trafficMinutes: 36,
  },
  evanstonToLoop: {
    pickup: '1603 Orrington Ave, Evanston, IL 60201',
    dropoff: '111 S Michigan Ave, Chicago, IL 60603',
    city: 'Evanston',
    state: 'IL',
    lat: 42.0471,
    lng: -87.6812,
    km: 22.4,
    minutes: 33,
    trafficMinutes: 41,
  },
  unionSquareToSfo: {
    pickup: '333 Post St, San Francisco, CA 94108',
    dropoff: 'San Francisco International Airport, San Francisco, CA 94128',
    city: 'San Francisco',
    state: 'CA',
    lat: 37.7881,
    lng: -122.4075,
    km: 22.1,
    minutes: 24,
    trafficMinutes: 33,
  },
  sfToPaloAlto: {
    pickup: '1 Market St, San Francisco, CA 94105',
    dropoff: '450 Serra Mall, Stanford, CA 94305',
    city: 'San Francisco',
    state: 'CA',
    lat: 37.7941,
    lng: -122.3951,
    km: 53.7,
    minutes: 41,
    trafficMinutes: 58,
  },
  austinToAirport: {
    pickup: '500 E Cesar Chavez St, Austin, TX 78701',
    dropoff: 'Austin-Bergstrom International Airport, Austin, TX 78719',
    city: 'Austin',
    state: 'TX',
    lat: 30.2627,
    lng: -97.7392,
    km: 13.4,
    minutes: 17,
    trafficMinutes: 24,
  },
  dallasToDfw: {
    pickup: '2201 N Field St, Dallas, TX 75201',
    dropoff: 'Dallas/Fort Worth International Airport, Dallas, TX 75261',
    city: 'Dallas',
    state: 'TX',
    lat: 32.7893,
    lng: -96.8031,
    km: 30.2,
    minutes: 26,
    trafficMinutes: 37,
  },
};
