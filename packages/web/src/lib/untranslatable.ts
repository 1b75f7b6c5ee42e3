/**
 * A value of one of the product's fixed lists (a type or a status) that this client has no text for:
 * a bug or a newer server. It is raised, never shown as a made-up text, and the screen that meets it
 * shows its raw message (spec part 1 §5, part 2 §8: an untranslatable error).
 */
export class UntranslatableError extends Error {
  override readonly name = 'UntranslatableError';
}

/** `value` when it is one of `values`; otherwise raises the untranslatable error naming `kind` and the value. */
export function knownValue<T extends string>(kind: string, values: readonly T[], value: unknown): T {
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  throw new UntranslatableError(`Unknown ${kind}: ${String(value)}`);
}
