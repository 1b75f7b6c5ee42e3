import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromIssues } from './errors/index.js';
import { updateBodySchema } from './update-body.js';

const input = z.object({ id: z.uuid(), name: z.string(), updatedAt: z.number() }).strict();
const answer = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['draft', 'published']),
  deleted: z.boolean(),
  updatedAt: z.number(),
});
const body = updateBodySchema(input, answer);
const id = '6f1c1b2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('updateBodySchema', () => {
  it("takes the answer's read-only fields and drops them; updatedAt and the input's fields stay", () => {
    const read = { id, name: 'Renamed', status: 'published', deleted: true, updatedAt: 5 };
    expect(body.parse(read)).toEqual({ id, name: 'Renamed', updatedAt: 5 });
    expect(body.parse({ id, name: 'Plain', updatedAt: 5 })).toEqual({ id, name: 'Plain', updatedAt: 5 });
  });

  it('accepts a field added to the answer without a list to keep, and still refuses any other key by name', () => {
    const grown = updateBodySchema(input, answer.extend({ reviewDate: z.number().nullable() }));
    expect(grown.parse({ id, name: 'x', updatedAt: 1, reviewDate: null })).toEqual({
      id,
      name: 'x',
      updatedAt: 1,
    });
    const refused = grown.safeParse({ id, name: 'x', updatedAt: 1, foo: 1 });
    expect(refused.success ? [] : fieldErrorsFromIssues(refused.error.issues)).toEqual([
      { name: 'foo', message: 'unknown-field' },
    ]);
  });

  it('checks a read-only field as the answer types it, and keeps the refinements of the input', () => {
    const wrong = body.safeParse({ id, name: 'x', updatedAt: 1, status: 'bogus' });
    expect(wrong.success ? [] : fieldErrorsFromIssues(wrong.error.issues)).toEqual([
      { name: 'status', message: 'invalid-value' },
    ]);
    const refined = input.superRefine((value, context) => {
      if (value.name === '') context.addIssue({ code: 'custom', path: ['name'], message: 'not-empty' });
    });
    const checked = updateBodySchema(refined, answer).safeParse({
      id,
      name: '',
      updatedAt: 1,
      deleted: false,
    });
    expect(checked.success ? [] : fieldErrorsFromIssues(checked.error.issues)).toEqual([
      { name: 'name', message: 'not-empty' },
    ]);
  });
});
