import { registerTranslations } from '../../lib/i18n.ts';

/** Texts of the notice a site shows when it takes no online bookings (issue 17, defect 1). */
export const BOOKING_UNAVAILABLE_NS = registerTranslations(
  'booking-unavailable',
  {
    closedTitle: 'Online booking is not available',
    notSetUpBody: '{{company}} has not opened its vehicles for online booking yet. Please contact them directly.',
    contactLead: 'To book a ride, contact the company directly:',
    noContact: 'The company has not published a phone number or e-mail address yet.',
    call: 'Call {{phone}}',
    email: 'E-mail {{email}}',
    backToHome: 'Back to the home page',
  },
  {
    closedTitle: 'La reserva en línea no está disponible',
    notSetUpBody:
      '{{company}} aún no ha abierto sus vehículos a la reserva en línea. Contacte directamente con la empresa.',
    contactLead: 'Para reservar un viaje, contacte directamente con la empresa:',
    noContact: 'La empresa todavía no ha publicado un teléfono ni un correo electrónico.',
    call: 'Llame al {{phone}}',
    email: 'Escriba a {{email}}',
    backToHome: 'Volver a la página de inicio',
  },
);
