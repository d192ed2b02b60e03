import type { TemplateDefault } from './template-content.ts';

/**
 * Mail bodies of the booking journey. Placeholders filled at send time: {{siteTitle}},
 * {{firstName}}, {{referenceId}}, {{pickupDateTime}}, {{pickupLocation}}, {{dropoffLocation}},
 * {{vehicle}}, {{passengers}}, {{cost}}, {{discount}}, {{tax}}, {{tip}}, {{total}},
 * {{paymentStatus}} (how the booking stands for money, in the mail's language: 'paid by Visa
 * ending 1111', 'cash to the chauffeur', 'pay later', 'refunded: $10.00'), {{providerName}},
 * {{providerPhone}}, {{providerEmail}}, {{customerName}}, {{customerEmail}}, {{customerPhone}},
 * {{comments}}, {{status}}, {{link}}; the confirmation {{manageLink}} (the booking's manage link,
 * decision 0024); the status mails also {{chauffeurName}} and {{reviewLink}};
 * the cancellation mails {{refundNote}}; the receipt {{amountPaid}}. {{pickupDateTime}} is the
 * pickup's own wall clock with its UTC offset; subjects use {{pickupDay}} (mail/mail-subjects.ts).
 */
const CONFIRMATION_EN = `<p>Hello {{firstName}},</p>
<p>Thank you for booking with {{siteTitle}}. Your booking ID is <strong>{{referenceId}}</strong>.</p>
<p><strong>Ride on:</strong> {{pickupDateTime}}<br><strong>From:</strong> {{pickupLocation}}<br><strong>To:</strong> {{dropoffLocation}}<br><strong>Vehicle:</strong> {{vehicle}}<br><strong>Passengers:</strong> {{passengers}}<br><strong>Your comments:</strong> {{comments}}</p>
<p><strong>Cost:</strong> {{cost}}<br><strong>Discount:</strong> {{discount}}<br><strong>Tax:</strong> {{tax}}<br><strong>Chauffeur tip:</strong> {{tip}}<br><strong>Total:</strong> {{total}} ({{paymentStatus}})</p>
<p>The cost is an estimate; the final cost is known after the ride. See your ride or cancel it, no sign-in needed: <a href="{{manageLink}}">{{manageLink}}</a>. To change it, contact {{providerName}} on {{providerPhone}} or at {{providerEmail}}, quoting your booking ID.</p>
<p>On the day, follow your chauffeur on the map: <a href="{{trackLink}}">{{trackLink}}</a></p>
<p>Have a pleasant ride,</p>
<p>The {{siteTitle}} team</p>`;

const CONFIRMATION_ES = `<p>Hola, {{firstName}}:</p>
<p>Gracias por reservar con {{siteTitle}}. Su número de reserva es <strong>{{referenceId}}</strong>.</p>
<p><strong>Viaje el:</strong> {{pickupDateTime}}<br><strong>Desde:</strong> {{pickupLocation}}<br><strong>Hasta:</strong> {{dropoffLocation}}<br><strong>Vehículo:</strong> {{vehicle}}<br><strong>Pasajeros:</strong> {{passengers}}<br><strong>Sus comentarios:</strong> {{comments}}</p>
<p><strong>Costo:</strong> {{cost}}<br><strong>Descuento:</strong> {{discount}}<br><strong>Impuesto:</strong> {{tax}}<br><strong>Propina del chofer:</strong> {{tip}}<br><strong>Total:</strong> {{total}} ({{paymentStatus}})</p>
<p>El costo es una estimación; el costo final se conoce después del viaje. Vea su viaje o cancélelo, sin iniciar sesión: <a href="{{manageLink}}">{{manageLink}}</a>. Para cambiarlo, comuníquese con {{providerName}} al {{providerPhone}} o en {{providerEmail}}, indicando su número de reserva.</p>
<p>El día del viaje, siga a su chofer en el mapa: <a href="{{trackLink}}">{{trackLink}}</a></p>
<p>Que tenga un buen viaje,</p>
<p>El equipo de {{siteTitle}}</p>`;

const NEW_BOOKING_EN = `<p>A new booking was made on {{siteTitle}}.</p>
<p><strong>Booking ID:</strong> {{referenceId}}<br><strong>Ride on:</strong> {{pickupDateTime}}<br><strong>From:</strong> {{pickupLocation}}<br><strong>To:</strong> {{dropoffLocation}}<br><strong>Vehicle:</strong> {{vehicle}}<br><strong>Passengers:</strong> {{passengers}}</p>
<p><strong>Traveller:</strong> {{customerName}}, {{customerEmail}}, {{customerPhone}}<br><strong>Total:</strong> {{total}} ({{paymentStatus}})<br><strong>Comments:</strong> {{comments}}</p>
<p>Open the booking in your back office to confirm it and assign a chauffeur: <a href="{{link}}">{{link}}</a></p>`;

const NEW_BOOKING_ES = `<p>Se hizo una nueva reserva en {{siteTitle}}.</p>
<p><strong>Reserva:</strong> {{referenceId}}<br><strong>Viaje el:</strong> {{pickupDateTime}}<br><strong>Desde:</strong> {{pickupLocation}}<br><strong>Hasta:</strong> {{dropoffLocation}}<br><strong>Vehículo:</strong> {{vehicle}}<br><strong>Pasajeros:</strong> {{passengers}}</p>
<p><strong>Viajero:</strong> {{customerName}}, {{customerEmail}}, {{customerPhone}}<br><strong>Total:</strong> {{total}} ({{paymentStatus}})<br><strong>Comentarios:</strong> {{comments}}</p>
<p>Abra la reserva en su back office para confirmarla y asignar un chofer: <a href="{{link}}">{{link}}</a></p>`;

const UNAVAILABLE_AREA_EN = `<p>A traveller asked for a ride outside your service area on {{siteTitle}}.</p>
<p><strong>Pickup:</strong> {{pickupLocation}}<br><strong>Drop-off:</strong> {{dropoffLocation}}<br><strong>Requested for:</strong> {{pickupDateTime}}</p>
<p>The traveller was told that you will make arrangements and was given your phone number and e-mail address. Please contact them if they reach out, or add the state to your service locations if you serve it.</p>`;

const UNAVAILABLE_AREA_ES = `<p>Un viajero pidió un viaje fuera de su área de servicio en {{siteTitle}}.</p>
<p><strong>Recogida:</strong> {{pickupLocation}}<br><strong>Destino:</strong> {{dropoffLocation}}<br><strong>Solicitado para:</strong> {{pickupDateTime}}</p>
<p>Se le indicó al viajero que usted hará los arreglos y se le dio su teléfono y correo electrónico. Comuníquese con él si lo contacta, o agregue el estado a sus ubicaciones de servicio si lo atiende.</p>`;

const RIDE_EN = `<p><strong>Booking ID:</strong> {{referenceId}}<br><strong>Ride on:</strong> {{pickupDateTime}}<br><strong>From:</strong> {{pickupLocation}}<br><strong>To:</strong> {{dropoffLocation}}<br><strong>Vehicle:</strong> {{vehicle}}<br><strong>Passengers:</strong> {{passengers}}<br><strong>Total:</strong> {{total}} ({{paymentStatus}})</p>`;

const RIDE_ES = `<p><strong>Reserva:</strong> {{referenceId}}<br><strong>Viaje el:</strong> {{pickupDateTime}}<br><strong>Desde:</strong> {{pickupLocation}}<br><strong>Hasta:</strong> {{dropoffLocation}}<br><strong>Vehículo:</strong> {{vehicle}}<br><strong>Pasajeros:</strong> {{passengers}}<br><strong>Total:</strong> {{total}} ({{paymentStatus}})</p>`;

const CONTACT_EN = `<p>Questions? Contact {{providerName}} on {{providerPhone}} or at {{providerEmail}}, quoting your booking ID. Your bookings: <a href="{{link}}">{{link}}</a></p>
<p>The {{siteTitle}} team</p>`;

const CONTACT_ES = `<p>¿Preguntas? Comuníquese con {{providerName}} al {{providerPhone}} o en {{providerEmail}}, indicando su número de reserva. Sus reservas: <a href="{{link}}">{{link}}</a></p>
<p>El equipo de {{siteTitle}}</p>`;

const CONFIRMED_EN = `<p>Hello {{firstName}},</p>
<p>Good news: {{providerName}} has confirmed your booking <strong>{{referenceId}}</strong>.</p>
${RIDE_EN}
<p>We will let you know when a chauffeur is assigned to your ride.</p>
${CONTACT_EN}`;

const CONFIRMED_ES = `<p>Hola, {{firstName}}:</p>
<p>Buenas noticias: {{providerName}} ha confirmado su reserva <strong>{{referenceId}}</strong>.</p>
${RIDE_ES}
<p>Le avisaremos cuando se asigne un chofer a su viaje.</p>
${CONTACT_ES}`;

const ASSIGNED_EN = `<p>Hello {{firstName}},</p>
<p>Your chauffeur for booking <strong>{{referenceId}}</strong> is <strong>{{chauffeurName}}</strong>.</p>
${RIDE_EN}
<p>Please be ready at the pickup location a few minutes before the pickup time.</p>
${CONTACT_EN}`;

const ASSIGNED_ES = `<p>Hola, {{firstName}}:</p>
<p>Su chofer para la reserva <strong>{{referenceId}}</strong> es <strong>{{chauffeurName}}</strong>.</p>
${RIDE_ES}
<p>Esté listo en el lugar de recogida unos minutos antes de la hora de recogida.</p>
${CONTACT_ES}`;

const CANCELLED_EN = `<p>Hello {{firstName}},</p>
<p>We are sorry: {{providerName}} has cancelled your booking <strong>{{referenceId}}</strong>.</p>
${RIDE_EN}
<p><strong>Your money:</strong> {{refundNote}}</p>
<p>If you have a question about this cancellation, please contact us.</p>
${CONTACT_EN}`;

const CANCELLED_ES = `<p>Hola, {{firstName}}:</p>
<p>Lo sentimos: {{providerName}} ha cancelado su reserva <strong>{{referenceId}}</strong>.</p>
${RIDE_ES}
<p><strong>Su dinero:</strong> {{refundNote}}</p>
<p>Si tiene alguna pregunta sobre esta cancelación, comuníquese con nosotros.</p>
${CONTACT_ES}`;

const CANCELLED_BY_TRAVELLER_EN = `<p>Hello {{firstName}},</p>
<p>As you asked, your booking <strong>{{referenceId}}</strong> is cancelled.</p>
${RIDE_EN}
<p><strong>Your money:</strong> {{refundNote}}</p>
${CONTACT_EN}`;

const CANCELLED_BY_TRAVELLER_ES = `<p>Hola, {{firstName}}:</p>
<p>Como lo pidió, su reserva <strong>{{referenceId}}</strong> está cancelada.</p>
${RIDE_ES}
<p><strong>Su dinero:</strong> {{refundNote}}</p>
${CONTACT_ES}`;

const CANCELLED_TO_PROVIDER_EN = `<p>{{customerName}} cancelled booking <strong>{{referenceId}}</strong> on {{siteTitle}}.</p>
<p><strong>Booking ID:</strong> {{referenceId}}<br><strong>Ride on:</strong> {{pickupDateTime}}<br><strong>From:</strong> {{pickupLocation}}<br><strong>To:</strong> {{dropoffLocation}}<br><strong>Vehicle:</strong> {{vehicle}}<br><strong>Chauffeur:</strong> {{chauffeurName}}</p>
<p><strong>Traveller:</strong> {{customerName}}, {{customerEmail}}, {{customerPhone}}<br><strong>Total:</strong> {{total}} ({{paymentStatus}})</p>
<p>The vehicle is free again for other bookings. Open the booking in your back office: <a href="{{link}}">{{link}}</a></p>`;

const CANCELLED_TO_PROVIDER_ES = `<p>{{customerName}} canceló la reserva <strong>{{referenceId}}</strong> en {{siteTitle}}.</p>
<p><strong>Reserva:</strong> {{referenceId}}<br><strong>Viaje el:</strong> {{pickupDateTime}}<br><strong>Desde:</strong> {{pickupLocation}}<br><strong>Hasta:</strong> {{dropoffLocation}}<br><strong>Vehículo:</strong> {{vehicle}}<br><strong>Chofer:</strong> {{chauffeurName}}</p>
<p><strong>Viajero:</strong> {{customerName}}, {{customerEmail}}, {{customerPhone}}<br><strong>Total:</strong> {{total}} ({{paymentStatus}})</p>
<p>El vehículo vuelve a estar libre para otras reservas. Abra la reserva en su back office: <a href="{{link}}">{{link}}</a></p>`;

const RECEIPT_EN = `<p>Hello {{firstName}},</p>
<p>We received your payment of <strong>{{amountPaid}}</strong> for booking <strong>{{referenceId}}</strong>: {{paymentStatus}}. This receipt replaces the payment line of your booking confirmation.</p>
${RIDE_EN}
${CONTACT_EN}`;

const RECEIPT_ES = `<p>Hola, {{firstName}}:</p>
<p>Recibimos su pago de <strong>{{amountPaid}}</strong> por la reserva <strong>{{referenceId}}</strong>: {{paymentStatus}}. Este recibo reemplaza la línea de pago de su confirmación de reserva.</p>
${RIDE_ES}
${CONTACT_ES}`;

const COMPLETED_EN = `<p>Hello {{firstName}},</p>
<p>Thank you for riding with {{providerName}}. Your ride <strong>{{referenceId}}</strong> is complete.</p>
${RIDE_EN}
<p>How was it? Tell us and other travellers: <a href="{{reviewLink}}">review this ride</a>.</p>
${CONTACT_EN}`;

const COMPLETED_ES = `<p>Hola, {{firstName}}:</p>
<p>Gracias por viajar con {{providerName}}. Su viaje <strong>{{referenceId}}</strong> ha finalizado.</p>
${RIDE_ES}
<p>¿Qué tal fue? Cuéntenoslo a nosotros y a otros viajeros: <a href="{{reviewLink}}">valorar este viaje</a>.</p>
${CONTACT_ES}`;

export const BOOKING_TEMPLATE_DEFAULTS: TemplateDefault[] = [
  {
    id: 9,
    uniqueName: 'BookingConfirmation_Template',
    displayName: 'Booking confirmation',
    kind: 'mail',
    en: CONFIRMATION_EN,
    es: CONFIRMATION_ES,
  },
  {
    id: 10,
    uniqueName: 'NewBooking_Template',
    displayName: 'New booking (to the provider)',
    kind: 'mail',
    en: NEW_BOOKING_EN,
    es: NEW_BOOKING_ES,
  },
  {
    id: 11,
    uniqueName: 'UnavailableArea_Template',
    displayName: 'Ride request outside the service area',
    kind: 'mail',
    en: UNAVAILABLE_AREA_EN,
    es: UNAVAILABLE_AREA_ES,
  },
  {
    id: 12,
    uniqueName: 'BookingConfirmed_Template',
    displayName: 'Booking confirmed (to the traveller)',
    kind: 'mail',
    en: CONFIRMED_EN,
    es: CONFIRMED_ES,
  },
  {
    id: 13,
    uniqueName: 'BookingAssigned_Template',
    displayName: 'Chauffeur assigned (to the traveller)',
    kind: 'mail',
    en: ASSIGNED_EN,
    es: ASSIGNED_ES,
  },
  {
    id: 14,
    uniqueName: 'BookingCancelled_Template',
    displayName: 'Booking cancelled by the company (to the traveller)',
    kind: 'mail',
    en: CANCELLED_EN,
    es: CANCELLED_ES,
  },
  {
    id: 15,
    uniqueName: 'BookingCompleted_Template',
    displayName: 'Ride completed (to the traveller)',
    kind: 'mail',
    en: COMPLETED_EN,
    es: COMPLETED_ES,
  },
  {
    id: 16,
    uniqueName: 'BookingCancelledByTraveller_Template',
    displayName: 'Booking cancelled by the traveller (to the traveller)',
    kind: 'mail',
    en: CANCELLED_BY_TRAVELLER_EN,
    es: CANCELLED_BY_TRAVELLER_ES,
  },
  {
    id: 17,
    uniqueName: 'BookingCancelledToProvider_Template',
    displayName: 'Booking cancelled by the traveller (to the provider)',
    kind: 'mail',
    en: CANCELLED_TO_PROVIDER_EN,
    es: CANCELLED_TO_PROVIDER_ES,
  },
  {
    id: 18,
    uniqueName: 'PaymentReceipt_Template',
    displayName: 'Payment receipt (to the traveller)',
    kind: 'mail',
    en: RECEIPT_EN,
    es: RECEIPT_ES,
  },
];
