import { z } from 'zod';
import { EMAIL_PATTERN } from '../booking/customer-details.ts';
import { recordId, requiredText } from '../master-data/fields.ts';
import { isValidPhone, PHONE_MESSAGE } from '../shared/phone.ts';

/**
 * Feedback and complaints (spec 01 "/usercompliants"): a traveller or guest writes to the
 * provider of the site, optionally about one of its bookings; the provider answers (the
 * traveller is mailed the answer) and closes it. The spec is silent on fields and messages;
 * docs/decisions/0012-content-feedback-charts-assistant.md records these.
 */
export const COMPLAINT_TYPES = ['Feedback', 'Complaint'] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];

export const COMPLAINT_STATUSES = ['Open', 'Answered', 'Closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_SUBJECT_MAX = 150;
export const COMPLAINT_MESSAGE_MAX = 2000;
export const COMPLAINT_ANSWER_MAX = 2000;

export const COMPLAINT_MESSAGES = {
  type: 'Please choose Feedback or Complaint',
  firstName: 'Please enter First Name',
  lastName: 'Please enter Last Name',
  email: 'Please enter Email',
  emailFormat: 'Please enter a valid email',
  subject: 'Please enter the subject',
  subjectMax: `Maximum length ${COMPLAINT_SUBJECT_MAX} characters`,
  message: 'Please enter your message',
  messageMax: `Maximum length ${COMPLAINT_MESSAGE_MAX} characters`,
  bookingReference: 'No booking with this reference on this site',
  answer: 'Please enter the answer',
  answerMax: `Maximum length ${COMPLAINT_ANSWER_MAX} characters`,
  sent: 'Thank you! Your message has been sent to the provider.',
  notFound: 'Feedback not found',
  closed: 'This feedback is closed',
  alreadyClosed: 'This feedback is already closed',
} as const;

const optionalPhone = z
  .string()
  .trim()
  .max(12, PHONE_MESSAGE)
  .refine((v) => v === '' || isValidPhone(v), PHONE_MESSAGE)
  .optional()
  .default('');

/** What a traveller or guest sends. The same schema validates the form and the API. */
export const complaintFormSchema = z.object({
  complaintType: z.enum(COMPLAINT_TYPES, { message: COMPLAINT_MESSAGES.type }),
  firstName: z.string({ message: COMPLAINT_MESSAGES.firstName }).trim().min(1, COMPLAINT_MESSAGES.firstName).max(100),
  lastName: z.string({ message: COMPLAINT_MESSAGES.lastName }).trim().min(1, COMPLAINT_MESSAGES.lastName).max(100),
  email: z
    .string({ message: COMPLAINT_MESSAGES.email })
    .trim()
    .min(1, COMPLAINT_MESSAGES.email)
    .max(254)
    .regex(EMAIL_PATTERN, COMPLAINT_MESSAGES.emailFormat),
  phone: optionalPhone,
  bookingReferenceId: z
    .string()
    .trim()
    .max(20, COMPLAINT_MESSAGES.bookingReference)
    .transform((v) => v.toUpperCase())
    .optional()
    .default(''),
  subject: requiredText(COMPLAINT_MESSAGES.subject, COMPLAINT_SUBJECT_MAX, COMPLAINT_MESSAGES.subjectMax),
  description: requiredText(COMPLAINT_MESSAGES.message, COMPLAINT_MESSAGE_MAX, COMPLAINT_MESSAGES.messageMax),
});
export type ComplaintForm = z.input<typeof complaintFormSchema>;
export type ComplaintInput = z.output<typeof complaintFormSchema>;

/** The provider's answer. */
export const complaintAnswerSchema = z.object({
  id: recordId,
  answer: requiredText(COMPLAINT_MESSAGES.answer, COMPLAINT_ANSWER_MAX, COMPLAINT_MESSAGES.answerMax),
});
export type ComplaintAnswer = z.input<typeof complaintAnswerSchema>;

/** Open and answered feedback may be answered (again); closed feedback may not. */
export const canAnswer = (status: ComplaintStatus) => status !== 'Closed';
export const canClose = (status: ComplaintStatus) => status !== 'Closed';
