import { z } from 'zod';
import { TEXT_LIMIT } from '../constants.js';
import { updateBodySchema } from '../update-body.js';
import { ROLE_TYPES } from './system-roles.js';

const requiredText = z.string().trim().min(1).max(TEXT_LIMIT);
const optionalText = z.string().trim().max(TEXT_LIMIT);

/** A role can be created as multi (users hold it) or roles (it contains roles); system roles are built in. */
export const CREATABLE_ROLE_TYPES = ['multi', 'roles'] as const;

const roleFields = {
  id: z.uuid(),
  name: requiredText,
  description: requiredText,
  tasksSummary: optionalText,
  education: optionalText,
  competences: optionalText,
  screening: optionalText,
};

/** `POST /api/role`. */
export const roleCreateSchema = z
  .object({ ...roleFields, type: z.enum(CREATABLE_ROLE_TYPES) })
  .strict()
  .meta({ id: 'RoleCreate' });
export type RoleCreate = z.infer<typeof roleCreateSchema>;

export const roleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    type: z.enum(ROLE_TYPES),
    tasksSummary: z.string(),
    education: z.string(),
    competences: z.string(),
    screening: z.string(),
    deleted: z.boolean(),
    updatedAt: z.number(),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof roleSchema>;

/**
 * `PUT /api/role`: the type cannot change (`unsupported-role-switch`); `updatedAt` guards against stale
 * writes; `deleted`, as GET answers it, may come back and is ignored.
 */
export const roleUpdateSchema = updateBodySchema(
  z.object({ ...roleFields, type: z.enum(ROLE_TYPES), updatedAt: z.number().int().nonnegative() }).strict(),
  roleSchema,
).meta({ id: 'RoleUpdate' });
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;

/** `POST /api/user-role/add_user|remove_user|add_role|remove_role`: `id` is the user or the contained role. */
export const roleAssignmentSchema = z
  .object({ roleId: z.uuid(), id: z.uuid() })
  .strict()
  .meta({ id: 'RoleAssignment' });
export type RoleAssignment = z.infer<typeof roleAssignmentSchema>;

/** An entry of a selector: `GET /api/role/selector`, `/api/user-role/selectable-users-by-role/{id}`. */
export const selectorItemSchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'SelectorItem' });
export type SelectorItem = z.infer<typeof selectorItemSchema>;

/** Answer of the four assignment calls: `changed` is false when the call found nothing to do (adding twice). */
export const roleAssignmentResultSchema = z
  .object({ changed: z.boolean() })
  .meta({ id: 'RoleAssignmentResult' });
export type RoleAssignmentResult = z.infer<typeof roleAssignmentResultSchema>;
