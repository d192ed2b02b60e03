/** The templates a moved pickup is told with (db/seed/flight-mail-content.ts holds their bodies). */
import { MAIL_TEMPLATES } from '../mail/mail-subjects.ts';

export const FLIGHT_TEMPLATE_NAMES = {
  travellerMail: MAIL_TEMPLATES.flightPickupMoved,
  chauffeurMail: MAIL_TEMPLATES.chauffeurPickupMoved,
  chauffeurText: 'SmsChauffeurPickupMoved_Template',
} as const;
