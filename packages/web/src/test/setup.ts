import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// Initialises i18next: in tests a missing translation key throws.
import { i18n, i18nReady, preloadLanguages } from '../lib/i18n';

// The app loads a language's texts on first use; tests switch languages synchronously, so both are in first.
await i18nReady;
await preloadLanguages();

// Areas load lazily; on a loaded 2-core CI machine their first import can take over a second.
configure({ asyncUtilTimeout: 5000 });

// Browser APIs Mantine uses that jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
// Mantine's autosizing Textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
