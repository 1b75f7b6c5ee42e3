import {
  DEFINITION_ROLE_FIELDS,
  type FieldError,
  type InputOutputBody,
  inputOutputKind,
  inputOutputProblems,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { filesRepository } from '../files/index.js';
import { workflowFormsRepository } from '../forms/index.js';
import { inputOutputsRepository } from './repository.js';

/**
 * The field errors of a normalised definition (`normalizeInputOutput`): the per-type rules of the domain,
 * then what only stored data can tell: each role a live role, a form definition's reviewer a role of
 * type multi (spec part 1 §5), a form's or form result's `data` a live workflow form, an upload's a file.
 */
export async function definitionProblems(db: Kysely<Database>, body: InputOutputBody): Promise<FieldError[]> {
  const errors = inputOutputProblems(body);
  const roles = await inputOutputsRepository(db).liveRoles(
    DEFINITION_ROLE_FIELDS.flatMap((field) => body[field]?.id ?? []),
  );
  for (const field of DEFINITION_ROLE_FIELDS) {
    const id = body[field]?.id;
    if (id === undefined) continue;
    const role = roles.get(id);
    if (!role || (field === 'reviewer' && role.type !== 'multi'))
      errors.push({ name: field, message: 'invalid-value' });
  }
  if (!errors.some((error) => error.name === 'data')) {
    const kind = inputOutputKind(body.type);
    const known =
      kind === 'form' || kind === 'form-result'
        ? await workflowFormsRepository(db).exists(body.data)
        : kind === 'upload'
          ? await filesRepository(db).exists(body.data)
          : true;
    if (!known) errors.push({ name: 'data', message: 'invalid-value' });
  }
  return errors;
}

export async function assertValidDefinition(db: Kysely<Database>, body: InputOutputBody): Promise<void> {
  const errors = await definitionProblems(db, body);
  if (errors.length > 0) {
    throw new AppError('validation', { message: 'The definition has fields that are not valid', errors });
  }
}
