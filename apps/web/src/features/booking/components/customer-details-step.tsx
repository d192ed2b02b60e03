import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type CustomerDetails, customerDetailsSchema } from '@ridedesk/domain/booking/customer-details';
import type { FlightFields } from '@ridedesk/domain/booking/flight-number';
import { PHONE_MAX_LENGTH } from '@ridedesk/domain/shared/constants';
import { filterPhoneKeystrokes, formatPhoneOnBlur } from '@ridedesk/domain/shared/phone';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/forms/text-field.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import type { SessionUser } from '../../../lib/session.ts';
import { createGuestUser } from '../api/create-guest-user.ts';
import type { TravellerDetails } from '../booking-types.ts';
import type { WizardState } from '../hooks/use-booking-wizard.ts';
import { BOOKING_NS } from '../i18n.ts';
import { FlightFieldset, useFlightInput } from './flight-fieldset.tsx';
import { FormCard } from './form-card.tsx';

const FIELDS = ['firstName', 'lastName', 'emailaddress', 'mobilenumber'] as const;

const fromAccount = (user: SessionUser): CustomerDetails => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  emailaddress: user.email ?? '',
  mobilenumber: user.phone ?? '',
});

const EMPTY: CustomerDetails = { firstName: '', lastName: '', emailaddress: '', mobilenumber: '' };

const sameDetails = (a: CustomerDetails, b: CustomerDetails) => FIELDS.every((f) => a[f].trim() === b[f].trim());

/**
 * The User Information step (spec 03 "Customer details form"): first name, last name, email and
 * mobile, with the spec's messages; the mobile takes only digits and hyphens (12 at most) and is
 * written ddd-ddd-dddd when left. A signed-in customer may travel as themselves ('Same as
 * LoggedIn User', filled from the account); anyone else travels as a guest of the fleet's site.
 * Issue 22: the traveller may agree to texts about the ride (unticked until they do), and an
 * airport pickup takes the flight it follows.
 */
export const CustomerDetailsStep = ({
  account,
  siteId,
  pickUpLocation,
  staff = false,
  initial,
  guest,
  onDone,
  onBack,
}: {
  /** The signed-in customer who may book for themselves; null for guests and for staff. */
  account: SessionUser | null;
  /** The site of the chosen fleet: a guest belongs to it. */
  siteId: number;
  /** The ride's pickup: an airport's takes a flight. */
  pickUpLocation: string;
  /** Staff book for a rider: the consent is the rider's, told to the staff. */
  staff?: boolean;
  initial: TravellerDetails | null;
  guest: WizardState['guest'];
  onDone: (traveller: TravellerDetails, guest: WizardState['guest']) => void;
  onBack: () => void;
}) => {
  const { t } = useTranslation(BOOKING_NS);
  const [sameAsAccount, setSameAsAccount] = useState(!!account && !initial?.isGuestUser);
  const form = useForm<CustomerDetails>({
    resolver: zodResolver(customerDetailsSchema),
    defaultValues: sameAsAccount && account ? fromAccount(account) : initial ? { ...initial } : EMPTY,
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const [failure, setFailure] = useState<unknown>(null);
  const [smsConsent, setSmsConsent] = useState(initial?.smsConsent ?? false);
  const flight = useFlightInput(pickUpLocation, initial?.flight);
  /** What this step adds to the traveller's details besides who they are. */
  const ride = (checked: FlightFields | null) => ({ smsConsent, flight: checked });

  const toggleSameAsAccount = (checked: boolean) => {
    setSameAsAccount(checked);
    // Unticking clears the details: the traveller is then a guest with their own.
    reset(checked && account ? fromAccount(account) : EMPTY);
  };

  /** The account's details are shown as they are; the booking takes them from the account itself. */
  const locked = sameAsAccount && !!account;
  /** What each of the traveller's fields takes: the form, the asterisk, and read-only while locked. */
  const traveller = { control, withAsterisk: true, readOnly: locked };

  const submit = async (values: CustomerDetails, checked: FlightFields | null) => {
    setFailure(null);
    if (guest && guest.siteId === siteId && initial && sameDetails(initial, values))
      return onDone({ ...values, isGuestUser: true, ...ride(checked) }, guest);
    try {
      const created = await createGuestUser(values, siteId);
      onDone({ ...values, isGuestUser: true, ...ride(checked) }, { ...created, siteId });
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) {
        for (const [field, message] of Object.entries(error.fields))
          if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { message });
      }
      setFailure(error);
    }
  };

  return (
    <FormCard
      onSubmit={(event) => {
        const checked = flight.check();
        if (sameAsAccount && account) {
          // The account was checked when it was made; the booking reads the traveller from it.
          event.preventDefault();
          if (checked === false) return;
          return onDone({ ...fromAccount(account), isGuestUser: false, ...ride(checked) }, null);
        }
        return handleSubmit(async (values) => {
          if (checked !== false) await submit(values, checked);
        })(event);
      }}
      aria-labelledby="traveller-title"
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title id="traveller-title" order={2} size="h4">
            {account ? t('travellerTitle') : t('travellerTitleGuest')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('travellerHelp')}
          </Text>
        </Stack>
        {account && (
          <Checkbox
            label="Same as LoggedIn User"
            checked={sameAsAccount}
            onChange={(event) => toggleSameAsAccount(event.currentTarget.checked)}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField {...traveller} name="firstName" label={t('firstName')} autoComplete="given-name" maxLength={100} />
          <TextField {...traveller} name="lastName" label={t('lastName')} autoComplete="family-name" maxLength={100} />
          <TextField
            {...traveller}
            name="emailaddress"
            type="email"
            label={t('email')}
            autoComplete="email"
            inputMode="email"
            maxLength={254}
          />
          <Stack gap="xs">
            <TextField
              {...traveller}
              name="mobilenumber"
              type="tel"
              label={t('mobile')}
              autoComplete="tel-national"
              inputMode="tel"
              placeholder="123-456-7890"
              maxLength={PHONE_MAX_LENGTH}
              typed={filterPhoneKeystrokes}
              leaving={formatPhoneOnBlur}
            />
            <Checkbox
              label={staff ? t('smsConsentStaff') : t('smsConsent')}
              checked={smsConsent}
              onChange={(event) => setSmsConsent(event.currentTarget.checked)}
            />
          </Stack>
        </SimpleGrid>
        <FlightFieldset flight={flight} />
        <ErrorDisplay error={failure} />
        <Group justify="space-between">
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
            {t('back')}
          </Button>
          <Button
            type="submit"
            loading={formState.isSubmitting}
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t('next')}
          </Button>
        </Group>
      </Stack>
    </FormCard>
  );
};
