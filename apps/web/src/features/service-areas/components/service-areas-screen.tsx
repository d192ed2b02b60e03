import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { enableDisablePrompt } from '@ridedesk/domain/master-data/messages';
import { isSpUser, MOBILE_BREAKPOINT, PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { IconInfoCircle, IconMapOff, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { formatDate, personName } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useDeleteServiceLocation } from '../api/delete-service-location.ts';
import { useEnableDisableServiceLocation } from '../api/enable-disable-service-location.ts';
import { useServiceLocations } from '../api/list-service-locations.ts';
import { SERVICE_AREAS_NS } from '../i18n.ts';
import type { ServiceLocation } from '../service-location.ts';
import { AddServiceLocationForm } from './add-service-location-form.tsx';

type Pending = { kind: 'toggle' | 'delete'; row: ServiceLocation; open: boolean };

/** "Illinois" or "Chicago, Illinois". */
const areaName = (l: ServiceLocation) => (l.city ? `${l.city}, ${l.stateName}` : l.stateName);

/**
 * /admin/location, 'Area of Operation' (setup checklist item 1): the states, and optionally
 * cities, where the site picks travellers up. Travellers can book only pickups in an enabled
 * area; garages (and their surcharges) are on the Garage Locations screen.
 */
export const ServiceAreasScreen = () => {
  const { t, i18n } = useTranslation(SERVICE_AREAS_NS);
  const session = useSession();
  const canManage = !!session && !isSpUser(session.user.role);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const locations = useServiceLocations();
  const toggle = useEnableDisableServiceLocation();
  const remove = useDeleteServiceLocation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [page, setPage] = useState(1);
  useDocumentTitle('Area of Operation');

  const rows = locations.data ?? [];
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const enabledCount = rows.filter((l) => l.isEnabled).length;
  const mutation = pending?.kind === 'delete' ? remove : toggle;

  const ask = (kind: Pending['kind'], row: ServiceLocation) => {
    toggle.reset();
    remove.reset();
    setPending({ kind, row, open: true });
  };
  const close = () => setPending((p) => p && { ...p, open: false });
  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'delete') await remove.mutateAsync(pending.row.id);
      else await toggle.mutateAsync({ id: pending.row.id, isEnabled: !pending.row.isEnabled });
      close();
    } catch {
      // The dialog shows the failure and stays open.
    }
  };

  const status = (l: ServiceLocation) => (
    <Badge color={l.isEnabled ? 'green' : 'gray'} variant={l.isEnabled ? 'light' : 'outline'} radius="sm">
      {l.isEnabled ? t('enabled') : t('disabled')}
    </Badge>
  );
  const actions = (l: ServiceLocation, fullWidth = false) => (
    <Group gap="xs" wrap="nowrap" grow={fullWidth}>
      <Button
        size="xs"
        variant={l.isEnabled ? 'default' : 'filled'}
        color={l.isEnabled ? undefined : 'green'}
        onClick={() => ask('toggle', l)}
        aria-label={t(l.isEnabled ? 'disableNamed' : 'enableNamed', { area: areaName(l) })}
      >
        {l.isEnabled ? 'Disable' : 'Enable'}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={() => ask('delete', l)}
        aria-label={t('deleteNamed', { area: areaName(l) })}
      >
        {t('delete')}
      </Button>
    </Group>
  );
  const cityText = (l: ServiceLocation) =>
    l.city ?? (
      <Text span size="sm" c="dimmed" fs="italic">
        {t('wholeState')}
      </Text>
    );

  let list: ReactNode;
  if (locations.isPending)
    list = (
      <Stack p="md" gap="sm" aria-label={t('loading')}>
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
          <Skeleton key={i} h={36} />
        ))}
      </Stack>
    );
  else if (locations.isError)
    list = (
      <Stack p="md" gap={4}>
        <Text fw={600}>{t('loadFailed')}</Text>
        <ErrorDisplay error={locations.error} />
      </Stack>
    );
  else if (rows.length === 0)
    list = (
      <Stack p="xl" gap="xs" align="center" ta="center">
        <IconMapOff size={36} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text fw={600}>{t('empty')}</Text>
        <Text size="sm" c="dimmed" maw={520}>
          {canManage ? t('emptyHint') : t('emptyHintReadOnly')}
        </Text>
      </Stack>
    );
  else if (isMobile)
    list = (
      <Stack gap="xs" p={0} component="ul" style={{ listStyle: 'none', margin: 0 }}>
        {shown.map((l) => (
          <Card key={l.id} component="li" withBorder radius="md" p="sm" opacity={l.isEnabled ? 1 : 0.8}>
            <Group justify="space-between" wrap="nowrap" gap="xs" mb={canManage ? 'xs' : 0}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {l.stateName} ({l.state})
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {l.city ?? t('wholeState')}
                </Text>
              </Stack>
              {status(l)}
            </Group>
            {canManage && actions(l, true)}
          </Card>
        ))}
      </Stack>
    );
  else
    list = (
      <Table.ScrollContainer minWidth={640}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="xs"
          horizontalSpacing="sm"
          fz="sm"
          aria-label={t('tableLabel')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('colState')}</Table.Th>
              <Table.Th scope="col">{t('colCity')}</Table.Th>
              <Table.Th scope="col">{t('colStatus')}</Table.Th>
              <Table.Th scope="col">{t('colAdded')}</Table.Th>
              {canManage && <Table.Th scope="col">{t('colActions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((l) => (
              <Table.Tr key={l.id} h={50}>
                <Table.Td fw={600}>
                  {l.stateName}{' '}
                  <Text span size="sm" c="dimmed">
                    ({l.state})
                  </Text>
                </Table.Td>
                <Table.Td>{cityText(l)}</Table.Td>
                <Table.Td>{status(l)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{personName(l.createdBy)}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(l.createdOn, i18n.language)}
                  </Text>
                </Table.Td>
                {canManage && <Table.Td w={230}>{actions(l)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <>
      <PageHeader title="Area of Operation" description={t('lead')} />
      <Stack gap="md">
        <Alert variant="light" radius="md" icon={<IconInfoCircle size={20} aria-hidden />} title={t('helpTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('helpPurpose')}</Text>
            <List size="sm" spacing={4} type="ordered">
              <List.Item>{t('help1')}</List.Item>
              <List.Item>{t('help2')}</List.Item>
              <List.Item>{t('help3')}</List.Item>
            </List>
            <Text size="sm">
              {t('garagesBefore')}{' '}
              <Anchor component={Link} to="/admin/garagelocation" fw={600}>
                Garage Locations
              </Anchor>{' '}
              {t('garagesAfter')}
            </Text>
          </Stack>
        </Alert>

        {canManage ? (
          <AddServiceLocationForm />
        ) : (
          <Text size="sm" c="dimmed">
            {t('readOnly')}
          </Text>
        )}

        {rows.length > 0 && enabledCount === 0 && (
          <Alert color="orange" variant="light" radius="md" title={t('noneEnabledTitle')}>
            {t('noneEnabled')}
          </Alert>
        )}

        <Paper
          withBorder={!isMobile || rows.length === 0}
          bg={isMobile && rows.length > 0 ? 'transparent' : undefined}
          radius="md"
          p={0}
          style={{ overflow: 'hidden' }}
        >
          {list}
        </Paper>
        {rows.length > 0 && (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('summary', { count: rows.length, enabled: enabledCount })}
            </Text>
            {pages > 1 && (
              <Pagination total={pages} value={current} onChange={setPage} size="sm" aria-label={t('pagination')} />
            )}
          </Group>
        )}
      </Stack>

      <Modal
        opened={!!pending?.open}
        onClose={close}
        centered
        radius="md"
        title={
          <Text span fw={700}>
            {pending?.kind === 'delete'
              ? t('confirmDelete', { area: pending ? areaName(pending.row) : '' })
              : enableDisablePrompt(pending?.row.isEnabled ?? true)}
          </Text>
        }
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack gap="md">
          {pending && (
            <Text size="sm">
              {pending.kind === 'delete'
                ? t('confirmDeleteDetail', { area: areaName(pending.row) })
                : t(pending.row.isEnabled ? 'confirmDisableDetail' : 'confirmEnableDetail', {
                    area: areaName(pending.row),
                  })}
            </Text>
          )}
          <ErrorDisplay error={mutation.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              {t('no')}
            </Button>
            <Button
              color={pending?.kind === 'delete' ? 'red' : undefined}
              onClick={confirm}
              loading={mutation.isPending}
              data-autofocus
            >
              {pending?.kind === 'delete' ? t('yesDelete') : t('yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
