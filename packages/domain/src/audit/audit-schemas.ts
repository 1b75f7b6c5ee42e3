import { z } from 'zod';

/** What an audit entry is about. */
export const AUDIT_ENTITIES = [
  'user',
  'role',
  'role-link',
  'process-model',
  'approval',
  'acknowledgement',
  'feedback',
  'definition',
  'file',
  'business-model',
  'form',
  'response',
  'comment',
  'action',
  'dashboard-link',
  'setting',
  'session',
  'feed',
  'backup',
  'audit',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What was done. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'submit',
  'approve',
  'reject',
  'withdraw',
  'acknowledge',
  'import',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'read',
  'backup',
  'restore',
  'retention',
  'erase',
  'export',
  'view',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who did it: a signed-in user, a caller without a session, the product itself, or a feed's key. */
export const AUDIT_ACTOR_KINDS = ['user', 'anonymous', 'system', 'feed-key'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const auditActorSchema = z
  .object({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    /** The user's id, or null. */
    id: z.string().nullable(),
    /** The user's name at the time (or the email a failed sign-in gave); empty for the system. */
    name: z.string(),
  })
  .strict();
export type AuditActor = z.infer<typeof auditActorSchema>;

/** The fields that changed: their values before and after (absent: the entity did not exist). */
export const auditChangeSchema = z
  .object({
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .strict();
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z
  .object({
    /** Its place in the chain: 1, 2, 3 … */
    seq: z.number().int().positive(),
    at: z.number().int().nonnegative(),
    actor: auditActorSchema,
    address: z.string(),
    requestId: z.string(),
    entity: z.enum(AUDIT_ENTITIES),
    entityId: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    change: auditChangeSchema,
    /** SHA-256 (hex) over the entry's content and the previous entry's hash. */
    hash: z.string(),
  })
  .strict()
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Entries per page of `GET /api/audit`. */
export const AUDIT_PAGE_SIZE = 50;

/** `GET /api/audit` and `/api/audit/export.csv`: every filter optional; `from`/`to` in ms, `to` exclusive. */
export const auditQuerySchema = z
  .object({
    /** Entries by this user, or about this user. */
    person: z.uuid().optional(),
    entity: z.enum(AUDIT_ENTITIES).optional(),
    entityId: z.string().max(200).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    from: z.coerce.number().int().nonnegative().optional(),
    to: z.coerce.number().int().nonnegative().optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z
  .object({
    entries: z.array(auditEntrySchema),
    totalPages: z.number().int().nonnegative(),
    /** More entries match than were counted for `totalPages`: narrow the filter to page through them all. */
    more: z.boolean(),
  })
  .strict()
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;
