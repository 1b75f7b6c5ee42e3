import { describe, expect, it } from 'vitest';
import { loadTexts } from './language';

describe('loadTexts (one language per page load)', () => {
  it('imports each language once and shares the import', async () => {
    const first = loadTexts('nl');
    expect(loadTexts('nl')).toBe(first);
    expect(await first).toMatchObject({ login: { 'sign-in': 'Inloggen' } });
  });

  it('gives each language its own texts', async () => {
    expect(await loadTexts('en')).toMatchObject({ login: { 'sign-in': 'Sign in' } });
  });
});
