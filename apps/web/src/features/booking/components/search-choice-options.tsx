import { LUGGAGE_CHOICES, PASSENGER_CHOICES, TIME_SLOTS } from '@ridedesk/domain/booking/search-choices';

/**
 * The long lists of choices (96 times, 30 passengers, 25 pieces of luggage) as plain options made
 * once: the form renders again with each keystroke and answer, and the same elements are skipped
 * by the renderer instead of being compared option by option.
 */
const optionsOf = (values: readonly (string | number)[]) =>
  values.map((value) => (
    <option key={value} value={String(value)}>
      {value}
    </option>
  ));
export const PASSENGER_OPTIONS = optionsOf(PASSENGER_CHOICES);
export const LUGGAGE_OPTIONS = optionsOf(LUGGAGE_CHOICES);

/** The 96 pickup times, after a first empty choice labelled `choose`. */
export const timeOptions = (choose: string) => [
  <option key="" value="">
    {choose}
  </option>,
  ...TIME_SLOTS.map((slot) => (
    <option key={slot.value} value={slot.value}>
      {slot.label}
    </option>
  )),
];
