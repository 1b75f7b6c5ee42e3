import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * Mantine's palette with shades 8 and 9 darkened where they miss WCAG AA: shade 8 is the
 * filled colour (white text on it, and the text colour of links and outlines, primaryShade 8) and
 * shade 9 the text of the light variant (on shade 1). Each now reaches 4.6:1; the hue stays.
 */
const DARKER_SHADES: Record<string, readonly [string, string]> = {
  cyan: ['#0c8093', '#0b7285'],
  teal: ['#08855f', '#087a57'],
  green: ['#28863a', '#267b37'],
  lime: ['#4f810c', '#4b790b'],
  yellow: ['#aa6300', '#a85700'],
  orange: ['#c84d0a', '#bb3e0d'],
};

function withDarkerShades(name: string, [shade8, shade9]: readonly [string, string]): MantineColorsTuple {
  const shades = [...(DEFAULT_THEME.colors[name] ?? [])];
  shades[8] = shade8;
  shades[9] = shade9;
  return shades as unknown as MantineColorsTuple;
}

export const theme = createTheme({
  primaryColor: 'cyan',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  colors: Object.fromEntries(
    Object.entries(DARKER_SHADES).map(([name, shades]) => [name, withDarkerShades(name, shades)]),
  ),
});

/**
 * Dimmed text (`c="dimmed"`, descriptions, the editor's step types) and placeholders darker than
 * Mantine's gray 6 and gray 5, which reach only 3.3:1 and 2.1:1 on white: 4.9:1 and 4.7:1 now, on
 * white and on the editor's pale step colours. Field errors (text and border) in red 9 instead of red 6,
 * which reaches only 3.3:1 on white: 5.9:1 now.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#636a72',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
