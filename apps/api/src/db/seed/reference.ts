import { sql } from 'drizzle-orm';
import { languages } from '../../modules/languages/languages.schema.ts';
import { settings } from '../../modules/settings/settings.schema.ts';
import { sites, siteTypes } from '../../modules/sites/sites.schema.ts';
import { templateContents, templates } from '../../modules/templates/templates.schema.ts';
import { roles } from '../../modules/users/users.schema.ts';
import type { Tx } from '../client.ts';
import { BOOKING_TEMPLATE_DEFAULTS } from './booking-mail-content.ts';
import { COMPLAINT_TEMPLATE_DEFAULTS } from './complaint-mail-content.ts';
import { FLIGHT_TEMPLATE_DEFAULTS } from './flight-mail-content.ts';
import { RIDE_TEMPLATE_DEFAULTS } from './ride-mail-content.ts';
import { SMS_SETTING_ROW, SMS_TEMPLATE_DEFAULTS } from './sms-content.ts';
import { STAFF_TEMPLATE_DEFAULTS } from './staff-mail-content.ts';
import { TEMPLATE_DEFAULTS as PAGE_AND_ACCOUNT_TEMPLATES } from './template-content.ts';

const TEMPLATE_DEFAULTS = [
  ...PAGE_AND_ACCOUNT_TEMPLATES,
  ...BOOKING_TEMPLATE_DEFAULTS,
  ...COMPLAINT_TEMPLATE_DEFAULTS,
  ...STAFF_TEMPLATE_DEFAULTS,
  ...RIDE_TEMPLATE_DEFAULTS,
  ...SMS_TEMPLATE_DEFAULTS,
  ...FLIGHT_TEMPLATE_DEFAULTS,
];

export const LANGUAGES = [
  { id: 1, name: 'English', locale: 'en' },
  { id: 2, name: 'Spanish', locale: 'es' },
];

export const ROLE_ROWS = [
  { id: 1, name: 'SuperAdmin' },
  { id: 2, name: 'SPAdmin' },
  { id: 3, name: 'SPUser' },
  { id: 4, name: 'Customer' },
  { id: 5, name: 'Chauffeur' },
];

const SITE_TYPES = [
  { id: 1, name: 'System' },
  { id: 2, name: 'Service Provider' },
  { id: 3, name: 'Product' },
];

/** Ids 1..4 are reserved; 4 is the default public product site. */
const RESERVED_SITES = [
  { id: 1, name: 'RideDesk Platform', host: 'platform.ridedesk.internal', typeId: 1, title: 'RideDesk Platform' },
  { id: 2, name: 'RideDesk Admin Portal', host: 'admin.ridedesk.internal', typeId: 1, title: 'RideDesk Back Office' },
  { id: 3, name: 'RideDesk Customer Portal', host: 'customer.ridedesk.internal', typeId: 1, title: 'RideDesk' },
  { id: 4, name: 'RideDesk', host: 'localhost', typeId: 3, title: 'Online Booking for your rides' },
];

export const SETTING_ROWS = [
  {
    id: 1,
    name: 'PayLaterEnabled',
    groupName: 'Booking',
    defaultValue: 'false',
    description: 'Travellers may book now and pay later; the payment step is skipped.',
  },
  {
    id: 2,
    name: 'OtherLanguageEnabled',
    groupName: 'Language',
    defaultValue: '',
    description: 'Comma-separated ids of the languages the site offers besides its preferred one.',
  },
  {
    id: 3,
    name: 'TurnaroundBufferMinutes',
    groupName: 'Booking',
    defaultValue: '30',
    description: 'Minutes a vehicle stays blocked after a ride ends before it can be booked again.',
  },
  {
    id: 4,
    name: 'CancellationNoticeHours',
    groupName: 'Booking',
    defaultValue: '24',
    description: 'Travellers may cancel free of charge until this many hours before pickup.',
  },
  {
    id: 5,
    name: 'CancellationFee',
    groupName: 'Booking',
    defaultValue: '0',
    description:
      'Dollars kept when a paid ride is cancelled: the traveller gets back what they paid less this fee, and the cancel dialog offers it.',
  },
  {
    id: 6,
    name: 'BookingHorizonDays',
    groupName: 'Booking',
    defaultValue: '365',
    description: 'How many days ahead travellers and staff may book a ride (1 to 3650).',
  },
  {
    id: 7,
    name: 'NoShowWaitMinutes',
    groupName: 'Booking',
    defaultValue: '15',
    description:
      'Minutes a chauffeur waits after the pickup time (or arriving, if later) before they may record a no-show.',
  },
  SMS_SETTING_ROW,
  {
    id: 9,
    name: 'AirportGraceDomesticMinutes',
    groupName: 'Booking',
    defaultValue: '15',
    description:
      'Minutes after a domestic flight lands that its airport pickup is set to when the flight is late or early (0 to 240).',
  },
  {
    id: 10,
    name: 'AirportGraceInternationalMinutes',
    groupName: 'Booking',
    defaultValue: '45',
    description:
      'Minutes after an international flight lands (immigration and customs) that its airport pickup is set to (0 to 240).',
  },
];

/**
 * Reference data every installation needs, production included. Idempotent: run at every
 * start, it inserts what is missing and refreshes the product's own default texts.
 */
export const seedReferenceData = async (db: Tx) => {
  await db.insert(languages).values(LANGUAGES).onConflictDoNothing();
  await db.insert(roles).values(ROLE_ROWS).onConflictDoNothing();
  await db.insert(siteTypes).values(SITE_TYPES).onConflictDoNothing();
  await db
    .insert(sites)
    .values(
      RESERVED_SITES.map((s) => ({ ...s, color: '#009DFF,#009DFF', preferredLanguageId: 1, otherLanguageIds: [2] })),
    )
    .onConflictDoNothing();
  await db
    .insert(settings)
    .values(SETTING_ROWS)
    .onConflictDoUpdate({
      target: settings.id,
      set: { description: sql`excluded.description`, groupName: sql`excluded.group_name` },
    });
  await db
    .insert(templates)
    .values(TEMPLATE_DEFAULTS.map(({ id, uniqueName, displayName, kind }) => ({ id, uniqueName, displayName, kind })))
    .onConflictDoUpdate({
      target: templates.id,
      set: { displayName: sql`excluded.display_name`, kind: sql`excluded.kind` },
    });
  await db
    .insert(templateContents)
    .values(
      TEMPLATE_DEFAULTS.flatMap((t) => [
        { templateId: t.id, languageId: 1, value: t.en },
        { templateId: t.id, languageId: 2, value: t.es },
      ]),
    )
    .onConflictDoUpdate({
      target: [templateContents.templateId, templateContents.languageId],
      set: { value: sql`excluded.value` },
    });
};
