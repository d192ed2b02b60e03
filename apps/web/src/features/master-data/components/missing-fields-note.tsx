import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MASTER_DATA_NS } from '../i18n.ts';

/**
 * Says what still keeps a form's saves disabled (spec 02: buttons disabled while invalid), so a
 * form that cannot be saved never looks merely broken. Placed under the buttons: it must not move
 * them while a click is under way.
 */
export const MissingFieldsNote = ({ missing }: { missing: string[] }) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  return (
    <Text size="sm" ta="right" role="status" aria-live="polite" mih="1.5em">
      {missing.length > 0 ? t('missingToSave', { fields: missing.join(', ') }) : ''}
    </Text>
  );
};
