import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerTranslations } from '../../lib/i18n.ts';
import { testBookingView } from '../../test/booking-view.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CommentsSection, PaymentSection, RideSummarySection } from './booking-detail-sections.tsx';

/**
 * A caller's namespace with the keys the sections read, in its own words (not booking-admin's
 * nor my-bookings'), which shows the sections take every text from the namespace they are given.
 */
const texts = {
  rideSummary: 'The ride',
  rideOnAt: '{{date}}, {{time}}',
  pickup: 'From',
  dropoff: 'To',
  flight: 'Plane',
  texts: 'SMS',
  textsAgreed: 'Yes',
  textsNotAgreed: 'No',
  passengers: 'People',
  luggage: 'Bags',
  estimate: '{{minutes}} minutes over {{distance}}',
  dropoffAround: 'arriving {{time}}',
  service: 'Kind',
  paymentDetails: 'Money',
  cost: 'Fare',
  discount: 'Promo',
  tax: 'VAT {{percent}}',
  tip: 'Gratuity',
  total: 'To pay',
  comments: 'Notes',
};
const NS = registerTranslations('booking-detail-sections-test', texts, texts);

describe('RideSummarySection', () => {
  it('When a ride shows, then its day, places, party, estimate and service read in the caller’s words', () => {
    renderWithProviders(<RideSummarySection booking={testBookingView()} ns={NS} />);
    expect(screen.getByRole('heading', { name: 'The ride' })).toBeTruthy();
    expect(screen.getByText('Mar 5, 2030, 6:30 PM')).toBeTruthy();
    expect(screen.getByText('233 S Wacker Dr, Chicago, IL 60606')).toBeTruthy();
    expect(screen.getByText("O'Hare International Airport, Chicago, IL 60666")).toBeTruthy();
    expect(screen.getByText('People')).toBeTruthy();
    expect(screen.getByText(/^44 minutes over .* · Kind: Airport Transfer$/)).toBeTruthy();
    expect(screen.queryByText(/arriving/)).toBeNull();
  });

  it('When the drop-off time is asked for, then the estimate names it before the service', () => {
    renderWithProviders(<RideSummarySection booking={testBookingView()} ns={NS} withDropoffTime />);
    expect(screen.getByText(/^44 minutes over .* · arriving 7:14 PM · Kind: Airport Transfer$/)).toBeTruthy();
  });
});

describe('PaymentSection', () => {
  it('When a booking has no discount nor tip, then cost, tax and total show, then what the caller adds', () => {
    renderWithProviders(
      <PaymentSection booking={testBookingView()} ns={NS}>
        <p>Paid in cash</p>
      </PaymentSection>,
    );
    expect(screen.getByRole('heading', { name: 'Money' })).toBeTruthy();
    expect(screen.getByText('VAT 10.25')).toBeTruthy();
    expect(screen.getByText('To pay')).toBeTruthy();
    expect(screen.queryByText('Promo')).toBeNull();
    expect(screen.queryByText('Gratuity')).toBeNull();
    expect(screen.getByText('Paid in cash')).toBeTruthy();
  });
});

describe('CommentsSection', () => {
  it('When there are comments, then they show under their title; without any, nothing shows', () => {
    const { unmount } = renderWithProviders(<CommentsSection comments="Child seat, please" ns={NS} />);
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeTruthy();
    expect(screen.getByText('Child seat, please')).toBeTruthy();
    unmount();
    renderWithProviders(<CommentsSection comments="" ns={NS} />);
    expect(screen.queryByRole('heading', { name: 'Notes' })).toBeNull();
  });
});
