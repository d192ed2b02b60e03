import type { CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import { joinAmenities } from '@ridedesk/domain/master-data/fleet';
import { insertMapping, insertMaster, type MasterValues } from '../../modules/catalog/catalog.repository.ts';
import { insertFleet } from '../../modules/fleets/fleets.repository.ts';
import { insertGarage } from '../../modules/garage-locations/garage-locations.repository.ts';
import { findSiteByHost } from '../../modules/sites/sites.repository.ts';
import { findUserByLogin } from '../../modules/users/users.repository.ts';
import type { Tx } from '../client.ts';

/**
 * Master data for the demo: the platform's shared catalogue (published, available to every
 * site), and each demo provider fully set up with vehicle types, service types, its state's
 * airports, amenities, service user types, price types, license types, garages and fleets.
 */

type Master = MasterValues & { published?: boolean };

const PLATFORM: Record<CatalogKind, Master[]> = {
  vehicleType: [
    {
      name: 'Sedan',
      description: 'Executive sedan for up to 3 passengers and their bags.',
      imageFileName: 'Premium Sedan',
    },
    {
      name: 'Luxury Sedan',
      description: 'Flagship sedan (S-Class, 7 Series class) for VIP travel.',
      imageFileName: 'Sedans Cadillac Lincoln',
    },
    {
      name: 'Executive SUV',
      description: 'Full-size SUV for up to 6 passengers with room for luggage.',
      imageFileName: 'Executive SUV',
    },
    {
      name: 'Minivan',
      description: 'Comfortable minivan for families, up to 6 passengers.',
      imageFileName: 'Mini Van 6-7 Passengers',
    },
    {
      name: 'Stretch Limousine',
      description: 'Classic stretch limousine for 6 to 10 passengers.',
      imageFileName: 'Stretch_Limo_6_Passengers',
    },
    {
      name: 'Super Stretch SUV Limousine',
      description: 'SUV limousine for 14 to 18 passengers.',
      imageFileName: 'Super-Stretch-front',
    },
    {
      name: 'Sprinter Van',
      description: 'Mercedes-Benz Sprinter or similar, 11 to 14 passengers.',
      imageFileName: 'Sprinter Van 11-14 Passengers Or Similar',
    },
    {
      name: 'Limo Bus',
      description: 'Party and limo bus for 18 to 25 passengers.',
      imageFileName: 'Pax Limo Bus 18-25',
    },
    {
      name: 'Mini Bus',
      description: 'Mini coach for groups of 22 to 28 passengers.',
      imageFileName: 'Mini Bus 22-28 passengers',
    },
    {
      name: 'Motor Coach',
      description: 'Full-size coach for 48 to 55 passengers.',
      imageFileName: 'Motor Coach 48-55 Passengers',
    },
    {
      name: 'Trolley',
      description: 'Vintage-style trolley for weddings and tours, 30 to 34 passengers.',
      imageFileName: 'Trolley 30-34 Passengers',
    },
    {
      name: 'Vintage Rolls-Royce',
      description: 'Classic car for weddings (coming soon).',
      imageFileName: 'No Image',
      published: false,
    },
  ],
  serviceType: [
    { name: 'Point to Point', description: 'A ride from one address to another.' },
    { name: 'Hourly Charter', description: 'The vehicle and chauffeur by the hour, with as many stops as you need.' },
    { name: 'Airport Transfer', description: 'To or from the airport, with flight tracking and meet and greet.' },
    { name: 'Wedding', description: 'Wedding day transportation for the couple and guests.' },
    { name: 'Prom and Events', description: 'Proms, concerts and nights out.' },
    { name: 'Corporate Roadshow', description: 'Multi-stop days for investor meetings and site visits.' },
  ],
  airport: [
    {
      name: "Chicago O'Hare International Airport",
      code: 'ORD',
      address: "10000 W O'Hare Ave",
      city: 'Chicago',
      state: 'IL',
      country: 'USA',
      zipCode: '60666',
      description: '',
    },
    {
      name: 'Chicago Midway International Airport',
      code: 'MDW',
      address: '5700 S Cicero Ave',
      city: 'Chicago',
      state: 'IL',
      country: 'USA',
      zipCode: '60638',
      description: '',
    },
    {
      name: 'San Francisco International Airport',
      code: 'SFO',
      address: '780 S Airport Blvd',
      city: 'San Francisco',
      state: 'CA',
      country: 'USA',
      zipCode: '94128',
      description: '',
    },
    {
      name: 'Oakland San Francisco Bay Airport',
      code: 'OAK',
      address: '1 Airport Dr',
      city: 'Oakland',
      state: 'CA',
      country: 'USA',
      zipCode: '94621',
      description: '',
    },
    {
      name: 'San Jose Mineta International Airport',
      code: 'SJC',
      address: '1701 Airport Blvd',
      city: 'San Jose',
      state: 'CA',
      country: 'USA',
      zipCode: '95110',
      description: '',
    },
    {
      name: 'Los Angeles International Airport',
      code: 'LAX',
      address: '1 World Way',
      city: 'Los Angeles',
      state: 'CA',
      country: 'USA',
      zipCode: '90045',
      description: '',
    },
    {
      name: 'Austin-Bergstrom International Airport',
      code: 'AUS',
      address: '3600 Presidential Blvd',
      city: 'Austin',
      state: 'TX',
      country: 'USA',
      zipCode: '78719',
      description: '',
    },
    {
      name: 'Dallas Fort Worth International Airport',
      code: 'DFW',
      address: '2400 Aviation Dr',
      city: 'DFW Airport',
      state: 'TX',
      country: 'USA',
      zipCode: '75261',
      description: '',
    },
    {
      name: 'Dallas Love Field',
      code: 'DAL',
      address: '8008 Herb Kelleher Way',
      city: 'Dallas',
      state: 'TX',
      country: 'USA',
      zipCode: '75235',
      description: '',
    },
    {
      name: 'George Bush Intercontinental Airport',
      code: 'IAH',
      address: '2800 N Terminal Rd',
      city: 'Houston',
      state: 'TX',
      country: 'USA',
      zipCode: '77032',
      description: '',
    },
    {
      name: 'William P. Hobby Airport',
      code: 'HOU',
      address: '7800 Airport Blvd',
      city: 'Houston',
      state: 'TX',
      country: 'USA',
      zipCode: '77061',
      description: '',
    },
    {
      name: 'John F. Kennedy International Airport',
      code: 'JFK',
      address: 'Queens',
      city: 'New York',
      state: 'NY',
      country: 'USA',
      zipCode: '11430',
      description: '',
    },
  ],
  amenity: [
    { name: 'WiFi', description: 'Onboard wireless internet.' },
    { name: 'Bottled Water', description: 'Complimentary chilled bottled water.' },
    { name: 'Phone Chargers', description: 'USB-C and Lightning chargers at every seat.' },
    { name: 'Leather Seats', description: 'Leather upholstery throughout.' },
    { name: 'Privacy Partition', description: 'A partition between the chauffeur and the cabin.' },
    { name: 'Bluetooth Audio', description: 'Play your own music through the sound system.' },
    { name: 'Child Seat', description: 'Child or booster seat on request.' },
    { name: 'Wheelchair Accessible', description: 'Ramp or lift and securement for a wheelchair.' },
    { name: 'Bar Service', description: 'Ice, glassware and soft drinks; bring your own beverages where allowed.' },
    { name: 'TV and Entertainment', description: 'Screens with streaming entertainment.' },
    { name: 'Ambient Lighting', description: 'Adjustable LED mood lighting.' },
  ],
  serviceUserType: [
    { name: 'Individual', description: 'Private travellers paying for their own rides.' },
    { name: 'Corporate', description: 'Company accounts with negotiated rates and monthly invoicing.' },
    { name: 'Travel Agency', description: 'Agencies and hotels booking on behalf of their guests.' },
  ],
  priceType: [
    { name: 'Per Mile', description: 'A base fare plus a rate for every mile.', basis: 'per mile' },
    {
      name: 'Per Hour',
      description: 'A base fare plus an hourly rate, with a minimum number of hours.',
      basis: 'per hour',
    },
    { name: 'Flat Rate', description: 'One price for the ride, whatever the distance.', basis: 'flat' },
  ],
  documentType: [
    { name: 'Chauffeur License', description: "The chauffeur's city or state chauffeur permit." },
    { name: 'Commercial Auto Insurance', description: 'Proof of commercial livery insurance for the vehicle.' },
    { name: 'Vehicle Registration', description: 'State registration of the vehicle.' },
    { name: 'Livery Permit', description: 'City or airport permit to operate a livery vehicle.' },
  ],
};

type Fleet = {
  nickName: string;
  vehicleType: string;
  make: string;
  model: string;
  year: number;
  color: string;
  seater: number;
  luggageCapacity?: number;
  amenities: string[];
  garage: number;
  /** World manufacturer identifier and vehicle descriptor: the first 8 characters of the VIN. */
  wmiVds: string;
  serial: string;
  notes?: string;
  draft?: boolean;
};

type DemoSite = {
  host: string;
  /** The site's administrator, recorded as the creator of its records. */
  admin: string;
  vehicleTypes: string[];
  serviceTypes: string[];
  airports: string[];
  amenities: string[];
  ownServiceType?: Master;
  garages: { garageName: string; garageAddress: string; allowedDistanceValue: number; surchargeCost: number }[];
  fleets: Fleet[];
};

const SITES: DemoSite[] = [
  {
    host: 'citylimo.localhost',
    admin: 'provider',
    vehicleTypes: [
      'Sedan',
      'Luxury Sedan',
      'Executive SUV',
      'Stretch Limousine',
      'Sprinter Van',
      'Limo Bus',
      'Mini Bus',
    ],
    serviceTypes: ['Point to Point', 'Hourly Charter', 'Airport Transfer', 'Wedding', 'Corporate Roadshow'],
    airports: ['ORD', 'MDW'],
    amenities: [
      'WiFi',
      'Bottled Water',
      'Phone Chargers',
      'Leather Seats',
      'Privacy Partition',
      'Bluetooth Audio',
      'Child Seat',
      'Bar Service',
    ],
    ownServiceType: {
      name: 'Architecture Tour',
      description: 'A chauffeured tour of the Loop, the Magnificent Mile and the lakefront.',
    },
    garages: [
      {
        garageName: 'Millennium Park Garage',
        garageAddress: '5 S Columbus Dr, Chicago, IL 60603',
        allowedDistanceValue: 30,
        surchargeCost: 25,
      },
      {
        garageName: "O'Hare Yard",
        garageAddress: '9700 W Higgins Rd, Rosemont, IL 60018',
        allowedDistanceValue: 20,
        surchargeCost: 20,
      },
    ],
    fleets: [
      {
        nickName: 'Sedan 101',
        vehicleType: 'Sedan',
        make: 'Cadillac',
        model: 'CT5 Premium Luxury',
        year: 2023,
        color: 'Black',
        seater: 3,
        amenities: ['WiFi', 'Bottled Water', 'Phone Chargers', 'Leather Seats'],
        garage: 0,
        wmiVds: '1G6DN5RK',
        serial: '104211',
      },
      {
        nickName: 'Sedan 102',
        vehicleType: 'Sedan',
        make: 'Lincoln',
        model: 'Continental',
        year: 2020,
        color: 'Black',
        seater: 3,
        amenities: ['WiFi', 'Bottled Water', 'Leather Seats'],
        garage: 1,
        wmiVds: '1LN6L9TK',
        serial: '611873',
      },
      {
        nickName: 'S-Class 1',
        vehicleType: 'Luxury Sedan',
        make: 'Mercedes-Benz',
        model: 'S 580 4MATIC',
        year: 2024,
        color: 'Obsidian Black',
        seater: 3,
        amenities: ['WiFi', 'Bottled Water', 'Phone Chargers', 'Leather Seats', 'Privacy Partition'],
        garage: 0,
        wmiVds: 'W1K6G7GB',
        serial: '230917',
      },
      {
        nickName: 'Escalade 1',
        vehicleType: 'Executive SUV',
        make: 'Cadillac',
        model: 'Escalade ESV',
        year: 2024,
        color: 'Black',
        seater: 6,
        luggageCapacity: 6,
        amenities: ['WiFi', 'Bottled Water', 'Phone Chargers', 'Leather Seats', 'Child Seat'],
        garage: 0,
        wmiVds: '1GYS4LKL',
        serial: '502284',
      },
      {
        nickName: 'Suburban 2',
        vehicleType: 'Executive SUV',
        make: 'Chevrolet',
        model: 'Suburban LT',
        year: 2023,
        color: 'Black',
        seater: 6,
        amenities: ['WiFi', 'Bottled Water', 'Phone Chargers', 'Child Seat'],
        garage: 1,
        wmiVds: '1GNSKCKD',
        serial: '318845',
      },
      {
        nickName: 'White Stretch',
        vehicleType: 'Stretch Limousine',
        make: 'Chrysler',
        model: '300 Stretch 120"',
        year: 2021,
        color: 'White',
        seater: 8,
        luggageCapacity: 4,
        amenities: ['Leather Seats', 'Privacy Partition', 'Bar Service', 'Bluetooth Audio'],
        garage: 0,
        wmiVds: '2C3CCAEG',
        serial: '155402',
      },
      {
        nickName: 'Sprinter Jet',
        vehicleType: 'Sprinter Van',
        make: 'Mercedes-Benz',
        model: 'Sprinter 3500 Executive',
        year: 2024,
        color: 'Silver',
        seater: 14,
        amenities: ['WiFi', 'Bottled Water', 'Phone Chargers', 'Leather Seats', 'Bluetooth Audio'],
        garage: 1,
        wmiVds: 'W1W8ED3Y',
        serial: '640193',
      },
      {
        nickName: 'Party Bus 24',
        vehicleType: 'Limo Bus',
        make: 'Ford',
        model: 'F-550 Limo Bus',
        year: 2021,
        color: 'Black',
        seater: 24,
        luggageCapacity: 8,
        amenities: ['Bar Service', 'Bluetooth Audio', 'Leather Seats'],
        garage: 0,
        wmiVds: '1FDUF5HT',
        serial: '312087',
      },
      {
        nickName: 'Coach 28',
        vehicleType: 'Mini Bus',
        make: 'Ford',
        model: 'E-450 Mini Coach',
        year: 2022,
        color: 'White',
        seater: 28,
        luggageCapacity: 20,
        amenities: ['WiFi', 'Bottled Water'],
        garage: 1,
        wmiVds: '1FDFE4FN',
        serial: '402231',
      },
      {
        nickName: 'Maybach (arriving)',
        vehicleType: 'Luxury Sedan',
        make: 'Mercedes-Maybach',
        model: 'S 680',
        year: 2025,
        color: 'Two-tone Silver',
        seater: 3,
        amenities: ['WiFi', 'Bottled Water', 'Leather Seats', 'Privacy Partition'],
        garage: 0,
        wmiVds: 'W1K6X7KB',
        serial: '310055',
        notes: 'Delivery expected next month.',
        draft: true,
      },
    ],
  },
  {
    host: 'baychauffeurs.localhost',
    admin: 'provider2',
    vehicleTypes: ['Sedan', 'Executive SUV', 'Minivan', 'Sprinter Van', 'Super Stretch SUV Limousine', 'Motor Coach'],
    serviceTypes: ['Point to Point', 'Hourly Charter', 'Airport Transfer', 'Wedding', 'Prom and Events'],
    airports: ['SFO', 'OAK', 'SJC'],
    amenities: [
      'WiFi',
      'Bottled Water',
      'Phone Chargers',
      'Leather Seats',
      'Child Seat',
      'Wheelchair Accessible',
      'TV and Entertainment',
      'Ambient Lighting',
    ],
    garages: [
      {
        garageName: 'Fifth and Mission Garage',
        garageAddress: '833 Mission St, San Francisco, CA 94103',
        allowedDistanceValue: 25,
        surchargeCost: 30,
      },
      {
        garageName: 'Mission Bay Yard',
        garageAddress: '1600 Owens St, San Francisco, CA 94158',
        allowedDistanceValue: 40,
        surchargeCost: 35,
      },
    ],
    fleets: [
      {
        nickName: 'Model S 1',
        vehicleType: 'Sedan',
        make: 'Tesla',
        model: 'Model S',
        year: 2023,
        color: 'Midnight Silver',
        seater: 3,
        amenities: ['WiFi', 'Bottled Water', 'Phone Chargers', 'Leather Seats'],
        garage: 0,
        wmiVds: '5YJSA1E5',
        serial: '481736',
      },
      {
        nickName: 'Lexus LS',
        vehicleType: 'Sedan',
        make: 'Lexus',
        model: 'LS 500h',
        year: 2022,
        color: 'Caviar Black',
        seater: 3,
        amenities: ['WiFi', 'Bottled Water', 'Leather Seats'],
        garage: 0,
        wmiVds: 'JTHD51FF',
        serial: '005512',
      },
      {
        nickName: 'Yukon XL',
        vehicleType: 'Executive SUV',
        make: 'GMC',
        model: 'Yukon Denali XL',
        year: 2024,
        color: 'Onyx Black',
        seater: 6,
        amenities: ['WiFi', 'Phone Chargers', 'Leather Seats', 'Child Seat'],
        garage: 1,
        wmiVds: '1GKS2JKL',
        serial: '207730',
      },
      {
        nickName: 'Escalade SF',
        vehicleType: 'Executive SUV',
        make: 'Cadillac',
        model: 'Escalade',
        year: 2023,
        color: 'Black',
        seater: 6,
        amenities: ['WiFi', 'Bottled Water', 'Phone Chargers', 'Leather Seats'],
        garage: 0,
        wmiVds: '1GYS4DKL',
        serial: '118264',
      },
      {
        nickName: 'Pacifica 1',
        vehicleType: 'Minivan',
        make: 'Chrysler',
        model: 'Pacifica Hybrid',
        year: 2023,
        color: 'Granite Crystal',
        seater: 6,
        amenities: ['WiFi', 'Child Seat', 'TV and Entertainment'],
        garage: 1,
        wmiVds: '2C4RC1N7',
        serial: '514486',
      },
      {
        nickName: 'Sprinter Bay',
        vehicleType: 'Sprinter Van',
        make: 'Mercedes-Benz',
        model: 'Sprinter 3500 Passenger',
        year: 2023,
        color: 'Arctic White',
        seater: 14,
        amenities: ['WiFi', 'Phone Chargers', 'Wheelchair Accessible'],
        garage: 1,
        wmiVds: 'W1W4ED3Y',
        serial: '512670',
      },
      {
        nickName: 'Navigator Stretch',
        vehicleType: 'Super Stretch SUV Limousine',
        make: 'Lincoln',
        model: 'Navigator Stretch 180"',
        year: 2022,
        color: 'Black',
        seater: 16,
        luggageCapacity: 6,
        amenities: ['Leather Seats', 'TV and Entertainment', 'Ambient Lighting'],
        garage: 0,
        wmiVds: '5LMJJ3LT',
        serial: '417729',
      },
      {
        nickName: 'Coach 55',
        vehicleType: 'Motor Coach',
        make: 'MCI',
        model: 'J4500',
        year: 2021,
        color: 'White',
        seater: 55,
        luggageCapacity: 55,
        amenities: ['WiFi', 'Wheelchair Accessible', 'TV and Entertainment'],
        garage: 1,
        wmiVds: '2M93JMHA',
        serial: '074381',
      },
    ],
  },
  {
    host: 'lonestarcars.localhost',
    admin: 'provider3',
    vehicleTypes: [
      'Sedan',
      'Luxury Sedan',
      'Executive SUV',
      'Stretch Limousine',
      'Sprinter Van',
      'Limo Bus',
      'Trolley',
    ],
    serviceTypes: ['Point to Point', 'Hourly Charter', 'Airport Transfer', 'Wedding', 'Prom and Events'],
    airports: ['AUS', 'DFW', 'DAL', 'IAH'],
    amenities: [
      'WiFi',
      'Bottled Water',
      'Phone Chargers',
      'Leather Seats',
      'Bluetooth Audio',
      'Bar Service',
      'Ambient Lighting',
    ],
    garages: [
      {
        garageName: 'East Austin Yard',
        garageAddress: '2100 E 7th St, Austin, TX 78702',
        allowedDistanceValue: 35,
        surchargeCost: 25,
      },
      {
        garageName: 'Dallas Victory Park Garage',
        garageAddress: '2500 Victory Ave, Dallas, TX 75219',
        allowedDistanceValue: 35,
        surchargeCost: 30,
      },
    ],
    fleets: [
      {
        nickName: 'Sedan ATX 1',
        vehicleType: 'Sedan',
        make: 'Cadillac',
        model: 'CT6 Premium Luxury',
        year: 2020,
        color: 'Black',
        seater: 3,
        amenities: ['WiFi', 'Bottled Water', 'Leather Seats'],
        garage: 0,
        wmiVds: '1G6KF5RS',
        serial: '603318',
      },
      {
        nickName: 'Sedan DAL 1',
        vehicleType: 'Sedan',
        make: 'Genesis',
        model: 'G90',
        year: 2024,
        color: 'Vik Black',
        seater: 3,
        amenities: ['WiFi', 'Bottled Water', 'Phone Chargers', 'Leather Seats'],
        garage: 1,
        wmiVds: 'KMTF54SD',
        serial: '071142',
      },
      {
        nickName: 'BMW 7',
        vehicleType: 'Luxury Sedan',
        make: 'BMW',
        model: '760i xDrive',
        year: 2024,
        color: 'Carbon Black',
        seater: 3,
        amenities: ['WiFi', 'Bottled Water', 'Phone Chargers', 'Leather Seats'],
        garage: 1,
        wmiVds: 'WBA23EH0',
        serial: '741887',
      },
      {
        nickName: 'Suburban ATX',
        vehicleType: 'Executive SUV',
        make: 'Chevrolet',
        model: 'Suburban Premier',
        year: 2024,
        color: 'Black',
        seater: 6,
        amenities: ['WiFi', 'Bottled Water', 'Phone Chargers', 'Leather Seats'],
        garage: 0,
        wmiVds: '1GNSKFKD',
        serial: '233690',
      },
      {
        nickName: 'Escalade DAL',
        vehicleType: 'Executive SUV',
        make: 'Cadillac',
        model: 'Escalade ESV Sport',
        year: 2023,
        color: 'Black',
        seater: 6,
        amenities: ['WiFi', 'Bottled Water', 'Leather Seats', 'Bluetooth Audio'],
        garage: 1,
        wmiVds: '1GYS4PKL',
        serial: '420051',
      },
      {
        nickName: 'Stretch Lone Star',
        vehicleType: 'Stretch Limousine',
        make: 'Lincoln',
        model: 'MKT Stretch 120"',
        year: 2019,
        color: 'Black',
        seater: 10,
        luggageCapacity: 4,
        amenities: ['Leather Seats', 'Bar Service', 'Ambient Lighting', 'Bluetooth Audio'],
        garage: 0,
        wmiVds: '2LMHJ5AT',
        serial: '883390',
      },
      {
        nickName: 'Sprinter ATX',
        vehicleType: 'Sprinter Van',
        make: 'Mercedes-Benz',
        model: 'Sprinter 3500 Executive',
        year: 2022,
        color: 'Black',
        seater: 12,
        amenities: ['WiFi', 'Phone Chargers', 'Leather Seats', 'Bluetooth Audio'],
        garage: 0,
        wmiVds: 'W1W4EC3Y',
        serial: '120554',
      },
      {
        nickName: 'Sixth Street Party Bus',
        vehicleType: 'Limo Bus',
        make: 'Freightliner',
        model: 'M2 106 Limo Bus',
        year: 2020,
        color: 'Black',
        seater: 25,
        luggageCapacity: 6,
        amenities: ['Bar Service', 'Bluetooth Audio', 'Ambient Lighting'],
        garage: 0,
        wmiVds: '1FVACWDT',
        serial: '594431',
      },
      {
        nickName: 'Trolley 1',
        vehicleType: 'Trolley',
        make: 'Supreme',
        model: 'Villager Trolley',
        year: 2019,
        color: 'Red',
        seater: 32,
        luggageCapacity: 10,
        amenities: ['Bluetooth Audio'],
        garage: 0,
        wmiVds: '1FDWE3FS',
        serial: '655120',
      },
    ],
  },
];

const YEAR_CODES: Record<number, string> = {
  2019: 'K',
  2020: 'L',
  2021: 'M',
  2022: 'N',
  2023: 'P',
  2024: 'R',
  2025: 'S',
};
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** A well-formed 17-character VIN with its check digit (ISO 3779, North American rule). */
export const demoVin = (wmiVds: string, year: number, serial: string) => {
  const draft = `${wmiVds}0${YEAR_CODES[year]}A${serial}`.toUpperCase();
  const value = (c: string) => (/\d/.test(c) ? Number(c) : TRANSLITERATION[c]);
  const sum = [...draft].reduce((total, c, i) => total + value(c) * WEIGHTS[i], 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
};

export const seedDemoMasterData = async (tx: Tx) => {
  const admin = await findUserByLogin(tx, 'superadmin');
  if (!admin) return;
  const masterIds = new Map<string, number>();
  const key = (kind: CatalogKind, name: string) => `${kind}:${name}`;

  for (const [kind, masters] of Object.entries(PLATFORM) as [CatalogKind, Master[]][])
    for (const { published = true, ...values } of masters)
      masterIds.set(
        key(kind, values.code ?? values.name),
        await insertMaster(tx, {
          ...values,
          kind,
          isAvailableForOtherSites: true,
          isEnabled: true,
          isDraft: !published,
          isPublished: published,
          ownerSiteId: null,
          createdBy: admin.id,
        }),
      );

  for (const demo of SITES) {
    const site = await findSiteByHost(tx, demo.host);
    if (!site) continue;
    const by = (await findUserByLogin(tx, demo.admin))?.id ?? admin.id;
    const map = async (kind: CatalogKind, names: string[]) => {
      for (const name of names)
        await insertMapping(tx, {
          siteId: site.id,
          kind,
          masterId: masterIds.get(key(kind, name))!,
          isEnabled: true,
          isPrimarySiteMapping: false,
          createdBy: by,
        });
    };
    await map('vehicleType', demo.vehicleTypes);
    await map('serviceType', demo.serviceTypes);
    await map('airport', demo.airports);
    await map('amenity', demo.amenities);
    await map('serviceUserType', ['Individual', 'Corporate']);
    await map('priceType', ['Per Mile', 'Per Hour', 'Flat Rate']);
    await map('documentType', ['Chauffeur License', 'Commercial Auto Insurance', 'Vehicle Registration']);

    if (demo.ownServiceType) {
      const masterId = await insertMaster(tx, {
        ...demo.ownServiceType,
        kind: 'serviceType',
        isAvailableForOtherSites: false,
        isEnabled: true,
        isDraft: false,
        isPublished: true,
        ownerSiteId: site.id,
        createdBy: by,
      });
      await insertMapping(tx, {
        siteId: site.id,
        kind: 'serviceType',
        masterId,
        isEnabled: true,
        isPrimarySiteMapping: true,
        createdBy: by,
      });
    }

    const garageIds: number[] = [];
    for (const garage of demo.garages)
      garageIds.push(
        await insertGarage(tx, site.id, {
          ...garage,
          allowedDistanceUnit: 'Mile',
          surchargeUnit: 'US Dollars',
          latitude: null,
          longitude: null,
          isDraft: false,
          isPublished: true,
          createdBy: by,
        }),
      );

    for (const fleet of demo.fleets)
      await insertFleet(tx, site.id, {
        vehicleTypeId: masterIds.get(key('vehicleType', fleet.vehicleType))!,
        nickName: fleet.nickName,
        vin: demoVin(fleet.wmiVds, fleet.year, fleet.serial),
        color: fleet.color,
        make: fleet.make,
        model: fleet.model,
        year: fleet.year,
        seater: fleet.seater,
        luggageCapacity: fleet.luggageCapacity ?? fleet.seater,
        amenties: joinAmenities(fleet.amenities),
        notes: fleet.notes ?? null,
        garageLocationId: garageIds[fleet.garage],
        imageFileName: null,
        isDraft: Boolean(fleet.draft),
        isPublished: !fleet.draft,
        createdBy: by,
      });
  }
};
