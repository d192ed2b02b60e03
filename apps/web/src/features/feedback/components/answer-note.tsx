import { Paper, Text } from '@mantine/core';

/** The provider's answer to a piece of feedback, under a label that says whose it is. */
export const AnswerNote = ({ label, answer }: { label: string; answer: string }) => (
  <Paper bg="gray.0" p="sm" radius="sm">
    <Text size="xs" fw={600}>
      {label}
    </Text>
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      {answer}
    </Text>
  </Paper>
);
