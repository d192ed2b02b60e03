import {
  Accordion,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { formatUsd } from '@ridedesk/domain/booking/money';
import { MOBILE_BREAKPOINT, PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { PLAN_FEATURES } from '@ridedesk/domain/subscriptions/subscription-plans';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { formatDateTime, personName } from '../../../lib/format.ts';
import { usePlans } from '../api/list-plans.ts';
import { useSavePlan, useSetPlanEnabled } from '../api/save-plan.ts';
import { SUBSCRIPTIONS_NS } from '../i18n.ts';
import type { Plan } from '../subscription.ts';
import { PlanForm } from './plan-form.tsx';

const money = (cost: number) => formatUsd(Math.round(cost * 100));
const featureLabel = new Map<string, string>(PLAN_FEATURES.map((f) => [f.key, f.label]));

const EnabledSwitch = ({ plan }: { plan: Plan }) => {
  const { t } = useTranslation(SUBSCRIPTIONS_NS);
  const toggle = useSetPlanEnabled();
  return (
    <Stack gap={2}>
      <Switch
        checked={plan.isEnabled}
        onChange={(e) => toggle.mutate({ id: plan.id, isEnabled: e.currentTarget.checked })}
        disabled={toggle.isPending}
        aria-label={t('enablePlan', { name: plan.name })}
      />
      <ErrorDisplay error={toggle.error} size="xs" />
    </Stack>
  );
};

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text size="sm" component="div">
      {children}
    </Text>
  </Stack>
);

/**
 * Manage Subscription Plans (/admin/master-data/subscription-plans) for the platform
 * administrator: the plans, 10 a page, searchable; add, modify, enable and disable.
 */
export const PlansScreen = () => {
  const { t, i18n } = useTranslation(SUBSCRIPTIONS_NS);
  useDocumentTitle(t('plansTitle'));
  const [name, setName] = useState('');
  const [debounced] = useDebouncedValue(name, 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const plans = usePlans({ all: true, name: debounced.trim() || undefined, page });
  const save = useSavePlan();

  const total = plans.data?.totalCount ?? 0;
  const list = plans.data?.plans ?? [];
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(page * PAGE_SIZE, total);

  const close = () => {
    setEditing(null);
    save.reset();
  };

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader
        title={t('plansTitle')}
        description={t('plansLead')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('addPlan')}
          </Button>
        }
      />
      <TextInput
        label={t('searchPlans')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={name}
        onChange={(e) => {
          setName(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      <ErrorDisplay error={plans.error} />
      {plans.isPending ? (
        <Stack gap="xs">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} h={50} />
          ))}
        </Stack>
      ) : list.length === 0 ? (
        <Alert variant="light" color="gray">
          {debounced.trim() ? t('noPlanMatch', { name: debounced.trim() }) : t('noPlansYet')}
        </Alert>
      ) : isMobile ? (
        <Accordion variant="separated" radius="md">
          {list.map((plan) => (
            <Accordion.Item key={plan.id} value={String(plan.id)}>
              <Accordion.Control mih={50}>
                {/* Named by what it does, then by what it shows, so speech input finds it by either. */}
                <VisuallyHidden>{t('expand', { name: plan.name })}: </VisuallyHidden>
                <Group justify="space-between" wrap="nowrap" pr="xs">
                  <Text fw={600} truncate>
                    {plan.name} {plan.isTrial && <Badge size="xs">{t('trialBadge')}</Badge>}
                  </Text>
                  <Text size="sm">{money(plan.cost)}</Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <SimpleGrid cols={2} spacing="sm">
                    <Detail label={t('colUsers')}>{plan.noOfUsers}</Detail>
                    <Detail label={t('colBookings')}>{plan.noOfBookings}</Detail>
                    <Detail label={t('colEnabled')}>
                      <EnabledSwitch plan={plan} />
                    </Detail>
                    <Detail label={t('colUpdated')}>
                      {personName(plan.updatedBy ?? plan.createdBy)}{' '}
                      {formatDateTime(plan.updatedOn ?? plan.createdOn, i18n.language)}
                    </Detail>
                  </SimpleGrid>
                  <Detail label={t('colFeatures')}>
                    {plan.features.map((f) => featureLabel.get(f) ?? f).join(', ') || '—'}
                  </Detail>
                  <Button variant="light" size="xs" onClick={() => setEditing(plan)} fullWidth>
                    {t('modify')}
                  </Button>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={880}>
            <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  {[
                    'colName',
                    'colCost',
                    'colUsers',
                    'colBookings',
                    'colFeatures',
                    'colEnabled',
                    'colUpdated',
                    'colActions',
                  ].map((key) => (
                    <Table.Th key={key} scope="col">
                      {t(key)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((plan) => (
                  <Table.Tr key={plan.id} h={50}>
                    <Table.Td fw={600}>
                      {plan.name} {plan.isTrial && <Badge size="xs">{t('trialBadge')}</Badge>}
                    </Table.Td>
                    <Table.Td>{money(plan.cost)}</Table.Td>
                    <Table.Td>{plan.noOfUsers}</Table.Td>
                    <Table.Td>{plan.noOfBookings}</Table.Td>
                    <Table.Td maw={260}>
                      <Text size="xs" lineClamp={2}>
                        {plan.features.map((f) => featureLabel.get(f) ?? f).join(', ') || '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <EnabledSwitch plan={plan} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">{personName(plan.updatedBy ?? plan.createdBy)}</Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(plan.updatedOn ?? plan.createdOn, i18n.language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        variant="light"
                        size="xs"
                        onClick={() => setEditing(plan)}
                        aria-label={`${t('modify')} ${plan.name}`}
                      >
                        {t('modify')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('showing', { from, to, total })}
          </Text>
          {total > PAGE_SIZE && (
            <Pagination
              total={Math.ceil(total / PAGE_SIZE)}
              value={page}
              onChange={setPage}
              aria-label={t('pagination')}
            />
          )}
        </Group>
      )}
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing && editing !== 'new' ? t('editPlanTitle', { name: editing.name }) : t('newPlanTitle')}
        size="lg"
      >
        {editing !== null && (
          <PlanForm
            key={editing === 'new' ? 'new' : editing.id}
            plan={editing === 'new' ? null : editing}
            saving={save.isPending}
            error={save.error}
            onCancel={close}
            onSubmit={(form) =>
              save.mutate(
                { id: editing === 'new' ? null : editing.id, form },
                {
                  onSuccess: (saved) => {
                    notifications.show({ color: 'green', message: t('saved', { name: saved.name }) });
                    close();
                  },
                },
              )
            }
          />
        )}
      </Modal>
    </Stack>
  );
};
