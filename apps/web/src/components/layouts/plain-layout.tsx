import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './layouts.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** One zone without a side menu (spec 01 "Layouts"): header, the page, footer. */
export const PlainLayout = ({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) => (
  <div className={classes.page}>
    <SkipLink />
    {header}
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
      {children}
    </Box>
    {footer}
  </div>
);
