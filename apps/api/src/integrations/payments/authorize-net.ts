/**
 * Authorize.Net adapter: the JSON API at /xml/v1/request.api. Cards and wallet tokens (Google
 * Pay) are charged with createTransactionRequest (authCaptureTransaction); the booking reference
 * is the order's invoiceNumber, and a duplicateWindow is set, so the gateway itself refuses a
 * second identical charge; refunds are refundTransaction (refTransId, the card's last four
 * digits), and a full refund of a charge that has not settled yet becomes a voidTransaction.
 *
 * Success is messages.resultCode 'Ok' with code I00001; transactionResponse.responseCode is
 * 1 approved, 2 declined, 3 error, 4 held for review. Authorize.Net answers JSON with a
 * byte-order mark, and reads the request's elements in schema order, so the order below matters.
 */
import {
  type BillTo,
  type ChargeOutcome,
  type ChargeRequest,
  callGateway,
  centsOf,
  dollars,
  GatewayUnreachable,
  type PaymentGateway,
  type RefundOutcome,
  type RefundRequest,
} from './gateway.ts';

export type AuthorizeNetOptions = {
  baseUrl: string;
  apiLoginId: string;
  transactionKey: string;
  timeoutMs?: number;
  /** Seconds in which the gateway refuses an identical charge (error 11). */
  duplicateWindowSeconds?: number;
};

type Message = { code: string; text: string };
type TransactionResponse = {
  responseCode?: string;
  authCode?: string;
  transId?: string;
  accountNumber?: string;
  accountType?: string;
  messages?: { code: string; description: string }[];
  errors?: { errorCode: string; errorText: string }[];
};
type AnetResponse = {
  transactionResponse?: TransactionResponse;
  messages?: { resultCode: 'Ok' | 'Error'; message: Message[] };
  transactions?: {
    transId: string;
    submitTimeUTC: string;
    transactionStatus: string;
    invoiceNumber?: string;
    accountNumber?: string;
    accountType?: string;
    settleAmount: string | number;
  }[];
};

export const ANET_SUCCESS_CODE = 'I00001';
const DUPLICATE = '11';
/** "The referenced transaction does not meet the criteria for issuing a credit" (not settled yet). */
const NOT_SETTLED = '54';
const APPROVED_STATUSES = new Set([
  'capturedPendingSettlement',
  'authorizedPendingCapture',
  'settledSuccessfully',
  'FDSAuthorizedPendingReview',
]);
const DECLINED_STATUSES = new Set(['declined', 'generalError', 'voided', 'expired', 'failedReview']);

const billToOf = (b: BillTo | undefined) =>
  b
    ? {
        firstName: b.firstName.slice(0, 50),
        lastName: b.lastName.slice(0, 50),
        company: (b.company ?? '').slice(0, 50),
        address: (b.address ?? '').slice(0, 60),
        city: (b.city ?? '').slice(0, 40),
        state: (b.state ?? '').slice(0, 40),
        zip: (b.zip ?? '').slice(0, 20),
        country: (b.country ?? '').slice(0, 60),
        phoneNumber: (b.phone ?? '').slice(0, 25),
      }
    : undefined;

const firstError = (r: AnetResponse) => {
  const error = r.transactionResponse?.errors?.[0];
  if (error) return { code: error.errorCode, message: error.errorText };
  const message = r.messages?.message?.[0];
  return { code: message?.code ?? 'E00001', message: message?.text ?? 'The transaction was unsuccessful.' };
};

export const createAuthorizeNet = (opts: AuthorizeNetOptions) => {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const endpoint = `${opts.baseUrl.replace(/\/$/, '')}/xml/v1/request.api`;
  const auth = { name: opts.apiLoginId, transactionKey: opts.transactionKey };

  const send = async (request: Record<string, unknown>) => {
    const answer = await callGateway(endpoint, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      timeoutMs,
    });
    if (answer.status >= 500 || !answer.json) throw new GatewayUnreachable(`Authorize.Net answered ${answer.status}`);
    return answer.json as AnetResponse;
  };

  const transaction = (transactionRequest: Record<string, unknown>, refId?: string) =>
    send({
      createTransactionRequest: {
        merchantAuthentication: auth,
        ...(refId ? { refId } : {}),
        transactionRequest,
      },
    });

  /** The unsettled transaction of this invoice and amount submitted since `since`, if any. */
  const findUnsettled = async (invoiceNumber: string, amountCents: number, since: Date) => {
    for (let page = 1; page <= 10; page++) {
      const r = await send({
        getUnsettledTransactionListRequest: {
          merchantAuthentication: auth,
          sorting: { orderBy: 'submitTimeUTC', orderDescending: 'true' },
          paging: { limit: '1000', offset: String(page) },
        },
      });
      if (r.messages?.resultCode !== 'Ok') throw new GatewayUnreachable(firstError(r).message);
      const list = r.transactions ?? [];
      const match = list.find((t) => t.invoiceNumber === invoiceNumber && centsOf(t.settleAmount) === amountCents);
      if (match) return match;
      const oldest = list.at(-1);
      // Newest first: once past the attempt's start there is nothing older to look at.
      if (list.length < 1000 || !oldest || new Date(`${oldest.submitTimeUTC}Z`) < new Date(since.getTime() - 60_000))
        return null;
    }
    return null;
  };

  const outcomeOf = (r: AnetResponse): ChargeOutcome => {
    const t = r.transactionResponse;
    if (r.messages?.resultCode === 'Ok' && r.messages.message[0]?.code === ANET_SUCCESS_CODE && t?.responseCode === '1')
      return {
        status: 'approved',
        transactionId: String(t.transId),
        authCode: t.authCode,
        accountNumber: t.accountNumber,
        cardBrand: t.accountType,
      };
    const error = firstError(r);
    return {
      status: 'declined',
      code: error.code,
      message: error.message,
      transactionId: t?.transId && t.transId !== '0' ? String(t.transId) : undefined,
      accountNumber: t?.accountNumber,
    };
  };

  const recover = async (request: ChargeRequest, startedAt: Date): Promise<ChargeOutcome | null> => {
    const found = await findUnsettled(request.reference, request.amountCents, startedAt);
    if (!found) return null;
    if (APPROVED_STATUSES.has(found.transactionStatus))
      return {
        status: 'approved',
        transactionId: String(found.transId),
        accountNumber: found.accountNumber,
        cardBrand: found.accountType,
      };
    if (DECLINED_STATUSES.has(found.transactionStatus))
      return { status: 'declined', code: '2', message: 'This transaction has been declined.' };
    return { status: 'unknown', message: `The transaction is ${found.transactionStatus}` };
  };

  const gateway: PaymentGateway & {
    authenticate: () => Promise<boolean>;
    findUnsettled: typeof findUnsettled;
  } = {
    name: 'authorizenet',

    charge: async (request) => {
      const payment =
        request.source.kind === 'card'
          ? {
              creditCard: {
                cardNumber: request.source.cardNumber,
                expirationDate: request.source.expirationDate,
                cardCode: request.source.cardCode,
              },
            }
          : request.source.kind === 'opaque'
            ? {
                opaqueData: {
                  dataDescriptor: request.source.dataDescriptor,
                  dataValue: request.source.dataValue,
                },
              }
            : null;
      if (!payment) return { status: 'declined', code: 'E00003', message: 'Authorize.Net takes a card or a token' };
      try {
        const r = await transaction(
          {
            transactionType: 'authCaptureTransaction',
            amount: dollars(request.amountCents),
            payment,
            order: { invoiceNumber: request.reference.slice(0, 20), description: request.description.slice(0, 255) },
            ...(request.customerId
              ? { customer: { id: request.customerId.slice(0, 20), email: request.customerEmail?.slice(0, 255) } }
              : {}),
            ...(request.billTo ? { billTo: billToOf(request.billTo) } : {}),
            transactionSettings: {
              setting: [{ settingName: 'duplicateWindow', settingValue: String(opts.duplicateWindowSeconds ?? 600) }],
            },
          },
          request.idempotencyKey.replace(/-/g, '').slice(0, 20),
        );
        const outcome = outcomeOf(r);
        // A duplicate: the same charge went through (or was declined) moments ago; say which.
        if (outcome.status === 'declined' && outcome.code === DUPLICATE)
          return (await recover(request, new Date(Date.now() - 24 * 3600_000))) ?? outcome;
        return outcome;
      } catch (error) {
        if (error instanceof GatewayUnreachable) return { status: 'unknown', message: error.message };
        throw error;
      }
    },

    recover: async (request, startedAt) => {
      try {
        return await recover(request, startedAt);
      } catch (error) {
        if (error instanceof GatewayUnreachable) return { status: 'unknown', message: error.message };
        throw error;
      }
    },

    refund: async (request: RefundRequest): Promise<RefundOutcome> => {
      try {
        const last4 = (request.accountNumber ?? '').replace(/\D/g, '').slice(-4);
        const r = await transaction({
          transactionType: 'refundTransaction',
          amount: dollars(request.amountCents),
          payment: { creditCard: { cardNumber: last4 || 'XXXX', expirationDate: 'XXXX' } },
          refTransId: request.transactionId,
          order: { invoiceNumber: request.reference.slice(0, 20) },
        });
        const outcome = outcomeOf(r);
        if (outcome.status === 'approved')
          return { status: 'approved', transactionId: outcome.transactionId, transactionType: 'refundTransaction' };
        if (outcome.status === 'declined' && outcome.code === NOT_SETTLED) {
          if (request.amountCents !== request.chargedCents)
            return {
              status: 'declined',
              code: NOT_SETTLED,
              message:
                'The charge has not settled yet: it can be refunded in part after settlement, or voided in full now.',
            };
          const voided = outcomeOf(
            await transaction({ transactionType: 'voidTransaction', refTransId: request.transactionId }),
          );
          if (voided.status === 'approved')
            return { status: 'approved', transactionId: voided.transactionId, transactionType: 'voidTransaction' };
          if (voided.status === 'declined') return { status: 'declined', code: voided.code, message: voided.message };
        }
        if (outcome.status === 'declined') return { status: 'declined', code: outcome.code, message: outcome.message };
        return { status: 'unknown', message: 'No answer' };
      } catch (error) {
        if (error instanceof GatewayUnreachable) return { status: 'unknown', message: error.message };
        throw error;
      }
    },

    /** authenticateTestRequest: whether the API login id and transaction key are good. */
    authenticate: async () => {
      const r = await send({ authenticateTestRequest: { merchantAuthentication: auth } });
      return r.messages?.resultCode === 'Ok' && r.messages.message[0]?.code === ANET_SUCCESS_CODE;
    },

    findUnsettled,
  };
  return gateway;
};

export type AuthorizeNetGateway = ReturnType<typeof createAuthorizeNet>;
