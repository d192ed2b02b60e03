import { Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PaymentTypeName } from '@ridedesk/domain/payments/payment-types';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { type StaffPaymentType, useActivatePaymentType } from '../api/payment-types-api.ts';
import { BRAND_FLAG_LABELS, CREDENTIAL_FIELDS, PAYMENT_TYPES_NS } from '../i18n.ts';
import { CredentialsDialog } from './credentials-dialog.tsx';

const MODE_COLOR = { cash: 'gray', sandbox: 'yellow', live: 'green' } as const;

/** One payment type of the site: enabled or not, how it takes money, its cards, and its setup. */
export const PaymentTypeCard = ({
  type,
  label,
  mapping,
  canManage,
}: {
  type: PaymentTypeName;
  label: string;
  mapping: StaffPaymentType | null;
  canManage: boolean;
}) => {
  const { t } = useTranslation(PAYMENT_TYPES_NS);
  const toggle = useActivatePaymentType();
  const [open, setOpen] = useState(false);
  const [dialogKey, setDialogKey] = useState(0);
  const enabled = mapping?.isEnabled ?? false;
  const brands = mapping
    ? (Object.keys(BRAND_FLAG_LABELS) as (keyof typeof BRAND_FLAG_LABELS)[]).filter((f) => mapping[f])
    : [];
  const hasSetup = CREDENTIAL_FIELDS[type].length > 0 || type !== 'COD';

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`pt-${type}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title id={`pt-${type}`} order={2} fz="lg">
                {label}
              </Title>
              {label !== type && (
                <Text size="xs" c="dimmed" ff="monospace">
                  {type}
                </Text>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t(`desc_${type}`)}
            </Text>
          </Stack>
          <Switch
            checked={enabled}
            disabled={!canManage || toggle.isPending}
            aria-label={t('enable', { label })}
            size="md"
            onChange={(e) => {
              const isEnabled = e.currentTarget.checked;
              toggle.mutate(
                { paymentType: type, isEnabled },
                {
                  onSuccess: () =>
                    notifications.show({
                      color: isEnabled ? 'green' : 'gray',
                      message: t(isEnabled ? 'enabledNotice' : 'disabledNotice', { label }),
                    }),
                },
              );
            }}
          />
        </Group>
        <Group gap="xs">
          <Badge color={enabled ? 'green' : 'gray'} variant={enabled ? 'filled' : 'light'}>
            {enabled ? t('enabled') : mapping ? t('disabled') : t('notSetUp')}
          </Badge>
          {mapping && (
            <Badge color={MODE_COLOR[mapping.mode]} variant="light">
              {t(`mode_${mapping.mode}`)}
            </Badge>
          )}
        </Group>
        {type !== 'COD' && type !== 'PayPal' && (
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('acceptedCards')}:{' '}
            </Text>
            {brands.length ? brands.map((f) => BRAND_FLAG_LABELS[f]).join(', ') : t('noCards')}
          </Text>
        )}
        {toggle.error && <ErrorDisplay error={toggle.error} />}
        {canManage && hasSetup && type !== 'COD' && (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconKey size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setDialogKey((k) => k + 1);
              setOpen(true);
            }}
            aria-label={`${t('setUp')} · ${label}`}
          >
            {t('setUp')}
          </Button>
        )}
      </Stack>
      {open && (
        <CredentialsDialog
          key={dialogKey}
          type={type}
          label={label}
          mapping={mapping}
          opened={open}
          onClose={() => setOpen(false)}
        />
      )}
    </Paper>
  );
};
