import DOMPurify from 'dompurify';

/** Example values for a mail or text template's placeholders in the preview. */
export const SAMPLE_VALUES: Record<string, string> = {
  firstName: 'Alex',
  customerName: 'Alex Morgan',
  customerEmail: 'alex.morgan@example.com',
  customerPhone: '312-555-0100',
  referenceId: 'RD7K3Q9X',
  pickupDateTime: 'Dec 5, 2026, 9:30 AM',
  pickupLocation: '233 S Wacker Dr, Chicago, IL 60606',
  dropoffLocation: "O'Hare International Airport, Chicago, IL 60666",
  vehicle: 'Cadillac Escalade',
  passengers: '2',
  cost: '$95.00',
  discount: '$0.00',
  tax: '$7.60',
  tip: '$14.25',
  total: '$116.85',
  paymentStatus: 'Pending',
  status: 'confirmed',
  chauffeurName: 'Dana Brooks',
  code: '482913',
  minutes: '30',
  link: 'https://example.com/link',
  reviewLink: 'https://example.com/review',
  subject: 'Late pickup',
  description: 'The chauffeur arrived 20 minutes late.',
  answer: 'We are sorry; your next ride is on us.',
  complaintType: 'Complaint',
  comments: 'Child seat, please.',
  trackLink: 'https://citylimo.example/track/k7Qm2xWp',
  providerPhone: '312-555-0142',
  flightLabel: 'UA 1234',
};

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The placeholders of a text filled with the examples and the site's names; `encode` each value first (HTML). */
const fillExamples = (
  text: string,
  names: { siteTitle: string; providerName: string },
  encode: (value: string) => string = (value) => value,
) => {
  const values: Record<string, string> = {
    ...SAMPLE_VALUES,
    siteTitle: names.siteTitle,
    providerName: names.providerName,
  };
  return text.replace(PLACEHOLDER, (whole, key: string) => (Object.hasOwn(values, key) ? encode(values[key]) : whole));
};

/** A template's HTML as the preview shows it: placeholders filled with examples (and the site's names), sanitized. */
export const previewHtml = (html: string, names: { siteTitle: string; providerName: string }) =>
  DOMPurify.sanitize(
    fillExamples(html, names, (value) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)),
    { USE_PROFILES: { html: true } },
  );

/** A text message as the preview shows it: plain text, placeholders filled with examples. */
export const previewText = (text: string, names: { siteTitle: string; providerName: string }) =>
  fillExamples(text, names);
