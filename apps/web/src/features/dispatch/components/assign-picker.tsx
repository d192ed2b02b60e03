import { Badge, Group, Modal, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT } from '@ridedesk/domain/shared/constants';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { type DispatchOption, useDispatchOptions } from '../api/dispatch-options.ts';
import type { BoardRide } from '../board-types.ts';
import { clockText } from '../board-view.ts';
import { DISPATCH_NS } from '../i18n.ts';

/** Up and down move between the chauffeurs; Enter (or Space) on one assigns. */
const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-option]')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
  buttons[(next + buttons.length) % buttons.length]?.focus();
  event.preventDefault();
};

/**
 * The keyboard way to assign: every chauffeur from GET /api/dispatch/options, free ones first,
 * with the reason when one is not free. Any may be chosen: the server has the last word, and its
 * refusal is shown on the ride.
 */
export const AssignPicker = ({
  ride,
  onChoose,
  onClose,
}: {
  ride: BoardRide | null;
  onChoose: (ride: BoardRide, option: DispatchOption) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation(DISPATCH_NS);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const options = useDispatchOptions(ride?.bookingId ?? null);
  const listRef = useRef<HTMLDivElement>(null);
  const sorted = [...(options.data ?? [])].sort((a, b) => Number(b.fits) - Number(a.fits));
  // The list arrives after the dialog opened (and focused its close button): the keyboard starts on the first chauffeur.
  useEffect(() => {
    if (options.data?.length) listRef.current?.querySelector<HTMLButtonElement>('button[data-option]')?.focus();
  }, [options.data]);
  return (
    <Modal
      opened={ride !== null}
      onClose={onClose}
      title={
        <Text span fw={700}>
          {ride ? t('pickerTitle', { reference: ride.referenceId }) : ''}
        </Text>
      }
      fullScreen={!!isMobile}
      radius="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {ride && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('pickerLead', {
              time: clockText(ride.pickupTime, ride.offsetMinutes),
              place: ride.pickUpLocation,
            })}
          </Text>
          {options.isPending && <Skeleton height={120} />}
          {options.isError && (
            <>
              <Text size="sm">{t('pickerLoadFailed')}</Text>
              <ErrorDisplay error={options.error} />
            </>
          )}
          {options.data && sorted.length === 0 && <Text size="sm">{t('pickerEmpty')}</Text>}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the buttons inside */}
          <div ref={listRef} onKeyDown={moveFocus}>
            <Stack gap={6}>
              {sorted.map((option, index) => {
                const current = option.id === ride.chauffeurId;
                return (
                  <UnstyledButton
                    key={option.id}
                    data-option
                    data-autofocus={index === 0 || undefined}
                    onClick={() => onChoose(ride, option)}
                    p="sm"
                    style={{
                      border: '1px solid var(--mantine-color-default-border)',
                      borderRadius: 'var(--mantine-radius-md)',
                    }}
                  >
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text fw={600} size="sm">
                        {option.name}
                        {current ? ` (${t('current')})` : ''}
                      </Text>
                      <Badge
                        color={option.fits ? 'green' : 'red'}
                        variant="light"
                        radius="sm"
                        style={{ flexShrink: 0 }}
                      >
                        {option.fits ? t('fits') : t('notFree')}
                      </Badge>
                    </Group>
                    {!option.fits && option.reason && (
                      <Text size="xs" c="red.8" mt={4}>
                        {option.reason}
                      </Text>
                    )}
                  </UnstyledButton>
                );
              })}
            </Stack>
          </div>
        </Stack>
      )}
    </Modal>
  );
};
