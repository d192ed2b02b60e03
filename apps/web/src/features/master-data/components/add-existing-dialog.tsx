import {
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { availableForSelection, canContinue } from '@ridedesk/domain/master-data/add-existing';
import { IconCheck, IconSearch, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useAddExistingMasters } from '../api/add-existing-masters.ts';
import { useUnmappedMasters } from '../api/list-unmapped-masters.ts';
import type { CatalogScreen } from '../catalog-screens.ts';
import { MASTER_DATA_NS } from '../i18n.ts';
import type { CatalogMaster } from '../model.ts';
import { FormDialog } from './form-dialog.tsx';
import { VehicleImage } from './vehicle-image.tsx';

/** A line under the name that tells two masters apart (airport code and city, price basis). */
const detailOf = (master: CatalogMaster) =>
  master.code
    ? `${master.code} · ${master.city}, ${master.state}`
    : master.basis
      ? `${master.basis} · ${master.description}`
      : master.description;

const MasterLine = ({ master, action }: { master: CatalogMaster; action: ReactNode }) => (
  <Group component="li" gap="sm" wrap="nowrap" py={6} px="xs" justify="space-between">
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
      {master.imageFileName !== undefined && (
        <VehicleImage imageFileName={master.imageFileName} width={56} decorative />
      )}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {master.name}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {detailOf(master)}
        </Text>
      </Stack>
    </Group>
    <div style={{ flexShrink: 0 }}>{action}</div>
  </Group>
);

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The one action of each list: Select moves a master to Selected, Remove takes it back. */
const ACTIONS = {
  select: { text: 'Select', icon: IconCheck, variant: 'light', nameKey: 'selectItem' },
  remove: { text: 'Remove', icon: IconX, variant: 'subtle', color: 'red', nameKey: 'removeItem' },
} as const;

/** A list of masters, each with the list's action, named after the master for a screen reader. */
const MasterList = ({
  masters,
  labelledBy,
  action,
  onAction,
}: {
  masters: CatalogMaster[];
  labelledBy: string;
  action: keyof typeof ACTIONS;
  onAction: (master: CatalogMaster) => void;
}) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  const { text, icon: Icon, nameKey, ...button } = ACTIONS[action];
  return (
    <ul style={listStyle} aria-labelledby={labelledBy}>
      {masters.map((master) => (
        <MasterLine
          key={master.id}
          master={master}
          action={
            <Button
              size="xs"
              {...button}
              leftSection={<Icon size={14} aria-hidden />}
              onClick={() => onAction(master)}
              aria-label={t(nameKey, { name: master.name })}
            >
              {text}
            </Button>
          }
        />
      ))}
    </ul>
  );
};

/**
 * Add Existing (spec 02 "Add-existing dialogs"): the shared catalogue's published masters the
 * site does not have yet, sorted by name and searchable, each with Select; the Selected list
 * with Remove; Continue disabled while nothing is selected; a failed call's message at the top.
 */
export const AddExistingDialog = ({
  screen,
  opened,
  onClose,
  onAdded,
}: {
  screen: CatalogScreen;
  opened: boolean;
  onClose: () => void;
  onAdded: (answer: { count: number; setupStatus?: string }) => void;
}) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  const masters = useUnmappedMasters(screen.kind, opened);
  const addExisting = useAddExistingMasters();
  const [selected, setSelected] = useState<CatalogMaster[]>([]);
  const [search, setSearch] = useState('');
  const noun = t(`noun_${screen.kind}`);

  const close = () => {
    setSelected([]);
    setSearch('');
    addExisting.reset();
    onClose();
  };

  const available = availableForSelection(masters.data ?? [], selected, search);

  const submit = async () => {
    try {
      const answer = await addExisting.mutateAsync({ kind: screen.kind, masters: selected });
      const count = selected.length;
      setSelected([]);
      setSearch('');
      onAdded({ count, setupStatus: answer.setupStatus });
    } catch {
      // The message shows at the top of the dialog (addExisting.error).
    }
  };

  return (
    <FormDialog opened={opened} title={screen.addExistingTitle} onClose={close} size="xl">
      <Stack gap="md">
        <ErrorDisplay error={addExisting.error ?? masters.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Paper withBorder radius="md" p="sm">
            <Stack gap="xs">
              <Title order={3} size="h5" id="available-heading">
                {t('available')}
              </Title>
              <TextInput
                aria-label={t('search')}
                placeholder={t('searchPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                type="search"
                autoComplete="off"
                data-autofocus
              />
              <ScrollArea.Autosize mah={340} type="auto" scrollbars="y">
                {masters.isPending ? (
                  <Stack gap="xs" p="xs">
                    <Skeleton h={34} />
                    <Skeleton h={34} />
                    <Skeleton h={34} />
                  </Stack>
                ) : available.length === 0 ? (
                  <Text size="sm" c="dimmed" p="xs">
                    {search.trim() ? t('noMatch', { term: search.trim() }) : t('noneAvailable', { noun })}
                  </Text>
                ) : (
                  <MasterList
                    masters={available}
                    labelledBy="available-heading"
                    action="select"
                    onAction={(master) => setSelected((current) => [...current, master])}
                  />
                )}
              </ScrollArea.Autosize>
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
            <Stack gap="xs">
              <Group gap="xs">
                <Title order={3} size="h5" id="selected-heading">
                  {t('selected')}
                </Title>
                <Badge variant="light" radius="sm">
                  {selected.length}
                </Badge>
              </Group>
              {selected.length === 0 ? (
                <Text size="sm" c="dimmed" p="xs">
                  {t('nothingSelected')}
                </Text>
              ) : (
                <ScrollArea.Autosize mah={384} type="auto" scrollbars="y">
                  <MasterList
                    masters={selected}
                    labelledBy="selected-heading"
                    action="remove"
                    onAction={(master) => setSelected((current) => current.filter((m) => m.id !== master.id))}
                  />
                </ScrollArea.Autosize>
              )}
            </Stack>
          </Paper>
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button onClick={submit} disabled={!canContinue(selected)} loading={addExisting.isPending}>
            Continue
          </Button>
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </FormDialog>
  );
};
