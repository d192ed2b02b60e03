import { useCallback, useRef, useState } from 'react';

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
