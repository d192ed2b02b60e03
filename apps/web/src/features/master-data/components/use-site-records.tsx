import type { CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../../components/ui/list-kit/list-types.ts';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { actsOnProviderSite } from '../../../lib/site-scope.ts';
import { editTitle } from '../catalog-screens.ts';
import { MASTER_DATA_NS } from '../i18n.ts';
import { useMasterDataRole } from '../permissions.ts';
import { useCloseUnknownSelection, type useListParams } from './list-params.ts';
import { announceSaved, emptySiteList } from './site-list-parts.tsx';
import { StatusBadges } from './status-badges.tsx';
import { useRecordToggle } from './use-record-toggle.tsx';

type SiteRow = { id: number; isEnabled: boolean };

type SiteRecordsOptions<Row extends SiteRow> = {
  title: string;
  /** The record's kind, whose noun the notices and the empty list name ('fleet'). */
  kind: CatalogKind | 'fleet' | 'garageLocation';
  toggle: Parameters<typeof useRecordToggle<Row>>[0];
  nameOf: (row: Row) => string;
  /** Whether the list offers Add Existing (the catalogue's kinds). */
  offersExisting?: boolean;
};

/**
 * What every site list of master data shares (spec 02 "Common list pattern"): who may change it,
 * the record the address opens (Add New, Edit) and the closing of one it cannot, the Edit and
 * Disable/Enable columns (read-only for a standard user) with the confirmation, the empty list's
 * words, and the notice once a record is saved. `listProps` go to the RecordList, `dialog` to
 * the FormDialog.
 */
export const useSiteRecords = <Row extends SiteRow>(
  params: ReturnType<typeof useListParams>,
  list: ListState & { data: Row[] | undefined; isSuccess: boolean },
  options: SiteRecordsOptions<Row>,
) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  const { canManage, isSpUser } = useMasterDataRole();
  const { nameOf, offersExisting = false } = options;
  const noun = t(`noun_${options.kind}`);
  const confirmToggle = useRecordToggle<Row>(options.toggle, nameOf);
  useDocumentTitle(options.title);

  const { selection, select } = params;
  const editing = selection.type === 'edit' ? list.data?.find((row) => row.id === selection.id) : undefined;
  const canAdd = canManage && actsOnProviderSite();
  const close = () => select({ type: 'none' });
  useCloseUnknownSelection(params, { loaded: list.isSuccess, found: !!editing, canAdd, offersExisting });
  const readOnlyReason = () => (canManage ? null : t('readOnlyRole'));

  return {
    t,
    canManage,
    isSpUser,
    canAdd,
    editing,
    /** The form's key: a fresh form for each record opened. */
    formKey: editing ? `edit-${editing.id}` : 'new',
    addNew: () => select({ type: 'new' }),
    close,
    /** Says the record was saved (and a setup item completed) and closes the dialog. */
    saved: (action: SaveAction, setupStatus: string | undefined) => {
      announceSaved(t, action, setupStatus, noun);
      close();
    },
    readOnlyReason,
    listProps: {
      params,
      state: list,
      rows: list.data,
      rowKey: (row: Row) => row.id,
      rowName: nameOf,
      rowBadges: (row: Row) => <StatusBadges isEnabled={row.isEnabled} />,
      onEdit: (row: Row) => select({ type: 'edit', id: row.id }),
      editLock: readOnlyReason,
      setEnabled: { isEnabled: (row: Row) => row.isEnabled, onToggle: confirmToggle.ask, lock: readOnlyReason },
      empty: emptySiteList(t, params.isPublished, noun, canAdd),
    },
    /** The dialog's opening and closing, and its title: the Add title, or 'Edit - ' and the record's name. */
    dialog: { opened: selection.type === 'new' || Boolean(editing), onClose: close },
    dialogTitle: (addTitle: string) => (editing ? editTitle(nameOf(editing)) : addTitle),
    toggleDialog: confirmToggle.dialog,
  };
};
