import { registerTranslations } from '../../../lib/i18n.ts';

/** The success page's ride summary texts (issue 17, item 12). */
export const BOOKING_SUCCESS_NS = registerTranslations(
  'booking-success',
  {
    summaryTitle: 'Your ride',
    when: 'When',
    whenValue: '{{date}} at {{time}}',
    from: 'From',
    to: 'To',
    vehicle: 'Vehicle',
    total: 'Total',
    payment: 'Payment',
    payCash: 'Pay by cash to the chauffeur',
    payCard: 'Credit Card',
    payLater: 'Pay later',
    paid: 'Paid',
    addToCalendar: 'Add to calendar (.ics)',
    manage: 'Manage this booking',
    manageGuest: 'To change or cancel this ride, contact {{company}} and quote the reference:',
    manageLinkHelp:
      'See or cancel this ride any time before it starts, without signing in. The link is also in your confirmation e-mail.',
    call: 'Call {{phone}}',
    email: 'E-mail {{email}}',
  },
  {
    summaryTitle: 'Su viaje',
    when: 'Cuándo',
    whenValue: '{{date}} a las {{time}}',
    from: 'Desde',
    to: 'Hasta',
    vehicle: 'Vehículo',
    total: 'Total',
    payment: 'Pago',
    payCash: 'Pago en efectivo al chófer',
    payCard: 'Tarjeta de crédito',
    payLater: 'Pagar más tarde',
    paid: 'Pagado',
    addToCalendar: 'Añadir al calendario (.ics)',
    manage: 'Gestionar esta reserva',
    manageGuest: 'Para cambiar o cancelar este viaje, contacte con {{company}} e indique la referencia:',
    manageLinkHelp:
      'Vea o cancele este viaje cuando quiera antes de que empiece, sin iniciar sesión. El enlace también está en su correo de confirmación.',
    call: 'Llame al {{phone}}',
    email: 'Escriba a {{email}}',
  },
);
