import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CARD_BRAND_FLAGS, type CardBrandFlag, type PaymentTypeName } from '@ridedesk/domain/payments/payment-types';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { type StaffPaymentType, useActivatePaymentType } from '../api/payment-types-api.ts';
import { BRAND_FLAG_LABELS, CREDENTIAL_FIELDS, PAYMENT_TYPES_NS } from '../i18n.ts';
import { PaypalCheck } from './paypal-check.tsx';
import { SquareConnect } from './square-connect.tsx';

type Field = (typeof CREDENTIAL_FIELDS)[PaymentTypeName][number];
const SECRET = new Set<Field>(['apiloginId', 'transactionKey', 'accessToken', 'refreshToken']);
const takesCards = (type: PaymentTypeName) => type !== 'COD' && type !== 'PayPal';

/** 'YYYY-MM-DDTHH:mm' in local time for a datetime-local input. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/**
 * A type's credentials and card-brand flags. Stored secrets come back masked and are never put in
 * an input: an empty secret keeps the stored one, a typed one replaces it. The gateway checks new
 * credentials before they are kept.
 */
export const CredentialsDialog = ({
  type,
  label,
  mapping,
  opened,
  onClose,
}: {
  type: PaymentTypeName;
  label: string;
  mapping: StaffPaymentType | null;
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation(PAYMENT_TYPES_NS);
  const activate = useActivatePaymentType();
  const fields = CREDENTIAL_FIELDS[type] as readonly Field[];
  const [values, setValues] = useState<Record<string, string>>(() => ({
    locationId: mapping?.locationId ?? '',
    accessTokenExpiry: localInput(mapping?.accessTokenExpiry ?? null),
  }));
  const [flags, setFlags] = useState<Record<CardBrandFlag, boolean>>(
    () => Object.fromEntries(CARD_BRAND_FLAGS.map((f) => [f, mapping?.[f] ?? false])) as Record<CardBrandFlag, boolean>,
  );
  const fieldLabel = (f: Field) => t(`f_${f}_${type}`, { defaultValue: t(`f_${f}`) });
  const set = (f: string, v: string) => setValues((prev) => ({ ...prev, [f]: v }));

  const save = (payload: Record<string, unknown>, notice: string) =>
    activate.mutate(
      { paymentType: type, isEnabled: mapping?.isEnabled ?? true, ...payload },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: notice });
          onClose();
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload: Record<string, unknown> = takesCards(type) ? { ...flags } : {};
    for (const f of fields) {
      const v = (values[f] ?? '').trim();
      if (SECRET.has(f)) {
        if (v) payload[f] = v;
      } else if (f === 'accessTokenExpiry') {
        if (v !== localInput(mapping?.accessTokenExpiry ?? null)) payload[f] = v ? new Date(v).toISOString() : '';
      } else if (v !== (mapping?.[f] ?? '')) payload[f] = v;
    }
    save(payload, t('saved', { label }));
  };

  const remove = () => save(Object.fromEntries(fields.map((f) => [f, ''])), t('removed'));

  const refused = activate.error && isApiError(activate.error) && [400, 403, 422, 503].includes(activate.error.status);
  return (
    <Modal opened={opened} onClose={onClose} title={`${label} · ${t('setUp')}`} size="lg" fullScreen={false}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {fields.length > 0 && (
            <Stack gap="sm">
              <Text fw={700} size="sm">
                {t('credentials')}
              </Text>
              {!mapping?.hasCredentials && (
                <Alert color="blue" variant="light" p="xs" icon={<IconInfoCircle size={16} aria-hidden />}>
                  {type === 'GPay' ? t('gpayFallback') : t('noCredentials')}
                </Alert>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {fields.map((f) => {
                  const common = { label: fieldLabel(f), description: f, autoComplete: 'off' };
                  if (SECRET.has(f)) {
                    const masked = mapping?.[f as 'apiloginId'];
                    return (
                      <PasswordInput
                        key={f}
                        {...common}
                        value={values[f] ?? ''}
                        onChange={(e) => set(f, e.currentTarget.value)}
                        placeholder={masked ?? ''}
                        description={masked ? `${f} · ${t('stored', { masked })}` : f}
                        autoComplete="new-password"
                      />
                    );
                  }
                  return (
                    <TextInput
                      key={f}
                      {...common}
                      type={f === 'accessTokenExpiry' ? 'datetime-local' : 'text'}
                      value={values[f] ?? ''}
                      onChange={(e) => set(f, e.currentTarget.value)}
                    />
                  );
                })}
              </SimpleGrid>
            </Stack>
          )}
          {type === 'Square' && <SquareConnect values={values} />}
          {type === 'PayPal' && mapping && <PaypalCheck />}
          {takesCards(type) && (
            <Checkbox.Group
              label={t('acceptedCards')}
              value={CARD_BRAND_FLAGS.filter((f) => flags[f])}
              onChange={(chosen) =>
                setFlags(Object.fromEntries(CARD_BRAND_FLAGS.map((f) => [f, chosen.includes(f)])) as typeof flags)
              }
            >
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt={6}>
                {CARD_BRAND_FLAGS.map((f) => (
                  <Checkbox key={f} value={f} label={BRAND_FLAG_LABELS[f]} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
          {activate.error && <ErrorDisplay error={activate.error} showId={!refused} />}
          <Group justify="space-between">
            {mapping?.hasCredentials ? (
              <Button variant="subtle" color="red" onClick={remove} disabled={activate.isPending}>
                {t('removeCredentials')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={activate.isPending}>
                {t('save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
