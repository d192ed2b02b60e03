import { Badge, Button, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { formatUsd } from '@ridedesk/domain/booking/money';
import { PLAN_FEATURES } from '@ridedesk/domain/subscriptions/subscription-plans';
import { IconListDetails, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageRows } from '../../../components/query-kit/paged-list.ts';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { DataTable } from '../../../components/ui/list-kit/data-table.tsx';
import { RowSummary } from '../../../components/ui/list-kit/list-rows.tsx';
import { actionColumn } from '../../../components/ui/list-kit/row-actions.tsx';
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
  const plans = usePlans({ all: true, name: debounced.trim() || undefined, page });
  const save = useSavePlan();

  const features = (plan: Plan) => plan.features.map((f) => featureLabel.get(f) ?? f).join(', ') || '—';
  const nameCell = (plan: Plan) => (
    <>
      {plan.name} {plan.isTrial && <Badge size="xs">{t('trialBadge')}</Badge>}
    </>
  );

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
      <DataTable
        filters={
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
        }
        {...pageRows(plans)}
        rowKey={(plan) => plan.id}
        columns={[
          { key: 'name', header: t('colName'), cell: nameCell, td: { fw: 600 } },
          { key: 'cost', header: t('colCost'), cell: (plan) => money(plan.cost) },
          { key: 'users', header: t('colUsers'), cell: (plan) => plan.noOfUsers },
          { key: 'bookings', header: t('colBookings'), cell: (plan) => plan.noOfBookings },
          {
            key: 'features',
            header: t('colFeatures'),
            td: { maw: 260 },
            cell: (plan) => (
              <Text size="xs" lineClamp={2}>
                {features(plan)}
              </Text>
            ),
            detail: features,
          },
          { key: 'enabled', header: t('colEnabled'), cell: (plan) => <EnabledSwitch plan={plan} /> },
          {
            key: 'updated',
            header: t('colUpdated'),
            cell: (plan) => (
              <>
                <Text size="xs">{personName(plan.updatedBy ?? plan.createdBy)}</Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(plan.updatedOn ?? plan.createdOn, i18n.language)}
                </Text>
              </>
            ),
          },
          actionColumn<Plan>('actions', t('colActions'), (plan) => [
            { key: 'modify', text: t('modify'), name: `${t('modify')} ${plan.name}`, onClick: () => setEditing(plan) },
          ]),
        ]}
        minWidth={880}
        expandLabel={(plan) => t('expand', { name: plan.name })}
        summary={(plan) => <RowSummary title={nameCell(plan)} end={<Text size="sm">{money(plan.cost)}</Text>} />}
        page={page}
        onPageChange={setPage}
        paginationLabel={t('pagination')}
        loadFailed={t('plansLoadFailed')}
        loadingRows={3}
        empty={{
          icon: IconListDetails,
          title: debounced.trim() ? t('noPlanMatch', { name: debounced.trim() }) : t('noPlansYet'),
        }}
      />
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
