import { Accordion, List, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MASTER_DATA_HELP_NS } from '../help-i18n.ts';

export type HelpTopic =
  | 'vehicleType'
  | 'serviceType'
  | 'airport'
  | 'amenity'
  | 'serviceUserType'
  | 'priceType'
  | 'documentType'
  | 'garageLocation'
  | 'fleet'
  | 'master';

/** A setup screen's help: what the kind is for and how to fill it in, open until folded away. */
export const HelpPanel = ({ topic, defaultOpen = false }: { topic: HelpTopic; defaultOpen?: boolean }) => {
  const { t } = useTranslation(MASTER_DATA_HELP_NS);
  const steps = t(`${topic}_steps`).split('\n');
  return (
    <Accordion
      variant="contained"
      radius="md"
      mb="md"
      chevronPosition="right"
      defaultValue={defaultOpen ? 'help' : null}
    >
      <Accordion.Item value="help" bg="var(--mantine-color-body)">
        <Accordion.Control icon={<IconHelpCircle size={20} aria-hidden />}>
          <Text fw={600} size="sm">
            {t('title')}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Text size="sm" mb="xs">
            {t(`${topic}_purpose`)}
          </Text>
          <List size="sm" spacing={4} type="ordered">
            {steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
};
