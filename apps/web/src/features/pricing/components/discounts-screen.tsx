import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatUsd, toCents } from '@ridedesk/domain/booking/money';
import type { DiscountStatus } from '@ridedesk/domain/pricing/discount-rules';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/ui/list-kit/list-types.ts';
import { formatDate } from '../../../lib/format.ts';
import { useEnableDisableDiscount } from '../api/enable-disable-discount.ts';
import { useDiscounts } from '../api/list-discounts.ts';
import { DISCOUNT_STATE_COLOR, discountStateToday, localToday } from '../discount-state.ts';
import { PRICING_NS } from '../i18n.ts';
import type { Discount } from '../pricing.ts';
import { DiscountDialog } from './discount-dialog.tsx';
import { PricingList } from './pricing-list.tsx';
import { usePricingScreen } from './pricing-screen-frame.tsx';

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
  const screen = usePricingScreen<Discount>({
    topic: 'discounts',
    useGroup: useDiscounts,
    toggle: useEnableDisableDiscount(),
    toggleDetail: (d) => t(d.isEnabled ? 'disableDiscountDetail' : 'enableDiscountDetail', { code: d.code }),
  });
  const today = localToday();
  const locale = i18n.language;
  /** What the code takes off: a percent, or an amount in dollars. */
  const valueOff = (d: Discount) =>
    d.kind === 'percent'
      ? t('percentOff', { value: Number(d.value.toFixed(2)) })
      : t('amountOff', { value: formatUsd(toCents(d.value)) });

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
      cell: (d) => <span style={{ whiteSpace: 'nowrap' }}>{valueOff(d)}</span>,
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
      {screen.header}
      <PricingList<Discount>
        {...screen.listProps}
        findTexts={(d) => [d.code, d.description]}
        columns={columns}
        nameOf={(d) => d.code}
        title={(d) => (
          <Group gap="xs" wrap="nowrap">
            <Text span fw={700} ff="monospace">
              {d.code}
            </Text>
            <StateBadge discount={d} today={today} />
          </Group>
        )}
        subtitle={valueOff}
        dimmed={(d) => INACTIVE.includes(discountStateToday(d, today))}
      />
      <DiscountDialog {...screen.dialogProps} />
      {screen.toggleDialog}
    </>
  );
};
