import { describe, expect, it } from 'vitest';
import { queryWords } from '../../lib/search-text.js';
import { snippetOf } from './snippet.js';

const text = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

describe('snippets', () => {
  it('marks every word the query finds, accents and stems included, and the last word as a prefix', () => {
    const parts = snippetOf(
      'Titel',
      'De Cérémonie en de aanvraag; inkooporders',
      queryWords('ceremonie aanvragen inko'),
    );
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual([
      'Cérémonie',
      'aanvraag',
      'inkooporders',
    ]);
    expect(text(parts)).toBe('De Cérémonie en de aanvraag; inkooporders');
  });

  it('takes the title when the text has no match, and the start of a long text cut with an ellipsis', () => {
    expect(snippetOf('Inkoop', '', queryWords('inkoop'))).toEqual([{ text: 'Inkoop', match: true }]);
    const long = `${'woord '.repeat(50)}grootboek ${'rest '.repeat(50)}`;
    const parts = snippetOf('Titel', long, queryWords('grootboek'));
    expect(text(parts).startsWith('…woord')).toBe(true);
    expect(text(parts).endsWith('…')).toBe(true);
    expect(text(parts).length).toBeLessThanOrEqual(162);
    expect(parts.find((part) => part.match)?.text).toBe('grootboek');
  });
});
