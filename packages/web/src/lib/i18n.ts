import { FALLBACK_LANGUAGE, LANGUAGES, type Language, STORAGE_KEYS } from '@stroomlijn/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import nl from '../locales/nl.json';

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
 * A missing key is a bug: the console message fails the end-to-end tests, and
 * in unit tests it throws.
 */
export function missingKeyHandler(_languages: readonly string[], _namespace: string, key: string): void {
  const message = `i18n missing key: ${key}`;
  if (import.meta.env.MODE === 'test') throw new Error(message);
  console.error(message);
}

function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, nl: { translation: nl } },
  lng: detectLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  saveMissing: true,
  missingKeyHandler,
  initAsync: false,
});
setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);

/** Switches the interface language and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
}

export { i18n };
