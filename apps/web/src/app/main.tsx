// First, so the first screen's downloads start before the rest of the application evaluates.
import './boot.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { appQueryClient } from '../lib/query-client.ts';
import { firstScreenReady } from './first-screen/first-screen-ready.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The page may hold the server's first screen (app/first-screen/): React's first render replaces it
// with the complete page, never with a loader, and yields to the browser while it renders.
void firstScreenReady(router, appQueryClient()).then(() =>
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders client={appQueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  }),
);
