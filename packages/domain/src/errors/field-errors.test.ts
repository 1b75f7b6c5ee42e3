import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEXT_LIMIT } from '../constants.js';
import { FIELD_MESSAGE_KEYS, fieldErrorsFromIssues } from './index.js';

const form = z.object({
  id: z.uuid(),
  email: z.email(),
  name: z.string().min(1).max(TEXT_LIMIT),
  url: z.url(),
  count: z.number(),
  nested: z.object({ title: z.string().min(1) }),
});

function errorsOf(value: unknown) {
  const result = form.safeParse(value, { reportInput: true });
  return result.success ? [] : fieldErrorsFromIssues(result.error.issues);
}

describe('fieldErrorsFromIssues', () => {
  it('names each field error after its field and gives the catalogue message (ER-13, ER-22)', () => {
    expect(
      errorsOf({ id: 'x', email: 'abc', name: '', url: 'not a url', count: 'seven', nested: { title: '' } }),
    ).toEqual([
      { name: 'id', message: 'invalid-id' },
      { name: 'email', message: 'invalid-email' },
      { name: 'name', message: 'not-empty' },
      { name: 'url', message: 'invalid-url' },
      { name: 'count', message: 'not-a-number' },
      { name: 'nested.title', message: 'not-empty' },
    ]);
  });

  it('says a missing field should be set and a long text is too long (CL-01)', () => {
    const errors = errorsOf({ name: 'x'.repeat(TEXT_LIMIT + 1) });
    expect(errors).toContainEqual({ name: 'id', message: 'not-set' });
    expect(errors).toContainEqual({ name: 'name', message: 'text-too-long' });
  });

  it('names each key a strict object refuses by its path, with unknown-field', () => {
    const strict = z.object({ name: z.string(), info: z.object({ title: z.string() }).strict() }).strict();
    const result = strict.safeParse({ name: 'x', foo: 1, bar: 2, info: { title: 't', colour: 'red' } });
    expect(result.success ? [] : fieldErrorsFromIssues(result.error.issues)).toEqual([
      { name: 'info.colour', message: 'unknown-field' },
      { name: 'foo', message: 'unknown-field' },
      { name: 'bar', message: 'unknown-field' },
    ]);
  });

  it('gives at most one error per field, always with a known message, for any input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const errors = errorsOf(value);
        const names = errors.map((error) => error.name);
        expect(new Set(names).size).toBe(names.length);
        for (const error of errors) expect(FIELD_MESSAGE_KEYS).toContain(error.message);
      }),
    );
  });
});
