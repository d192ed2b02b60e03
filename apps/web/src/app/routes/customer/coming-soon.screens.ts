import { type ComingSoonScreen, registerScreens } from '../coming-soon-screens.ts';

/** Customer-portal screens that later issues build; `signedIn` ones sit behind the login guard. */
export const CUSTOMER_SCREENS: (ComingSoonScreen & { signedIn: boolean })[] = [
  {
    id: 'customer-dashboard',
    title: { en: 'Your dashboard', es: 'Su panel' },
    paths: ['dashboard'],
    signedIn: true,
    en: {
      summary: 'A summary of your upcoming rides and recent activity.',
      capabilities: ['See your next ride at a glance', 'Jump to your bookings and profile', 'Read new notifications'],
    },
    es: {
      summary: 'Un resumen de sus próximos viajes y de la actividad reciente.',
      capabilities: [
        'Ver su próximo viaje de un vistazo',
        'Ir a sus reservas y a su perfil',
        'Leer las notificaciones nuevas',
      ],
    },
  },
  {
    id: 'customer-notifications',
    title: { en: 'Notifications', es: 'Notificaciones' },
    paths: ['mynotifications', 'mynotifications/view'],
    signedIn: true,
    en: {
      summary: 'Messages about your rides and your account.',
      capabilities: ['Read updates about your bookings', 'Mark messages as read', 'See the unread count in the header'],
    },
    es: {
      summary: 'Mensajes sobre sus viajes y su cuenta.',
      capabilities: [
        'Leer novedades de sus reservas',
        'Marcar mensajes como leídos',
        'Ver el número de no leídos en la cabecera',
      ],
    },
  },
  {
    id: 'reviews',
    title: { en: 'Reviews', es: 'Reseñas' },
    paths: ['reviews', 'reviews/providersreviews', 'reviews/travellersreviews'],
    signedIn: false,
    en: {
      summary: 'What travellers and providers say about their rides.',
      capabilities: [
        'Read travellers’ reviews with their star ratings',
        'Read providers’ replies',
        'See the average rating of the service',
      ],
    },
    es: {
      summary: 'Lo que viajeros y proveedores dicen de sus viajes.',
      capabilities: [
        'Leer las reseñas de los viajeros con sus estrellas',
        'Leer las respuestas de los proveedores',
        'Ver la valoración media del servicio',
      ],
    },
  },
];

export const CUSTOMER_COMING_SOON_NS = registerScreens('coming-soon-customer', CUSTOMER_SCREENS);
