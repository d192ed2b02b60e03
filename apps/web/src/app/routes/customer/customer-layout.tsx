import { Outlet } from 'react-router';
import { PlainLayout } from '../../../components/layouts/plain-layout.tsx';
import { AssistantLauncher } from '../../../features/assistant/components/assistant-launcher.tsx';
import { FooterRating } from '../../../features/reviews/components/footer-rating.tsx';
import { SiteFooter } from '../../../features/site-frame/components/site-footer.tsx';
import { CustomerHeader } from './customer-header.tsx';

/** The customer portal's frame: header, the page, footer (one zone without menu). */
export const CustomerLayout = () => (
  <PlainLayout header={<CustomerHeader />} footer={<SiteFooter rating={<FooterRating />} />}>
    <Outlet />
    <AssistantLauncher portal="customer" />
  </PlainLayout>
);
