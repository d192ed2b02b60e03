import { Alert, Button, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Breakdown } from '@ridedesk/domain/booking/pricing';
import { BOOKING_MOBILE_BREAKPOINT, ROLES } from '@ridedesk/domain/shared/constants';
import { IconAlertTriangle, IconRefresh, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { type BillingAddress, createBillingInformation } from '../api/create-billing-information.ts';
import { type BookingPaymentType, createBooking } from '../api/create-booking.ts';
import { useBookingSettings } from '../api/get-booking-settings.ts';
import { bookingKeys } from '../api/query-keys.ts';
import { type BookedRide, bookedRideOf } from '../booked-ride.ts';
import { confirmationBreakdown } from '../booking-breakdown.ts';
import type { BookingPortal, BookingResult, Confirmation } from '../booking-types.ts';
import { useBookingWizard } from '../hooks/use-booking-wizard.ts';
import { BOOKING_NS } from '../i18n.ts';
import { SearchForm } from './search-form.tsx';
import { WizardSteps } from './wizard-steps.tsx';

// Later steps load when the traveller gets near them, so the search form comes up fast.
const loadFleetList = () => import('./fleet-list.tsx');
const loadCustomerDetails = () => import('./customer-details-step.tsx');
const loadConfirm = () => import('./confirm-step.tsx');
const loadPayment = () => import('./payment-step.tsx');
const loadSuccess = () => import('./booking-success.tsx');
const FleetList = lazy(() => loadFleetList().then((m) => ({ default: m.FleetList })));
const CustomerDetailsStep = lazy(() => loadCustomerDetails().then((m) => ({ default: m.CustomerDetailsStep })));
const ConfirmStep = lazy(() => loadConfirm().then((m) => ({ default: m.ConfirmStep })));
const PaymentStep = lazy(() => loadPayment().then((m) => ({ default: m.PaymentStep })));
const BookingSuccess = lazy(() => loadSuccess().then((m) => ({ default: m.BookingSuccess })));
const PRELOAD_AFTER_STEP = [loadFleetList, loadCustomerDetails, loadConfirm, loadPayment, loadSuccess];

/** The step names of spec 03 "Booking Wizard", in order. */
export const STEP_LABELS = ['Search Fleets', 'Choose Fleet', 'User Information', 'Confirm Booking', 'Payment'];

const StepFallback = () => <Skeleton h={320} radius="lg" />;

/** Under 577 px the stepper becomes one line: which step of how many, and a progress bar. */
const CompactSteps = ({ active, labels }: { active: number; labels: string[] }) => {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <Stack gap={6} aria-label={t('progressLabel')} role="group">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={700}>{labels[active]}</Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('stepOf', { step: active + 1, total: labels.length })}
        </Text>
      </Group>
      <Progress
        value={((active + 1) / labels.length) * 100}
        size="sm"
        radius="xl"
        aria-label={t('stepOf', { step: active + 1, total: labels.length })}
      />
    </Stack>
  );
};

/**
 * The booking wizard (spec 03 "Booking Wizard"): Search Fleets, Choose Fleet, User Information,
 * Confirm Booking and Payment (skipped when the site lets travellers pay later). The same
 * wizard serves guests and customers on the customer portal and staff booking for a rider in the
 * back office, where Cancel returns to the booking list. Without `onBooked` the wizard shows the
 * success screen itself (a guest's booking); with it, the portal decides where to go.
 */
export const BookingWizard = ({
  portal,
  onCancel,
  onBooked,
}: {
  portal: BookingPortal;
  onCancel?: () => void;
  onBooked?: (result: BookingResult) => void;
}) => {
  const { t } = useTranslation(BOOKING_NS);
  const queryClient = useQueryClient();
  // Read at once (not after a first render), so the first screen renders once.
  const isMobile = useMediaQuery(`(max-width: ${BOOKING_MOBILE_BREAKPOINT}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  const settings = useBookingSettings();
  const payLater = settings.data?.payLaterEnabled ?? false;
  const wizard = useBookingWizard(portal.kind, payLater);
  const { state, dispatch, active, goTo } = wizard;
  const [booked, setBooked] = useState<{ result: BookingResult; ride: BookedRide | null } | null>(null);
  const [booking, setBooking] = useState(false);
  // A booking made for a gateway payment waits on the Payment step until it is paid (or cash).
  const [awaitingPayment, setAwaitingPayment] = useState(false);
  const [bookingError, setBookingError] = useState<unknown>(null);
  const labels = payLater ? STEP_LABELS.slice(0, 4) : STEP_LABELS;
  const account = portal.kind === 'customer' && portal.user?.role === ROLES.customer ? portal.user : null;
  const title = portal.kind === 'admin' ? t('titleAdmin') : t('title');
  useDocumentTitle(`${title} · ${portal.siteName}`);

  // The next step's code downloads while the traveller works on this one. On the search form it
  // waits for the first touch of the form (typing an address takes seconds), so a first visit
  // loads only what the form needs; later steps start it shortly after they show.
  const preloadNext = () => void PRELOAD_AFTER_STEP[active]?.().catch(() => undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (active === 0) return;
    const timer = window.setTimeout(preloadNext, 600);
    return () => window.clearTimeout(timer);
  }, [active]);

  // Every step starts at the top, where its title is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    setBookingError(null);
    window.scrollTo({ top: 0 });
  }, [active]);

  const searchAgain = () => {
    setBookingError(null);
    dispatch({ type: 'searchAgain' });
    void queryClient.invalidateQueries({ queryKey: bookingKeys.fleetSearches });
    goTo(1);
  };

  /** Makes the booking and keeps its billing address; null when it failed (the failure shows). */
  const create = async (
    confirmation: Confirmation,
    breakdown: Breakdown,
    paymentType: BookingPaymentType,
    billing?: BillingAddress,
  ): Promise<BookingResult | null> => {
    const { criteria, offer, traveller, guest } = state;
    if (!criteria || !offer || !traveller) return null;
    setBooking(true);
    setBookingError(null);
    try {
      const result = await createBooking({ criteria, offer, traveller, guest, confirmation, breakdown, paymentType });
      if (billing) {
        try {
          await createBillingInformation({
            bookingId: result.id,
            siteId: result.siteId,
            guestUserUniqueId: guest?.uniqueId,
            billing,
          });
        } catch {
          notifications.show({ color: 'yellow', message: t('billingNotSaved') });
        }
      }
      return result;
    } catch (error) {
      setBookingError(error);
      return null;
    } finally {
      setBooking(false);
    }
  };

  /** The booking is made (and paid, when a gateway took the money): on to the success screen or the portal's list. */
  const finish = (result: BookingResult, paidMessage?: string, paymentType?: BookingPaymentType) => {
    // What the success page shows of the ride, taken before the wizard forgets it.
    const ride = bookedRideOf(state, portal, paymentType);
    setAwaitingPayment(false);
    dispatch({ type: 'reset' });
    void queryClient.invalidateQueries({ queryKey: bookingKeys.fleetSearches });
    if (onBooked) {
      // The portal moves on to its booking list; the confirmation travels with the traveller.
      const message = paidMessage ? `${paidMessage} ${result.message}` : result.message;
      notifications.show({ color: 'green', title: t('bookedNotice'), message, autoClose: 15_000 });
      onBooked(result);
    } else {
      setBooked({ result, ride });
      goTo(0, { replace: true });
    }
  };

  const book = async (
    confirmation: Confirmation,
    breakdown: Breakdown,
    paymentType: BookingPaymentType,
    billing?: BillingAddress,
  ) => {
    const result = await create(confirmation, breakdown, paymentType, billing);
    if (result) finish(result, undefined, paymentType);
  };

  const conflict = isApiError(bookingError) && bookingError.status === 409;
  const bookingFailure: ReactNode = bookingError ? (
    <Alert
      color={conflict ? 'orange' : 'red'}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
      title={conflict ? t('takenTitle') : undefined}
    >
      <Stack gap="xs" align="flex-start">
        <ErrorDisplay error={bookingError} showId={!conflict} />
        {conflict && (
          <Button size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={searchAgain}>
            {t('searchAgain')}
          </Button>
        )}
      </Stack>
    </Alert>
  ) : null;

  if (booked)
    return (
      <Suspense fallback={<StepFallback />}>
        <BookingSuccess result={booked.result} ride={booked.ride} onBookAnother={() => setBooked(null)} />
      </Suspense>
    );

  const { criteria, offer, traveller, confirmation } = state;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} style={{ flex: '1 1 280px' }}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed">{portal.kind === 'admin' ? t('leadAdmin') : t('lead')}</Text>
        </Stack>
        {portal.kind === 'admin' && onCancel && (
          <Button
            variant="default"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => {
              dispatch({ type: 'reset' });
              onCancel();
            }}
          >
            {t('cancel')}
          </Button>
        )}
      </Group>

      {isMobile ? (
        <CompactSteps active={active} labels={labels} />
      ) : (
        <WizardSteps
          labels={labels}
          active={active}
          label={t('progressLabel')}
          onStepClick={awaitingPayment ? undefined : goTo}
        />
      )}

      <Suspense fallback={<StepFallback />}>
        {active === 0 && (
          <div onFocusCapture={preloadNext} onPointerDownCapture={preloadNext}>
            <SearchForm
              portal={portal}
              initial={state.searchValues}
              horizonDays={settings.data?.bookingHorizonDays}
              onSearched={(values, next) => {
                dispatch({ type: 'searched', values, criteria: next });
                goTo(1);
              }}
            />
          </div>
        )}
        {active === 1 && criteria && (
          <FleetList
            criteria={criteria}
            sort={state.sort}
            page={state.page}
            chosen={offer}
            onSort={(sort) => dispatch({ type: 'sorted', sort })}
            onPage={(page) => dispatch({ type: 'paged', page })}
            onChoose={(chosen) => dispatch({ type: 'chose', offer: chosen })}
            onNext={() => goTo(2)}
            onModify={() => goTo(0)}
          />
        )}
        {active === 2 && criteria && offer && (
          <CustomerDetailsStep
            account={account}
            siteId={offer.siteId}
            pickUpLocation={criteria.pickuplocation}
            staff={portal.kind === 'admin'}
            initial={traveller}
            guest={state.guest}
            onDone={(details, guest) => {
              dispatch({ type: 'traveller', traveller: details, guest });
              goTo(3);
            }}
            onBack={() => goTo(1)}
          />
        )}
        {active === 3 && criteria && offer && traveller && (
          <ConfirmStep
            criteria={criteria}
            offer={offer}
            traveller={traveller}
            initial={confirmation}
            payLater={payLater}
            booking={booking}
            bookingFailure={bookingFailure}
            onBack={() => goTo(2)}
            onConfirmed={(next, breakdown) => {
              dispatch({ type: 'confirmed', confirmation: next });
              if (payLater) void book(next, breakdown, 'PayLater');
              else goTo(4);
            }}
          />
        )}
        {active === 4 && criteria && offer && traveller && confirmation && (
          <PaymentStep
            traveller={traveller}
            breakdown={confirmationBreakdown(offer, confirmation)}
            siteId={offer.siteId}
            guestUniqueId={state.guest?.uniqueId}
            booking={booking}
            bookingFailure={bookingFailure}
            onBack={() => goTo(3)}
            onPayCash={(billing, existing) =>
              existing
                ? finish(existing, undefined, 'COD')
                : void book(confirmation, confirmationBreakdown(offer, confirmation), 'COD', billing ?? undefined)
            }
            onCreate={async (billing) => {
              const made = await create(confirmation, confirmationBreakdown(offer, confirmation), 'Card', billing);
              setAwaitingPayment(Boolean(made));
              return made;
            }}
            onPaid={(result, answer) => finish({ ...result, paymentStatus: 'Paid' }, answer.message, 'Card')}
          />
        )}
      </Suspense>
    </Stack>
  );
};
