import { fieldErrorsFromIssues } from '@stroomlijn/domain';
import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { AppError } from '../errors.js';

/**
 * Validates request parts with their zod schema and answers 422 `validation`
 * with one field error per field, named as the web form names the field.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const key = httpPart === 'params' ? 'not-found' : 'validation';
    return {
      error: new AppError(key, {
        statusCode: key === 'not-found' ? 404 : 422,
        errors: fieldErrorsFromIssues(result.error.issues),
        debugInfo: `${httpPart ?? 'request'}: ${result.error.message}`,
      }),
    };
  };
