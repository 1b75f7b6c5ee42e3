import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@stroomlijn/domain';
import i18n, { type BackendModule } from 'i18next';
import { detectLanguage, isLanguage, loadTexts, rememberLanguage } from './language';

export { detectLanguage, isLanguage };

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

/** An i18next backend that imports a language's texts on first use. */
const lazyTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`No texts for language ${language}`), false);
      return;
    }
    loadTexts(language).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Resolves when the texts of the detected language are in: the app renders only then, so no key
 * flashes. English is NOT loaded as a fallback beside Dutch: both files have the same keys
 * (locales.test.ts), so a fallback is never needed, and a missing key is reported as the bug it is.
 */
export const i18nReady: Promise<unknown> = i18n.use(lazyTexts).init({
  lng: detectLanguage(),
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  interpolation: { escapeValue: false },
  saveMissing: true,
  missingKeyHandler,
  initAsync: false,
});
setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);

/** Switches the interface language and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  // Loads the language's texts first (when not yet loaded), then switches: never a flash of keys.
  await i18n.changeLanguage(language);
}

/** Loads the texts of every language, e.g. when the language switch gets focus, so a switch is instant. */
export function preloadLanguages(): Promise<void> {
  return i18n.loadLanguages([...LANGUAGES]);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
}

export { i18n };
