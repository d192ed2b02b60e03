import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatUsd, toCents } from '@ridedesk/domain/booking/money';
import type { DiscountStatus } from '@ridedesk/domain/pricing/discount-rules';
import { isSpUser } from '@ridedesk/domain/shared/constants';
import { IconDiscountOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/ui/list-kit/list-types.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useEnableDisableDiscount } from '../api/enable-disable-discount.ts';
import { useDiscounts } from '../api/list-discounts.ts';
import { DISCOUNT_STATE_COLOR, discountStateToday, localToday } from '../discount-state.ts';
import { PRICING_NS } from '../i18n.ts';
import type { Discount } from '../pricing.ts';
import { DiscountDialog } from './discount-dialog.tsx';
import { HelpPanel } from './help-panel.tsx';
import { useListParams } from './list-params.ts';
import { PricingList, useConfirmToggle } from './pricing-list.tsx';

/** Codes that can no longer apply, or not yet, are shown greyed. */
const INACTIVE: DiscountStatus[] = ['expired', 'usedUp', 'disabled'];

/** A date-only value (YYYY-MM-DD) shown as that calendar day wherever the browser is. */
const day = (value: string, locale: string) => formatDate(`${value.slice(0, 10)}T00:00:00Z`, locale, 'UTC');

/** Whether the code would apply to a ride today; expired and used-up codes stand out. */
const StateBadge = ({ discount, today }: { discount: Discount; today: string }) => {
  const { t } = useTranslation(PRICING_NS);
  const state = discountStateToday(discount, today);
  return (
    <Badge
      color={DISCOUNT_STATE_COLOR[state]}
      variant={state === 'expired' || state === 'usedUp' ? 'filled' : 'light'}
      radius="sm"
      title={t(`stateHint_${state}`)}
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`state_${state}`)}
    </Badge>
  );
};

/**
 * /admin/discount, 'Manage Discounts': the site's promo codes in the spec 02 list pattern, with
 * each code's state today (active, not started, expired, used up) and its uses so far.
 */
export const DiscountsScreen = () => {
  const { t, i18n } = useTranslation(PRICING_NS);
  const session = useSession();
  const canManage = !!session && !isSpUser(session.user.role);
  const params = useListParams();
  const { filter, setFilter } = params;
  const discounts = useDiscounts(filter === 'Published');
  const toggle = useConfirmToggle<Discount>(useEnableDisableDiscount(), (d) =>
    t(d.isEnabled ? 'disableDiscountDetail' : 'enableDiscountDetail', { code: d.code }),
  );
  const [savedId, setSavedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ editing: Discount | null; open: boolean }>({ editing: null, open: false });
  const today = localToday();
  const locale = i18n.language;
  useDocumentTitle('Manage Discounts');
  const closeDialog = () => setDialog((d) => ({ ...d, open: false }));

  const columns: ListColumn<Discount>[] = [
    {
      key: 'code',
      header: t('col_code'),
      cell: (d) => (
        <Text size="sm" fw={700} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {d.code}
        </Text>
      ),
    },
    {
      key: 'description',
      header: t('col_description'),
      minWidth: 140,
      cell: (d) =>
        d.description ? (
          <Text size="sm" lineClamp={2} title={d.description}>
            {d.description}
          </Text>
        ) : (
          <Text span size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: 'value',
      header: t('col_discount'),
      cell: (d) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {d.kind === 'percent'
            ? t('percentOff', { value: Number(d.value.toFixed(2)) })
            : t('amountOff', { value: formatUsd(toCents(d.value)) })}
        </span>
      ),
    },
    {
      key: 'valid',
      header: t('col_valid'),
      cell: (d) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('validFromDay', { day: day(d.validFrom, locale) })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('validToDay', { day: day(d.validTo, locale) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'usageLimit',
      header: t('col_usageLimit'),
      cell: (d) =>
        d.usageLimit === null ? (
          <Text span size="sm" c="dimmed">
            {t('noLimit')}
          </Text>
        ) : (
          d.usageLimit
        ),
    },
    {
      key: 'used',
      header: t('col_used'),
      cell: (d) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {d.usageLimit === null ? d.usedCount : t('usedOfLimit', { used: d.usedCount, limit: d.usageLimit })}
        </Text>
      ),
    },
    { key: 'state', header: t('col_state'), cell: (d) => <StateBadge discount={d} today={today} /> },
  ];

  return (
    <>
      <PageHeader
        title="Manage Discounts"
        description={t('discountsLead')}
        actions={
          canManage && (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setDialog({ editing: null, open: true })}
            >
              Add New
            </Button>
          )
        }
      />
      <HelpPanel
        purpose={t('discountsHelpPurpose')}
        steps={[
          t('discountsHelp1'),
          t('discountsHelp2'),
          t('discountsHelp3'),
          t('discountsHelp4'),
          t('discountsHelp5'),
        ]}
      />
      {!canManage && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('readOnlyDiscounts')}
        </Text>
      )}
      <PricingList<Discount>
        params={params}
        state={discounts}
        all={discounts.data}
        findTexts={(d) => [d.code, d.description]}
        findPlaceholder={t('findDiscountsPlaceholder')}
        label={t('discountsTable')}
        columns={columns}
        manage={canManage ? { onEdit: (d) => setDialog({ editing: d, open: true }), onToggle: toggle.ask } : null}
        savedId={savedId}
        nameOf={(d) => d.code}
        title={(d) => (
          <Group gap="xs" wrap="nowrap">
            <Text span fw={700} ff="monospace">
              {d.code}
            </Text>
            <StateBadge discount={d} today={today} />
          </Group>
        )}
        subtitle={(d) =>
          d.kind === 'percent'
            ? t('percentOff', { value: Number(d.value.toFixed(2)) })
            : t('amountOff', { value: formatUsd(toCents(d.value)) })
        }
        loadFailed={t('discountsLoadFailed')}
        dimmed={(d) => INACTIVE.includes(discountStateToday(d, today))}
        empty={{
          icon: IconDiscountOff,
          title: t(filter === 'Published' ? 'noPublishedDiscounts' : 'noDraftDiscounts'),
          hint: t(filter === 'Published' ? 'noPublishedDiscountsHint' : 'noDraftDiscountsHint'),
        }}
      />
      <DiscountDialog
        opened={dialog.open}
        editing={dialog.editing}
        onClose={closeDialog}
        onSaved={(saved) => {
          closeDialog();
          setSavedId(saved.id);
          const group = saved.isPublished ? 'Published' : 'Unpublished';
          if (group !== filter) setFilter(group);
        }}
      />
      {toggle.dialog}
    </>
  );
};
