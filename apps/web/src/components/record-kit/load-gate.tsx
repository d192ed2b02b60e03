import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorDisplay } from '../ui/error-display.tsx';

/**
 * The body of a dialog whose form needs data first: the failure (under its title) when a load
 * failed, placeholders of the given heights while it loads, and then the form.
 */
export const LoadGate = ({
  error,
  loading,
  failedTitle,
  loadingLabel,
  heights,
  children,
}: {
  /** The first failure of what the form needs; null or undefined when nothing failed. */
  error: unknown;
  loading: boolean;
  failedTitle?: string;
  loadingLabel?: string;
  /** The placeholders' heights, top to bottom. */
  heights: readonly number[];
  children: () => ReactNode;
}) => {
  if (error)
    return (
      <Stack gap={4}>
        {failedTitle && <Text fw={600}>{failedTitle}</Text>}
        <ErrorDisplay error={error} />
      </Stack>
    );
  if (loading)
    return (
      <Stack gap="md" aria-label={loadingLabel}>
        {heights.map((height, place) => (
          // The placeholders never move: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
          <Skeleton key={place} h={height} />
        ))}
      </Stack>
    );
  return children();
};
