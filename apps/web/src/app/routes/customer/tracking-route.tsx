import { useClientSite } from '../../../features/site-frame/api/get-client-site.ts';
import { TrackScreen } from '../../../features/tracking/components/track-screen.tsx';

/** The tracking page with the company's contact from the site frame, for questions and an ended link. */
export const TrackingRoute = () => {
  const { data: site } = useClientSite();
  const provider = site?.serviceProvider;
  return (
    <TrackScreen provider={provider ? { name: provider.name, phone: provider.phone, email: provider.email } : null} />
  );
};
