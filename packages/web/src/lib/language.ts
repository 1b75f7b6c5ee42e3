import { FALLBACK_LANGUAGE, LANGUAGES, type Language, STORAGE_KEYS } from '@stroomlijn/domain';
import type { ResourceKey } from 'i18next';

// Kept apart from i18n.ts (and i18next): `preload-texts.ts` uses it to start loading the language's texts
// while the app's scripts still download (issue 17).

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null;
  }
}

/** The remembered choice; else Dutch for a Dutch browser; else the fallback language, English. */
export function detectLanguage(
  stored: string | null = storedLanguage(),
  browserLanguage: string | undefined = typeof navigator === 'undefined'
    ? undefined
    : (navigator.languages?.[0] ?? navigator.language),
): Language {
  if (isLanguage(stored)) return stored;
  return browserLanguage?.toLowerCase().startsWith('nl') ? 'nl' : FALLBACK_LANGUAGE;
}

/**
 * Each language's texts are a chunk of their own, loaded when the language is first used: the first page
 * loads one language, not both.
 */
const TEXTS: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('../locales/en.json'),
  nl: () => import('../locales/nl.json'),
};

const loading = new Map<Language, Promise<ResourceKey>>();

/** A language's texts; one import per language, shared by the preloader and i18next. */
export function loadTexts(language: Language): Promise<ResourceKey> {
  let texts = loading.get(language);
  if (!texts) {
    texts = TEXTS[language]().then((module) => module.default);
    // A failed load (network) may be tried again.
    texts.catch(() => loading.delete(language));
    loading.set(language, texts);
  }
  return texts;
}
