import { findSettingByName, upsertSiteSetting } from '../../modules/settings/settings.repository.ts';
import { SMS_ENABLED_SETTING } from '../../modules/sms/sms.service.ts';
import { SMS_STEPS } from '../../modules/sms/sms-texts.ts';
import type { Tx } from '../client.ts';
import type { TemplateDefault } from './template-default.ts';

/**
 * The traveller's text messages (issue 22, decision 0030), kind 'sms': plain text, short (under
 * 320 characters before values, two segments at most), editable per site like the mails.
 * Placeholders: {{siteTitle}}, {{firstName}}, {{referenceId}}, {{pickupDateTime}},
 * {{pickupLocation}}, {{chauffeurName}}, {{trackLink}}, {{reviewLink}}, {{providerPhone}},
 * {{flightLabel}}.
 * The first text of a booking says how to stop them (carriers expect it).
 */
export const SMS_TEMPLATE_DEFAULTS: TemplateDefault[] = [
  {
    id: 80,
    uniqueName: SMS_STEPS.confirmed,
    displayName: 'Text: booking confirmed (to the traveller)',
    kind: 'sms',
    en: '{{siteTitle}}: your ride {{referenceId}} is booked for {{pickupDateTime}} from {{pickupLocation}}. Follow it here: {{trackLink}} Reply STOP to stop texts.',
    es: '{{siteTitle}}: su viaje {{referenceId}} está reservado para el {{pickupDateTime}} desde {{pickupLocation}}. Sígalo aquí: {{trackLink}} Responda STOP para no recibir más mensajes.',
  },
  {
    id: 84,
    uniqueName: SMS_STEPS['pickup-moved'],
    displayName: 'Text: the flight moved the pickup (to the traveller)',
    kind: 'sms',
    en: '{{siteTitle}}: flight {{flightLabel}} has moved, so your pickup for ride {{referenceId}} is now {{pickupDateTime}}. Follow it here: {{trackLink}}',
    es: '{{siteTitle}}: el vuelo {{flightLabel}} ha cambiado, así que la recogida de su viaje {{referenceId}} es ahora el {{pickupDateTime}}. Sígala aquí: {{trackLink}}',
  },
  {
    id: 81,
    uniqueName: SMS_STEPS['on-the-way'],
    displayName: 'Text: chauffeur on the way (to the traveller)',
    kind: 'sms',
    en: '{{siteTitle}}: {{chauffeurName}} is on the way to {{pickupLocation}}. See the car and when it arrives: {{trackLink}}',
    es: '{{siteTitle}}: {{chauffeurName}} está en camino a {{pickupLocation}}. Vea el coche y cuándo llega: {{trackLink}}',
  },
  {
    id: 82,
    uniqueName: SMS_STEPS.arrived,
    displayName: 'Text: chauffeur arrived (to the traveller)',
    kind: 'sms',
    en: '{{siteTitle}}: {{chauffeurName}} has arrived at {{pickupLocation}} and is waiting for you (ride {{referenceId}}).',
    es: '{{siteTitle}}: {{chauffeurName}} ha llegado a {{pickupLocation}} y le está esperando (viaje {{referenceId}}).',
  },
  {
    id: 83,
    uniqueName: SMS_STEPS.completed,
    displayName: 'Text: ride completed, asks for a review (to the traveller)',
    kind: 'sms',
    en: '{{siteTitle}}: thank you for riding with us. How was ride {{referenceId}}? Tell us here: {{reviewLink}}',
    es: '{{siteTitle}}: gracias por viajar con nosotros. ¿Qué tal el viaje {{referenceId}}? Cuéntenoslo aquí: {{reviewLink}}',
  },
];

/** The per-site switch: off until a provider turns texts on (each text costs the provider money). */
export const SMS_SETTING_ROW = {
  id: 8,
  name: SMS_ENABLED_SETTING,
  groupName: 'Booking',
  defaultValue: 'false',
  description:
    'Travellers who agree at booking get text messages: booking confirmed, pickup moved by the flight, chauffeur on the way and arrived, ride completed (true or false).',
};

/** The demo's City Limo sends texts (shown at /dev/sms without Twilio credentials). */
export const seedDemoSmsSetting = async (db: Tx, siteId: number) => {
  const setting = await findSettingByName(db, SMS_ENABLED_SETTING);
  if (setting) await upsertSiteSetting(db, siteId, setting.id, 'true', null);
};
