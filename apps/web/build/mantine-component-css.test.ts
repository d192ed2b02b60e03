import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentStylesheetOf, mantineComponentCss } from './mantine-component-css.ts';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = mantineComponentCss().transform as unknown as Transform;
// The package's exports name its styles, not its package.json: go up from one stylesheet.
const coreDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')));

describe('Mantine component styles with their components', () => {
  it("When Mantine's Button class names load, then Button's stylesheet is imported after the module's own imports", () => {
    const id = '/work/node_modules/@mantine/core/esm/components/Button/Button.module.css.mjs';
    const source = '\'use client\';\nvar classes = {"root":"m_77c9d27d"};\nexport { classes as default };\n';
    const result = transform(source, id);
    expect(result?.code.startsWith(source)).toBe(true);
    expect(result?.code.trimEnd().endsWith("import '@mantine/core/styles/Button.css';")).toBe(true);
  });

  it('When a nested component (CheckboxCard) or a Windows path loads, then its own stylesheet is named', () => {
    expect(
      componentStylesheetOf('/n/@mantine/core/esm/components/Checkbox/CheckboxCard/CheckboxCard.module.css.mjs'),
    ).toBe('@mantine/core/styles/CheckboxCard.css');
    expect(componentStylesheetOf('C:\\n\\@mantine\\core\\esm\\components\\Input\\Input.module.css.mjs?v=1')).toBe(
      '@mantine/core/styles/Input.css',
    );
  });

  it('When any other module loads (a component, another package, the app), then nothing is added', () => {
    for (const id of [
      '/n/@mantine/core/esm/components/Button/Button.mjs',
      '/n/@mantine/notifications/esm/Notifications.module.css.mjs',
      '/app/src/features/booking/components/wizard-steps.module.css',
    ])
      expect(transform('export {}', id)).toBeNull();
  });

  it("When Mantine's own files are listed, then every class-name module has a stylesheet of the same name", () => {
    const modules: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith('.module.css.mjs')) modules.push(file);
      }
    };
    walk(path.join(coreDir, 'esm'));
    expect(modules.length).toBeGreaterThan(80);
    for (const file of modules) {
      const stylesheet = componentStylesheetOf(file);
      expect(stylesheet, file).not.toBeNull();
      expect(fs.existsSync(path.join(coreDir, (stylesheet as string).replace('@mantine/core/', ''))), file).toBe(true);
    }
  });
});
