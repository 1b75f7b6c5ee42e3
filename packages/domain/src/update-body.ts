import type { z } from 'zod';

/** The keys an answer carries that the input lacks: the object's read-only fields. */
type ReadOnlyKeys<Input extends z.ZodObject, Answer extends z.ZodObject> = Exclude<
  keyof Answer['shape'],
  keyof Input['shape']
>;

type ReadOnlyShape<Input extends z.ZodObject, Answer extends z.ZodObject> = {
  [Key in ReadOnlyKeys<Input, Answer>]: z.ZodOptional<Answer['shape'][Key]>;
};

const READ_ONLY = 'Read-only: may be sent back as it was read; ignored';

/**
 * The body of a `PUT` that replaces a whole object: `input` (a strict object, the fields a client may
 * change) plus the fields of `answer` that `input` lacks (status, revision, deleted …), accepted so that
 * a client may send back what it read with its change, and dropped before the server sees them. The
 * read-only keys derive from the two schemas, so a field added to the answer is accepted without a list
 * to keep; any other key stays refused (`unknown-field`). `updatedAt` is in the input: it stays the
 * stale-write check.
 */
export function updateBodySchema<Input extends z.ZodObject, Answer extends z.ZodObject>(
  input: Input,
  answer: Answer,
): z.ZodType<z.output<Input>, z.input<Input> & Partial<z.input<z.ZodObject<ReadOnlyShape<Input, Answer>>>>> {
  const inputKeys = new Set(Object.keys(input.shape));
  const readOnlyKeys = Object.keys(answer.shape).filter((key) => !inputKeys.has(key));
  const readOnly = Object.fromEntries(
    readOnlyKeys.map((key) => [key, (answer.shape[key] as z.ZodType).optional().describe(READ_ONLY)]),
  );
  // `overwrite`, not `transform`: the schema stays an object, so that its output (and OpenAPI's output
  // variant) is still described; what it drops is exactly what the declared output type leaves out.
  return input.safeExtend(readOnly).overwrite((body) => {
    const kept: Record<string, unknown> = { ...body };
    for (const key of readOnlyKeys) delete kept[key];
    return kept;
  }) as never;
}
