import { describe, expect, it } from 'vitest';
import type { ClientSite } from '../../features/site-frame/client-site.ts';
import { answersFor, renderFirstScreen } from './render-first-screen.ts';

const SITE: ClientSite = {
  site_id: 5,
  site_color: '#1f2a44',
  site_title: 'City Limo',
  site_name: 'City Limo',
  logo: null,
  preferred_language_id: 1,
  other_language_ids: [2],
  serviceProvider: { name: 'City Limo LLC', phone: '312-555-0142', email: 'book@citylimo.example' },
  bookingState: 'open',
  access_token: 'site-token',
};
const LANGUAGES = [
  { id: 1, name: 'English', locale: 'en-US' },
  { id: 2, name: 'Español', locale: 'es-ES' },
];
const answersOf = (site: Partial<ClientSite>, extra: Record<string, unknown> = {}) => ({
  '/api/site/getSiteIdOfClient': { results: [{ ...SITE, ...site }] },
  '/api/language/getMasterData': { results: LANGUAGES },
  ...extra,
});

describe('the first screen the server paints', () => {
  it("When the landing page is rendered, then it carries the site's title as the h1, Book a ride, and the site's colour", () => {
    const screen = renderFirstScreen({ path: '/', answers: answersOf({}) });
    expect(screen?.lang).toBe('en');
    expect(screen?.title).toBe('City Limo');
    expect(screen?.body).toContain('data-first-screen="landing"');
    expect(screen?.body).toContain('<h1 class="rdx-title">City Limo</h1>');
    expect(screen?.body).toContain('href="/systembooking">Book a ride');
    expect(screen?.style).toContain('--rdx-primary:');
  });

  it('When the booking page is rendered in a Spanish site, then its heading and title are Spanish and the steps are listed', () => {
    const screen = renderFirstScreen({
      path: '/systembooking',
      answers: answersOf({ preferred_language_id: 2, other_language_ids: [1] }),
    });
    expect(screen?.lang).toBe('es');
    expect(screen?.title).toBe('Reservar un viaje · City Limo');
    expect(screen?.body).toContain('<h1>Reservar un viaje</h1>');
    expect(screen?.body.match(/<li data-state=/g)).toHaveLength(5);
  });

  it("When a site's texts hold markup, then it is painted as text, never as elements", () => {
    const hostile = '<img src=x onerror=alert(1)>"&\'';
    const screen = renderFirstScreen({
      path: '/',
      answers: answersOf({
        site_title: hostile,
        site_name: hostile,
        serviceProvider: { name: hostile, phone: null, email: null },
      }),
    });
    expect(screen?.body).not.toContain('<img src=x');
    expect(screen?.body).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#39;');
  });

  it('When the site takes no bookings or the page is the back office, then no shell is painted (the app says why)', () => {
    expect(renderFirstScreen({ path: '/', answers: answersOf({ bookingState: 'closed' }) })?.body).toBe('');
    expect(renderFirstScreen({ path: '/admin/login', answers: answersOf({}) })?.body).toBe('');
  });

  it("When the site's answer is missing, then nothing is rendered and the page starts as the build wrote it", () => {
    expect(renderFirstScreen({ path: '/', answers: {} })).toBeNull();
  });

  it("When a path is asked for, then the booking page needs the search form's answers", () => {
    expect(answersFor('/')).toHaveLength(2);
    expect(answersFor('/systembooking')).toContain('/api/vehicleType/getVehicleTypeBySiteIdOrState');
  });
});
