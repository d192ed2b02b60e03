/**
 * A local server answering as Authorize.Net's JSON API does at /xml/v1/request.api (tests only):
 * authenticateTestRequest, createTransactionRequest (authCaptureTransaction with a credit card
 * or opaque data, refundTransaction, voidTransaction) and getUnsettledTransactionListRequest,
 * in the documented shapes, with the byte-order mark Authorize.Net puts before its JSON. It keeps
 * the transactions it took, applies the duplicate window, declines billing ZIP 46282 (the
 * sandbox's decline trigger) and refuses refunds of charges that have not settled.
 */
import { startVendorServer } from './vendor-server.ts';

export const ANET_TEST_LOGIN = { apiLoginId: '5KP3u95bQpv', transactionKey: '346HZ32z3fP4hTG2' };

type Txn = {
  transId: string;
  type: 'authCaptureTransaction' | 'refundTransaction';
  status: string;
  amountCents: number;
  invoiceNumber: string;
  cardNumber: string;
  accountType: string;
  submitTime: Date;
  settled: boolean;
  refundedCents: number;
};

const ok = { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] };
const unsuccessful = { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] };

const accountTypeOf = (number: string) =>
  number.startsWith('4')
    ? 'Visa'
    : /^5[1-5]/.test(number)
      ? 'MasterCard'
      : /^3[47]/.test(number)
        ? 'AmericanExpress'
        : /^6/.test(number)
          ? 'Discover'
          : 'JCB';

export const startAuthorizeNetTestServer = async () => {
  const transactions: Txn[] = [];
  let nextId = 60_000_000_001;
  let duplicateCheck = true;

  const transactionResponse = (t: Partial<Txn>, extra: Record<string, unknown>) => ({
    responseCode: '1',
    authCode: '',
    avsResultCode: 'Y',
    cvvResultCode: 'P',
    cavvResultCode: '2',
    transId: t.transId ?? '0',
    refTransID: '',
    transHash: '',
    testRequest: '0',
    accountNumber: t.cardNumber ? `XXXX${t.cardNumber.slice(-4)}` : '',
    accountType: t.accountType ?? '',
    transHashSha2: '',
    SupplementalDataQualificationIndicator: 0,
    ...extra,
  });

  const error = (code: string, text: string, t: Partial<Txn> = {}, responseCode = '3') => ({
    transactionResponse: transactionResponse(t, { responseCode, errors: [{ errorCode: code, errorText: text }] }),
    messages: unsuccessful,
  });

  const handle = (body: Record<string, Record<string, unknown>>) => {
    const [name] = Object.keys(body);
    const request = body[name] as Record<string, unknown> & {
      merchantAuthentication?: { name?: string; transactionKey?: string };
      refId?: string;
    };
    const auth = request.merchantAuthentication;
    if (auth?.name !== ANET_TEST_LOGIN.apiLoginId || auth?.transactionKey !== ANET_TEST_LOGIN.transactionKey)
      return {
        messages: {
          resultCode: 'Error',
          message: [{ code: 'E00007', text: 'User authentication failed due to invalid authentication values.' }],
        },
      };
    const refId = request.refId ? { refId: request.refId } : {};

    if (name === 'authenticateTestRequest') return { messages: ok };

    if (name === 'getUnsettledTransactionListRequest') {
      const list = transactions
        .filter((t) => !t.settled && t.type === 'authCaptureTransaction')
        .sort((a, b) => b.submitTime.getTime() - a.submitTime.getTime())
        .map((t) => ({
          transId: t.transId,
          submitTimeUTC: t.submitTime.toISOString().slice(0, 19),
          submitTimeLocal: t.submitTime.toISOString().slice(0, 19),
          transactionStatus: t.status,
          invoiceNumber: t.invoiceNumber,
          firstName: 'Ellen',
          lastName: 'Johnson',
          accountType: t.accountType,
          accountNumber: `XXXX${t.cardNumber.slice(-4)}`,
          settleAmount: (t.amountCents / 100).toFixed(2),
          marketType: 'eCommerce',
          product: 'Card Not Present',
          hasReturnedItems: 'false',
        }));
      return { ...(list.length ? { transactions: list } : {}), totalNumInResultSet: list.length, messages: ok };
    }

    if (name !== 'createTransactionRequest')
      return { messages: { resultCode: 'Error', message: [{ code: 'E00003', text: `Unknown request ${name}` }] } };

    const tr = request.transactionRequest as {
      transactionType: string;
      amount?: string;
      payment?: {
        creditCard?: { cardNumber: string; expirationDate: string; cardCode?: string };
        opaqueData?: { dataDescriptor: string; dataValue: string };
      };
      refTransId?: string;
      order?: { invoiceNumber?: string };
      billTo?: { zip?: string };
      transactionSettings?: { setting: { settingName: string; settingValue: string }[] };
    };
    const amountCents = Math.round(Number(tr.amount ?? 0) * 100);

    if (tr.transactionType === 'authCaptureTransaction') {
      if (!(amountCents > 0)) return { ...error('5', 'A valid amount is required.'), ...refId };
      let cardNumber: string;
      if (tr.payment?.creditCard) {
        cardNumber = tr.payment.creditCard.cardNumber;
        if (!/^\d{13,16}$/.test(cardNumber)) return { ...error('6', 'The credit card number is invalid.'), ...refId };
        const [y, m] = tr.payment.creditCard.expirationDate.split('-').map(Number);
        const now = new Date();
        if (!y || !m || y * 12 + m < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
          return { ...error('8', 'The credit card has expired.'), ...refId };
      } else if (tr.payment?.opaqueData?.dataDescriptor === 'COMMON.GOOGLE.INAPP.PAYMENT') {
        cardNumber = '4111111111111111';
      } else return { ...error('E00003', 'The payment is not valid.'), ...refId };
      const invoiceNumber = tr.order?.invoiceNumber ?? '';
      const windowSeconds = Number(
        tr.transactionSettings?.setting.find((s) => s.settingName === 'duplicateWindow')?.settingValue ?? 120,
      );
      const duplicate = transactions.find(
        (t) =>
          duplicateCheck &&
          t.type === 'authCaptureTransaction' &&
          t.invoiceNumber === invoiceNumber &&
          t.amountCents === amountCents &&
          t.cardNumber === cardNumber &&
          Date.now() - t.submitTime.getTime() < windowSeconds * 1000,
      );
      if (duplicate)
        return {
          ...error('11', 'A duplicate transaction has been submitted.', {
            cardNumber,
            accountType: duplicate.accountType,
          }),
          ...refId,
        };
      const declined = tr.billTo?.zip === '46282';
      const txn: Txn = {
        transId: String(nextId++),
        type: 'authCaptureTransaction',
        status: declined ? 'declined' : 'capturedPendingSettlement',
        amountCents,
        invoiceNumber,
        cardNumber,
        accountType: accountTypeOf(cardNumber),
        submitTime: new Date(),
        settled: false,
        refundedCents: 0,
      };
      transactions.push(txn);
      if (declined) return { ...error('2', 'This transaction has been declined.', txn, '2'), ...refId };
      return {
        transactionResponse: transactionResponse(txn, {
          authCode: 'QWE123',
          messages: [{ code: '1', description: 'This transaction has been approved.' }],
        }),
        ...refId,
        messages: ok,
      };
    }

    const original = transactions.find((t) => t.transId === tr.refTransId && t.type === 'authCaptureTransaction');
    if (!original) return { ...error('33', 'Ref Trans ID cannot be left blank or is invalid.'), ...refId };

    if (tr.transactionType === 'voidTransaction') {
      if (original.settled) return error('16', 'The transaction cannot be found.');
      original.status = 'voided';
      return {
        transactionResponse: transactionResponse(original, {
          messages: [{ code: '1', description: 'This transaction has been approved.' }],
        }),
        messages: ok,
      };
    }

    if (tr.transactionType === 'refundTransaction') {
      if (!original.settled || original.status !== 'settledSuccessfully')
        return error('54', 'The referenced transaction does not meet the criteria for issuing a credit.', original);
      if (tr.payment?.creditCard?.cardNumber !== original.cardNumber.slice(-4))
        return error('54', 'The referenced transaction does not meet the criteria for issuing a credit.', original);
      if (original.refundedCents + amountCents > original.amountCents)
        return error(
          '55',
          'The sum of credits against the referenced transaction would exceed original debit amount.',
          original,
        );
      original.refundedCents += amountCents;
      const refund: Txn = {
        ...original,
        transId: String(nextId++),
        type: 'refundTransaction',
        status: 'refundPendingSettlement',
        amountCents,
        submitTime: new Date(),
        refundedCents: 0,
      };
      transactions.push(refund);
      return {
        transactionResponse: transactionResponse(refund, {
          refTransID: original.transId,
          messages: [{ code: '1', description: 'This transaction has been approved.' }],
        }),
        messages: ok,
      };
    }
    return error('E00003', `Unknown transaction type ${tr.transactionType}`);
  };

  const server = await startVendorServer((request) => {
    if (request.method !== 'POST' || request.path !== '/xml/v1/request.api') return { status: 404, body: 'Not Found' };
    return { status: 200, body: handle(JSON.parse(request.body)), bom: true };
  });

  return {
    ...server,
    transactions,
    /** Charges taken (approved authCaptureTransaction) for an invoice number. */
    charges: (invoiceNumber: string) =>
      transactions.filter(
        (t) => t.type === 'authCaptureTransaction' && t.invoiceNumber === invoiceNumber && t.status !== 'declined',
      ),
    /** The nightly batch: the transaction leaves the unsettled list and may be refunded. */
    settle: (transId: string) => {
      const t = transactions.find((x) => x.transId === transId);
      if (t) {
        t.settled = true;
        if (t.status === 'capturedPendingSettlement') t.status = 'settledSuccessfully';
      }
    },
    /** Turn the duplicate window off, to show what the server's own records prevent. */
    setDuplicateCheck: (on: boolean) => {
      duplicateCheck = on;
    },
  };
};

export type AuthorizeNetTestServer = Awaited<ReturnType<typeof startAuthorizeNetTestServer>>;
