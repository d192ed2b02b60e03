import { Stack, Text } from '@mantine/core';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import { type FleetForm, splitAmenities } from '@ridedesk/domain/master-data/fleet';
import { useTranslation } from 'react-i18next';
import { LoadGate } from '../../../components/record-kit/load-gate.tsx';
import type { ListColumn } from '../../../components/ui/list-kit/list-types.ts';
import { useEnableDisableFleet } from '../api/enable-disable-fleet.ts';
import { useCatalogMappings } from '../api/list-catalog-mappings.ts';
import { useFleetGarageChoices } from '../api/list-fleet-garage-choices.ts';
import { useFleets } from '../api/list-fleets.ts';
import { useSaveFleet } from '../api/save-fleet.ts';
import { MASTER_DATA_NS } from '../i18n.ts';
import type { CatalogMapping, Fleet } from '../model.ts';
import { type FleetChoices, FleetFormView } from './fleet-form.tsx';
import { FormDialog } from './form-dialog.tsx';
import { useListParams } from './list-params.ts';
import { RecordList } from './record-list.tsx';
import { SiteListHeader } from './site-list-parts.tsx';
import { useSiteRecords } from './use-site-records.tsx';

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
  const params = useListParams();
  const fleets = useFleets(params.isPublished);
  const vehicleTypes = useCatalogMappings('vehicleType', true);
  const amenities = useCatalogMappings('amenity', true);
  const garages = useFleetGarageChoices();
  const saveFleet = useSaveFleet();
  const screen = useSiteRecords(params, fleets, {
    title: TITLE,
    kind: 'fleet',
    toggle: useEnableDisableFleet(),
    nameOf: (f) => f.nickName,
  });
  const dialogOpen = screen.dialog.opened;

  const save = async (action: SaveAction, form: FleetForm) => {
    const saved = await saveFleet.mutateAsync({ fleet: screen.editing, form, action });
    screen.saved(action, saved.setupStatus);
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
  const choicesPending = dialogOpen && (vehicleTypes.isPending || amenities.isPending || garages.isPending);
  const choicesError = vehicleTypes.error ?? amenities.error ?? garages.error;
  const choices: FleetChoices = {
    vehicleTypes: offered(vehicleTypes.data).map((m) => ({ id: m.master.id, name: m.master.name })),
    amenities: offered(amenities.data).map((m) => m.master.name),
    garages: (garages.data ?? []).map((g) => ({ id: g.id, garageName: g.garageName })),
  };

  return (
    <>
      <SiteListHeader title={TITLE} lead={t('lead_fleet')} canAdd={screen.canAdd} onAdd={screen.addNew} topic="fleet" />
      <RecordList<Fleet>
        {...screen.listProps}
        columns={columns}
        rowSummary={(f) => `${f.vehicleType ?? ''} · ${f.make} ${f.model} · ${f.vin}`}
      />
      <FormDialog {...screen.dialog} title={screen.dialogTitle('Add Fleet')} size="xl">
        <LoadGate error={choicesPending ? null : choicesError} loading={choicesPending} heights={[36, 36, 36]}>
          {() => (
            <FleetFormView
              key={screen.formKey}
              fleet={screen.editing}
              choices={choices}
              readOnly={!screen.canManage}
              onSave={save}
              onCancel={screen.close}
            />
          )}
        </LoadGate>
      </FormDialog>
      {screen.toggleDialog}
    </>
  );
};
