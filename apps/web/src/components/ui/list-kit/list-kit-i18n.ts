import { registerTranslations } from '../../../lib/i18n.ts';

/** The texts every list shows the same way, whichever screen it is on. */
export const LIST_KIT_NS = registerTranslations(
  'list-kit',
  {
    showing: 'Showing {{from}}–{{to}} of {{total}}',
    tryAgain: 'Try again',
    loading: 'Loading the list',
    edit: 'Edit',
    editNamed: 'Edit {{name}}',
    disableNamed: 'Disable {{name}}',
    enableNamed: 'Enable {{name}}',
    show: 'Show',
    find: 'Find',
    clearFind: 'Clear the find text',
    clear: 'Clear',
  },
  {
    showing: 'Mostrando {{from}}–{{to}} de {{total}}',
    tryAgain: 'Intentar de nuevo',
    loading: 'Cargando la lista',
    edit: 'Editar',
    editNamed: 'Editar {{name}}',
    disableNamed: 'Desactivar {{name}}',
    enableNamed: 'Activar {{name}}',
    show: 'Mostrar',
    find: 'Buscar',
    clearFind: 'Borrar la búsqueda',
    clear: 'Borrar',
  },
);
