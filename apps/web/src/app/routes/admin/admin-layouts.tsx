import { Outlet } from 'react-router';
import { HeaderBar } from '../../../components/layouts/header-bar.tsx';
import { MenuLayout } from '../../../components/layouts/menu-layout.tsx';
import { PlainLayout } from '../../../components/layouts/plain-layout.tsx';
import { AssistantLauncher } from '../../../features/assistant/components/assistant-launcher.tsx';
import { BackOfficeFooter } from '../../../features/site-frame/components/back-office-footer.tsx';
import { SiteBrand } from '../../../features/site-frame/components/site-brand.tsx';
import { useSession } from '../../../lib/session.ts';
import { AdminHeaderActions } from './admin-header-actions.tsx';
import { AdminNav } from './admin-nav.tsx';

/** The back office with its side menu (one zone with menu), with its own footer, not the traveller's. */
export const AdminMenuLayout = () => {
  const session = useSession();
  return (
    <MenuLayout
      brand={<SiteBrand to="/admin/dashboard" />}
      headerEnd={<AdminHeaderActions />}
      menu={<AdminNav userRole={session?.user.role ?? ''} />}
      footer={<BackOfficeFooter />}
    >
      <Outlet />
      <AssistantLauncher portal="admin" />
    </MenuLayout>
  );
};

/** Back office pages without the menu: sign-in and its callback (one zone without menu). */
export const AdminPlainLayout = () => (
  <PlainLayout
    header={<HeaderBar fluid start={<SiteBrand to="/admin" />} end={<AdminHeaderActions />} />}
    footer={<BackOfficeFooter />}
  >
    <Outlet />
    <AssistantLauncher portal="admin" />
  </PlainLayout>
);
