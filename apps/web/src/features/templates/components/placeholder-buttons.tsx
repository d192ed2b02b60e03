import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEMPLATES_ADMIN_NS } from '../management-i18n.ts';

/** The {{placeholders}} a template may use, each a button that puts it where the cursor is. */
export const PlaceholderButtons = ({
  placeholders,
  hint,
  onInsert,
}: {
  placeholders: readonly string[];
  hint: string;
  onInsert: (placeholder: string) => void;
}) => {
  const { t } = useTranslation(TEMPLATES_ADMIN_NS);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('placeholders')}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
      <Group gap={6}>
        {placeholders.map((p) => (
          <Button key={p} size="compact-xs" variant="default" ff="monospace" onClick={() => onInsert(p)}>
            {`{{${p}}}`}
          </Button>
        ))}
      </Group>
    </Stack>
  );
};
