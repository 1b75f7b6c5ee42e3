import { z } from 'zod';
import { LANGUAGES, TEXT_LIMIT } from '../constants.js';
import { DASHBOARD_KINDS } from './dashboard-kinds.js';

export const loginRequestSchema = z
  .object({
    email: z.string().trim().min(1).max(TEXT_LIMIT),
    password: z.string().min(1).max(1024),
  })
  .strict()
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const roleReferenceSchema = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: 'RoleReference' });
export type RoleReference = z.infer<typeof roleReferenceSchema>;

export const securityUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    preposition: z.string(),
    lastName: z.string(),
    personnelNumber: z.string(),
  })
  .meta({ id: 'SecurityUser' });
export type SecurityUser = z.infer<typeof securityUserSchema>;

/** Answer of `POST /api/security/info` and of a successful sign-in. */
export const securityInfoSchema = z
  .object({
    user: securityUserSchema,
    roles: z.array(roleReferenceSchema),
    /**
     * The interface language the user chose (`PUT /api/security/language`); null: none chosen yet.
     * Optional for a session the browser stored before the server kept the choice.
     */
    language: z.enum(LANGUAGES).nullable().optional(),
  })
  .meta({ id: 'SecurityInfo' });
export type SecurityInfo = z.infer<typeof securityInfoSchema>;

/** Body of `PUT /api/security/language`: the signed-in user's interface language, also that of their email. */
export const languageChoiceSchema = z
  .object({ language: z.enum(LANGUAGES) })
  .strict()
  .meta({ id: 'LanguageChoice' });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

/** Settings the browser needs before and after sign-in (`GET /api/config`). */
export const publicConfigSchema = z
  .object({
    sessionIdleSeconds: z.number().int().positive(),
    oidcEnabled: z.boolean(),
    dashboard: z.object({ kind: z.enum(DASHBOARD_KINDS), url: z.string() }).nullable(),
    /** The email address the editor's help names (`STROOMLIJN_HELP_CONTACT`); empty or absent: none. */
    helpContact: z.string().optional(),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
