import { describe, expect, it } from 'vitest';
import { scrubber } from './scrub.js';

const scrub = scrubber(
  {
    names: ['Jan van Dijk', 'Jan', 'Dijk', 'J'],
    fullNames: ['Jan van Dijk'],
    emails: ['jan@example.org'],
    personnelNumbers: ['4711', '7'],
  },
  'P-0123456789ab',
  'p-0123456789ab@erased.invalid',
);

describe('scrubber', () => {
  it('replaces full names, name parts and emails as whole words, in any case; removes personnel numbers', () => {
    expect(scrub.text('Asked JAN VAN DIJK (jan@Example.org), number 4711')).toBe(
      'Asked P-0123456789ab (p-0123456789ab@erased.invalid), number ',
    );
    expect(scrub.text('Jan said Dijkstra is right')).toBe('P-0123456789ab said Dijkstra is right');
  });

  it('replaces a whole value, even a short personnel number, but no single letter inside words', () => {
    expect(scrub.text('jan@example.org')).toBe('p-0123456789ab@erased.invalid');
    expect(scrub.text(' 7 ')).toBe('');
    expect(scrub.text('Januari 7 J. Jansen')).toBe('Januari 7 J. Jansen');
  });

  it('walks JSON values, keeping the keys', () => {
    expect(scrub.json({ before: { lastName: 'Dijk', tags: ['Jan'] }, Jan: 1 })).toEqual({
      before: { lastName: 'P-0123456789ab', tags: ['P-0123456789ab'] },
      Jan: 1,
    });
    expect(scrub.mentions('nothing here')).toBe(false);
  });
});
