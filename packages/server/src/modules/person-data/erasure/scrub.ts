/** What identifies a person in text: every name, email and personnel number they had (current and former). */
export interface Identity {
  /** Full names as shown (first name, preposition, last name) and the single name parts. */
  names: readonly string[];
  /** The full names alone: what records name a person by. */
  fullNames: readonly string[];
  emails: readonly string[];
  personnelNumbers: readonly string[];
}

/** Name parts shorter than this are not searched for inside texts (a single letter would match anywhere). */
const SHORTEST_NAME = 2;
/** Personnel numbers shorter than this are only replaced where they are the whole value. */
const SHORTEST_NUMBER = 3;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const distinct = (values: readonly string[], shortest: number) =>
  [...new Set(values.map((value) => value.trim()).filter((value) => value.length >= shortest))].sort(
    (a, b) => b.length - a.length,
  );

/** A pattern that finds `words` as whole words, case-insensitively, longest first. */
function wordPattern(words: readonly string[]): RegExp | null {
  if (words.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escaped).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

export interface Scrubber {
  /** The text with every name and email of the person replaced by the pseudonym, personnel numbers removed. */
  text(value: string): string;
  /** `text` applied to every string of a JSON value (keys stay). */
  json(value: unknown): unknown;
  /** Does the text still hold anything of the person? */
  mentions(value: string): boolean;
}

/** Replaces what identifies the person in texts by their pseudonym (emails by the pseudonym's address). */
export function scrubber(identity: Identity, pseudonym: string, pseudonymEmail: string): Scrubber {
  const lowerEmails = new Set(identity.emails.map((email) => email.trim().toLowerCase()));
  const emails = distinct(identity.emails, 3);
  const emailPattern = emails.length ? new RegExp(emails.map(escaped).join('|'), 'giu') : null;
  const namePattern = wordPattern(distinct(identity.names, SHORTEST_NAME));
  const numbers = distinct(identity.personnelNumbers, 1);
  const wholeNumbers = new Set(numbers.map((number) => number.toLowerCase()));
  const numberPattern = wordPattern(numbers.filter((number) => number.length >= SHORTEST_NUMBER));

  function text(value: string): string {
    const trimmed = value.trim().toLowerCase();
    if (trimmed === '') return value;
    if (lowerEmails.has(trimmed)) return pseudonymEmail;
    if (wholeNumbers.has(trimmed)) return '';
    let result = value;
    if (emailPattern) result = result.replace(emailPattern, pseudonymEmail);
    if (namePattern) result = result.replace(namePattern, pseudonym);
    if (numberPattern) result = result.replace(numberPattern, '');
    return result;
  }

  function json(value: unknown): unknown {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map(json);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, json(item)]));
    return value;
  }

  return { text, json, mentions: (value) => text(value) !== value };
}
