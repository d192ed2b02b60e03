import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { isStaffRole, MOBILE_BREAKPOINT, ROLES } from '@ridedesk/domain/shared/constants';
import { IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PagedTable } from '../../../components/ui/paged-table.tsx';
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

const SEARCH_DEBOUNCE_MS = 300;
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
  const [params, setParams] = useSearchParams();
  const query = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(query);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const staff = useStaff({ siteId, search: query, page });
  const toggle = useSetStaffEnabled();
  const resend = useResendInvitation();
  const [editing, setEditing] = useState<StaffMember | 'new' | null>(null);
  const [disabling, setDisabling] = useState<StaffMember | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const updateParams = (next: { search?: string; page?: number }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.search) copy.set('search', next.search);
        else if (next.search !== undefined) copy.delete('search');
        if (next.page && next.page > 1) copy.set('page', String(next.page));
        else if (next.page !== undefined) copy.delete('page');
        return copy;
      },
      { replace: true },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the debounced text only, on purpose
  useEffect(() => {
    if (debouncedSearch !== query) updateParams({ search: debouncedSearch, page: 1 });
  }, [debouncedSearch]);

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
        actions={
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing('new')}
            disabled={!data?.canAddUser}
          >
            {t('addUser')}
          </Button>
        }
      />
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('help')}
        </Text>
        {data && <PlanUsage page={data} />}
        <ErrorDisplay error={actionError} />
        <Paper withBorder radius="md" p="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('searchLabel')}
              placeholder={t('searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') updateParams({ search: search.trim(), page: 1 });
              }}
              style={{ flex: '1 1 240px' }}
              type="search"
              maxLength={100}
              autoComplete="off"
            />
            <Button
              variant="default"
              onClick={() => {
                setSearch('');
                updateParams({ search: '', page: 1 });
              }}
              disabled={!search && !query}
            >
              {t('clear')}
            </Button>
          </Group>
        </Paper>
        <PagedTable
          query={staff}
          rows={data?.staff ?? []}
          totalCount={data?.totalCount ?? 0}
          rowKey={(m) => m.id}
          columns={staffColumns(t, actions)}
          minWidth={860}
          expandLabel={(m) => t('expandRow', { name: nameOf(m) })}
          summary={(m) => <StaffSummary member={m} />}
          details={(m) => <StaffDetails member={m} actions={actions} />}
          page={page}
          onPageChange={(next) => updateParams({ page: next })}
          showing={(range) => t('showing', range)}
          paginationLabel={t('pagination')}
          loadFailed={t('loadFailed')}
          loadingRows={4}
          emptyIcon={IconUsers}
          emptyTitle={query ? t('noMatch', { search: query }) : t('noUsers')}
          emptyHint={query ? t('noMatchHint') : undefined}
        />
      </Stack>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          <Text span fw={700} size="lg">
            {editing === 'new' || editing === null ? t('addTitle') : t('editTitle', { name: nameOf(editing) })}
          </Text>
        }
        size="lg"
        fullScreen={!!isMobile}
        radius="lg"
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {editing !== null && (
          <StaffForm
            key={editing === 'new' ? 'new' : editing.id}
            member={editing === 'new' ? undefined : editing}
            siteId={siteId}
            onCancel={() => setEditing(null)}
            onSaved={(answer) => {
              notifications.show({ color: 'green', message: answer.message });
              setEditing(null);
            }}
          />
        )}
      </Modal>

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
