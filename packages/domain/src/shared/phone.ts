import { MESSAGES } from './messages.ts';

/** 10 digits, or ddd-ddd-dddd (spec 01 section 5, spec 03 section 5). */
export const PHONE_PATTERN = /^(\d{10}|\d{3}-\d{3}-\d{4})$/;
export const PHONE_MESSAGE = MESSAGES.phoneRule;

export const isValidPhone = (value: string) => PHONE_PATTERN.test(value);

/** The keystroke filter: only digits and hyphens survive, at most 12 characters. */
export const filterPhoneKeystrokes = (value: string) => value.replace(/[^\d-]/g, '').slice(0, 12);

/** Formats to ddd-ddd-dddd on blur when the value holds exactly 10 digits. */
export const formatPhoneOnBlur = (value: string) => {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 10) return value;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
};
