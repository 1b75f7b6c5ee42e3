import { STORAGE_KEYS } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { detectLanguage, i18n, setLanguage } from './i18n';

describe('i18n', () => {
  it('I18N-02: English is the fallback for an unsupported browser language', () => {
    expect(detectLanguage(null, 'fr-FR')).toBe('en');
    expect(detectLanguage(null, undefined)).toBe('en');
  });

  it('I18N-01: a Dutch browser gets Dutch', () => {
    expect(detectLanguage(null, 'nl-NL')).toBe('nl');
    expect(detectLanguage(null, 'nl')).toBe('nl');
  });

  it('I18N-01: a remembered choice wins over the browser language', () => {
    expect(detectLanguage('en', 'nl-BE')).toBe('en');
    expect(detectLanguage('nl', 'en-GB')).toBe('nl');
    expect(detectLanguage('de', 'en-GB')).toBe('en');
  });

  it('I18N-01: switching the language changes texts, remembers the choice and sets <html lang>', async () => {
    expect(i18n.t('nav.logout')).toBe('Logout');
    await setLanguage('nl');
    expect(i18n.t('nav.logout')).toBe('Uitloggen');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
  });

  it('a missing key is an error in tests', () => {
    expect(() => i18n.t('no-such.key')).toThrow('i18n missing key: no-such.key');
  });
});
