import type { z } from 'zod';
import type { FieldError } from './error-body.js';
import { FIELD_MESSAGE_KEYS, type FieldMessageKey } from './message-keys.js';

type Issue = z.core.$ZodIssue;

function isFieldMessageKey(value: string): value is FieldMessageKey {
  return (FIELD_MESSAGE_KEYS as readonly string[]).includes(value);
}

function fieldMessage(issue: Issue): FieldMessageKey {
  // A schema may name its message: `z.string().min(8, { error: 'password-too-short' })`.
  if (isFieldMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'too_big':
      return 'text-too-long';
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1 ? 'not-empty' : 'invalid-value';
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'not-set';
      return issue.expected === 'number' ? 'not-a-number' : 'invalid-value';
    case 'invalid_format':
      if (issue.format === 'email') return 'invalid-email';
      if (issue.format === 'uuid' || issue.format === 'guid') return 'invalid-id';
      if (issue.format === 'url') return 'invalid-url';
      if (issue.format === 'date' || issue.format === 'datetime') return 'invalid-date';
      return 'invalid-value';
    case 'custom': {
      const key = issue.params?.fieldMessage;
      return typeof key === 'string' ? (key as FieldMessageKey) : 'invalid-value';
    }
    default:
      return 'invalid-value';
  }
}

/**
 * Turns validation issues into field errors named after the field (the dotted path),
 * so that the web app can show each under the field of the same name; a key a strict object does not
 * know is named by its own path with `unknown-field`.
 */
export function fieldErrorsFromIssues(issues: readonly Issue[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  const add = (path: readonly PropertyKey[], message: FieldMessageKey) => {
    const name = path.map(String).join('.');
    if (seen.has(name)) return;
    seen.add(name);
    errors.push({ name, message });
  };
  for (const issue of issues) {
    // A strict object names the keys it refuses in the issue, at the object's path: one error per key.
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], 'unknown-field');
    } else add(issue.path, fieldMessage(issue));
  }
  return errors;
}
