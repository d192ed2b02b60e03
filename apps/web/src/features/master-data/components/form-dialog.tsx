import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/record-dialog.tsx';
import { MASTER_DATA_NS } from '../i18n.ts';

/** The popup of a list's Add New, Add Existing or Edit: full screen on a phone. */
export const FormDialog = (props: {
  opened: boolean;
  title: string;
  onClose: () => void;
  size?: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  return <RecordDialog {...props} closeLabel={t('close')} />;
};
