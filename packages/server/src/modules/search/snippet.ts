import type { SnippetPart } from '@stroomlijn/domain';
import { foldText, matchesQuery } from '../../lib/search-text.js';

/** Characters of text shown around the first matched word. */
const SNIPPET_LENGTH = 160;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** The text in parts, the words the query finds marked, cut to a window around the first of them. */
function marked(text: string, words: readonly string[]): { parts: SnippetPart[]; first: number } {
  const parts: SnippetPart[] = [];
  let at = 0;
  let first = -1;
  for (const found of text.matchAll(WORD)) {
    const word = foldText(found[0]);
    if (!matchesQuery(word, words)) continue;
    if (first < 0) first = found.index;
    if (found.index > at) parts.push({ text: text.slice(at, found.index), match: false });
    parts.push({ text: found[0], match: true });
    at = found.index + found[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return { parts, first };
}

function window(parts: SnippetPart[], start: number): SnippetPart[] {
  const out: SnippetPart[] = [];
  let position = 0;
  let room = SNIPPET_LENGTH;
  for (const part of parts) {
    const end = position + part.text.length;
    if (end > start && room > 0) {
      const from = Math.max(0, start - position);
      const text = part.text.slice(from, from + room);
      room -= text.length;
      out.push({ text: `${start > 0 && out.length === 0 ? '…' : ''}${text}`, match: part.match });
    }
    position = end;
  }
  if (room === 0 && position > start + SNIPPET_LENGTH) out.push({ text: '…', match: false });
  return out;
}

/** Where a snippet starts: a little before the first match, at the beginning of a word. */
function startBefore(text: string, first: number): number {
  const from = first - 40;
  if (from <= 0) return 0;
  const space = text.indexOf(' ', from);
  return space >= 0 && space < first ? space + 1 : from;
}

/**
 * The snippet of a hit: from its text (a model's description, a step's actor) where the query's words
 * occur there, else from its title; the matched words marked.
 */
export function snippetOf(title: string, body: string, words: readonly string[]): SnippetPart[] {
  const inBody = marked(body, words);
  const source = inBody.first >= 0 ? body : title;
  const { parts, first } = inBody.first >= 0 ? inBody : marked(title, words);
  return window(parts, first < 0 ? 0 : startBefore(source, first));
}
