import { describe, expect, it } from 'vitest';
import { buildUserSearchIndex, filterTerms, filterUsers, normalizeForSearch } from './user-filter';

const user = (
  email: string,
  firstName: string,
  preposition: string,
  lastName: string,
  personnelNumber = '',
) => ({
  email,
  firstName,
  preposition,
  lastName,
  personnelNumber,
});

// In the server's order: by last name, then first name (US-03).
const USERS = [
  user('anna@example.org', 'Anna', 'de', 'Boer', 'P-100'),
  user('jose@example.org', 'José', '', 'Dijk', 'P-200'),
  user('jan@example.org', 'Jan', 'van', 'Dijk', 'P-300'),
  user('els@voorbeeld.nl', 'Els', 'van der', 'Meer', '4711'),
];
const index = buildUserSearchIndex(USERS);
const emails = (query: string) => filterUsers(index, query).map((found) => found.email);

describe('user filter', () => {
  it('a blank filter keeps every user, the same list', () => {
    expect(filterUsers(index, '')).toBe(USERS);
    expect(filterUsers(index, '   ')).toBe(USERS);
  });

  it('filters on every text column: email, first name, preposition, last name, personnel number', () => {
    expect(emails('voorbeeld')).toEqual(['els@voorbeeld.nl']);
    expect(emails('anna')).toEqual(['anna@example.org']);
    expect(emails('der')).toEqual(['els@voorbeeld.nl']);
    expect(emails('boer')).toEqual(['anna@example.org']);
    expect(emails('4711')).toEqual(['els@voorbeeld.nl']);
  });

  it('ignores case and accents', () => {
    expect(emails('DIJK')).toEqual(['jose@example.org', 'jan@example.org']);
    expect(emails('jose')).toEqual(['jose@example.org']);
    expect(emails('JOSÉ')).toEqual(['jose@example.org']);
    expect(normalizeForSearch('Ängström')).toBe('angstrom');
  });

  it('US-03: keeps the order of the list', () => {
    expect(emails('example.org')).toEqual(['anna@example.org', 'jose@example.org', 'jan@example.org']);
  });

  it('every word must match some column, so a full name finds the user', () => {
    expect(filterTerms('  Jan   van  Dijk ')).toEqual(['jan', 'van', 'dijk']);
    expect(emails('jan van dijk')).toEqual(['jan@example.org']);
    expect(emails('jan meer')).toEqual([]);
  });

  it('a word never spans two columns', () => {
    // 'Anna' + 'de' joined would read 'annade'.
    expect(emails('annade')).toEqual([]);
  });

  it("'no results' case: a filter without matches gives an empty list", () => {
    expect(emails('zzz')).toEqual([]);
  });

  it('filters 10,000 users quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, n) =>
      user(`user${n}@example.org`, `First${n}`, n % 3 === 0 ? 'van' : '', `Last${n}`, String(n)),
    );
    const started = performance.now();
    const big = buildUserSearchIndex(many);
    const found = filterUsers(big, 'last999');
    const elapsed = performance.now() - started;
    expect(found.map((found) => found.personnelNumber)).toEqual([
      '999',
      ...Array.from({ length: 10 }, (_, n) => `999${n}`),
    ]);
    expect(elapsed).toBeLessThan(500);
  });
});
