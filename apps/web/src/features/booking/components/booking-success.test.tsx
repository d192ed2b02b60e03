import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { BookedRide } from '../booked-ride.ts';
import { BookingSuccess } from './booking-success.tsx';

const RESULT = {
  id: 90,
  referenceId: 'RD7K3Q9X',
  siteId: 5,
  message: 'Your booking ID is RD7K3Q9X',
  totalPrice: 82.69,
  paymentStatus: 'Pending',
};

const RIDE: BookedRide = {
  company: 'City Limo LLC',
  pickup: "Chicago O'Hare International Airport (ORD), Chicago, IL, USA",
  dropoff: '233 S Wacker Dr, Chicago, IL 60606, USA',
  pickupdate: '2026-11-26',
  pickuptime: '10:00',
  pickuptimetodisplay: '10:00 AM',
  offsetMinutes: -360,
  durationMinutes: 43,
  vehicle: '2023 Cadillac CT5 Premium Luxury',
  vehicleType: 'Sedan',
  flight: 'UA 1234',
  totalCents: 8269,
  paymentType: 'PayLater',
  signedIn: false,
  companyPhone: '312-555-0142',
  companyEmail: null,
};

/** The value of a row of the ride as booked, by its heading. */
const rowOf = (label: string) =>
  within(screen.getByTestId('booked-ride')).queryByText(label, { selector: 'th' })?.closest('tr')?.querySelector('td')
    ?.textContent;

describe('the booking success page with a flight (issue 22)', () => {
  it('When the ride follows a flight, then the ride as booked names it under the pickup', () => {
    renderWithProviders(<BookingSuccess result={RESULT} ride={RIDE} onBookAnother={() => {}} />);
    expect(rowOf('From')).toBe(RIDE.pickup);
    expect(rowOf('Flight')).toBe('UA 1234');
  });

  it('When there is no flight, then no flight row shows', () => {
    renderWithProviders(<BookingSuccess result={RESULT} ride={{ ...RIDE, flight: null }} onBookAnother={() => {}} />);
    expect(rowOf('From')).toBe(RIDE.pickup);
    expect(rowOf('Flight')).toBeUndefined();
  });
});
