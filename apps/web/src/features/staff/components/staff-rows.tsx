import { Alert, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMailForward, IconPencil, IconUserOff } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RowDetail, RowSummary } from '../../../components/ui/list-kit/list-rows.tsx';
import type { ListColumn } from '../../../components/ui/list-kit/list-types.ts';
import { STAFF_NS } from '../i18n.ts';
import type { StaffMember, StaffPage } from '../staff.ts';

/* What the users list shows of each user: status, actions, the wide table's columns, the phone rows, and the plan's usage. */

/** A user's name as the list shows it: first and last name, or the user name when both are empty. */
export const nameOf = (m: StaffMember) => `${m.firstName} ${m.lastName}`.trim() || m.userName;

export type RowActions = {
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
export const staffColumns = (t: TFunction, actions: RowActions): ListColumn<StaffMember>[] => [
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
  {
    key: 'colActions',
    header: t('colActions'),
    action: true,
    cell: (m, place) => <Actions member={m} actions={actions} fullWidth={place === 'panel'} />,
  },
];

/** Under 768 px each user is a row that expands to show the details: the closed row. */
export const StaffSummary = ({ member: m }: { member: StaffMember }) => {
  const { t } = useTranslation(STAFF_NS);
  return <RowSummary title={nameOf(m)} subtitle={t(`role_${m.role}`)} end={<StatusBadges member={m} />} />;
};

/** The opened row. */
export const StaffDetails = ({ member: m, actions }: { member: StaffMember; actions: RowActions }) => {
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
export const PlanUsage = ({ page }: { page: StaffPage }) => {
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
