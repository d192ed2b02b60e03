import { describe, expect, it } from 'vitest';
import { isTwilioSignatureValid, twilioSignature } from './twilio-signature.ts';

/** Twilio's documented example (docs/usage/security): auth token 12345 and this request. */
const AUTH_TOKEN = '12345';
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675309',
  Digits: '1234',
  From: '+14158675309',
  To: '+18005551212',
};
const DOCUMENTED_SIGNATURE = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';

describe("Twilio's request signature", () => {
  it("When Twilio's documented example is signed, then the signature is the one its documentation shows", () => {
    expect(twilioSignature(AUTH_TOKEN, URL, PARAMS)).toBe(DOCUMENTED_SIGNATURE);
    expect(isTwilioSignatureValid(AUTH_TOKEN, DOCUMENTED_SIGNATURE, URL, PARAMS)).toBe(true);
  });

  it('When the parameters arrive in another order, then the signature still matches (they are sorted by name)', () => {
    const reversed = Object.fromEntries(Object.entries(PARAMS).reverse());
    expect(isTwilioSignatureValid(AUTH_TOKEN, DOCUMENTED_SIGNATURE, URL, reversed)).toBe(true);
  });

  it('When the token, a parameter, the URL or the signature differ, or it is missing, then it does not match', () => {
    expect(isTwilioSignatureValid('54321', DOCUMENTED_SIGNATURE, URL, PARAMS)).toBe(false);
    expect(isTwilioSignatureValid(AUTH_TOKEN, DOCUMENTED_SIGNATURE, URL, { ...PARAMS, Digits: '1235' })).toBe(false);
    expect(isTwilioSignatureValid(AUTH_TOKEN, DOCUMENTED_SIGNATURE, URL.replace('foo=1', 'foo=2'), PARAMS)).toBe(false);
    expect(isTwilioSignatureValid(AUTH_TOKEN, 'RSOYDt4T1cUTdK1PDd93/VVr8B8', URL, PARAMS)).toBe(false);
    expect(isTwilioSignatureValid(AUTH_TOKEN, undefined, URL, PARAMS)).toBe(false);
  });
});
