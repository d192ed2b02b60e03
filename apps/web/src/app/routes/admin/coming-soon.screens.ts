import { type ComingSoonScreen, registerScreens } from '../coming-soon-screens.ts';

/** Back-office screens that later issues build (paths relative to /admin). */
export const ADMIN_SCREENS: ComingSoonScreen[] = [
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
