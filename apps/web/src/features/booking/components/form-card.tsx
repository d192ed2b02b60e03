import { Paper, type PaperProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

/**
 * A booking form on its card (the search form, the traveller's details): bordered and rounded,
 * roomier from tablets up, and checked by the form's own rules rather than the browser's.
 */
export const FormCard = (props: PaperProps & Omit<ComponentPropsWithoutRef<'form'>, keyof PaperProps>) => (
  <Paper component="form" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs" noValidate {...props} />
);
