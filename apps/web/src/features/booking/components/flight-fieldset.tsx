import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { FlightFields } from '@ridedesk/domain/booking/flight-number';
import { isAirportAddress } from '@ridedesk/domain/booking/offer-choice';
import { IconPlaneArrival } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookableFlight, type FlightErrors, type FlightInput, flightFieldErrors } from '../flight-fields.ts';
import { BOOKING_NS } from '../i18n.ts';

/**
 * The flight of an airport pickup (issue 22): airline and number, optional, checked with the
 * domain's rule as the traveller leaves each field. `check()` is Next's last word: the flight to
 * book (null for none), or false when a field is wrong (its message then shows).
 */
export const useFlightInput = (pickUpLocation: string, initial: FlightFields | null | undefined) => {
  const atAirport = isAirportAddress(pickUpLocation);
  const [input, setInput] = useState<FlightInput>({
    airline: initial?.airline ?? '',
    flightNumber: initial?.flightNumber ?? '',
  });
  const [visited, setVisited] = useState<ReadonlySet<keyof FlightInput>>(new Set());
  const [errors, setErrors] = useState<FlightErrors>({});

  const change = (field: keyof FlightInput, value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    // A message goes as soon as the field is put right; a new one waits until the field is left.
    setErrors((current) => {
      const next = flightFieldErrors(pickUpLocation, { ...input, [field]: value }, { final: false, visited });
      return {
        airline: current.airline && next.airline,
        flightNumber: current.flightNumber && next.flightNumber,
      };
    });
  };

  const leave = (field: keyof FlightInput) => {
    const nowVisited = new Set(visited).add(field);
    setVisited(nowVisited);
    // The typed code is shown as it is kept ('ua ' -> 'UA') once it is a code.
    const typed = input[field].trim().toUpperCase();
    const next = { ...input, [field]: typed };
    setInput(next);
    setErrors(flightFieldErrors(pickUpLocation, next, { final: false, visited: nowVisited }));
  };

  const check = (): FlightFields | null | false => {
    if (!atAirport) return null;
    const found = flightFieldErrors(pickUpLocation, input, { final: true, visited });
    setErrors(found);
    if (found.airline || found.flightNumber) return false;
    return bookableFlight(pickUpLocation, input);
  };

  return { atAirport, input, errors, change, leave, check };
};

export type FlightInputState = ReturnType<typeof useFlightInput>;

const FIELDS = [
  { name: 'airline', label: 'airline', hint: 'airlineHint', placeholder: 'UA', maxLength: 5 },
  { name: 'flightNumber', label: 'flightNumber', hint: 'flightNumberHint', placeholder: '1234', maxLength: 6 },
] as const;

/** The two fields with the promise of what the flight is for; shown only for an airport pickup. */
export const FlightFieldset = ({ flight }: { flight: FlightInputState }) => {
  const { t } = useTranslation(BOOKING_NS);
  if (!flight.atAirport) return null;
  return (
    <Fieldset
      legend={
        <Text component="span" fw={600} size="sm">
          <IconPlaneArrival size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          {t('flightLegend')}
        </Text>
      }
      radius="md"
      variant="filled"
      aria-describedby="flight-help"
    >
      <Text size="sm" c="dimmed" mb="sm" id="flight-help">
        {t('flightHelp')}
      </Text>
      <SimpleGrid cols={2} spacing="md">
        {FIELDS.map(({ name, label, hint, placeholder, maxLength }) => (
          <TextInput
            key={name}
            label={t(label)}
            description={t(hint)}
            placeholder={placeholder}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={maxLength}
            value={flight.input[name]}
            error={flight.errors[name]}
            onChange={(event) => flight.change(name, event.currentTarget.value)}
            onBlur={() => flight.leave(name)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
};
