import type { TemplateDefault } from './template-content.ts';

/**
 * Mail bodies of the booking journey. Placeholders filled at send time: {{siteTitle}},
 * {{firstName}}, {{referenceId}}, {{pickupDateTime}}, {{pickupLocation}}, {{dropoffLocation}},
 * {{vehicle}}, {{passengers}}, {{cost}}, {{discount}}, {{tax}}, {{tip}}, {{total}},
 * {{paymentStatus}}, {{providerName}}, {{providerPhone}}, {{providerEmail}}, {{customerName}},
 * {{customerEmail}}, {{customerPhone}}, {{comments}}, {{status}}, {{link}}.
 */
const CONFIRMATION_EN = `<p>Hello {{firstName}},</p>
<p>Thank you for booking with {{siteTitle}}. Your booking ID is <strong>{{referenceId}}</strong>.</p>
<p><strong>Ride on:</strong> {{pickupDateTime}}<br><strong>From:</strong> {{pickupLocation}}<br><strong>To:</strong> {{dropoffLocation}}<br><strong>Vehicle:</strong> {{vehicle}}<br><strong>Passengers:</strong> {{passengers}}</p>
<p><strong>Cost:</strong> {{cost}}<br><strong>Discount:</strong> {{discount}}<br><strong>Tax:</strong> {{tax}}<br><strong>Chauffeur tip:</strong> {{tip}}<br><strong>Total:</strong> {{total}} ({{paymentStatus}})</p>
<p>The cost is an estimate; the final cost is known after the ride. To change or cancel, contact {{providerName}} on {{providerPhone}} or at {{providerEmail}}, quoting your booking ID.</p>
<p>Have a pleasant ride,</p>
<p>The {{siteTitle}} team</p>`;

const CONFIRMATION_ES = `<p>Hola, {{firstName}}:</p>
<p>Gracias por reservar con {{siteTitle}}. Su número de reserva es <strong>{{referenceId}}</strong>.</p>
<p><strong>Viaje el:</strong> {{pickupDateTime}}<br><strong>Desde:</strong> {{pickupLocation}}<br><strong>Hasta:</strong> {{dropoffLocation}}<br><strong>Vehículo:</strong> {{vehicle}}<br><strong>Pasajeros:</strong> {{passengers}}</p>
<p><strong>Costo:</strong> {{cost}}<br><strong>Descuento:</strong> {{discount}}<br><strong>Impuesto:</strong> {{tax}}<br><strong>Propina del chofer:</strong> {{tip}}<br><strong>Total:</strong> {{total}} ({{paymentStatus}})</p>
<p>El costo es una estimación; el costo final se conoce después del viaje. Para cambiar o cancelar, comuníquese con {{providerName}} al {{providerPhone}} o en {{providerEmail}}, indicando su número de reserva.</p>
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
];
