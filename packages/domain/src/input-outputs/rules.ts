import { isWebAddress } from '../business-models/web-address.js';
import type { FieldError } from '../errors/error-body.js';
import { UNKNOWN_ROLE_ID } from '../ids.js';
import { roleOrNone } from '../process-models/model-constants.js';
import { DEFINITION_ROLE_FIELDS, hasApplication, inputOutputKind } from './definition-constants.js';
import type { InputOutputBody } from './schemas.js';

/**
 * A definition as stored: the fields that do not fit its type cleared (a link keeps no file, an information
 * type no application) and the 'unknown role' placeholder turned into none.
 */
export function normalizeInputOutput(body: InputOutputBody): InputOutputBody {
  const kind = inputOutputKind(body.type);
  const roles = Object.fromEntries(DEFINITION_ROLE_FIELDS.map((field) => [field, roleOrNone(body[field])]));
  return {
    ...body,
    ...roles,
    name: body.name.trim(),
    data: kind === 'information' ? '' : body.data.trim(),
    application: hasApplication(body.type) ? (body.application ?? 'excel') : null,
    reviewer: kind === 'form' ? roleOrNone(body.reviewer) : null,
  };
}

/** The per-type field errors that need no stored data: the link's address and the chosen form or file. */
export function inputOutputProblems(body: InputOutputBody): FieldError[] {
  const kind = inputOutputKind(body.type);
  const data = body.data.trim();
  if (kind === 'link' && data !== '' && !isWebAddress(data)) {
    return [{ name: 'data', message: 'invalid-url' }];
  }
  if ((kind === 'form' || kind === 'form-result' || kind === 'upload') && data === '') {
    return [{ name: 'data', message: 'not-set' }];
  }
  return [];
}

/** True when a role reference names no role (null or the placeholder). */
export function isNoRole(role: { id: string } | null): boolean {
  return role === null || role.id === UNKNOWN_ROLE_ID;
}
