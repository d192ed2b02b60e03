import { Button, Text } from '@mantine/core';
import { isSpUser } from '@ridedesk/domain/shared/constants';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useSession } from '../../../lib/session.ts';
import { HelpPanel } from './help-panel.tsx';
import { useListParams } from './list-params.ts';

/**
 * What a pricing screen keeps between its list and its dialog: who may change it, the list's
 * address, the dialog (a new record or the one being edited) and the record just saved, whose
 * group (Published or Unpublished) is then shown so that it is in view.
 */
export const usePricingScreen = <Row extends { id: number; isPublished: boolean }>(title: string) => {
  useDocumentTitle(title);
  const session = useSession();
  const canManage = !!session && !isSpUser(session.user.role);
  const params = useListParams();
  const [savedId, setSavedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ editing: Row | null; open: boolean }>({ editing: null, open: false });
  const closeDialog = () => setDialog((d) => ({ ...d, open: false }));
  return {
    canManage,
    params,
    savedId,
    dialog,
    openNew: () => setDialog({ editing: null, open: true }),
    edit: (row: Row) => setDialog({ editing: row, open: true }),
    closeDialog,
    onSaved: (saved: Pick<Row, 'id' | 'isPublished'>) => {
      closeDialog();
      setSavedId(saved.id);
      const group = saved.isPublished ? 'Published' : 'Unpublished';
      if (group !== params.filter) params.setFilter(group);
    },
  };
};

/** A pricing screen's heading with Add New for those who may change it, its help, and the read-only note for the others. */
export const PricingScreenHeader = ({
  title,
  lead,
  canManage,
  onAdd,
  help,
  readOnly,
}: {
  title: string;
  lead: string;
  canManage: boolean;
  onAdd: () => void;
  help: { purpose: string; steps: string[] };
  readOnly: string;
}) => (
  <>
    <PageHeader
      title={title}
      description={lead}
      actions={
        canManage && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
            Add New
          </Button>
        )
      }
    />
    <HelpPanel purpose={help.purpose} steps={help.steps} />
    {!canManage && (
      <Text size="sm" c="dimmed" mb="sm">
        {readOnly}
      </Text>
    )}
  </>
);
