import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DEFAULT_BOOKING_HORIZON_DAYS, lastBookableDate } from '@ridedesk/domain/booking/booking-horizon';
import { pickupOffsetMinutes } from '@ridedesk/domain/booking/pickup-offset';
import { pickupInstant } from '@ridedesk/domain/booking/ride-window';
import { SEARCH_MESSAGES, TIME_SLOTS } from '@ridedesk/domain/booking/search-choices';
import type { searchFormSchema } from '@ridedesk/domain/booking/search-form';
import { cityAndStateFromFormatted, INVALID_ADDRESS, sanitizeForDuration } from '@ridedesk/domain/geo/address-rules';
import { IconAlertTriangle, IconArrowRight, IconCalendar, IconClock, IconSearch } from '@tabler/icons-react';
import { type ChangeEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { estimateRide } from '../api/estimate-ride.ts';
import { useServiceProviders } from '../api/get-service-providers.ts';
import { useServiceTypes } from '../api/get-service-types.ts';
import { useVehicleTypes } from '../api/get-vehicle-types.ts';
import { resolvePlace } from '../api/resolve-place.ts';
import { sendUnavailableAreaMail } from '../api/send-unavailable-area-mail.ts';
import { validateServiceLocation } from '../api/validate-service-location.ts';
import type { AddressPlace, BookingPortal, SearchCriteria, SearchFormValues } from '../booking-types.ts';
import { browserToday, browserZone } from '../browser-date.ts';
import { lazySchemaCheck, useSearchFormState } from '../hooks/use-search-form-state.ts';
import { BOOKING_NS, unavailableAreaMessage } from '../i18n.ts';
import { AddressAutocomplete } from './address-autocomplete.tsx';
import { FormCard } from './form-card.tsx';
import { LUGGAGE_OPTIONS, PASSENGER_OPTIONS, timeOptions } from './search-choice-options.tsx';
import { VehicleTypeField } from './vehicle-type-field.tsx';

type Schema = ReturnType<typeof searchFormSchema>;
type FormInput = z.input<Schema>;
type FormOutput = z.output<Schema>;

/**
 * The form's checks (the shared zod schema) download when the traveller first touches the form,
 * or at the first check at the latest, so the form shows without them. Same schema, same
 * messages: the check only waits for the code before it checks.
 */
const loadChecks = () => import('@ridedesk/domain/booking/search-form');
const preloadChecks = () => void loadChecks().catch(() => undefined);

/** Fields whose message is the spec's "please enter/choose" text. */
const REQUIRED_FIELDS = ['pickuplocation', 'dropofflocation', 'pickupdate', 'pickuptime', 'vehicleTypeId'] as const;

const emptyValues = (): FormInput => ({
  pickuplocation: '',
  dropofflocation: '',
  pickupdate: '',
  pickuptime: '',
  noofpassengers: 1,
  noofluggages: 1,
  vehicleTypeId: 0,
  serviceTypeId: 0,
  siteId: 0,
});

/**
 * The Search Fleets step (spec 03 "Search Fleet form"): pickup and drop-off with US address
 * suggestions, date (not before today), one of 96 times, passengers 1 to 30, luggage 1 to 25,
 * vehicle type (with its picture), service type and, for travellers on the default site, the
 * service provider. Searching checks the addresses, the service area and the ride's duration,
 * then hands the criteria to the fleet list.
 */
export const SearchForm = ({
  portal,
  initial,
  onSearched,
  now = () => new Date(),
  horizonDays = DEFAULT_BOOKING_HORIZON_DAYS,
}: {
  portal: BookingPortal;
  initial: SearchFormValues | null;
  onSearched: (values: SearchFormValues, criteria: SearchCriteria) => void;
  now?: () => Date;
  /** How many days ahead the site takes rides (BookingHorizonDays): the last date offered. */
  horizonDays?: number;
}) => {
  const { t } = useTranslation(BOOKING_NS);
  const today = browserToday(now());
  const lastDate = lastBookableDate(today, horizonDays);
  const check = useMemo(
    () => lazySchemaCheck(async (): Promise<Schema> => (await loadChecks()).searchFormSchema(today, horizonDays)),
    [today, horizonDays],
  );
  const form = useSearchFormState<FormInput, FormOutput>(
    () =>
      initial
        ? {
            pickuplocation: initial.pickuplocation,
            dropofflocation: initial.dropofflocation,
            // A date kept from an earlier visit may have passed.
            pickupdate: initial.pickupdate >= today ? initial.pickupdate : '',
            pickuptime: initial.pickuptime,
            noofpassengers: initial.noofpassengers,
            noofluggages: initial.noofluggages,
            vehicleTypeId: initial.vehicleTypeId,
            serviceTypeId: initial.serviceTypeId,
            siteId: initial.siteId,
          }
        : emptyValues(),
    check,
  );
  const { values: current, errors, change, fieldRef, setError, setValue } = form;
  const [pickupPlace, setPickupPlace] = useState<AddressPlace | null>(initial?.pickupPlace ?? null);
  const [dropoffPlace, setDropoffPlace] = useState<AddressPlace | null>(initial?.dropoffPlace ?? null);
  // The pickup and drop-off fields differ only in which value and place they hold; a change keeps both the text
  // and the place the traveller chose (null while the text is typed rather than picked).
  const addressField = (
    name: 'pickuplocation' | 'dropofflocation',
    place: AddressPlace | null,
    setPlace: (place: AddressPlace | null) => void,
  ) => ({
    name,
    inputRef: fieldRef(name),
    value: current[name] ?? '',
    place,
    onChange: (text: string, chosen: AddressPlace | null) => {
      change(name, text);
      setPlace(chosen);
    },
    error: errors[name]?.message,
  });
  // The passenger and luggage counts are the same kind of field: a number kept as a number, 1 until chosen.
  const countField = (name: 'noofpassengers' | 'noofluggages') => ({
    name,
    ref: fieldRef(name),
    value: String(current[name] ?? 1),
    onChange: (event: ChangeEvent<HTMLSelectElement>) => change(name, Number(event.currentTarget.value)),
    error: errors[name]?.message,
  });
  const [searching, setSearching] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const vehicleTypeId = Number(current.vehicleTypeId) || 0;
  const providerSiteId = Number(current.siteId) || 0;
  const state = pickupPlace?.state ?? '';
  // On the default site what is offered depends on the pickup's state; a provider's host offers its own.
  const needsState = portal.isProductSite && !providerSiteId;
  const vehicleTypes = useVehicleTypes(state, providerSiteId, !needsState || !!state);
  const serviceTypes = useServiceTypes(state, providerSiteId, !needsState || !!state);
  const showProviderFilter = portal.kind === 'customer' && portal.isProductSite;
  const providers = useServiceProviders(state, showProviderFilter);
  const serviceUnavailable =
    portal.kind === 'customer' && needsState && !!state && vehicleTypes.isSuccess && vehicleTypes.data.length === 0;

  // A vehicle type the new pickup's area does not offer is dropped.
  useEffect(() => {
    if (vehicleTypes.data && vehicleTypeId && !vehicleTypes.data.some((v) => v.id === vehicleTypeId))
      setValue('vehicleTypeId', 0);
  }, [vehicleTypes.data, vehicleTypeId, setValue]);

  // Shown while a required field still misses its value; an address the search could not place has its own message.
  const missingRequired = REQUIRED_FIELDS.some((field) => {
    const error = errors[field];
    return error && error.type !== 'manual';
  });

  const search = async (values: FormOutput) => {
    setFailure(null);
    if (serviceUnavailable) return setFailure(new Error(SEARCH_MESSAGES.serviceUnavailable));
    setSearching(true);
    try {
      const [pickup, dropoff] = await Promise.all([
        resolvePlace(values.pickuplocation, pickupPlace),
        resolvePlace(values.dropofflocation, dropoffPlace),
      ]);
      const area = pickup ? (cityAndStateFromFormatted(pickup.description) ?? pickup) : null;
      if (!pickup || !area?.city || !area.state)
        setError('pickuplocation', { type: 'manual', message: INVALID_ADDRESS });
      if (!dropoff) setError('dropofflocation', { type: 'manual', message: INVALID_ADDRESS });
      if (!pickup || !dropoff || !area?.city || !area.state || pickup.lat === null || pickup.lng === null) return;
      setPickupPlace(pickup);
      setDropoffPlace(dropoff);
      setValue('pickuplocation', pickup.description);
      setValue('dropofflocation', dropoff.description);

      const offset = pickupOffsetMinutes(area.state, values.pickupdate, values.pickuptime, browserZone());
      if (pickupInstant(values.pickupdate, values.pickuptime, offset).getTime() < now().getTime())
        return setError('pickuptime', { type: 'manual', message: t('pickupPassed') });

      const siteFilter = values.siteId;
      const served = await validateServiceLocation(pickup.description, siteFilter);
      if (!served.isServiceable) {
        if (portal.kind === 'customer') return setFailure(new Error(SEARCH_MESSAGES.serviceUnavailable));
        // Staff may still book outside their area: their company is mailed first (spec 03 section 7),
        // then told whom the traveller should contact. A failed mail does not stop the search.
        await sendUnavailableAreaMail({
          pickuplocation: pickup.description,
          dropofflocation: dropoff.description,
          bookingdatetime: `${values.pickupdate} ${values.pickuptime}`,
        }).catch(() => undefined);
        notifications.show({
          color: 'yellow',
          autoClose: false,
          title: t('outsideAreaTitle'),
          message: unavailableAreaMessage(portal.provider),
        });
      }

      const estimate = await estimateRide({
        sourceAddress: sanitizeForDuration(pickup.description),
        destinationAddress: sanitizeForDuration(dropoff.description),
        city: area.city,
        pickupDateTime: `${values.pickupdate}T${values.pickuptime}`,
      });
      if (estimate.status !== 'OK') return setFailure(new Error(INVALID_ADDRESS));

      const slot = TIME_SLOTS.find((s) => s.value === values.pickuptime);
      const vehicleType = vehicleTypes.data?.find((v) => v.id === values.vehicleTypeId);
      onSearched(
        {
          pickuplocation: pickup.description,
          dropofflocation: dropoff.description,
          pickupdate: values.pickupdate,
          pickuptime: values.pickuptime,
          noofpassengers: values.noofpassengers,
          noofluggages: values.noofluggages,
          vehicleTypeId: values.vehicleTypeId,
          serviceTypeId: values.serviceTypeId,
          siteId: siteFilter,
          pickupPlace: pickup,
          dropoffPlace: dropoff,
        },
        {
          vehicleTypeId: values.vehicleTypeId,
          vehicleTypeName: vehicleType?.name ?? '',
          serviceTypeId: values.serviceTypeId,
          siteId: siteFilter,
          pickuplocation: pickup.description,
          dropofflocation: dropoff.description,
          pickupcity: area.city,
          pickupstate: area.state,
          pickuplatitude: pickup.lat,
          pickuplongitude: pickup.lng,
          pickupoffset: offset,
          noofpassengers: values.noofpassengers,
          noofluggages: values.noofluggages,
          pickupdate: values.pickupdate,
          pickuptime: values.pickuptime,
          pickuptimetodisplay: slot?.label ?? values.pickuptime,
          estimatedduration: estimate.estimatedDurationMinutes ?? 0,
          estimateddurationintraffic: estimate.estimatedDurationInTrafficMinutes ?? 0,
          estimateddistance: estimate.estimatedDistanceKm ?? 0,
        },
      );
    } catch (error) {
      setFailure(error);
    } finally {
      setSearching(false);
    }
  };

  const placeholderNoState = needsState && !state;
  const chooseTime = t('chooseTime');
  const times = useMemo(() => timeOptions(chooseTime), [chooseTime]);

  return (
    <FormCard
      aria-label={t('searchFormLabel')}
      onFocus={preloadChecks}
      onPointerDown={preloadChecks}
      onSubmit={(event) => void form.handleSubmit(search)(event).catch(setFailure)}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <AddressAutocomplete
            {...addressField('pickuplocation', pickupPlace, setPickupPlace)}
            label={t('pickupLocation')}
            placeholder={t('addressPlaceholder')}
          />
          <AddressAutocomplete
            {...addressField('dropofflocation', dropoffPlace, setDropoffPlace)}
            label={t('dropoffLocation')}
            placeholder={t('dropoffPlaceholder')}
          />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              name="pickupdate"
              ref={fieldRef('pickupdate')}
              value={current.pickupdate ?? ''}
              onChange={(event) => change('pickupdate', event.currentTarget.value)}
              type="date"
              label={t('pickupDate')}
              withAsterisk
              min={today}
              max={lastDate}
              leftSection={<IconCalendar size={18} aria-hidden />}
              error={errors.pickupdate?.message}
            />
            <NativeSelect
              name="pickuptime"
              ref={fieldRef('pickuptime')}
              value={current.pickuptime ?? ''}
              onChange={(event) => change('pickuptime', event.currentTarget.value)}
              label={t('pickupTime')}
              withAsterisk
              leftSection={<IconClock size={18} aria-hidden />}
              error={errors.pickuptime?.message}
            >
              {times}
            </NativeSelect>
          </SimpleGrid>
          <SimpleGrid cols={2} spacing="md">
            <NativeSelect {...countField('noofpassengers')} label={t('passengers')}>
              {PASSENGER_OPTIONS}
            </NativeSelect>
            <NativeSelect {...countField('noofluggages')} label={t('luggages')}>
              {LUGGAGE_OPTIONS}
            </NativeSelect>
          </SimpleGrid>
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, sm: showProviderFilter ? 2 : 1 }} spacing="md">
          <NativeSelect
            name="serviceTypeId"
            label={t('serviceType')}
            value={String(current.serviceTypeId ?? 0)}
            onChange={(event) => change('serviceTypeId', Number(event.currentTarget.value))}
            disabled={placeholderNoState}
            data={[
              { value: '0', label: t('anyService') },
              ...(serviceTypes.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
            ]}
          />
          {showProviderFilter && (
            <NativeSelect
              name="siteId"
              label={t('serviceProvider')}
              description={state ? undefined : t('providerAfterPickup')}
              value={String(current.siteId ?? 0)}
              onChange={(event) => change('siteId', Number(event.currentTarget.value))}
              disabled={!state}
              data={[
                { value: '0', label: t('allProviders') },
                ...(providers.data ?? []).map((p) => ({ value: String(p.siteId), label: p.name })),
              ]}
            />
          )}
        </SimpleGrid>

        <VehicleTypeField
          waitingForPickup={placeholderNoState}
          vehicleTypes={vehicleTypes}
          serviceUnavailable={serviceUnavailable}
          value={vehicleTypeId}
          onChange={(id) => change('vehicleTypeId', id)}
          error={errors.vehicleTypeId?.message}
        />

        {missingRequired && (
          <Text c="red" size="sm" fw={500} role="alert">
            {SEARCH_MESSAGES.allRequired}
          </Text>
        )}
        {failure ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            <ErrorDisplay error={failure} />
          </Alert>
        ) : null}

        <Group justify="flex-end">
          {/* The Search Fleets button appears once a vehicle type is chosen (spec 03); until then Next checks the form. */}
          <Button
            type="submit"
            size="md"
            loading={searching || form.submitting}
            fullWidth
            maw={{ sm: 260 }}
            rightSection={
              vehicleTypeId ? <IconSearch size={18} aria-hidden /> : <IconArrowRight size={18} aria-hidden />
            }
          >
            {vehicleTypeId ? 'Search Fleets' : t('next')}
          </Button>
        </Group>
      </Stack>
    </FormCard>
  );
};
