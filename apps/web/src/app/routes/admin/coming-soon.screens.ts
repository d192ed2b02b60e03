import { type ComingSoonScreen, registerScreens } from '../coming-soon-screens.ts';

/** Back-office screens that later issues build (paths relative to /admin). */
export const ADMIN_SCREENS: ComingSoonScreen[] = [
  {
    id: 'plans',
    title: 'Manage Subscription Plans',
    paths: ['master-data/subscription-plans'],
    en: {
      summary: 'The plans providers subscribe to: Basic, Standard, Premium and the trial.',
      capabilities: [
        'Set each plan’s monthly cost',
        'Set the number of users and bookings per month',
        'Offer a one-month trial',
      ],
    },
    es: {
      summary: 'Los planes a los que se suscriben los proveedores: Basic, Standard, Premium y la prueba.',
      capabilities: [
        'Definir el coste mensual de cada plan',
        'Definir el número de usuarios y de reservas al mes',
        'Ofrecer una prueba de un mes',
      ],
    },
  },
  {
    id: 'users',
    title: 'Manage Users',
    paths: ['users'],
    en: {
      summary: 'The people of your company who use the back office.',
      capabilities: [
        'Add administrators (everything) and standard users (limited)',
        'Disable a user who leaves',
        'Stay within the users your plan includes',
      ],
    },
    es: {
      summary: 'Las personas de su empresa que usan la oficina.',
      capabilities: [
        'Añadir administradores (todo) y usuarios estándar (limitados)',
        'Desactivar a un usuario que se va',
        'Respetar los usuarios que incluye su plan',
      ],
    },
  },
  {
    id: 'invoices',
    title: 'Invoices',
    paths: ['invoice/view'],
    en: {
      summary: 'Your monthly RideDesk invoices: plan fee and bookings above the plan.',
      capabilities: [
        'See each month’s plan fee and extra bookings ($0.25 each)',
        'Download invoices',
        'Check what is paid and what is due',
      ],
    },
    es: {
      summary: 'Sus facturas mensuales de RideDesk: cuota del plan y reservas por encima del plan.',
      capabilities: [
        'Ver la cuota de cada mes y las reservas adicionales (0,25 $ cada una)',
        'Descargar las facturas',
        'Comprobar lo pagado y lo pendiente',
      ],
    },
  },
  {
    id: 'customers',
    title: 'Customers',
    paths: ['customers'],
    en: {
      summary: 'The travellers who have booked with you.',
      capabilities: [
        'Look up a traveller and their bookings',
        'Keep contact details up to date',
        'See who books most often',
      ],
    },
    es: {
      summary: 'Los viajeros que han reservado con usted.',
      capabilities: [
        'Buscar a un viajero y sus reservas',
        'Mantener los datos de contacto al día',
        'Ver quién reserva más a menudo',
      ],
    },
  },
  {
    id: 'give-reviews',
    title: 'Give Reviews',
    paths: ['reviews/add-review'],
    en: {
      summary: 'Rate the travellers you have driven.',
      capabilities: [
        'Give a traveller a star rating after a ride',
        'Add a short comment',
        'See the reviews you have given',
      ],
    },
    es: {
      summary: 'Valore a los viajeros que ha llevado.',
      capabilities: [
        'Dar estrellas a un viajero después de un viaje',
        'Añadir un breve comentario',
        'Ver las reseñas que ha dado',
      ],
    },
  },
  {
    id: 'reply-reviews',
    title: 'Reply to Reviews',
    paths: ['reviews/reply-review'],
    en: {
      summary: 'Answer what travellers say about your service.',
      capabilities: ['Read every review of your site', 'Reply publicly to a review', 'Follow your average rating'],
    },
    es: {
      summary: 'Responda a lo que los viajeros dicen de su servicio.',
      capabilities: [
        'Leer todas las reseñas de su sitio',
        'Responder públicamente a una reseña',
        'Seguir su valoración media',
      ],
    },
  },
];

export const ADMIN_COMING_SOON_NS = registerScreens('coming-soon-admin', ADMIN_SCREENS);
