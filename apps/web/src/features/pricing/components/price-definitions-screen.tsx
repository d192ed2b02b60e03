import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatUsd, toCents } from '@ridedesk/domain/booking/money';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/ui/list-kit/list-types.ts';
import { useEnableDisablePriceDefinition } from '../api/enable-disable-price-definition.ts';
import { usePriceDefinitions } from '../api/list-price-definitions.ts';
import { PRICING_NS } from '../i18n.ts';
import type { PriceDefinition } from '../pricing.ts';
import { PriceDefinitionDialog } from './price-definition-dialog.tsx';
import { PricingList } from './pricing-list.tsx';
import { usePricingScreen } from './pricing-screen-frame.tsx';

const usd = (dollars: number) => formatUsd(toCents(dollars));
const hours = (value: number) => Number(value.toFixed(2)).toString();

/** The rates that matter for the definition's basis, a line each (a base fare of 0 is left out). */
const RatesCell = ({ definition }: { definition: PriceDefinition }) => {
  const { t } = useTranslation(PRICING_NS);
  const { basis, baseFare, perMileRate, perHourRate, minimumHours, minimumFare } = definition;
  const lines: string[] = [];
  const base = usd(baseFare);
  if (basis === 'per mile')
    lines.push(t(baseFare > 0 ? 'rates_perMile' : 'rates_perMileOnly', { base, rate: usd(perMileRate) }));
  else if (basis === 'per hour') {
    lines.push(t(baseFare > 0 ? 'rates_perHour' : 'rates_perHourOnly', { base, rate: usd(perHourRate) }));
    if (minimumHours > 0) lines.push(t('rates_minimumHours', { hours: hours(minimumHours) }));
  } else if (basis === 'flat') lines.push(t('rates_flat', { base }));
  else lines.push(t('rates_unknown'));
  return (
    <Stack gap={0}>
      {lines.map((line, index) => (
        <Text key={line} size={index === 0 ? 'sm' : 'xs'} c={index === 0 ? undefined : 'dimmed'}>
          {line}
        </Text>
      ))}
      {minimumFare > 0 && (
        <Text size="xs" c="dimmed">
          {t('rates_minimumFare', { fare: usd(minimumFare) })}
        </Text>
      )}
    </Stack>
  );
};

const FleetsCell = ({ definition }: { definition: PriceDefinition }) => {
  const { t } = useTranslation(PRICING_NS);
  if (definition.appliesToAllFleets)
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('allFleetsOfType')}
      </Text>
    );
  return (
    <Text size="sm" lineClamp={2} title={definition.fleets.map((f) => f.nickName ?? `#${f.id}`).join(', ')}>
      {definition.fleets.map((f) => f.nickName ?? t('fleetNumber', { id: f.id })).join(', ')}
    </Text>
  );
};

const NameCell = ({ definition }: { definition: PriceDefinition }) => {
  const { t } = useTranslation(PRICING_NS);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={600}>
        {definition.name}
      </Text>
      {!definition.isEnabled && (
        <Badge color="gray" variant="outline" radius="sm" size="sm">
          {t('disabled')}
        </Badge>
      )}
      {definition.isDraft && definition.isPublished && (
        <Badge color="yellow" variant="light" radius="sm" size="sm" title={t('draftChangesHint')}>
          {t('draftChanges')}
        </Badge>
      )}
    </Group>
  );
};

/**
 * /admin/price-definitions, 'Manage Price Definitions': the site's prices in the spec 02 list
 * pattern (Published/Unpublished selector, Add New, 10 rows, Modify and SetEnabled with a
 * confirmation, expandable rows under 768 px) and the price form popup.
 */
export const PriceDefinitionsScreen = () => {
  const { t } = useTranslation(PRICING_NS);
  const screen = usePricingScreen<PriceDefinition>({
    topic: 'prices',
    useGroup: usePriceDefinitions,
    toggle: useEnableDisablePriceDefinition(),
    toggleDetail: (d) => t(d.isEnabled ? 'disablePriceDetail' : 'enablePriceDetail', { name: d.name }),
  });
  const columns: ListColumn<PriceDefinition>[] = [
    { key: 'name', header: t('col_name'), cell: (d) => <NameCell definition={d} />, minWidth: 130 },
    { key: 'vehicleType', header: t('col_vehicleType'), cell: (d) => d.vehicleType ?? '—' },
    { key: 'serviceType', header: t('col_serviceType'), cell: (d) => d.serviceType ?? '—' },
    {
      key: 'serviceUserType',
      header: t('col_serviceUserType'),
      cell: (d) =>
        d.serviceUserType ?? (
          <Text span size="sm" c="dimmed">
            {t('anyServiceUserType')}
          </Text>
        ),
    },
    {
      key: 'priceType',
      header: t('col_priceType'),
      cell: (d) => (
        <Stack gap={0}>
          <Text size="sm">{d.priceType ?? '—'}</Text>
          {d.basis && (
            <Text size="xs" c="dimmed">
              {t(`basis_${d.basis}`)}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'rates', header: t('col_rates'), cell: (d) => <RatesCell definition={d} />, minWidth: 130 },
    {
      key: 'tax',
      header: t('col_tax'),
      cell: (d) => <span style={{ whiteSpace: 'nowrap' }}>{`${Number(d.taxPercentage.toFixed(3))} %`}</span>,
    },
    { key: 'fleets', header: t('col_fleets'), cell: (d) => <FleetsCell definition={d} />, minWidth: 100 },
  ];

  return (
    <>
      {screen.header}
      <PricingList<PriceDefinition>
        {...screen.listProps}
        findTexts={(d) => [d.name, d.vehicleType, d.serviceType, d.serviceUserType, d.priceType]}
        columns={columns}
        nameOf={(d) => d.name}
        title={(d) => d.name}
        subtitle={(d) => [d.vehicleType, d.serviceType].filter(Boolean).join(' · ')}
        dimmed={(d) => !d.isEnabled}
      />
      <PriceDefinitionDialog {...screen.dialogProps} />
      {screen.toggleDialog}
    </>
  );
};
