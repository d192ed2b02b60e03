import { z } from 'zod';
import { isValidPhone, PHONE_MESSAGE } from '../shared/phone.ts';

/** An e-mail address whose top-level domain has 2 to 4 letters (spec 03 section 5). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
export const COMMENTS_MAX = 500;
export const commentsCounterMessage = (length: number) => `Maximum length 500 characters (${length}/500).`;

const phone = (required: string) =>
  z.string({ message: required }).trim().min(1, required).max(12, PHONE_MESSAGE).refine(isValidPhone, PHONE_MESSAGE);
const email = z
  .string({ message: 'Please enter Email' })
  .trim()
  .min(1, 'Please enter Email')
  .max(254)
  .regex(EMAIL_PATTERN, 'Please enter a valid email');

export const customerDetailsSchema = z.object({
  firstName: z.string({ message: 'Please enter First Name' }).trim().min(1, 'Please enter First Name').max(100),
  lastName: z.string({ message: 'Please enter Last Name' }).trim().min(1, 'Please enter Last Name').max(100),
  emailaddress: email,
  mobilenumber: phone('Please enter Mobile Number'),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

export const billingSchema = z.object({
  firstName: z.string({ message: 'Please enter First Name' }).trim().min(1, 'Please enter First Name').max(100),
  lastName: z.string({ message: 'Please enter Last Name' }).trim().min(1, 'Please enter Last Name').max(100),
  companyName: z.string().trim().max(200).optional().default(''),
  address: z.string().trim().max(300).optional().default(''),
  city: z.string().trim().max(100).optional().default(''),
  state: z.string().trim().max(2).optional().default(''),
  zipCode: z.string().trim().max(10).optional().default(''),
  country: z.string().trim().max(60).optional().default('US'),
  emailAddress: email,
  phone: phone('Please enter Mobile number'),
});

export const commentsSchema = z.string().max(COMMENTS_MAX, 'Maximum length 500 characters').optional().default('');
