import { Accordion, List, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A setup screen's help ("How to fill this in"): what the screen is for and its steps, folded away once read. */
export const HowToPanel = ({
  title,
  purpose,
  steps,
  extra,
  defaultOpen = false,
}: {
  title: string;
  purpose: string;
  steps: readonly string[];
  extra?: ReactNode;
  defaultOpen?: boolean;
}) => (
  <Accordion variant="contained" radius="md" mb="md" chevronPosition="right" defaultValue={defaultOpen ? 'help' : null}>
    <Accordion.Item value="help" bg="var(--mantine-color-body)">
      <Accordion.Control icon={<IconHelpCircle size={20} aria-hidden />}>
        <Text fw={600} size="sm">
          {title}
        </Text>
      </Accordion.Control>
      <Accordion.Panel>
        <Text size="sm" mb="xs">
          {purpose}
        </Text>
        <List size="sm" spacing={4} type="ordered">
          {steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        {extra}
      </Accordion.Panel>
    </Accordion.Item>
  </Accordion>
);
