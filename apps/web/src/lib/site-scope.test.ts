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

describe('which site a back-office screen acts on', () => {
  it('When provider staff are signed in, then calls name no site and the screens act on their own', () => {
    signInAs('SPUser', { user: { siteId: 7 } });
    writeServiceProviderSiteId(9);
    expect(requestedSiteId()).toBeUndefined();
    expect(actingSiteId()).toBe(7);
    expect(actsOnProviderSite()).toBe(true);
  });

  it('When the platform administrator chose a site in the site list, then calls name it and the screens act on it', () => {
    signInAs('SuperAdmin', { user: { siteId: 4 } });
    hostSite(4);
    writeServiceProviderSiteId(9);
    expect(requestedSiteId()).toBe(9);
    expect(actingSiteId()).toBe(9);
    expect(actsOnProviderSite()).toBe(true);
  });

  it('When the platform administrator chose no site, then calls name none and the screens act on the host’s site', () => {
    signInAs('SuperAdmin', { user: { siteId: 4 } });
    hostSite(4);
    expect(requestedSiteId()).toBeUndefined();
    expect(actingSiteId()).toBe(4);
    expect(actsOnProviderSite()).toBe(false);
  });

  it('When no one is signed in, then there is no acting site', () => {
    expect(requestedSiteId()).toBeUndefined();
    expect(actingSiteId()).toBeNull();
    expect(actsOnProviderSite()).toBe(false);
  });
});
