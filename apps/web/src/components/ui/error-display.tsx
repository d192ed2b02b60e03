import { Text } from '@mantine/core';
import { formatStoredError } from '@ridedesk/domain/shared/messages';
import { isApiError } from '../../lib/api-error.ts';

/** The message of a held error, as "ErrorId:{id} - {message}" when the server gave it an id (spec 01 section 8). */
export const errorText = (error: unknown, showId = true) => {
  if (isApiError(error))
    return error.errorId && showId ? formatStoredError(error.errorId, error.message) : error.message;
  const nested = (error as { error?: { message?: unknown } } | null)?.error?.message;
  if (error instanceof Error) return error.message;
  if (typeof nested === 'string') return nested;
  if (typeof error === 'string') return error;
  return '';
};

/**
 * Shows a held error in red; renders nothing when there is none. `showId` can be turned off
 * where the message is about the person's own input (wrong password), not a fault to report.
 */
export const ErrorDisplay = ({
  error,
  size = 'sm',
  showId = true,
}: {
  error: unknown;
  size?: 'xs' | 'sm' | 'md';
  showId?: boolean;
}) => {
  if (!error) return null;
  const text = errorText(error, showId);
  if (!text) return null;
  return (
    <Text role="alert" c="red" size={size} fw={500}>
      {text}
    </Text>
  );
};
