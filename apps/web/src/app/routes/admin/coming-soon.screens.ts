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
];

export const ADMIN_COMING_SOON_NS = registerScreens('coming-soon-admin', ADMIN_SCREENS);
