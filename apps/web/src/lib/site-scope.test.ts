import { describe, expect, it } from 'vitest';
import { signInAs } from '../test/session.ts';
import { writeClientSite, writeServiceProviderSiteId } from './session.ts';
import { actingSiteId, actsOnProviderSite, requestedSiteId } from './site-scope.ts';

const hostSite = (site_id: number) =>
  writeClientSite({
    site_id,
    preferred_language_id: 1,
    locale: 'en',
    site_title: '',
    site_color: '',
    access_token: '',
  });

/** Who is signed in and what they chose, and the site calls name, the site screens act on, and whether it is a provider's. */
const CASES = [
  {
    when: 'When provider staff are signed in, then calls name no site and the screens act on their own',
    arrange: () => {
      signInAs('SPUser', { user: { siteId: 7 } });
      writeServiceProviderSiteId(9);
    },
    requested: undefined,
    acting: 7,
    onProviderSite: true,
  },
  {
    when: 'When the platform administrator chose a site in the site list, then calls name it and the screens act on it',
    arrange: () => {
      signInAs('SuperAdmin', { user: { siteId: 4 } });
      hostSite(4);
      writeServiceProviderSiteId(9);
    },
    requested: 9,
    acting: 9,
    onProviderSite: true,
  },
  {
    when: 'When the platform administrator chose no site, then calls name none and the screens act on the host’s site',
    arrange: () => {
      signInAs('SuperAdmin', { user: { siteId: 4 } });
      hostSite(4);
    },
    requested: undefined,
    acting: 4,
    onProviderSite: false,
  },
  {
    when: 'When no one is signed in, then there is no acting site',
    arrange: () => {},
    requested: undefined,
    acting: null,
    onProviderSite: false,
  },
];

describe('which site a back-office screen acts on', () => {
  it.each(CASES)('$when', ({ arrange, requested, acting, onProviderSite }) => {
    arrange();
    expect(requestedSiteId()).toBe(requested);
    expect(actingSiteId()).toBe(acting);
    expect(actsOnProviderSite()).toBe(onProviderSite);
  });
});
