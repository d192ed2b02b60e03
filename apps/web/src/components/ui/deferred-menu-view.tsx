import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { DeferredMenuProps } from './deferred-menu-types.ts';

/** The menu itself, loaded by DeferredMenu the first time the menu is wanted, and opened at once. */
const DeferredMenuView = ({ target, items, width, position }: DeferredMenuProps) => (
  <Menu defaultOpened position={position} withinPortal shadow="md" width={width}>
    <Menu.Target>{target}</Menu.Target>
    <Menu.Dropdown>
      {items.map((item) => {
        if ('divider' in item) return <Menu.Divider key={item.key} />;
        const common = {
          leftSection: item.leftSection,
          rightSection: item.rightSection,
          lang: item.lang,
          'aria-current': item.current ? ('true' as const) : undefined,
        };
        return item.to ? (
          <Menu.Item key={item.key} component={Link} to={item.to} onClick={item.onClick} {...common}>
            {item.label}
          </Menu.Item>
        ) : (
          <Menu.Item key={item.key} onClick={item.onClick} {...common}>
            {item.label}
          </Menu.Item>
        );
      })}
    </Menu.Dropdown>
  </Menu>
);

export default DeferredMenuView;
