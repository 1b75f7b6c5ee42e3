import type { AuditChange } from './audit-schemas.js';

/** Fields never written into the audit trail, at any depth: secrets and file contents. */
const SECRET_FIELDS =
  /^(password|passwordhash|password_hash|secret|token|apikey|api_key|key|content|bytes|data_base64|idtoken|id_token)$/i;
const REDACTED = '[redacted]';

type Json = unknown;

function redacted(value: Json): Json {
  if (Array.isArray(value)) return value.map(redacted);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, Json>).map(([key, field]) => [
        key,
        SECRET_FIELDS.test(key) ? REDACTED : redacted(field),
      ]),
    );
  return value;
}

const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

const hasId = (item: Json): item is { id: unknown } =>
  item !== null && typeof item === 'object' && 'id' in (item as object);

/**
 * The difference of two lists of things with ids (steps, groups, roles): the ones removed, added and
 * changed by id, each with only its changed fields; a list without ids is kept whole.
 */
function listChange(before: Json[], after: Json[]): { before: Json; after: Json } {
  if (!before.every(hasId) || !after.every(hasId)) return { before, after };
  const key = (item: Json) => JSON.stringify((item as { id: unknown }).id);
  const old = new Map(before.map((item) => [key(item), item]));
  const now = new Map(after.map((item) => [key(item), item]));
  const was: Json[] = [];
  const is: Json[] = [];
  for (const [id, item] of old) {
    const next = now.get(id);
    if (next === undefined) was.push(item);
    else if (!same(item, next)) {
      const changed = fieldChange(item as Record<string, Json>, next as Record<string, Json>);
      was.push({ id: (item as { id: unknown }).id, ...changed.before });
      is.push({ id: (next as { id: unknown }).id, ...changed.after });
    }
  }
  for (const [id, item] of now) if (!old.has(id)) is.push(item);
  return { before: was, after: is };
}

/** The fields of two objects that differ, with their values before and after. */
function fieldChange(
  before: Record<string, Json>,
  after: Record<string, Json>,
): { before: Record<string, Json>; after: Record<string, Json> } {
  const was: Record<string, Json> = {};
  const is: Record<string, Json> = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [old, now] = [before[field], after[field]];
    if (same(old, now)) continue;
    if (Array.isArray(old) && Array.isArray(now)) {
      const list = listChange(old, now);
      was[field] = list.before;
      is[field] = list.after;
    } else {
      if (old !== undefined) was[field] = old;
      if (now !== undefined) is[field] = now;
    }
  }
  return { before: was, after: is };
}

/**
 * What an audit entry records of a change: the fields that changed, before and after (an entity created
 * has no before, one deleted no after); lists of things with ids by the things that changed; secrets and
 * file contents redacted at any depth.
 */
export function auditChange(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): AuditChange {
  const old = before ? (redacted(before) as Record<string, Json>) : null;
  const now = after ? (redacted(after) as Record<string, Json>) : null;
  if (old === null || now === null) return { before: old, after: now };
  return fieldChange(old, now);
}
