import { Alert, Box, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from './gateway-sections.tsx';
import { PAYMENT_NS } from './i18n.ts';
import { type PayRunner, TokenizationError } from './use-pay-runner.ts';
import {
  type GooglePaymentsClient,
  loadScript,
  paypalScriptFor,
  type SquareCard,
  squareScriptFor,
  VENDOR_SCRIPTS,
  vendorWindow,
} from './vendor-scripts.ts';

type Status = 'loading' | 'ready' | 'failed';

const ScriptFailed = ({ vendor }: { vendor: string }) => {
  const { t } = useTranslation(PAYMENT_NS);
  return (
    <Alert color="red" variant="light" role="alert">
      {t('scriptFailed', { vendor })}
    </Alert>
  );
};

/** Square with live credentials: Square's own card form (Web Payments SDK) tokenizes; the server charges the token. */
export const SquareLiveSection = ({ type, prepareRef }: SectionProps) => {
  const { t } = useTranslation(PAYMENT_NS);
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const appId = type.publicConfig?.squareApplicationId ?? '';
  const locationId = type.publicConfig?.squareLocationId ?? '';

  useEffect(() => {
    let card: SquareCard | null = null;
    let gone = false;
    const start = async () => {
      await loadScript(squareScriptFor(appId), () => Boolean(vendorWindow().Square));
      const square = vendorWindow().Square;
      if (!square || gone || !host.current) return;
      card = await square.payments(appId, locationId).card();
      await card.attach(host.current);
      if (gone) return;
      setStatus('ready');
      prepareRef.current = async () => {
        const result = await (card as SquareCard).tokenize();
        if (result.status === 'OK' && result.token) return { kind: 'square', sourceId: result.token };
        throw new TokenizationError(
          result.status,
          (result.errors ?? []).map((e) => e.message),
        );
      };
    };
    start().catch(() => !gone && setStatus('failed'));
    return () => {
      gone = true;
      prepareRef.current = null;
      void card?.destroy?.();
    };
  }, [appId, locationId, prepareRef]);

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('squareHelp')}
      </Text>
      {status === 'loading' && (
        <Text size="sm" c="dimmed">
          <Loader size="xs" mr={6} />
          {t('squareLoading')}
        </Text>
      )}
      {status === 'failed' && <ScriptFailed vendor="Square" />}
      <Box ref={host} data-testid="square-card" mih={status === 'ready' ? 90 : 0} />
    </Stack>
  );
};

/** Google Pay with live credentials: Google's sheet gives the token, charged through Authorize.Net. */
export const GooglePayLiveSection = ({ type, prepareRef }: SectionProps) => {
  const { t } = useTranslation(PAYMENT_NS);
  const [status, setStatus] = useState<Status>('loading');
  const config = type.publicConfig?.googlePay;

  useEffect(() => {
    if (!config) return;
    let gone = false;
    const card = {
      type: 'CARD',
      parameters: {
        allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
        allowedCardNetworks: config.allowedCardNetworks,
      },
      tokenizationSpecification: {
        type: 'PAYMENT_GATEWAY',
        parameters: { gateway: config.gateway, gatewayMerchantId: config.gatewayMerchantId ?? '' },
      },
    };
    const base = { apiVersion: 2, apiVersionMinor: 0 };
    loadScript(VENDOR_SCRIPTS.googlePay, () => Boolean(vendorWindow().google?.payments))
      .then(async () => {
        const google = vendorWindow().google;
        if (!google || gone) return;
        const client: GooglePaymentsClient = new google.payments.api.PaymentsClient({
          environment: config.environment,
        });
        const ready = await client.isReadyToPay({ ...base, allowedPaymentMethods: [card] });
        if (gone) return;
        if (!ready.result) return setStatus('failed');
        setStatus('ready');
        prepareRef.current = async () => {
          try {
            const data = await client.loadPaymentData({
              ...base,
              allowedPaymentMethods: [card],
              merchantInfo: { merchantName: document.title },
              transactionInfo: { totalPriceStatus: 'ESTIMATED', currencyCode: 'USD', countryCode: 'US' },
            });
            return { kind: 'gpay', token: data.paymentMethodData.tokenizationData.token };
          } catch (error) {
            // Closing Google's sheet is not a failure; anything else is.
            if ((error as { statusCode?: string }).statusCode === 'CANCELED') return null;
            throw error;
          }
        };
      })
      .catch(() => !gone && setStatus('failed'));
    return () => {
      gone = true;
      prepareRef.current = null;
    };
  }, [config, prepareRef]);

  if (!config || status === 'failed') return <ScriptFailed vendor="Google Pay" />;
  return (
    <Text size="sm" c="dimmed">
      {status === 'loading' ? <Loader size="xs" /> : t('gpayHelp')}
    </Text>
  );
};

/** PayPal with live credentials: PayPal's buttons; their createOrder books once, onApprove has the server capture. */
export const PaypalLiveSection = ({ type, runner }: SectionProps & { runner: PayRunner }) => {
  const { t } = useTranslation(PAYMENT_NS);
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const clientId = type.publicConfig?.paypalClientId ?? '';
  const runnerRef = useRef(runner);
  runnerRef.current = runner;

  useEffect(() => {
    let gone = false;
    let close: (() => Promise<void>) | undefined;
    loadScript(paypalScriptFor(clientId), () => Boolean(vendorWindow().paypal))
      .then(async () => {
        const paypal = vendorWindow().paypal;
        if (!paypal || gone || !host.current) return;
        const buttons = paypal.Buttons({
          style: { layout: 'vertical', label: 'pay' },
          createOrder: () => runnerRef.current.paypalOrder(),
          onApprove: async ({ orderID }) => {
            await runnerRef.current.capturePaypal(orderID);
          },
          onError: (error) => runnerRef.current.showError(error),
        });
        close = buttons.close;
        await buttons.render(host.current);
        if (!gone) setStatus('ready');
      })
      .catch(() => !gone && setStatus('failed'));
    return () => {
      gone = true;
      void close?.().catch(() => undefined);
    };
  }, [clientId]);

  return (
    <Stack gap="xs">
      <Text size="sm">{t('paypalHelp')}</Text>
      {status === 'loading' && <Loader size="sm" />}
      {status === 'failed' && <ScriptFailed vendor="PayPal" />}
      <Box ref={host} maw={420} />
    </Stack>
  );
};
