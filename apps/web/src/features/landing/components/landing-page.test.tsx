import { SEARCH_MESSAGES } from '@ridedesk/domain/booking/search-choices';
import { SITE_NOT_TAKING_BOOKINGS } from '@ridedesk/domain/subscriptions/subscription-plans';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { LandingPage, type LandingSite } from './landing-page.tsx';

const site = (over: Partial<LandingSite> = {}): LandingSite => ({
  title: 'Sunset Shuttle — Miami',
  isProductSite: false,
  provider: { name: 'Sunset Shuttle LLC', phone: '305-555-0199', email: 'hello@sunsetshuttle.example' },
  bookingState: 'open',
  ...over,
});

describe('landing page and the site booking state', () => {
  it('When the site takes bookings, then Book a ride is offered and no notice shows', () => {
    renderWithProviders(<LandingPage site={site()} />);
    expect(screen.getByRole('link', { name: /Book a ride/ })).toBeTruthy();
    expect(screen.queryByTestId('booking-unavailable')).toBeNull();
  });

  it("When the site's plan lapsed, then it says the company is not taking online bookings, with its phone and e-mail, and offers no Book a ride", () => {
    renderWithProviders(<LandingPage site={site({ bookingState: 'closed' })} />);
    expect(screen.queryByRole('link', { name: /Book a ride/ })).toBeNull();
    const notice = screen.getByTestId('booking-unavailable');
    expect(notice.textContent).toContain(SITE_NOT_TAKING_BOOKINGS);
    expect(screen.getAllByRole('link', { name: 'Call 305-555-0199' })[0].getAttribute('href')).toBe('tel:3055550199');
    expect(screen.getAllByRole('link', { name: 'E-mail hello@sunsetshuttle.example' })[0].getAttribute('href')).toBe(
      'mailto:hello@sunsetshuttle.example',
    );
  });

  it("When the company has no vehicles open yet, then the spec's 'Service is not available in this area!!' shows with the company named", () => {
    renderWithProviders(
      <LandingPage
        site={site({
          bookingState: 'notSetUp',
          provider: { name: 'Acme Cars', phone: null, email: 'ops@acme.example' },
        })}
      />,
    );
    const notice = screen.getByTestId('booking-unavailable');
    expect(notice.textContent).toContain(SEARCH_MESSAGES.serviceUnavailable);
    expect(notice.textContent).toContain('Acme Cars has not opened its vehicles for online booking yet.');
    expect(screen.queryByRole('link', { name: /Book a ride/ })).toBeNull();
  });
});
