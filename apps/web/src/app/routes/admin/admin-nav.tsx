import { NavLink, Stack } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { adminMenuFor, isActiveLink, type MenuItem } from './admin-menu.ts';

/** The side menu for the signed-in role; groups open on the current page. */
export const AdminNav = ({ userRole, items }: { userRole: string; items?: MenuItem[] }) => {
  const { pathname } = useLocation();
  const menu = adminMenuFor(userRole, items);
  return (
    <Stack gap={2}>
      {menu.map(({ icon: Icon, ...item }) =>
        item.children ? (
          <NavLink
            key={item.label}
            label={item.label}
            leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
            childrenOffset={28}
            defaultOpened={item.children.some((child) => isActiveLink(child, pathname))}
            active={item.children.some((child) => isActiveLink(child, pathname))}
            variant="subtle"
            fw={500}
            style={{ borderRadius: 8 }}
          >
            {item.children.map((child) => (
              <NavLink
                key={child.to}
                component={Link}
                to={child.to}
                label={child.label}
                active={isActiveLink(child, pathname)}
                aria-current={isActiveLink(child, pathname) ? 'page' : undefined}
                style={{ borderRadius: 8 }}
              />
            ))}
          </NavLink>
        ) : (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
            rightSection={isActiveLink(item, pathname) ? <IconChevronRight size={14} aria-hidden /> : null}
            active={isActiveLink(item, pathname)}
            aria-current={isActiveLink(item, pathname) ? 'page' : undefined}
            fw={500}
            style={{ borderRadius: 8 }}
          />
        ),
      )}
    </Stack>
  );
};
