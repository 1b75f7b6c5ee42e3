import { type FieldError, fieldErrorsFromIssues } from '@stroomlijn/domain';
import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { AppError } from '../errors.js';

/**
 * Paths of strings holding a NUL character. No field of the product may contain one, and
 * PostgreSQL cannot store one in text, so they are refused before any schema or query sees them.
 */
function nulFieldErrors(value: unknown, path: string[] = [], found: FieldError[] = []): FieldError[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push({ name: path.join('.'), message: 'invalid-value' });
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) nulFieldErrors(item, [...path, String(index)], found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) nulFieldErrors(item, [...path, key], found);
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
    const nul = nulFieldErrors(data);
    const result = nul.length === 0 ? schema.safeParse(data, { reportInput: true }) : null;
    if (result?.success) return { value: result.data };
    return {
      error: new AppError(notFound ? 'not-found' : 'validation', {
        statusCode: notFound ? 404 : 422,
        errors: result ? fieldErrorsFromIssues(result.error.issues) : nul,
        debugInfo: `${httpPart ?? 'request'}: ${result ? result.error.message : 'NUL character'}`,
      }),
    };
  };
