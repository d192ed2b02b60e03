import { registerTranslations } from '../../lib/i18n.ts';

/** The launcher's only texts (the panel's load with it). */
export const ASSISTANT_LAUNCHER_NS = registerTranslations(
  'assistant-launcher',
  { open: 'Ask a question', close: 'Close the assistant' },
  { open: 'Haga una pregunta', close: 'Cerrar el asistente' },
);
