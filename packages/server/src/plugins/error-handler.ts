import type { ErrorBody, MessageKey } from '@stroomlijn/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isStorageUnavailable } from '../db/storage-errors.js';
import { AppError, isAppError } from '../errors.js';

/** Maps Fastify's own 4xx errors (parsing, limits, media types) onto the catalogue. */
function fromFastifyError(error: FastifyError): AppError {
  const status = error.statusCode ?? 500;
  const keyByCode: Record<string, MessageKey> = {
    FST_ERR_CTP_BODY_TOO_LARGE: 'payload-too-large',
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'deserialization',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'deserialization',
    FST_ERR_CTP_INVALID_JSON_BODY: 'deserialization',
    FST_ERR_RESPONSE_SERIALIZATION: 'serialization',
    FST_ERR_BAD_URL: 'deserialization',
    FST_ERR_MAX_PARAM_LENGTH: 'deserialization',
  };
  let key: MessageKey = keyByCode[error.code] ?? (status >= 500 ? 'internal' : 'validation');
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') key = 'deserialization';
  if (status === 404) key = 'not-found';
  return new AppError(key, { statusCode: status, message: error.message, debugInfo: error.stack ?? '' });
}

/** A database that cannot answer now: 503 `storage`, to be tried again shortly. */
function storageUnavailable(error: Error): AppError {
  return new AppError('storage', {
    statusCode: 503,
    message: 'The database is not available at the moment; try again shortly',
    debugInfo: error.stack ?? '',
  });
}

/** The standard error body and status of any error. */
export function errorAnswer(error: Error, production: boolean): { appError: AppError; body: ErrorBody } {
  const appError = isAppError(error)
    ? error
    : isStorageUnavailable(error)
      ? storageUnavailable(error)
      : fromFastifyError(error as FastifyError);
  const body: ErrorBody = {
    message: appError.statusCode >= 500 && production ? appError.messageKey : appError.message,
    messageKey: appError.messageKey,
    errors: appError.errors,
    references: appError.references,
    debugInfo: production
      ? ''
      : appError.debugInfo || (appError.statusCode >= 500 ? (error.stack ?? '') : ''),
  };
  return { appError, body };
}

export function registerErrorHandler(app: FastifyInstance, production: boolean): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { appError, body } = errorAnswer(error, production);
    const retryAfter = appError.retryAfterSeconds ?? (appError.statusCode === 503 ? 5 : undefined);
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    void reply.status(appError.statusCode).type('application/json').send(body);
  });
}
