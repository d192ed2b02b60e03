import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { clientSiteQuery } from '../features/site-frame/api/get-client-site.ts';
import { appQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

// The site of this host themes every page: ask for it before the router and the first render,
// side by side with the download of the portal's routes.
const queryClient = appQueryClient();
void queryClient.prefetchQuery(clientSiteQuery());

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
