import { MESSAGES } from '@ridedesk/domain/shared/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render.tsx';
import { signInAs } from '../test/session.ts';
import { ApiError } from './api-error.ts';
import { http } from './http.ts';
import { hardNavigate } from './navigation.ts';
import { writeClientSite } from './session.ts';
import { STORAGE_KEYS } from './storage.ts';

vi.mock('./navigation.ts', () => ({ hardNavigate: vi.fn(), currentPath: () => window.location.pathname }));

const fetchMock = vi.fn<typeof fetch>();

const signIn = (accessToken = 'user-token') => signInAs('SPAdmin', { accessToken, refreshToken: 'refresh-1' });

const siteRecord = () =>
  writeClientSite({
    site_id: 5,
    preferred_language_id: 1,
    locale: 'en',
    site_title: 'City Limo',
    site_color: '#000000,#ffffff',
    access_token: 'site-token',
  });

const authorization = () => new Headers(fetchMock.mock.calls[0][1]?.headers as HeadersInit).get('authorization');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(hardNavigate).mockReset();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the HTTP client', () => {
  it('When someone is signed in, then calls carry their access token', async () => {
    siteRecord();
    signIn('user-token');
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [] }));
    await http.get('/api/site');
    expect(authorization()).toBe('Bearer user-token');
  });

  it('When nobody is signed in, then calls carry the site token from getSiteIdOfClient', async () => {
    siteRecord();
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [] }));
    await http.get('/api/template/getsitetemplatecontents');
    expect(authorization()).toBe('Bearer site-token');
  });

  it('When query values are empty, then they are left out of the address', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [] }));
    await http.get('/api/site', { query: { host: '', page: 2, pageSize: 10, siteId: undefined } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/site?page=2&pageSize=10');
  });

  it('When a call answers 400, then the server message and field messages reach the screen', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        errorId: 'x',
        code: 'VALIDATION',
        message: 'Please enter the site name',
        fields: { name: 'Please enter the site name' },
      }),
    );
    const error = await http.post('/api/site', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Please enter the site name');
    expect((error as ApiError).fields).toEqual({ name: 'Please enter the site name' });
  });

  it('When a call fails with 500, then the screen gets "Something went wrong!! please try later" and the error id', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { errorId: 'e-500', code: 'INTERNAL', message: 'boom' }));
    const error = (await http.get('/api/site').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(MESSAGES.genericFailure);
    expect(error.errorId).toBe('e-500');
  });

  it('When a file is uploaded as FormData, then it goes as multipart with the token and no JSON content type', async () => {
    signIn();
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [{ fileName: 'a.png' }] }));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await http.post('/api/fleet/uploadimage', form);
    const init = fetchMock.mock.calls[0][1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers as HeadersInit).get('content-type')).toBeNull();
    expect(authorization()).toBe('Bearer user-token');
  });

  it('When the network is down, then the screen gets the generic failure text', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await http.get('/api/site').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Something went wrong!! please try later');
    expect(error.status).toBe(0);
  });

  it.each([401, 403])(
    'When a back-office call answers %i, then local storage is cleared and the browser returns to /admin',
    async (status) => {
      window.history.replaceState(null, '', '/admin/site/new');
      siteRecord();
      signIn();
      window.localStorage.setItem(STORAGE_KEYS.serviceProviderSiteId, '5');
      fetchMock.mockResolvedValue(jsonResponse(status, { errorId: 'a', code: 'UNAUTHENTICATED', message: 'expired' }));
      await expect(http.get('/api/site')).rejects.toBeInstanceOf(ApiError);
      expect(window.localStorage.length).toBe(0);
      expect(hardNavigate).toHaveBeenCalledWith('/admin');
    },
  );

  it('When a customer-portal call answers 401, then the browser returns to the site root', async () => {
    window.history.replaceState(null, '', '/mybookings/viewbookings');
    signIn();
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'expired' }));
    await http.get('/api/booking').catch(() => undefined);
    expect(hardNavigate).toHaveBeenCalledWith('/');
  });

  it('When a sign-in call answers 401, then the session is kept and the message is shown', async () => {
    siteRecord();
    fetchMock.mockResolvedValue(
      jsonResponse(401, { message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' }),
    );
    const error = (await http
      .post('/api/account/getredirecturl', {}, { signOutOnAuthFailure: false, keepMessageFor: [401] })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Invalid username or password');
    expect(window.localStorage.getItem(STORAGE_KEYS.clientSite)).not.toBeNull();
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});

describe('an expired access token', () => {
  it('When the stored access token has expired, then calls go out with the site token instead', async () => {
    siteRecord();
    signInAs('Customer', {
      accessToken: 'expired-token',
      refreshToken: 'r',
      expiresAt: Date.now() - 1_000,
      updatedAt: Date.now() - 900_000,
    });
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [] }));
    await http.get('/api/site/getSiteIdOfClient');
    expect(authorization()).toBe('Bearer site-token');
  });
});

describe('an expired site token', () => {
  it('When the stored site token has run out, then the call goes out without a bearer', async () => {
    const claims = btoa(JSON.stringify({ site_id: 5, typ: 'site', exp: Math.floor(Date.now() / 1000) - 60 })).replace(
      /=+$/,
      '',
    );
    writeClientSite({
      site_id: 5,
      preferred_language_id: 1,
      locale: 'en',
      site_title: 'x',
      site_color: '',
      access_token: `h.${claims}.s`,
    });
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [] }));
    await http.get('/api/site/getSiteIdOfClient');
    expect(authorization()).toBeNull();
  });
});
