import type { Kysely } from 'kysely';
import { AppError } from '../errors.js';
import type { Database } from './schema.js';
import { isUniqueViolation } from './unique-violation.js';

export interface UniqueInsert<T> {
  /** Is the client's id in use (by any row, deleted or not)? */
  idTaken(db: Kysely<Database>): Promise<boolean>;
  /** Is the value that must be unique (an email, a name) taken? */
  valueTaken(db: Kysely<Database>): Promise<boolean>;
  /** The error for a taken value, e.g. 409 duplicate-email under email. */
  duplicate(): AppError;
  /** Inserts the row and reads back what the caller answers. */
  insert(db: Kysely<Database>): Promise<T>;
}

/**
 * Creates a row under an id the client chose: 422 invalid-id when the id is in use, the caller's
 * duplicate error when the unique value is taken. A concurrent request that takes either between the
 * checks and the insert breaks a unique index; the checks then run again to name which.
 */
export async function insertUnique<T>(db: Kysely<Database>, steps: UniqueInsert<T>): Promise<T> {
  const invalidId = () =>
    new AppError('invalid-id', {
      message: 'The id is in use already',
      errors: [{ name: 'id', message: 'invalid-id' }],
    });
  try {
    return await db.transaction().execute(async (trx) => {
      if (await steps.idTaken(trx)) throw invalidId();
      if (await steps.valueTaken(trx)) throw steps.duplicate();
      return steps.insert(trx);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (await steps.idTaken(db)) throw invalidId();
    throw steps.duplicate();
  }
}
