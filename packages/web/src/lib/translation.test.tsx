import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { i18n, setLanguage } from './i18n';
import { useTranslation } from './translation';

/** Every key of a texts file, as `a.b.c`. */
function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${name}.`) : [`${prefix}${name}`],
  );
}

/** A component's `t`, taken from the hook. */
function tOf(): ReturnType<typeof useTranslation>['t'] {
  let found: ReturnType<typeof useTranslation>['t'] | null = null;
  function Probe() {
    found = useTranslation().t;
    return null;
  }
  render(<Probe />);
  return found as unknown as ReturnType<typeof useTranslation>['t'];
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('useTranslation (texts kept per language)', () => {
  it('gives for every key, in both languages, what i18next gives', async () => {
    // Plurals are asked for with a count; their base keys are not texts of their own.
    const keys = keysOf(en).filter((key) => !/_(one|other)$/.test(key));
    for (const language of ['en', 'nl'] as const) {
      await act(() => setLanguage(language));
      const t = tOf();
      for (const key of keys) {
        const expected = i18n.t(key);
        expect(t(key as never), key).toBe(expected);
        // Asked again: the kept text.
        expect(t(key as never), key).toBe(expected);
      }
    }
  });

  it('interpolates and counts as i18next does', () => {
    const t = tOf();
    const interpolated = keysOf(en).find((key) => /\{\{name\}\}/.test(i18n.t(key))) as string;
    expect(t(interpolated as never, { name: 'Ada' } as never)).toBe(i18n.t(interpolated, { name: 'Ada' }));
    expect(t(interpolated as never, { name: 'Ada' } as never)).toContain('Ada');
    const plural = keysOf(en)
      .find((key) => key.endsWith('_one'))
      ?.replace(/_one$/, '') as string;
    for (const count of [0, 1, 2])
      expect(t(plural as never, { count } as never)).toBe(i18n.t(plural, { count }));
  });

  it('reports a missing key as i18next does (in tests: throws), each time it is asked for', () => {
    const t = tOf();
    expect(() => t('no-such.key' as never)).toThrow('i18n missing key: no-such.key');
    expect(() => t('no-such.key' as never)).toThrow('i18n missing key: no-such.key');
  });

  it('re-renders a component with the other language when it changes', async () => {
    function Logout() {
      const { t } = useTranslation();
      return <p>{t('nav.logout')}</p>;
    }
    render(<Logout />);
    expect(screen.getByText('Logout')).toBeTruthy();
    await act(() => setLanguage('nl'));
    expect(screen.getByText('Uitloggen')).toBeTruthy();
  });

  it('keeps `t` the same object while the language stays, and gives another after a switch', async () => {
    const first = tOf();
    expect(tOf()).toBe(first);
    await act(() => setLanguage('nl'));
    expect(tOf()).not.toBe(first);
  });
});
