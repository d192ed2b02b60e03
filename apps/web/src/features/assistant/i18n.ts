import { registerTranslations } from '../../lib/i18n.ts';

/** Texts of the assistant's panel. */
export const ASSISTANT_NS = registerTranslations(
  'assistant',
  {
    title: 'Assistant',
    close: 'Close the assistant',
    intro:
      'Hello! Ask me about booking, prices, payment, cancellations or luggage. I answer from this site’s help pages.',
    question: 'Your question',
    placeholder: 'Type a question…',
    send: 'Send question',
    thinking: 'Looking it up…',
    you: 'You',
    assistant: 'Assistant',
    source: 'From: {{name}}',
    action_booking: 'Book a ride',
    action_feedback: 'Send Feedback',
    suggestions: 'Try asking',
    suggestion1: 'How do I book a ride?',
    suggestion2: 'How can I pay?',
    suggestion3: 'Can I cancel my booking?',
    failed: 'The assistant could not answer just now.',
  },
  {
    title: 'Asistente',
    close: 'Cerrar el asistente',
    intro:
      '¡Hola! Pregúnteme sobre reservas, precios, pagos, cancelaciones o equipaje. Respondo con las páginas de ayuda de este sitio.',
    question: 'Su pregunta',
    placeholder: 'Escriba una pregunta…',
    send: 'Enviar pregunta',
    thinking: 'Buscando…',
    you: 'Usted',
    assistant: 'Asistente',
    source: 'De: {{name}}',
    action_booking: 'Reservar un viaje',
    action_feedback: 'Send Feedback',
    suggestions: 'Pruebe a preguntar',
    suggestion1: '¿Cómo reservo un viaje?',
    suggestion2: '¿Cómo puedo pagar?',
    suggestion3: '¿Puedo cancelar mi reserva?',
    failed: 'El asistente no pudo responder ahora.',
  },
);
