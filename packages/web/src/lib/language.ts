import { FALLBACK_LANGUAGE, isLanguage, type Language, STORAGE_KEYS } from '@stroomlijn/domain';
import type { ResourceKey } from 'i18next';

// Kept apart from i18n.ts (and i18next): `preload-texts.ts` uses it to start loading the language's texts
// while the app's scripts still download (docs/decisions.md, "A small first page").

export { isLanguage };

/** The language chosen in this browser (local storage), or null when none was. */
export function storedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Remembers the choice in this browser; the next page load starts in it. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** This tab's mark that the language was chosen on a sign-in page: sign-in then saves it for the user. */
const CHOSEN_SIGNED_OUT = 'stroomlijn.language-chosen-signed-out';

export function markChosenSignedOut(): void {
  try {
    window.sessionStorage.setItem(CHOSEN_SIGNED_OUT, '1');
  } catch {
    // no session storage: sign-in takes the saved language
  }
}

/** Whether the language was chosen on a sign-in page of this tab; clears the mark. */
export function takeChosenSignedOut(): boolean {
  try {
    const marked = window.sessionStorage.getItem(CHOSEN_SIGNED_OUT) !== null;
    window.sessionStorage.removeItem(CHOSEN_SIGNED_OUT);
    return marked;
  } catch {
    return false;
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
