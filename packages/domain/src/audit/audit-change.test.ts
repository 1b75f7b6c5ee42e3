import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditChange } from './audit-change.js';

const value = fc.oneof(
  fc.string({ maxLength: 5 }),
  fc.integer({ min: 0, max: 3 }),
  fc.boolean(),
  fc.constant(null),
);
const record = fc.dictionary(fc.constantFrom('name', 'type', 'a', 'b', 'c'), value, { maxKeys: 4 });

describe('auditChange', () => {
  it('keeps exactly the fields that differ, with their values before and after', () => {
    fc.assert(
      fc.property(record, record, (before, after) => {
        const change = auditChange(before, after);
        const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
        for (const key of keys) {
          const differs = JSON.stringify(before[key]) !== JSON.stringify(after[key]);
          expect(key in (change.before ?? {}) || key in (change.after ?? {})).toBe(differs);
          if (differs) {
            expect(change.before?.[key]).toEqual(before[key]);
            expect(change.after?.[key]).toEqual(after[key]);
          }
        }
      }),
    );
  });

  it('never writes a secret or a file content, at any depth, changed or not', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 20 }),
        fc.string({ minLength: 8, maxLength: 20 }),
        (one, two) => {
          const before = {
            name: 'x',
            password: one,
            nested: [{ id: 1, token: one }],
            file: { content: one },
          };
          const after = { name: 'y', password: two, nested: [{ id: 1, token: two }], file: { content: two } };
          const written = JSON.stringify([
            auditChange(before, after),
            auditChange(null, after),
            auditChange(before, null),
          ]);
          expect(written).not.toContain(one);
          expect(written).not.toContain(two);
        },
      ),
    );
  });

  it('gives lists of things with ids by the things removed, added and changed (only their changed fields)', () => {
    const before = {
      steps: [
        { id: 'a', name: 'A', type: 'activity' },
        { id: 'b', name: 'B', type: 'activity' },
      ],
    };
    const after = {
      steps: [
        { id: 'a', name: 'A2', type: 'activity' },
        { id: 'c', name: 'C', type: 'end' },
      ],
    };
    expect(auditChange(before, after)).toEqual({
      before: {
        steps: [
          { id: 'a', name: 'A' },
          { id: 'b', name: 'B', type: 'activity' },
        ],
      },
      after: {
        steps: [
          { id: 'a', name: 'A2' },
          { id: 'c', name: 'C', type: 'end' },
        ],
      },
    });
    expect(auditChange({ tags: ['x'] }, { tags: ['x', 'y'] })).toEqual({
      before: { tags: ['x'] },
      after: { tags: ['x', 'y'] },
    });
  });

  it('records all of an entity created or deleted, and nothing for an unchanged one', () => {
    expect(auditChange(null, { name: 'N' })).toEqual({ before: null, after: { name: 'N' } });
    expect(auditChange({ name: 'N' }, undefined)).toEqual({ before: { name: 'N' }, after: null });
    expect(auditChange({ name: 'N', steps: [{ id: 1 }] }, { name: 'N', steps: [{ id: 1 }] })).toEqual({
      before: {},
      after: {},
    });
  });
});
