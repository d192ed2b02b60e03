import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useSetLandingTime } from '../api/set-landing-time.ts';
import type { BoardRide } from '../board-types.ts';
import { clockText } from '../board-view.ts';
import { landingInstant } from '../flight-words.ts';
import { DISPATCH_NS } from '../i18n.ts';

type Kind = 'landed' | 'expected';

/**
 * "Set landing time" of a flight no service follows (issue 22 item 3): it has landed, or is
 * expected, at a local time; PUT /api/flights/{bookingId}/arrival moves the pickup to it plus
 * the airport grace, and the board fetches the day again. Rendered per ride (keyed by it), so it
 * opens on the flight's latest known arrival.
 */
export const LandingTimeDialog = ({ ride, onClose }: { ride: BoardRide; onClose: () => void }) => {
  const { t } = useTranslation(DISPATCH_NS);
  const save = useSetLandingTime();
  const flight = ride.flight;
  const reference = flight?.estimatedArrival ?? flight?.scheduledArrival ?? ride.pickupTime;
  const [kind, setKind] = useState<Kind>('expected');
  const [clock, setClock] = useState(() => clockText(reference, ride.offsetMinutes));
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    if (!flight) return;
    const at = landingInstant(clock, flight.scheduledArrival ?? reference, ride.offsetMinutes);
    if (!at) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setFailure(null);
    try {
      await save.mutateAsync(
        kind === 'landed'
          ? { bookingId: ride.bookingId, arrivedAt: at }
          : { bookingId: ride.bookingId, estimatedArrival: at },
      );
      notifications.show({ color: 'green', message: t('landingSaved', { flight: flight.label }) });
      onClose();
    } catch (error) {
      const message = isApiError(error) ? error.message : String(error);
      setFailure(message);
      notifications.show({ color: 'red', title: flight.label, message });
    }
  };

  return (
    <Modal
      opened={flight !== null}
      onClose={onClose}
      title={flight ? t('landingTitle', { flight: flight.label }) : ''}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {flight && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('landingLead', { flight: flight.label })}</Text>
            <Radio.Group label={t('landingKind')} value={kind} onChange={(value) => setKind(value as Kind)}>
              <Group gap="lg" mt={6}>
                <Radio value="expected" label={t('landingExpected')} />
                <Radio value="landed" label={t('landingLanded')} />
              </Group>
            </Radio.Group>
            <TextInput
              type="time"
              label={t('landingTime')}
              description={t('landingTimeHint')}
              value={clock}
              onChange={(event) => setClock(event.currentTarget.value)}
              error={invalid ? t('landingInvalid') : undefined}
              required
            />
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('landingSave')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
};
