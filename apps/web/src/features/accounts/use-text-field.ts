import { type ChangeEvent, useState } from 'react';

/**
 * A plain text field of a small form (no form library): its value, its message, and the input's
 * props; typing clears the message.
 */
export const useTextField = () => {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    setError,
    input: {
      value,
      error,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.currentTarget.value);
        setError(null);
      },
    },
  };
};
