import { describe, expect, it } from 'vitest';
import { ANET_TEST_LOGIN, startAuthorizeNetTestServer } from '../../../test/fakes/authorize-net-server.ts';
import { useStarted } from '../../../test/fakes/use-started.ts';
import { createAuthorizeNet } from './authorize-net.ts';
import { googlePayNetworks, googlePaySource, googlePayTokenization } from './google-pay.ts';

const server = useStarted(startAuthorizeNetTestServer);

/** The shape of a Google Pay token (ECv2), as paymentMethodData.tokenizationData.token carries it. */
const GOOGLE_TOKEN = JSON.stringify({
  signature: 'MEQCIH6Q4OwQ0jAceFEkGF0JID6sJNXxOEi4r+mA7biRxqBQAiAondqoUpU/bdsrAOpZIsrHQS9nwiiNwOrr24RyPeHA0Q==',
  intermediateSigningKey: {
    signedKey: '{"keyExpiration":"1542323393147","keyValue":"MFkwEw=="}',
    signatures: ['MEYCIQCO2EIi48s8VTH+ilMEpoXLFfkxAwHjfPSCVED/QDSHmQIhALLJmrUlNAY8hDQRV/y1iKZGsWpeNmIP+z+tCQHQxP0v'],
  },
  protocolVersion: 'ECv2',
  signedMessage:
    '{"encryptedMessage":"ZW5jcnlwdGVk","ephemeralPublicKey":"BPhVspn70Zj2Kkgu9t8+ApEuUWsI/zos5whGCQBlgOkuYagOis7qsrcbQrcprjvTZO3XOU+Qbcc28FSgsRtcgQE=","tag":"TNwa3Q2WiyGi/eDA4XYVklq08KZiSxB7xvRiKK3H7kE="}',
});

describe('Google Pay through Authorize.Net', () => {
  it('When a Google Pay token is charged, then Authorize.Net gets it as opaque data in base64', async () => {
    const anet = createAuthorizeNet({ baseUrl: server().baseUrl, ...ANET_TEST_LOGIN });
    const outcome = await anet.charge({
      amountCents: 7_500,
      reference: 'RDGPAY1',
      idempotencyKey: crypto.randomUUID(),
      customerId: 'U9',
      description: 'Ride',
      source: googlePaySource(GOOGLE_TOKEN),
    });
    expect(outcome).toMatchObject({ status: 'approved' });
    const sent = JSON.parse(server().requests.at(-1)?.body ?? '{}').createTransactionRequest.transactionRequest;
    expect(sent.payment).toEqual({
      opaqueData: {
        dataDescriptor: 'COMMON.GOOGLE.INAPP.PAYMENT',
        dataValue: Buffer.from(GOOGLE_TOKEN).toString('base64'),
      },
    });
    expect(sent.order.invoiceNumber).toBe('RDGPAY1');
  });

  it('When a token already in base64 is given, then it is sent unchanged', () => {
    const encoded = Buffer.from(GOOGLE_TOKEN).toString('base64');
    expect(googlePaySource(encoded)).toEqual({
      kind: 'opaque',
      dataDescriptor: 'COMMON.GOOGLE.INAPP.PAYMENT',
      dataValue: encoded,
    });
  });

  it('When the browser asks for its settings, then the networks follow the flags and the gateway is authorizenet', () => {
    const flags = {
      isVisa: true,
      isMastercard: true,
      isAmericanExpress: false,
      isJcb: false,
      isDiscover: true,
      isDinersClub: false,
      isApplePay: false,
    };
    expect(googlePayNetworks(flags)).toEqual(['DISCOVER', 'MASTERCARD', 'VISA']);
    expect(googlePayTokenization('123456')).toEqual({
      type: 'PAYMENT_GATEWAY',
      parameters: { gateway: 'authorizenet', gatewayMerchantId: '123456' },
    });
  });
});
