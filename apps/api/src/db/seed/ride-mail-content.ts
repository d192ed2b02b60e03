import type { TemplateDefault } from './template-default.ts';

/**
 * Mails of the day of the ride (issue 21): a chauffeur's invitation to the app, and what the
 * traveller hears when the chauffeur accepts, sets off and arrives (the completed mail is
 * BookingCompleted_Template, which asks for the review). Placeholders as the booking mails
 * (booking-mail-content.ts), plus {{chauffeurName}}; the invitation {{firstName}},
 * {{userName}}, {{invitedBy}}, {{link}}, {{days}}.
 */
const INVITATION_EN = `<p>Hello {{firstName}},</p>
<p>{{invitedBy}} has added you as a chauffeur of {{siteTitle}}. Your username is <strong>{{userName}}</strong>.</p>
<p>Set your password with this link, valid for {{days}} days: <a href="{{link}}">{{link}}</a></p>
<p>Then open the chauffeur app on your phone at <strong>/driver</strong> on the {{siteTitle}} site, sign in, and add it to your home screen: your rides, their passengers and the way there are in it.</p>
<p>The {{siteTitle}} team</p>`;

const INVITATION_ES = `<p>Hola, {{firstName}}:</p>
<p>{{invitedBy}} le ha añadido como chofer de {{siteTitle}}. Su nombre de usuario es <strong>{{userName}}</strong>.</p>
<p>Establezca su contraseña con este enlace, válido durante {{days}} días: <a href="{{link}}">{{link}}</a></p>
<p>Después abra la app del chofer en su teléfono en <strong>/driver</strong> del sitio de {{siteTitle}}, inicie sesión y añádala a su pantalla de inicio: sus viajes, sus pasajeros y el camino están en ella.</p>
<p>El equipo de {{siteTitle}}</p>`;

const RIDE_FACTS_EN = `<p><strong>Booking ID:</strong> {{referenceId}}<br><strong>Ride on:</strong> {{pickupDateTime}}<br><strong>From:</strong> {{pickupLocation}}<br><strong>To:</strong> {{dropoffLocation}}<br><strong>Vehicle:</strong> {{vehicle}}<br><strong>Chauffeur:</strong> {{chauffeurName}}</p>`;
const RIDE_FACTS_ES = `<p><strong>Reserva:</strong> {{referenceId}}<br><strong>Viaje el:</strong> {{pickupDateTime}}<br><strong>Desde:</strong> {{pickupLocation}}<br><strong>Hasta:</strong> {{dropoffLocation}}<br><strong>Vehículo:</strong> {{vehicle}}<br><strong>Chofer:</strong> {{chauffeurName}}</p>`;

const ride = (en: string, es: string) => ({
  en: `<p>Hello {{firstName}},</p>\n<p>${en}</p>\n${RIDE_FACTS_EN}\n<p>Questions? Call {{providerName}} on {{providerPhone}}.</p>\n<p>The {{siteTitle}} team</p>`,
  es: `<p>Hola, {{firstName}}:</p>\n<p>${es}</p>\n${RIDE_FACTS_ES}\n<p>¿Preguntas? Llame a {{providerName}} al {{providerPhone}}.</p>\n<p>El equipo de {{siteTitle}}</p>`,
});

/**
 * The knock-on of a moved pickup (issue 22 item 4), to the two chauffeurs when the operator gives
 * a ride to another: {{firstName}} is the chauffeur mailed, {{otherChauffeur}} the other one,
 * {{causeReference}} the ride whose flight moved, {{passengerName}} the ride's passenger.
 */
const KNOCK_ON_FACTS_EN = `<p><strong>Booking ID:</strong> {{referenceId}}<br><strong>Ride on:</strong> {{pickupDateTime}}<br><strong>From:</strong> {{pickupLocation}}<br><strong>To:</strong> {{dropoffLocation}}<br><strong>Passenger:</strong> {{passengerName}}</p>`;
const KNOCK_ON_FACTS_ES = `<p><strong>Reserva:</strong> {{referenceId}}<br><strong>Viaje el:</strong> {{pickupDateTime}}<br><strong>Desde:</strong> {{pickupLocation}}<br><strong>Hasta:</strong> {{dropoffLocation}}<br><strong>Pasajero:</strong> {{passengerName}}</p>`;

const toChauffeur = (en: string, es: string) => ({
  en: `<p>Hello {{firstName}},</p>\n<p>${en}</p>\n${KNOCK_ON_FACTS_EN}\n<p>The {{siteTitle}} team</p>`,
  es: `<p>Hola, {{firstName}}:</p>\n<p>${es}</p>\n${KNOCK_ON_FACTS_ES}\n<p>El equipo de {{siteTitle}}</p>`,
});

export const RIDE_TEMPLATE_DEFAULTS: TemplateDefault[] = [
  {
    id: 70,
    uniqueName: 'ChauffeurInvitation_Template',
    displayName: 'Your chauffeur app account: set your password',
    kind: 'mail',
    en: INVITATION_EN,
    es: INVITATION_ES,
  },
  {
    id: 71,
    uniqueName: 'RideAccepted_Template',
    displayName: 'Chauffeur accepted the ride (to the traveller)',
    kind: 'mail',
    ...ride(
      'Your chauffeur, {{chauffeurName}}, has accepted your ride and will be there on time.',
      'Su chofer, {{chauffeurName}}, ha aceptado su viaje y llegará a tiempo.',
    ),
  },
  {
    id: 72,
    uniqueName: 'RideOnTheWay_Template',
    displayName: 'Chauffeur on the way (to the traveller)',
    kind: 'mail',
    ...ride(
      '{{chauffeurName}} is on the way to pick you up at {{pickupLocation}}. See where the car is and when it arrives: <a href="{{trackLink}}">{{trackLink}}</a>',
      '{{chauffeurName}} está en camino para recogerle en {{pickupLocation}}. Vea dónde está el coche y cuándo llega: <a href="{{trackLink}}">{{trackLink}}</a>',
    ),
  },
  {
    id: 73,
    uniqueName: 'RideArrived_Template',
    displayName: 'Chauffeur arrived (to the traveller)',
    kind: 'mail',
    ...ride(
      '{{chauffeurName}} has arrived at {{pickupLocation}} and is waiting for you.',
      '{{chauffeurName}} ha llegado a {{pickupLocation}} y le está esperando.',
    ),
  },
  {
    id: 78,
    uniqueName: 'RideGivenToChauffeur_Template',
    displayName: 'A delayed flight: a ride given to you (to the chauffeur)',
    kind: 'mail',
    ...toChauffeur(
      'Ride {{referenceId}} is now yours: a delayed flight moved the pickup of ride {{causeReference}}, so {{otherChauffeur}} cannot make it in time. Please open the chauffeur app and accept the ride.',
      'El viaje {{referenceId}} ahora es suyo: un vuelo retrasado movió la recogida del viaje {{causeReference}} y {{otherChauffeur}} no llegaría a tiempo. Abra la app del chofer y acepte el viaje.',
    ),
  },
  {
    id: 79,
    uniqueName: 'RideTakenFromChauffeur_Template',
    displayName: 'A delayed flight: a ride given to another chauffeur (to the chauffeur)',
    kind: 'mail',
    ...toChauffeur(
      'Ride {{referenceId}} is no longer yours: a delayed flight moved the pickup of your ride {{causeReference}}, so {{otherChauffeur}} takes ride {{referenceId}} instead. Your other rides stay as they are.',
      'El viaje {{referenceId}} ya no es suyo: un vuelo retrasado movió la recogida de su viaje {{causeReference}} y {{otherChauffeur}} hará el viaje {{referenceId}} en su lugar. Sus demás viajes no cambian.',
    ),
  },
];
