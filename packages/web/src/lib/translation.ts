import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

/**
 * The components' texts: `t` and the i18next instance, re-rendered when the language changes.
 *
 * It replaces react-i18next's hook (docs/decisions.md, "The editor's cold load"). A text without options is
 * looked up in i18next once per language and kept: a cold editor calls `t` several hundred times in its first
 * render, and each call through react-i18next and i18next copied all of i18next's options and ran the
 * interpolation and nesting passes. Texts with options (interpolation, plurals) still go through i18next each
 * time.
 */
export interface Translation {
  t: TFunction;
  i18n: typeof i18n;
}

const translations = new Map<string, Translation>();

/**
 * A text that i18next would return as it is stored: found, a string, with nothing to interpolate or nest.
 * Anything else (a missing key, a plural, `{{…}}`, `$t(…)`) is left to i18next.
 */
function plainText(language: string, key: string): string | undefined {
  if (key.includes(':')) return undefined;
  const value: unknown = i18n.getResource(language, 'translation', key);
  return typeof value === 'string' && !value.includes('{{') && !value.includes('$t(') ? value : undefined;
}

function translationFor(language: string): Translation {
  let translation = translations.get(language);
  if (!translation) {
    const fixed = i18n.getFixedT(language);
    const plain = new Map<string, string>();
    const t = (key: string | string[], options?: unknown): unknown => {
      if (options !== undefined || typeof key !== 'string') return fixed(key as never, options as never);
      let text = plain.get(key);
      if (text === undefined) {
        text = plainText(language, key) ?? (fixed(key) as string);
        plain.set(key, text);
      }
      return text;
    };
    translation = { t: t as unknown as TFunction, i18n };
    translations.set(language, translation);
  }
  return translation;
}

// Texts added later (a language loaded after the first look-up) must not meet a kept key.
i18n.store?.on('added', () => translations.clear());
i18n.on('loaded', () => translations.clear());

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  i18n.on('loaded', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.off('loaded', onChange);
  };
}

/** The language, and a counter that changes when texts are added, so that a kept `t` is not stale. */
let textsVersion = 0;
i18n.on('loaded', () => {
  textsVersion += 1;
});
const snapshot = () => `${i18n.language} ${textsVersion}`;

export function useTranslation(): Translation {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return translationFor(i18n.language);
}
