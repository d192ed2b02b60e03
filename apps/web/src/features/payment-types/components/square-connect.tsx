import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconSquareKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_TYPES_NS } from '../i18n.ts';

/** What the round trip to Square keeps in this tab until Square sends the administrator back. */
export const SQUARE_PENDING_KEY = 'ridedesk.squareConnect';
export type SquarePending = { clientID: string; clientSecret: string; locationid: string; state: string };

export const squareRedirectUri = () => `${window.location.origin}/admin/master-data/paymenttypes`;

/** Square's authorize page: its sandbox for 'sandbox-' application ids, else production. */
export const squareAuthorizeUrl = (clientId: string, state: string) => {
  const host = clientId.startsWith('sandbox-') ? 'https://connect.squareupsandbox.com' : 'https://connect.squareup.com';
  const query = new URLSearchParams({
    client_id: clientId,
    scope: 'PAYMENTS_WRITE PAYMENTS_READ MERCHANT_PROFILE_READ',
    session: 'false',
    state,
    redirect_uri: squareRedirectUri(),
  });
  return `${host}/oauth2/authorize?${query}`;
};

/** Takes (and forgets) the pending connection when Square's answer names its state. */
export const takeSquarePending = (state: string): SquarePending | null => {
  const raw = sessionStorage.getItem(SQUARE_PENDING_KEY);
  sessionStorage.removeItem(SQUARE_PENDING_KEY);
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as SquarePending;
    return pending.state === state ? pending : null;
  } catch {
    return null;
  }
};

/**
 * "Connect with Square" (OAuth): the application id, secret and location typed in the form go
 * with the administrator to Square and back (this tab only); the screen then exchanges Square's
 * code for the tokens through api/subscriptionplan/isAuthorizedSPSquareAccount.
 */
export const SquareConnect = ({
  values,
  navigate = (url: string) => window.location.assign(url),
}: {
  values: Record<string, string>;
  navigate?: (url: string) => void;
}) => {
  const { t } = useTranslation(PAYMENT_TYPES_NS);
  const [missing, setMissing] = useState(false);
  const connect = () => {
    const clientID = (values.apiloginId ?? '').trim();
    const clientSecret = (values.transactionKey ?? '').trim();
    const locationid = (values.locationId ?? '').trim();
    if (!clientID || !clientSecret || !locationid) return setMissing(true);
    const state = crypto.randomUUID();
    sessionStorage.setItem(SQUARE_PENDING_KEY, JSON.stringify({ clientID, clientSecret, locationid, state }));
    navigate(squareAuthorizeUrl(clientID, state));
  };
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {t('squareConnectHelp')}
      </Text>
      <Button
        variant="light"
        leftSection={<IconSquareKey size={18} aria-hidden />}
        onClick={connect}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('connectSquare')}
      </Button>
      {missing && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {t('squareNeeds')}
        </Alert>
      )}
    </Stack>
  );
};
