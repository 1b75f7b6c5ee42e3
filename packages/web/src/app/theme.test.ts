import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const colors = { ...DEFAULT_THEME.colors, ...theme.colors };
/** The colours the screens use for filled buttons, links, badges and alerts. */
const USED = ['cyan', 'blue', 'green', 'orange', 'yellow', 'red', 'gray', 'grape', 'teal', 'lime'];

describe('theme colours (WCAG AA)', () => {
  it.each(USED)('%s: white on the filled shade, and the light variant, reach 4.5:1', (name) => {
    const shades = colors[name] ?? [];
    expect(contrast('#ffffff', shades[8] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shades[9] ?? '', shades[1] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed text and placeholders reach 4.5:1 on white and on the editor’s pale step colours', () => {
    const { light } = cssVariablesResolver(theme as never);
    const backgrounds = ['#ffffff', ...['gray', 'green', 'red', 'grape'].map((name) => colors[name]?.[0])];
    for (const background of backgrounds) {
      expect(contrast(light['--mantine-color-dimmed'] ?? '', background ?? '')).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(light['--mantine-color-placeholder'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
