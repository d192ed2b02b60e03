import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { jsonResponse } from '../test/render.tsx';
import { RouteError } from './route-error.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const Broken = () => {
  throw new Error('Cannot read the fleet');
};

describe('when a screen breaks', () => {
  it('When a route throws while rendering, then the error is posted to the error log and its id is shown', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { results: [{ id: 'log-7', message: 'Cannot read the fleet' }] }));
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nextProvider>,
    );

    expect((await screen.findByRole('alert')).textContent).toBe(
      'ErrorId:log-7 - Something went wrong!! please try later',
    );
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/settings/createerrorlog');
    expect(JSON.parse(String(init?.body))).toMatchObject({ message: 'Cannot read the fleet', path: '/' });
  });
});
