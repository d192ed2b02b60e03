import { FLIGHT_TEMPLATE_NAMES } from '../../modules/flights/flight-templates.ts';
import type { TemplateDefault } from './template-default.ts';

/**
 * What is sent when a flight moves an airport pickup (issue 22 item 3, decision 0031): a mail to
 * the traveller (their text is SmsPickupMoved_Template, sms-content.ts), and a mail and a text to
 * the ride's chauffeur. Placeholders: {{siteTitle}}, {{firstName}}, {{referenceId}},
 * {{flightLabel}}, {{landingTime}}, {{pickupDateTime}}, {{previousPickupDateTime}},
 * {{pickupLocation}}, {{dropoffLocation}}, {{trackLink}}, {{providerPhone}}; the chauffeur's
 * {{chauffeurName}} and {{passengerName}}.
 */
export const FLIGHT_TEMPLATE_DEFAULTS: TemplateDefault[] = [
  {
    id: 90,
    uniqueName: FLIGHT_TEMPLATE_NAMES.travellerMail,
    displayName: 'The flight moved the pickup (to the traveller)',
    kind: 'mail',
    en: `<p>Hello {{firstName}},</p>
<p>Your flight {{flightLabel}} is now expected at {{landingTime}}, so your chauffeur will meet you at <strong>{{pickupDateTime}}</strong> instead of {{previousPickupDateTime}}. There is nothing you need to do.</p>
<p><strong>Booking ID:</strong> {{referenceId}}<br><strong>From:</strong> {{pickupLocation}}<br><strong>To:</strong> {{dropoffLocation}}</p>
<p>Follow your ride: <a href="{{trackLink}}">{{trackLink}}</a></p>
<p>Questions? Call us on {{providerPhone}}.</p>
<p>The {{siteTitle}} team</p>`,
    es: `<p>Hola, {{firstName}}:</p>
<p>Su vuelo {{flightLabel}} llegará ahora a las {{landingTime}}, así que su chofer le recogerá el <strong>{{pickupDateTime}}</strong> en lugar del {{previousPickupDateTime}}. No tiene que hacer nada.</p>
<p><strong>Reserva:</strong> {{referenceId}}<br><strong>Desde:</strong> {{pickupLocation}}<br><strong>Hasta:</strong> {{dropoffLocation}}</p>
<p>Siga su viaje: <a href="{{trackLink}}">{{trackLink}}</a></p>
<p>¿Preguntas? Llámenos al {{providerPhone}}.</p>
<p>El equipo de {{siteTitle}}</p>`,
  },
  {
    id: 91,
    uniqueName: FLIGHT_TEMPLATE_NAMES.chauffeurMail,
    displayName: 'The flight moved the pickup (to the chauffeur)',
    kind: 'mail',
    en: `<p>Hello {{chauffeurName}},</p>
<p>Flight {{flightLabel}} is now expected at {{landingTime}}. The pickup of ride {{referenceId}} at {{pickupLocation}} is now <strong>{{pickupDateTime}}</strong> (it was {{previousPickupDateTime}}).</p>
<p><strong>Passenger:</strong> {{passengerName}}<br><strong>To:</strong> {{dropoffLocation}}</p>
<p>Your app shows the new time. If it does not fit your next ride, dispatch will tell you.</p>
<p>The {{siteTitle}} team</p>`,
    es: `<p>Hola, {{chauffeurName}}:</p>
<p>El vuelo {{flightLabel}} llegará ahora a las {{landingTime}}. La recogida del viaje {{referenceId}} en {{pickupLocation}} es ahora el <strong>{{pickupDateTime}}</strong> (era el {{previousPickupDateTime}}).</p>
<p><strong>Pasajero:</strong> {{passengerName}}<br><strong>Hasta:</strong> {{dropoffLocation}}</p>
<p>Su app muestra la nueva hora. Si no encaja con su siguiente viaje, despacho se lo dirá.</p>
<p>El equipo de {{siteTitle}}</p>`,
  },
  {
    id: 92,
    uniqueName: FLIGHT_TEMPLATE_NAMES.chauffeurText,
    displayName: 'Text: the flight moved the pickup (to the chauffeur)',
    kind: 'sms',
    en: '{{siteTitle}}: flight {{flightLabel}} moved. Ride {{referenceId}} now picks up at {{pickupDateTime}} at {{pickupLocation}}.',
    es: '{{siteTitle}}: el vuelo {{flightLabel}} ha cambiado. El viaje {{referenceId}} recoge ahora el {{pickupDateTime}} en {{pickupLocation}}.',
  },
];
