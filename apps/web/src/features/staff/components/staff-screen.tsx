import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isStaffRole, ROLES } from '@ridedesk/domain/shared/constants';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberEditDialog } from '../../../components/forms/member-dialog-form.tsx';
import { AddButton } from '../../../components/record-kit/add-button.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { DataTable } from '../../../components/ui/list-kit/data-table.tsx';
import { SearchFilter } from '../../../components/ui/list-kit/list-filters.tsx';
import { useAddressList } from '../../../components/ui/list-kit/use-address-list.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useSession } from '../../../lib/session.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { useStaff } from '../api/list-staff.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { useSetStaffEnabled } from '../api/set-staff-enabled.ts';
import { STAFF_NS } from '../i18n.ts';
import type { StaffMember } from '../staff.ts';
import { StaffForm } from './staff-form.tsx';
import { nameOf, PlanUsage, type RowActions, StaffDetails, StaffSummary, staffColumns } from './staff-rows.tsx';

/** /admin/users: the provider administrator adds, edits, disables and re-enables users. */
export const StaffScreen = () => {
  const { t } = useTranslation(STAFF_NS);
  useDocumentTitle('Manage Users');
  const session = useSession();
  const role = session?.user.role ?? '';
  if (role === ROLES.spUser || (!isStaffRole(role) && role !== ROLES.superAdmin))
    return (
      <>
        <PageHeader title={t('title')} description={t('lead')} />
        <Alert color="blue" radius="md">
          {t('adminsOnly')}
        </Alert>
      </>
    );
  return <StaffManagement meId={session?.user.userId ?? null} isPlatformAdmin={role === ROLES.superAdmin} />;
};

const StaffManagement = ({ meId, isPlatformAdmin }: { meId: number | null; isPlatformAdmin: boolean }) => {
  const { t } = useTranslation(STAFF_NS);
  const siteId = isPlatformAdmin ? (requestedSiteId() ?? null) : null;
  const list = useAddressList();
  const { query, page } = list;
  const staff = useStaff({ siteId, search: query, page });
  const toggle = useSetStaffEnabled();
  const resend = useResendInvitation();
  const [editing, setEditing] = useState<StaffMember | 'new' | null>(null);
  const [disabling, setDisabling] = useState<StaffMember | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const setEnabled = async (member: StaffMember, isEnabled: boolean) => {
    setActionError(null);
    setBusyId(member.id);
    try {
      const answer = await toggle.mutateAsync({ siteId, id: member.id, isEnabled });
      notifications.show({ color: 'green', message: answer.message });
    } catch (error) {
      setActionError(error);
    } finally {
      setBusyId(null);
    }
  };

  const actions: RowActions = {
    meId,
    busyId,
    onEdit: (m) => setEditing(m),
    onToggle: (m) => (m.isEnabled ? setDisabling(m) : void setEnabled(m, true)),
    onResend: async (m) => {
      setActionError(null);
      try {
        const answer = await resend.mutateAsync({ siteId, id: m.id });
        notifications.show({ color: 'green', message: answer.message });
      } catch (error) {
        setActionError(error);
      }
    },
  };

  const data = staff.data;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('lead')}
        actions={<AddButton label={t('addUser')} onClick={() => setEditing('new')} disabled={!data?.canAddUser} />}
      />
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('help')}
        </Text>
        {data && <PlanUsage page={data} />}
        <ErrorDisplay error={actionError} />
        <DataTable
          filters={<SearchFilter list={list} label={t('searchLabel')} placeholder={t('searchPlaceholder')} />}
          state={staff}
          rows={data?.staff ?? []}
          total={data?.totalCount ?? 0}
          rowKey={(m) => m.id}
          columns={staffColumns(t, actions)}
          minWidth={860}
          expandLabel={(m) => t('expandRow', { name: nameOf(m) })}
          summary={(m) => <StaffSummary member={m} />}
          details={(m) => <StaffDetails member={m} actions={actions} />}
          page={page}
          onPageChange={list.setPage}
          paginationLabel={t('pagination')}
          loadFailed={t('loadFailed')}
          loadingRows={4}
          empty={{
            icon: IconUsers,
            title: query ? t('noMatch', { search: query }) : t('noUsers'),
            hint: query ? t('noMatchHint') : undefined,
          }}
        />
      </Stack>

      <MemberEditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        title={(member) => (member ? t('editTitle', { name: nameOf(member) }) : t('addTitle'))}
        closeLabel={t('close')}
        siteId={siteId}
        form={StaffForm}
      />

      <Modal
        opened={disabling !== null}
        onClose={() => setDisabling(null)}
        title={
          <Text span fw={700}>
            {disabling ? t('confirmDisableTitle', { name: nameOf(disabling) }) : ''}
          </Text>
        }
        radius="lg"
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack gap="md">
          <Text size="sm">{disabling ? t('confirmDisable', { name: nameOf(disabling) }) : ''}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDisabling(null)}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                const member = disabling;
                setDisabling(null);
                if (member) void setEnabled(member, false);
              }}
            >
              {t('disable')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
