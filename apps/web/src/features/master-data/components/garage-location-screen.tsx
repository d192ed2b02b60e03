import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import type { GarageLocationForm } from '@ridedesk/domain/master-data/garage-location';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/ui/list-kit/list-types.ts';
import { useEnableDisableGarageLocation } from '../api/enable-disable-garage-location.ts';
import { useGarageLocations } from '../api/list-garage-locations.ts';
import { useSaveGarageLocation } from '../api/save-garage-location.ts';
import { MASTER_DATA_NS } from '../i18n.ts';
import type { GarageLocation } from '../model.ts';
import { FormDialog } from './form-dialog.tsx';
import { GarageLocationFormView, GeocodeStatusText } from './garage-location-form.tsx';
import { useListParams } from './list-params.ts';
import { RecordList } from './record-list.tsx';
import { SiteListHeader } from './site-list-parts.tsx';
import { useSiteRecords } from './use-site-records.tsx';

const TITLE = 'Manage Garage Locations';

const amount = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);

/**
 * Garage locations, the areas of operation (spec 02): the Published/Unpublished filter, Add New
 * and the popup form, Edit and Disable/Enable, and whether each address is located on the map.
 */
export const GarageLocationScreen = () => {
  const { t, i18n } = useTranslation(MASTER_DATA_NS);
  const params = useListParams();
  const garages = useGarageLocations(params.isPublished);
  const saveGarage = useSaveGarageLocation();
  const screen = useSiteRecords(params, garages, {
    title: TITLE,
    kind: 'garageLocation',
    toggle: useEnableDisableGarageLocation(),
    nameOf: (g) => g.garageName,
  });

  const save = async (action: SaveAction, form: GarageLocationForm) => {
    const saved = await saveGarage.mutateAsync({ garage: screen.editing, form, action });
    screen.saved(action, saved.setupStatus);
    if (saved.record.geocodeStatus !== 'located')
      notifications.show({
        color: 'orange',
        icon: <IconMapPinOff size={18} />,
        title: t('notLocated'),
        message: t('notLocatedNote'),
        autoClose: 10_000,
      });
  };

  const locale = i18n.language;
  const columns: ListColumn<GarageLocation>[] = [
    {
      key: 'garageName',
      header: 'Garage Name',
      minWidth: 130,
      cell: (g) => (
        <Text size="sm" fw={600}>
          {g.garageName}
        </Text>
      ),
    },
    {
      key: 'garageAddress',
      header: 'Garage Address',
      minWidth: 170,
      cell: (g) => (
        <Text size="sm" lineClamp={2} title={g.garageAddress}>
          {g.garageAddress}
        </Text>
      ),
    },
    {
      key: 'allowedDistance',
      header: 'Allowed Distance',
      minWidth: 90,
      cell: (g) => `${amount(g.allowedDistanceValue, locale)} ${g.allowedDistanceUnit}`,
    },
    {
      key: 'surcharge',
      header: 'Surcharge Cost',
      minWidth: 90,
      cell: (g) => `${amount(g.surchargeCost, locale)} ${g.surchargeUnit}`,
    },
    { key: 'map', header: t('map'), minWidth: 120, cell: (g) => <GeocodeStatusText status={g.geocodeStatus} /> },
  ];

  return (
    <>
      <SiteListHeader
        title={TITLE}
        lead={t('lead_garageLocation')}
        canAdd={screen.canAdd}
        onAdd={screen.addNew}
        topic="garageLocation"
      />
      <RecordList<GarageLocation> {...screen.listProps} columns={columns} rowSummary={(g) => g.garageAddress} />
      <FormDialog {...screen.dialog} title={screen.dialogTitle('Add Garage Location')}>
        <GarageLocationFormView
          key={screen.formKey}
          garage={screen.editing}
          readOnly={!screen.canManage}
          onSave={save}
          onCancel={screen.close}
        />
      </FormDialog>
      {screen.toggleDialog}
    </>
  );
};
