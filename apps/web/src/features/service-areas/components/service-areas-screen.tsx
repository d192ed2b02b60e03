import { Alert, Anchor, Badge, List, Stack, Text } from '@mantine/core';
import { enableDisablePrompt } from '@ridedesk/domain/master-data/messages';
import { isSpUser } from '@ridedesk/domain/shared/constants';
import { IconInfoCircle, IconMapOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog, useConfirm } from '../../../components/record-kit/confirm-dialog.tsx';
import { pageOf } from '../../../components/ui/list-kit/client-page.ts';
import { DataTable } from '../../../components/ui/list-kit/data-table.tsx';
import { RowSummary } from '../../../components/ui/list-kit/list-rows.tsx';
import { actionColumn } from '../../../components/ui/list-kit/row-actions.tsx';
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

type Pending = { kind: 'toggle' | 'delete'; row: ServiceLocation };

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
  const locations = useServiceLocations();
  const toggle = useEnableDisableServiceLocation();
  const remove = useDeleteServiceLocation();
  const confirmation = useConfirm<Pending>(() => {
    toggle.reset();
    remove.reset();
  });
  const pending = confirmation.target;
  const [page, setPage] = useState(1);
  useDocumentTitle('Area of Operation');

  const rows = locations.data ?? [];
  const shown = pageOf(rows, page);
  const enabledCount = rows.filter((l) => l.isEnabled).length;
  const mutation = pending?.kind === 'delete' ? remove : toggle;

  const ask = (kind: Pending['kind'], row: ServiceLocation) => confirmation.ask({ kind, row });
  const confirm = () =>
    confirmation.run(({ kind, row }) =>
      kind === 'delete' ? remove.mutateAsync(row.id) : toggle.mutateAsync({ id: row.id, isEnabled: !row.isEnabled }),
    );

  const status = (l: ServiceLocation) => (
    <Badge color={l.isEnabled ? 'green' : 'gray'} variant={l.isEnabled ? 'light' : 'outline'} radius="sm">
      {l.isEnabled ? t('enabled') : t('disabled')}
    </Badge>
  );
  const actions = actionColumn<ServiceLocation>('actions', t('colActions'), (l) => [
    {
      key: 'toggle',
      text: l.isEnabled ? 'Disable' : 'Enable',
      name: t(l.isEnabled ? 'disableNamed' : 'enableNamed', { area: areaName(l) }),
      variant: l.isEnabled ? 'default' : 'filled',
      color: l.isEnabled ? undefined : 'green',
      onClick: () => ask('toggle', l),
    },
    {
      key: 'delete',
      text: t('delete'),
      name: t('deleteNamed', { area: areaName(l) }),
      variant: 'light',
      color: 'red',
      icon: <IconTrash size={14} aria-hidden />,
      onClick: () => ask('delete', l),
    },
  ]);
  const cityText = (l: ServiceLocation) =>
    l.city ?? (
      <Text span size="sm" c="dimmed" fs="italic">
        {t('wholeState')}
      </Text>
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

        <DataTable
          label={t('tableLabel')}
          state={locations}
          rows={shown.rows}
          total={shown.total}
          rowKey={(l) => l.id}
          columns={[
            {
              key: 'state',
              header: t('colState'),
              td: { fw: 600 },
              cell: (l) => (
                <>
                  {l.stateName}{' '}
                  <Text span size="sm" c="dimmed">
                    ({l.state})
                  </Text>
                </>
              ),
            },
            { key: 'city', header: t('colCity'), cell: cityText },
            { key: 'status', header: t('colStatus'), cell: status },
            {
              key: 'added',
              header: t('colAdded'),
              cell: (l) => (
                <>
                  <Text size="sm">{personName(l.createdBy)}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(l.createdOn, i18n.language)}
                  </Text>
                </>
              ),
            },
            ...(canManage ? [actions] : []),
          ]}
          minWidth={640}
          expandLabel={(l) => t('detailsOf', { area: areaName(l) })}
          summary={(l) => (
            <RowSummary title={`${l.stateName} (${l.state})`} subtitle={l.city ?? t('wholeState')} end={status(l)} />
          )}
          page={shown.page}
          onPageChange={setPage}
          paginationLabel={t('pagination')}
          loadFailed={t('loadFailed')}
          loadingRows={3}
          empty={{ icon: IconMapOff, title: t('empty'), hint: canManage ? t('emptyHint') : t('emptyHintReadOnly') }}
        />
        {rows.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('summary', { count: rows.length, enabled: enabledCount })}
          </Text>
        )}
      </Stack>

      <ConfirmDialog
        opened={confirmation.opened}
        title={
          pending?.kind === 'delete'
            ? t('confirmDelete', { area: areaName(pending.row) })
            : enableDisablePrompt(pending?.row.isEnabled ?? true)
        }
        detail={
          pending && (
            <Text size="sm">
              {pending.kind === 'delete'
                ? t('confirmDeleteDetail', { area: areaName(pending.row) })
                : t(pending.row.isEnabled ? 'confirmDisableDetail' : 'confirmEnableDetail', {
                    area: areaName(pending.row),
                  })}
            </Text>
          )
        }
        busy={mutation.isPending}
        error={mutation.error}
        cancelLabel={t('no')}
        confirmLabel={pending?.kind === 'delete' ? t('yesDelete') : t('yes')}
        danger={pending?.kind === 'delete'}
        closeLabel={t('close')}
        onCancel={confirmation.close}
        onConfirm={confirm}
      />
    </>
  );
};
