import { isLanguage } from '../constants.js';
import { DASHBOARD_KINDS } from './dashboard-kinds.js';
import type { PublicConfig, SecurityInfo } from './schemas.js';

// Checks of the two answers the first page (/login) reads, without zod: that page then loads no schema
// library (docs/decisions.md, "A small first page"). `guards.property.test.ts` holds each equal to its zod
// schema's verdict.

const USER_FIELDS = ['id', 'email', 'firstName', 'preposition', 'lastName', 'personnelNumber'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';

/** Whether `value` is what `securityInfoSchema` accepts: a signed-in user and their roles. */
export function isSecurityInfo(value: unknown): value is SecurityInfo {
  if (!isRecord(value) || !isRecord(value.user) || !Array.isArray(value.roles)) return false;
  const { user, roles, language } = value;
  return (
    (language === undefined || language === null || isLanguage(language)) &&
    USER_FIELDS.every((field) => isString(user[field])) &&
    roles.every((role) => isRecord(role) && isString(role.id) && isString(role.name))
  );
}

/** Whether `value` is what `publicConfigSchema` accepts (`GET /api/config`). */
export function isPublicConfig(value: unknown): value is PublicConfig {
  if (!isRecord(value)) return false;
  const { sessionIdleSeconds, oidcEnabled, dashboard, helpContact } = value;
  return (
    typeof sessionIdleSeconds === 'number' &&
    Number.isSafeInteger(sessionIdleSeconds) &&
    sessionIdleSeconds > 0 &&
    typeof oidcEnabled === 'boolean' &&
    (dashboard === null ||
      (isRecord(dashboard) &&
        (DASHBOARD_KINDS as readonly unknown[]).includes(dashboard.kind) &&
        isString(dashboard.url))) &&
    (helpContact === undefined || isString(helpContact))
  );
}

/** A `parse` for the web's API calls made of a guard: the value itself, or an error naming what it is not. */
export function checkedBy<T>(guard: (value: unknown) => value is T, name: string) {
  return {
    parse(value: unknown): T {
      if (guard(value)) return value;
      throw new TypeError(`Not a ${name}`);
    },
  };
}
