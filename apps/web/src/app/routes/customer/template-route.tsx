import { useMatches } from 'react-router';
import { siteTitleOf, useClientSite } from '../../../features/site-frame/api/get-client-site.ts';
import { TemplateViewer } from '../../../features/templates/components/template-viewer.tsx';

/** What a footer page's route says about itself: which template it shows. */
export type TemplateHandle = { template: string };

/** A footer page: the template named by its route, shown as HTML. */
export const TemplateRoute = () => {
  const { data: site } = useClientSite();
  const handle = useMatches().at(-1)?.handle as TemplateHandle | undefined;
  if (!handle) return null;
  return <TemplateViewer uniqueName={handle.template} siteTitle={site ? siteTitleOf(site) : ''} />;
};
