import { AppShell, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../common-i18n.ts';
import { HEADER_HEIGHT } from './header-bar.tsx';
import classes from './layouts.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/**
 * One zone with a side menu (spec 01 "Layouts"): the header across the top, the menu on the
 * left, collapsed behind a burger under 768 px.
 */
export const MenuLayout = ({
  brand,
  headerEnd,
  menu,
  footer,
  children,
}: {
  brand: ReactNode;
  headerEnd: ReactNode;
  menu: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) => {
  const { t } = useTranslation(COMMON_NS);
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={0}
    >
      <SkipLink />
      <AppShell.Header className={`${classes.header} rd-on-brand`}>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 auto' }}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              color="var(--rd-header-fg)"
              aria-label={opened ? t('closeMenu') : t('openMenu')}
              aria-expanded={opened}
              aria-controls="admin-navigation"
            />
            {brand}
          </Group>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {headerEnd}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="admin-navigation" className={classes.navbar} aria-label={t('backOfficeNavigation')}>
        {/* Following a menu link on a phone closes the menu. */}
        <ScrollArea
          type="auto"
          p="sm"
          h="100%"
          onClickCapture={(event) => {
            if ((event.target as HTMLElement).closest('a[href]')) close();
          }}
        >
          {menu}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main className={classes.shellMain} id={MAIN_CONTENT_ID} tabIndex={-1} mih="100dvh">
        <div style={{ flex: '1 0 auto', padding: 'var(--mantine-spacing-md)' }}>{children}</div>
        {footer}
      </AppShell.Main>
    </AppShell>
  );
};
