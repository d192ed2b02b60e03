import { NavLink, Stack } from '@mantine/core';
import { isProviderSiteId } from '@ridedesk/domain/shared/constants';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useClientSite } from '../../../features/site-frame/api/get-client-site.ts';
import { adminMenuFor, isActiveLink, type MenuItem, type MenuLink } from './admin-menu.ts';

const linkStyle = { borderRadius: 8 };

/** A group of links (Manage Booking, Reviews, Setup): a real button that opens and closes, open on its current page. */
const MenuGroup = ({ item, pathname }: { item: MenuItem & { children: MenuLink[] }; pathname: string }) => {
  const { icon: Icon } = item;
  const containsCurrent = item.children.some((child) => isActiveLink(child, pathname));
  const [opened, setOpened] = useState(containsCurrent);
  return (
    <NavLink
      component="button"
      type="button"
      label={item.label}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
      childrenOffset={28}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      active={containsCurrent && !opened}
      variant="subtle"
      fw={500}
      style={linkStyle}
    >
      {item.children.map((child) => (
        <NavLink
          key={child.to}
          component={Link}
          to={child.to}
          label={child.label}
          active={isActiveLink(child, pathname)}
          aria-current={isActiveLink(child, pathname) ? 'page' : undefined}
          style={linkStyle}
        />
      ))}
    </NavLink>
  );
};

/** The side menu for the signed-in role. */
export const AdminNav = ({ userRole, items }: { userRole: string; items?: MenuItem[] }) => {
  const { pathname } = useLocation();
  const site = useClientSite().data;
  const menu = adminMenuFor(userRole, items, { onProviderSite: isProviderSiteId(site?.site_id ?? 0) });
  return (
    <Stack gap={2}>
      {menu.map((item) => {
        if (item.children)
          return <MenuGroup key={item.label} item={{ ...item, children: item.children }} pathname={pathname} />;
        const { icon: Icon } = item;
        const active = isActiveLink(item, pathname);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
            rightSection={active ? <IconChevronRight size={14} aria-hidden /> : null}
            active={active}
            aria-current={active ? 'page' : undefined}
            fw={500}
            style={linkStyle}
          />
        );
      })}
    </Stack>
  );
};
