import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOBAL_STYLES, inMantineOrder, usedStyleSheets } from './mantine-styles';

const require = createRequire(import.meta.url);
const DIR = path.dirname(require.resolve('@mantine/core/styles.css'));
const ALL = readFileSync(path.join(DIR, 'styles.css'), 'utf8');
const sheet = (file: string) => readFileSync(path.join(DIR, 'styles', file), 'utf8');
const position = (file: string) => ALL.indexOf(sheet(file).trim().slice(0, 200));
const NM = '/repo/node_modules/@mantine/core/esm';

describe("the stylesheets of Mantine's components in the bundle", () => {
  it('names the stylesheet of each component whose class names a module imports, components and utilities alike', () => {
    const ids = [
      `${NM}/components/Button/Button.mjs`,
      `${NM}/components/Button/Button.module.mjs`,
      `${NM}/components/UnstyledButton/UnstyledButton.module.mjs`,
      `${NM}/utils/InlineInput/InlineInput.module.mjs`,
      `${NM}/components/AppShell/AppShell.module.mjs`,
      '/repo/packages/web/src/app/shell.tsx',
      `${NM}/components/Button/Button.module.mjs`,
    ];
    const exists = (file: string) =>
      ['Button.css', 'UnstyledButton.css', 'InlineInput.css', 'AppShell.css'].includes(file);
    expect(usedStyleSheets(ids, exists)).toEqual([
      'Button.css',
      'UnstyledButton.css',
      'InlineInput.css',
      'AppShell.css',
    ]);
    expect(usedStyleSheets([`${NM}/components/Select/Select.module.mjs`], () => false)).toEqual([]);
  });

  it("puts the global styles first, then the components in styles.css's order (what a component builds on first)", () => {
    const order = inMantineOrder(
      ['Button.css', 'Modal.css', 'UnstyledButton.css', 'ModalBase.css'],
      position,
    );
    expect(order.slice(0, GLOBAL_STYLES.length)).toEqual(GLOBAL_STYLES);
    expect(order.indexOf('UnstyledButton.css')).toBeLessThan(order.indexOf('Button.css'));
    expect(order.indexOf('ModalBase.css')).toBeLessThan(order.indexOf('Modal.css'));
  });

  it("orders every stylesheet Mantine ships, so that all of them together are styles.css's rules", () => {
    const components = readdirSync(path.join(DIR, 'styles')).filter(
      (file) => file.endsWith('.css') && !file.endsWith('.layer.css') && !GLOBAL_STYLES.includes(file),
    );
    const order = inMantineOrder(components, position);
    for (const file of order) expect(position(file)).toBeGreaterThanOrEqual(0);
    expect(order.map(position)).toEqual([...order.map(position)].sort((a, b) => a - b));
    expect(order.map(sheet).join('\n').length).toBeGreaterThan(ALL.length * 0.95);
  });
});
