import { SegmentedControl, type SegmentedControlProps, Stack, Text } from '@mantine/core';

/** A segmented control under a label that names it (a SegmentedControl has no label of its own). */
export const LabelledSegments = ({ id, label, ...control }: { id: string; label: string } & SegmentedControlProps) => (
  <Stack gap={4}>
    <Text component="span" size="sm" fw={500} id={id}>
      {label}
    </Text>
    <SegmentedControl aria-labelledby={id} {...control} />
  </Stack>
);
