/** Phone numbers in E.164 (issue 21): what chauffeurs and travellers are texted and called at. */
import { parsePhoneNumberFromString } from 'libphonenumber-js';

export const PHONE_MESSAGE = 'Please enter a valid phone number with its country code, for example +1 212 555 0100';

/** The number in E.164 ('+12125550100'), read with the given default country; null when not a valid number. */
export const toE164 = (value: string, defaultCountry: 'US' | 'GB' | 'ES' | 'MX' | 'CA' = 'US') => {
  const parsed = parsePhoneNumberFromString(value.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
};

/** The number written for people ('+1 212 555 0100'), or the input when it cannot be read. */
export const formatPhone = (e164: string) => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
