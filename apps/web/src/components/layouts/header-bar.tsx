import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './layouts.module.css';

export const HEADER_HEIGHT = 64;

/** The coloured bar at the top of every page: brand on the left, actions on the right. */
export const HeaderBar = ({ start, end, fluid = false }: { start: ReactNode; end: ReactNode; fluid?: boolean }) => (
  <Box component="header" className={`${classes.header} rd-on-brand`} h={HEADER_HEIGHT}>
    <Container size={fluid ? undefined : 'lg'} fluid={fluid} h="100%" px={{ base: 'sm', sm: 'md' }}>
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 auto' }}>
          {start}
        </Group>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          {end}
        </Group>
      </Group>
    </Container>
  </Box>
);

export { classes as layoutClasses };
