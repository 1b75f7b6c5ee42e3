import type { AuditChange } from './audit-schemas.js';

/** Fields never written into the audit trail, at any depth: secrets and file contents. */
const SECRET_FIELDS =
  /^(password|passwordhash|password_hash|secret|token|apikey|api_key|key|content|bytes|data_base64|idtoken|id_token)$/i;
const REDACTED = '[redacted]';

type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The value with every secret field's value replaced, at any depth (a copy only where something changes). */
function redacted(value: Json): Json {
  if (Array.isArray(value)) return value.map(redacted);
  if (isObject(value)) {
    const copy: JsonObject = {};
    for (const [key, field] of Object.entries(value))
      copy[key] = SECRET_FIELDS.test(key) ? REDACTED : redacted(field);
    return copy;
  }
  return value;
}

/** Structural equality of JSON values, without serialising them (a 1,000-step model is compared field by field). */
function same(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!same(a[index], b[index])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  for (const key of aKeys) {
    if (!Object.hasOwn(b, key) || !same((a as JsonObject)[key], (b as JsonObject)[key])) return false;
  }
  return true;
}

const hasId = (item: Json): item is { id: Json } => isObject(item) && 'id' in item;

/**
 * The difference of two lists of things with ids (steps, groups, roles): the ones removed, added and
 * changed by id, each changed one with its id and only its changed fields; a list without ids is kept whole.
 */
function listChange(before: Json[], after: Json[]): { before: Json; after: Json } {
  if (!before.every(hasId) || !after.every(hasId)) return { before, after };
  const key = (item: { id: Json }) => (typeof item.id === 'string' ? item.id : JSON.stringify(item.id));
  const now = new Map(after.map((item) => [key(item), item]));
  const old = new Set<string>();
  const was: Json[] = [];
  const is: Json[] = [];
  for (const item of before) {
    const id = key(item);
    old.add(id);
    const next = now.get(id);
    if (next === undefined) was.push(item);
    else if (!same(item, next)) {
      const changed = fieldChange(item as JsonObject, next as JsonObject);
      was.push({ id: item.id, ...changed.before });
      is.push({ id: next.id, ...changed.after });
    }
  }
  for (const item of after) if (!old.has(key(item))) is.push(item);
  return { before: was, after: is };
}

/** The fields of two objects that differ, with their values before and after. */
function fieldChange(before: JsonObject, after: JsonObject): { before: JsonObject; after: JsonObject } {
  const was: JsonObject = {};
  const is: JsonObject = {};
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
 * file contents redacted at any depth. The comparison reads the values as they are and only what it keeps
 * is copied and redacted, so that a save of a big model costs a walk over it, not copies of it.
 */
export function auditChange(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): AuditChange {
  if (!before || !after)
    return {
      before: before ? (redacted(before) as JsonObject) : null,
      after: after ? (redacted(after) as JsonObject) : null,
    };
  const change = fieldChange(before, after);
  return { before: redacted(change.before) as JsonObject, after: redacted(change.after) as JsonObject };
}
