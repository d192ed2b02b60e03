import { Alert, Badge, Button, Group, Modal, Paper, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { isStaffRole, MOBILE_BREAKPOINT, ROLES } from '@ridedesk/domain/shared/constants';
import { IconMailForward, IconPencil, IconPlus, IconSearch, IconUserOff, IconUsers } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PagedTable, type PagedTableColumn, RowDetail } from '../../../components/ui/paged-table.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { readServiceProviderSiteId, useSession } from '../../../lib/session.ts';
import { useStaff } from '../api/list-staff.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { useSetStaffEnabled } from '../api/set-staff-enabled.ts';
import { STAFF_NS } from '../i18n.ts';
import type { StaffMember, StaffPage } from '../staff.ts';
import { StaffForm } from './staff-form.tsx';

const SEARCH_DEBOUNCE_MS = 300;
const nameOf = (m: StaffMember) => `${m.firstName} ${m.lastName}`.trim() || m.userName;

type RowActions = {
  meId: number | null;
  onEdit: (m: StaffMember) => void;
  onToggle: (m: StaffMember) => void;
  onResend: (m: StaffMember) => void;
  busyId: number | null;
};

const StatusBadges = ({ member }: { member: StaffMember }) => {
  const { t } = useTranslation(STAFF_NS);
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" radius="sm" color={member.isEnabled ? 'green' : 'gray'}>
        {t(`status_${member.status}`)}
      </Badge>
      {member.invitationPending && member.isEnabled && (
        <Badge variant="outline" radius="sm" color="yellow">
          {t('invitationPending')}
        </Badge>
      )}
    </Group>
  );
};

const Actions = ({
  member,
  actions,
  fullWidth = false,
}: {
  member: StaffMember;
  actions: RowActions;
  fullWidth?: boolean;
}) => {
  const { t } = useTranslation(STAFF_NS);
  const isMe = member.id === actions.meId;
  const name = nameOf(member);
  return (
    <Group gap={6} wrap={fullWidth ? 'wrap' : 'nowrap'} grow={fullWidth}>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden />}
        aria-label={t('editUser', { name })}
        onClick={() => actions.onEdit(member)}
      >
        {t('edit')}
      </Button>
      {!isMe && (
        <Button
          size="xs"
          variant={member.isEnabled ? 'default' : 'light'}
          color={member.isEnabled ? 'red' : 'green'}
          leftSection={member.isEnabled ? <IconUserOff size={14} aria-hidden /> : undefined}
          aria-label={member.isEnabled ? t('disableUser', { name }) : t('enableUser', { name })}
          loading={actions.busyId === member.id}
          onClick={() => actions.onToggle(member)}
        >
          {member.isEnabled ? t('disable') : t('enable')}
        </Button>
      )}
      {member.invitationPending && member.isEnabled && (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconMailForward size={14} aria-hidden />}
          aria-label={t('resendUser', { name })}
          onClick={() => actions.onResend(member)}
        >
          {t('resend')}
        </Button>
      )}
    </Group>
  );
};

/** The wide table's columns. */
const staffColumns = (t: TFunction, actions: RowActions): PagedTableColumn<StaffMember>[] => [
  {
    key: 'colName',
    header: t('colName'),
    cell: (m) => (
      <>
        {nameOf(m)}
        {m.id === actions.meId && (
          <Text span size="xs" c="dimmed" fw={400}>
            {' '}
            ({t('you')})
          </Text>
        )}
      </>
    ),
    td: { fw: 600 },
  },
  { key: 'colUserName', header: t('colUserName'), cell: (m) => m.userName, td: { ff: 'monospace' } },
  { key: 'colEmail', header: t('colEmail'), cell: (m) => m.email, td: { style: { overflowWrap: 'anywhere' } } },
  { key: 'colRole', header: t('colRole'), cell: (m) => t(`role_${m.role}`) },
  { key: 'colStatus', header: t('colStatus'), cell: (m) => <StatusBadges member={m} /> },
  { key: 'colActions', header: t('colActions'), cell: (m) => <Actions member={m} actions={actions} /> },
];

/** Under 768 px each user is a row that expands to show the details: the closed row. */
const StaffSummary = ({ member: m }: { member: StaffMember }) => {
  const { t } = useTranslation(STAFF_NS);
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} truncate>
          {nameOf(m)}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`role_${m.role}`)}
        </Text>
      </Stack>
      <StatusBadges member={m} />
    </Group>
  );
};

/** The opened row. */
const StaffDetails = ({ member: m, actions }: { member: StaffMember; actions: RowActions }) => {
  const { t } = useTranslation(STAFF_NS);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        <RowDetail label={t('colUserName')}>{m.userName}</RowDetail>
        <RowDetail label={t('phone')}>{m.phoneNumber || '—'}</RowDetail>
        <RowDetail label={t('colEmail')} wide>
          {m.email}
        </RowDetail>
      </SimpleGrid>
      <Actions member={m} actions={actions} fullWidth />
    </Stack>
  );
};

/** How many of the plan's users are active, and the limit message once it is reached. */
const PlanUsage = ({ page }: { page: StaffPage }) => {
  const { t } = useTranslation(STAFF_NS);
  if (!page.planName)
    return (
      <Alert color="yellow" radius="md">
        {t('noPlan')}
      </Alert>
    );
  const percent = page.noOfUsers > 0 ? Math.min(100, (page.activeUsers / page.noOfUsers) * 100) : 100;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Text size="sm" fw={600} data-testid="plan-usage">
          {t('planUsage', { active: page.activeUsers, limit: page.noOfUsers, plan: page.planName })}
        </Text>
        <Progress value={percent} color={page.canAddUser ? 'blue' : 'orange'} aria-hidden />
        {!page.canAddUser && (
          <Text size="sm" c="orange" role="status">
            {t('limitReached', { plan: page.planName, limit: page.noOfUsers })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
};

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
  const siteId = isPlatformAdmin ? readServiceProviderSiteId() : null;
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
