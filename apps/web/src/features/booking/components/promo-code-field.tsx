import { Badge, Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatUsd, toCents } from '@ridedesk/domain/booking/money';
import { IconDiscount } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { getRateDetails } from '../api/get-rate-details.ts';
import { validatePromoCode } from '../api/validate-promo-code.ts';
import type { AppliedPromo, FleetOffer } from '../booking-types.ts';
import { BOOKING_NS } from '../i18n.ts';

/** The popups of spec 03 section 8. */
export const PROMO_MESSAGES = { applied: 'Applied !!', invalid: 'Invalid Promo Code !!' } as const;

/** One popup for the promo code at a time, and none once the traveller has left the step. */
export const PROMO_NOTIFICATION_ID = 'booking-promo-code';

/**
 * Promo Code with Apply (spec 03 "Booking confirmation"): a code valid on the pickup date at the
 * fleet's site is applied ('Applied !!', Apply then disabled) and its discount comes from
 * getRateDetailsOfRide; an invalid one says 'Invalid Promo Code !!' and is cleared.
 */
export const PromoCodeField = ({
  offer,
  pickupDate,
  applied,
  onChange,
}: {
  offer: FleetOffer;
  pickupDate: string;
  applied: AppliedPromo | null;
  onChange: (promo: AppliedPromo | null) => void;
}) => {
  const { t } = useTranslation(BOOKING_NS);
  const [code, setCode] = useState(applied?.code ?? '');
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // The popup belongs to the Confirm step: moving on to the Payment step takes it away.
  useEffect(
    () => () => {
      notifications.hide(PROMO_NOTIFICATION_ID);
    },
    [],
  );

  const apply = async () => {
    const wanted = code.trim();
    if (!wanted || applied) return;
    setChecking(true);
    setFailure(null);
    try {
      const discountId = await validatePromoCode(wanted, pickupDate, offer.siteId);
      if (!discountId) {
        setCode('');
        onChange(null);
        notifications.show({
          id: PROMO_NOTIFICATION_ID,
          color: 'red',
          message: PROMO_MESSAGES.invalid,
          autoClose: 3000,
        });
        return;
      }
      const rate = await getRateDetails(offer.priceDefinition.id, discountId, offer.cost);
      onChange({
        code: wanted.toUpperCase(),
        discountId,
        discountAmount: rate.discountAmount,
        taxPercentage: rate.taxPercentage,
      });
      notifications.show({
        id: PROMO_NOTIFICATION_ID,
        color: 'green',
        message: PROMO_MESSAGES.applied,
        autoClose: 3000,
      });
    } catch (error) {
      setFailure(error);
    } finally {
      setChecking(false);
    }
  };

  const remove = () => {
    onChange(null);
    setCode('');
  };

  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Promo Code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
          disabled={!!applied}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={50}
          leftSection={<IconDiscount size={18} aria-hidden />}
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={() => void apply()} loading={checking} disabled={!!applied || !code.trim()}>
          Apply
        </Button>
      </Group>
      {applied && (
        <Group gap="xs" wrap="nowrap">
          <Badge color="green" variant="light" radius="sm" size="lg" tt="none">
            {t('promoApplied', {
              code: applied.code,
              amount: formatUsd(toCents(applied.discountAmount)),
            })}
          </Badge>
          <CloseButton size="sm" aria-label={t('removePromo', { code: applied.code })} onClick={remove} />
        </Group>
      )}
      {failure ? <ErrorDisplay error={failure} /> : null}
      {!applied && (
        <Text size="xs" c="dimmed">
          {t('promoHelp')}
        </Text>
      )}
    </Stack>
  );
};
