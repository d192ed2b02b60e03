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
];

export const CUSTOMER_COMING_SOON_NS = registerScreens('coming-soon-customer', CUSTOMER_SCREENS);
