import { Skeleton, Stack, Text } from '@mantine/core';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import { type FleetForm, splitAmenities } from '@ridedesk/domain/master-data/fleet';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import type { ListColumn } from '../../../components/ui/list-kit/list-types.ts';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { actsOnProviderSite } from '../../../lib/site-scope.ts';
import { useEnableDisableFleet } from '../api/enable-disable-fleet.ts';
import { useCatalogMappings } from '../api/list-catalog-mappings.ts';
import { useFleetGarageChoices } from '../api/list-fleet-garage-choices.ts';
import { useFleets } from '../api/list-fleets.ts';
import { useSaveFleet } from '../api/save-fleet.ts';
import { editTitle } from '../catalog-screens.ts';
import { MASTER_DATA_NS } from '../i18n.ts';
import type { CatalogMapping, Fleet } from '../model.ts';
import { useMasterDataRole } from '../permissions.ts';
import { type FleetChoices, FleetFormView } from './fleet-form.tsx';
import { FormDialog } from './form-dialog.tsx';
import { useCloseUnknownSelection, useListParams } from './list-params.ts';
import { RecordList } from './record-list.tsx';
import { announceSaved, emptySiteList, SiteListHeader } from './site-list-parts.tsx';
import { StatusBadges } from './status-badges.tsx';
import { useRecordToggle } from './use-record-toggle.tsx';

const TITLE = 'Manage Fleets';

/** The site's records a fleet may choose: enabled mappings of enabled, published masters. */
const offered = (mappings: CatalogMapping[] | undefined) =>
  (mappings ?? []).filter((m) => m.isEnabled && m.master.isEnabled && m.master.isPublished);

const AmenityList = ({ joined }: { joined: string }) => {
  const names = splitAmenities(joined).join(', ');
  return (
    <Text size="sm" lineClamp={3} title={names}>
      {names}
    </Text>
  );
};

/**
 * Manage Fleets (spec 02): the Published/Unpublished dropdown, Add New, the list (Vehicle Type,
 * VIN, Garage Name, Amenities, Make, Model, Year, Modify, SetEnabled; 10 rows, expandable rows
 * on a phone) and the fleet popup form.
 */
export const FleetScreen = () => {
  const { t } = useTranslation(MASTER_DATA_NS);
  const { canManage } = useMasterDataRole();
  const params = useListParams();
  const fleets = useFleets(params.isPublished);
  const vehicleTypes = useCatalogMappings('vehicleType', true);
  const amenities = useCatalogMappings('amenity', true);
  const garages = useFleetGarageChoices();
  const saveFleet = useSaveFleet();
  const toggle = useRecordToggle(useEnableDisableFleet(), (f) => f.nickName);
  useDocumentTitle(TITLE);

  const { selection, select } = params;
  const editing = selection.type === 'edit' ? fleets.data?.find((f) => f.id === selection.id) : undefined;
  const canAdd = canManage && actsOnProviderSite();
  const dialogOpen = selection.type === 'new' || Boolean(editing);

  useCloseUnknownSelection(params, { loaded: fleets.isSuccess, found: !!editing, canAdd, offersExisting: false });

  const save = async (action: SaveAction, form: FleetForm) => {
    const saved = await saveFleet.mutateAsync({ fleet: editing, form, action });
    announceSaved(t, action, saved.setupStatus, t('noun_fleet'));
    select({ type: 'none' });
  };

  const columns: ListColumn<Fleet>[] = [
    {
      key: 'vehicleType',
      header: 'Vehicle Type',
      minWidth: 120,
      cell: (f) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {f.vehicleType ?? '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {f.nickName}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'vin',
      header: 'VIN',
      minWidth: 150,
      cell: (f) => (
        <Text size="sm" ff="monospace">
          {f.vin}
        </Text>
      ),
      detail: (f) => (
        <Text size="xs" ff="monospace">
          {f.vin}
        </Text>
      ),
    },
    { key: 'garage', header: 'Garage Name', minWidth: 100, cell: (f) => f.garageLocation?.garageName ?? 'None' },
    { key: 'amenities', header: 'Amenities', minWidth: 150, cell: (f) => <AmenityList joined={f.amenties} /> },
    { key: 'make', header: 'Make', minWidth: 80, cell: (f) => f.make },
    { key: 'model', header: 'Model', minWidth: 90, cell: (f) => f.model },
    { key: 'year', header: 'Year', minWidth: 50, cell: (f) => f.year },
  ];
  const readOnlyReason = () => (canManage ? null : t('readOnlyRole'));

  const choicesPending = dialogOpen && (vehicleTypes.isPending || amenities.isPending || garages.isPending);
  const choicesError = vehicleTypes.error ?? amenities.error ?? garages.error;
  const choices: FleetChoices = {
    vehicleTypes: offered(vehicleTypes.data).map((m) => ({ id: m.master.id, name: m.master.name })),
    amenities: offered(amenities.data).map((m) => m.master.name),
    garages: (garages.data ?? []).map((g) => ({ id: g.id, garageName: g.garageName })),
  };

  return (
    <>
      <SiteListHeader
        title={TITLE}
        lead={t('lead_fleet')}
        canAdd={canAdd}
        onAdd={() => select({ type: 'new' })}
        topic="fleet"
      />
      <RecordList<Fleet>
        params={params}
        state={fleets}
        rows={fleets.data}
        columns={columns}
        rowKey={(f) => f.id}
        rowName={(f) => f.nickName}
        rowSummary={(f) => `${f.vehicleType ?? ''} · ${f.make} ${f.model} · ${f.vin}`}
        rowBadges={(f) => <StatusBadges isEnabled={f.isEnabled} />}
        onEdit={(f) => select({ type: 'edit', id: f.id })}
        editLock={readOnlyReason}
        setEnabled={{ isEnabled: (f) => f.isEnabled, onToggle: toggle.ask, lock: readOnlyReason }}
        empty={emptySiteList(t, params.isPublished, t('noun_fleet'), canAdd)}
      />
      <FormDialog
        opened={dialogOpen}
        title={editing ? editTitle(editing.nickName) : 'Add Fleet'}
        onClose={() => select({ type: 'none' })}
        size="xl"
      >
        {choicesPending ? (
          <Stack gap="sm">
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : choicesError ? (
          <ErrorDisplay error={choicesError} />
        ) : (
          <FleetFormView
            key={editing ? `edit-${editing.id}` : 'new'}
            fleet={editing}
            choices={choices}
            readOnly={!canManage}
            onSave={save}
            onCancel={() => select({ type: 'none' })}
          />
        )}
      </FormDialog>
      {toggle.dialog}
    </>
  );
};
