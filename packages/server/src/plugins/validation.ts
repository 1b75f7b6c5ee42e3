import { type FieldError, fieldErrorsFromIssues } from '@stroomlijn/domain';
import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { AppError } from '../errors.js';

/** Deeper JSON than this is no product payload; walking it would only cost stack and time. */
const MAX_DEPTH = 64;

/**
 * Field errors for strings holding a NUL character (no field of the product may contain one, and
 * PostgreSQL cannot store one in text) and for nesting beyond MAX_DEPTH. Walks with its own stack,
 * so that no input can overflow the call stack.
 */
function unacceptableFieldErrors(value: unknown): FieldError[] {
  const found: FieldError[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value: current, path } = item;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push({ name: path.join('.'), message: 'invalid-value' });
    } else if (current !== null && typeof current === 'object') {
      if (path.length >= MAX_DEPTH) {
        found.push({ name: path.join('.'), message: 'invalid-value' });
        continue;
      }
      // Pushed in reverse, so that errors come out in the order of the fields.
      const entries = Object.entries(current).reverse();
      for (const [key, child] of entries) stack.push({ value: child, path: [...path, key] });
    }
  }
  return found;
}

/**
 * Validates request parts with their zod schema and answers 422 `validation`
 * with one field error per field, named as the web form names the field.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const notFound = httpPart === 'params';
    const unacceptable = unacceptableFieldErrors(data);
    const result = unacceptable.length === 0 ? schema.safeParse(data, { reportInput: true }) : null;
    if (result?.success) return { value: result.data };
    return {
      error: new AppError(notFound ? 'not-found' : 'validation', {
        statusCode: notFound ? 404 : 422,
        errors: result ? fieldErrorsFromIssues(result.error.issues) : unacceptable,
        debugInfo: `${httpPart ?? 'request'}: ${result ? result.error.message : 'NUL character or nesting too deep'}`,
      }),
    };
  };
