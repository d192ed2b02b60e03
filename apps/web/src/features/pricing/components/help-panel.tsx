import { Accordion, List, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICING_NS } from '../i18n.ts';

/** "How to fill this in": the screen's purpose and its steps, folded away once read. */
export const HelpPanel = ({ purpose, steps, extra }: { purpose: string; steps: string[]; extra?: ReactNode }) => {
  const { t } = useTranslation(PRICING_NS);
  return (
    <Accordion variant="contained" radius="md" mb="md" chevronPosition="right">
      <Accordion.Item value="help" bg="var(--mantine-color-body)">
        <Accordion.Control icon={<IconHelpCircle size={20} aria-hidden />}>
          <Text fw={600} size="sm">
            {t('helpTitle')}
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
};
