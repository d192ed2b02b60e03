import { Text } from '@mantine/core';
import { formatStoredError } from '@ridedesk/domain/shared/messages';
import { isApiError } from '../../lib/api-error.ts';

/** The message of a held error, as "ErrorId:{id} - {message}" when the server gave it an id (spec 01 section 8). */
export const errorText = (error: unknown) => {
  if (isApiError(error)) return error.errorId ? formatStoredError(error.errorId, error.message) : error.message;
  const nested = (error as { error?: { message?: unknown } } | null)?.error?.message;
  if (error instanceof Error) return error.message;
  if (typeof nested === 'string') return nested;
  if (typeof error === 'string') return error;
  return '';
};

/** Shows a held error in red; renders nothing when there is none. */
export const ErrorDisplay = ({ error, size = 'sm' }: { error: unknown; size?: 'xs' | 'sm' | 'md' }) => {
  if (!error) return null;
  const text = errorText(error);
  if (!text) return null;
  return (
    <Text role="alert" c="red.7" size={size} fw={500}>
      {text}
    </Text>
  );
};
