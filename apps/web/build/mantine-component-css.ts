import type { Plugin } from 'vite';

/**
 * Mantine ships its styles whole (`@mantine/core/styles.css`, 205 KB, one render-blocking file on
 * every first visit) or one file per component (`@mantine/core/styles/<Component>.css`). Every
 * component module of Mantine imports its class names from `<Component>.module.css.mjs`, and that
 * name is its stylesheet's name, one for one. This plugin adds the stylesheet's import at the end
 * of that module, so a component's styles go into the chunk that holds the component: the first
 * screen's CSS holds what the first screen's components use, and a lazily loaded route brings the
 * rest with its code.
 *
 * The import comes after the module's own imports, so the styles of the components it is built on
 * (UnstyledButton under Button, Input under TextInput) come before its own, the order Mantine's
 * per-component styles need. The app's own CSS modules come after the Mantine components they
 * import, as with the whole file. `app/providers.tsx` imports the global parts (baseline, CSS
 * variables, global).
 */
export const MANTINE_CLASSES_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.css\.mjs$/;

export const componentStylesheetOf = (id: string) => {
  const match = MANTINE_CLASSES_MODULE.exec(id.split('?')[0]);
  return match ? `@mantine/core/styles/${match[1]}.css` : null;
};

export const mantineComponentCss = (): Plugin => ({
  name: 'ridedesk:mantine-component-css',
  enforce: 'pre',
  transform(code, id) {
    const stylesheet = componentStylesheetOf(id);
    if (!stylesheet) return null;
    return { code: `${code}\nimport '${stylesheet}';\n`, map: null };
  },
});
