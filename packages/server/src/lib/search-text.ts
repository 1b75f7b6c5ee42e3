import { stemmer as dutchStem } from '@orama/stemmers/dutch';
import { stemmer as englishStem } from '@orama/stemmers/english';

/** A query's words beyond these are ignored: they only make the query slower, never better. */
const QUERY_WORDS_MAX = 12;
/** Words longer than this are indexed and searched as they are, not stemmed. */
const STEM_LENGTH_MAX = 40;
const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case without accents ("Cérémonie" → "ceremonie"), as both databases fold what they index. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The folded words of a text; everything else (punctuation, search syntax) separates words. */
export function wordsOf(text: string): string[] {
  return foldText(text).match(WORD) ?? [];
}

/** A folded word and its Dutch and English stems (Snowball), without repeats. */
export function formsOf(word: string): string[] {
  if (word.length > STEM_LENGTH_MAX) return [word];
  return [...new Set([word, dutchStem(word), englishStem(word)])];
}

/**
 * What SQLite's full-text table indexes for a text: every word with its stems, so that a query's stem
 * finds the word in any of its forms ("aanvragen" and "aanvraag" share "aanvrag").
 */
export function indexedTerms(text: string): string {
  return wordsOf(text).flatMap(formsOf).join(' ');
}

/** The words of a query as typed: the last one is a prefix while the user is still typing it. */
export function queryWords(query: string): string[] {
  return wordsOf(query).slice(0, QUERY_WORDS_MAX);
}

/**
 * An FTS5 MATCH expression for the words: each word in any of its forms, the last also as a prefix, all
 * words required. Only letters and digits reach it, each quoted, so no input is read as query syntax.
 */
export function ftsMatch(words: readonly string[]): string {
  return words
    .map((word, index) => {
      const forms = formsOf(word).map((form) => `"${form}"`);
      if (index === words.length - 1) forms[0] = `"${word}"*`;
      return `(${forms.join(' OR ')})`;
    })
    .join(' AND ');
}

/**
 * The lexemes of a PostgreSQL tsquery for the words (`'word'`, the last `'word':*`), one per word; only
 * letters and digits reach them, so none is read as query syntax.
 */
export function tsLexemes(words: readonly string[]): string[] {
  return words.map((word, index) => (index === words.length - 1 ? `'${word}':*` : `'${word}'`));
}

/** Whether a folded word of a text is one the query's words find (a form in common, or the last as prefix). */
export function matchesQuery(word: string, words: readonly string[]): boolean {
  const forms = formsOf(word);
  return words.some(
    (queryWord, index) =>
      (index === words.length - 1 && word.startsWith(queryWord)) ||
      formsOf(queryWord).some((form) => forms.includes(form)),
  );
}
