import { type StyleProp, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** One row of a FactTable: the label, and what it says of the thing. */
export type Fact = [label: string, value: ReactNode];

/**
 * What is known of one thing (a booked ride, a managed booking, a tracked ride) as a two-column
 * table: each label a row header of a fixed width, each value wrapping anywhere, so that a long
 * address still fits a 375 px screen.
 */
export const FactTable = ({
  facts,
  labelWidth,
  testId,
}: {
  facts: Fact[];
  labelWidth: StyleProp<number>;
  testId?: string;
}) => (
  <Table variant="vertical" layout="fixed" withTableBorder data-testid={testId}>
    <Table.Tbody>
      {facts.map(([label, value]) => (
        <Table.Tr key={label}>
          <Table.Th w={labelWidth}>{label}</Table.Th>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  </Table>
);
