import { type FocusEvent, useCallback, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';

export type Availability = 'idle' | 'checking' | 'taken' | 'free';

/**
 * Whether a username or e-mail address is still free, checked when the field is left. Only the
 * answer for the value last asked about counts; a failed check says nothing (the save checks
 * again).
 */
export const useAvailability = (isTaken: (value: string) => Promise<boolean>) => {
  const [state, setState] = useState<{ value: string; availability: Availability }>({
    value: '',
    availability: 'idle',
  });
  const latest = useRef('');

  const check = useCallback(
    async (raw: string) => {
      const value = raw.trim();
      latest.current = value;
      if (!value) return setState({ value, availability: 'idle' });
      setState({ value, availability: 'checking' });
      try {
        const taken = await isTaken(value);
        if (latest.current === value) setState({ value, availability: taken ? 'taken' : 'free' });
        return taken;
      } catch {
        if (latest.current === value) setState({ value, availability: 'idle' });
        return undefined;
      }
    },
    [isTaken],
  );

  /** What is known about this value (a changed value is not known yet). */
  const of = (raw: string): Availability =>
    state.value.toLowerCase() === raw.trim().toLowerCase() ? state.availability : 'idle';

  return { check, of };
};

export type AvailabilityCheck = ReturnType<typeof useAvailability>;

/**
 * A registration field (in react-hook-form's FormProvider) whose value is checked with the server
 * when the field is left and its own rule passes: its value, what is known of it, the rule's
 * message, and the input's props.
 */
export const useCheckedField = (name: string, rule: z.ZodType, availability: AvailabilityCheck, checks = true) => {
  const { register, formState, control } = useFormContext<Record<string, string>>();
  const value = useWatch({ control, name }) ?? '';
  const field = register(name);
  return {
    value,
    state: availability.of(value),
    ruleError: formState.errors[name]?.message,
    input: {
      ...field,
      onBlur: async (event: FocusEvent<HTMLInputElement>) => {
        await field.onBlur(event);
        if (checks && rule.safeParse(event.target.value).success) void availability.check(event.target.value);
      },
    },
  };
};
