import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/ui/list-kit/list-types.ts';
import { actionColumn } from '../../../components/ui/list-kit/row-actions.tsx';
import { formatDate } from '../../../lib/format.ts';
import { type Chauffeur, chauffeurName } from '../chauffeur.ts';

/** The names of the site's licence and vehicle types, by id (the chauffeur answer carries ids). */
export type ChoiceNames = { licenceTypes: Map<number, string>; vehicleTypes: Map<number, string> };

const vehicleTypesOf = (c: Chauffeur, names: ChoiceNames) =>
  c.vehicleTypeIds
    .map((id) => names.vehicleTypes.get(id))
    .filter(Boolean)
    .join(', ') || '—';

/** Whether a licence expiry date (YYYY-MM-DD) has passed on `today`. */
export const licenceExpired = (expiry: string | null, today = new Date().toISOString().slice(0, 10)) =>
  expiry !== null && expiry < today;

/** A badge never cuts its word short: the column makes room for it instead. */
const WHOLE_LABEL = { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } } as const;

const StatusBadge = ({ c, t }: { c: Chauffeur; t: TFunction }) => (
  <Group gap={4}>
    <Badge color={c.active ? 'green' : 'gray'} variant="light" radius="sm" styles={WHOLE_LABEL}>
      {c.active ? t('active') : t('inactive')}
    </Badge>
    {c.invitationPending && (
      <Badge color="blue" variant="outline" radius="sm" styles={WHOLE_LABEL}>
        {t('invitationPending')}
      </Badge>
    )}
  </Group>
);

const Licence = ({ c, t, locale, names }: { c: Chauffeur; t: TFunction; locale: string; names: ChoiceNames }) => (
  <Stack gap={0}>
    <Text size="sm">
      {[c.licenceTypeId ? names.licenceTypes.get(c.licenceTypeId) : null, c.licenceNumber]
        .filter(Boolean)
        .join(' · ') || '—'}
    </Text>
    {c.licenceExpiry && (
      <Group gap={4}>
        <Text size="xs" c="dimmed">
          {t('expires', { date: formatDate(`${c.licenceExpiry}T12:00:00Z`, locale, 'UTC') })}
        </Text>
        {licenceExpired(c.licenceExpiry) && (
          <Badge color="red" variant="light" size="xs" radius="sm">
            {t('expired')}
          </Badge>
        )}
      </Group>
    )}
  </Stack>
);

const NameCell = ({ c, t }: { c: Chauffeur; t: TFunction }) => (
  <Group gap="sm" wrap="nowrap">
    <Avatar src={c.photo} radius="xl" size={36} alt={c.photo ? t('photoOf', { name: chauffeurName(c) }) : undefined}>
      {`${c.firstName[0] ?? ''}${c.lastName[0] ?? ''}`.toUpperCase()}
    </Avatar>
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" fw={600}>
        {chauffeurName(c)}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {c.email}
      </Text>
    </Stack>
  </Group>
);

export const chauffeurColumns = (
  t: TFunction,
  locale: string,
  names: ChoiceNames,
  onEdit: ((c: Chauffeur) => void) | null,
): ListColumn<Chauffeur>[] => [
  { key: 'name', header: t('colName'), cell: (c) => <NameCell c={c} t={t} />, detail: false, minWidth: 220 },
  { key: 'phone', header: t('colPhone'), cell: (c) => c.phoneDisplay || c.phone || '—' },
  { key: 'licence', header: t('colLicence'), cell: (c) => <Licence c={c} t={t} locale={locale} names={names} /> },
  {
    key: 'vehicleTypes',
    header: t('colVehicleTypes'),
    cell: (c) => vehicleTypesOf(c, names),
  },
  { key: 'status', header: t('colStatus'), cell: (c) => <StatusBadge c={c} t={t} />, minWidth: 110 },
  ...(onEdit
    ? [
        actionColumn<Chauffeur>('actions', t('colActions'), (c) => [
          {
            key: 'edit',
            text: t('edit'),
            name: t('editChauffeur', { name: chauffeurName(c) }),
            icon: <IconPencil size={16} aria-hidden />,
            onClick: () => onEdit(c),
          },
        ]),
      ]
    : []),
];

export const ChauffeurSummary = ({ c, t }: { c: Chauffeur; t: TFunction }) => (
  <Group gap="sm" wrap="nowrap" justify="space-between" style={{ flex: 1 }}>
    <NameCell c={c} t={t} />
    <StatusBadge c={c} t={t} />
  </Group>
);
