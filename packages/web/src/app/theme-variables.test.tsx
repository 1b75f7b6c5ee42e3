import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import main from '../main.tsx?raw';
import providers from './providers.tsx?raw';
import { cssVariablesResolver, theme } from './theme';

/** The CSS of the file, without its leading comment. */
function kept(): string {
  // A path, not a URL: jsdom's URL is not one that node:fs takes.
  const file = readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'theme-variables.css'),
    'utf8',
  );
  return file.replace(/^\/\*[\s\S]*?\*\/\n/, '').trim();
}

describe('theme-variables.css', () => {
  it('holds exactly the CSS variables and global classes Mantine writes for the theme at run time', () => {
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <div />
      </MantineProvider>,
    );
    const written = [...document.querySelectorAll('style[data-mantine-styles]')].map(
      (style) => style.innerHTML,
    );
    expect(written).toHaveLength(2);
    // On a change of the theme, copy these lines into theme-variables.css (after its comment).
    expect(kept()).toBe(written.join('\n'));
  });

  it('is what the app uses: Mantine writes no variables of its own at run time', () => {
    expect(providers).toContain('withCssVariables={false} withGlobalClasses={false}');
    expect(main).toContain("import './app/theme-variables.css';");
  });
});
