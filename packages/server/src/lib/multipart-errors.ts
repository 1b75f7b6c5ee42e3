import { UPLOAD_LIMIT_BYTES } from '@stroomlijn/domain';
import { AppError, isAppError } from '../errors.js';

/** 413 `file-too-large` under `file`: a file over the upload limit. */
export function fileTooLarge(): AppError {
  return new AppError('payload-too-large', {
    message: `The file is larger than ${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB`,
    errors: [{ name: 'file', message: 'file-too-large' }],
  });
}

/**
 * A failure of the multipart plugin (@fastify/multipart) in the catalogue's terms: a file over the
 * upload limit is 413 `file-too-large` under `file`, more parts or files than the route takes 422
 * under `file` (`partsMessage` says what it takes), a broken body 422 or 400. An AppError passes as it is.
 */
export function multipartError(error: unknown, partsMessage: string): AppError {
  if (isAppError(error)) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('validation', {
      message: partsMessage,
      errors: [{ name: 'file', message: 'invalid-value' }],
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new AppError(code === 'FST_PROTO_VIOLATION' ? 'validation' : 'deserialization', {
    statusCode: code === 'FST_PROTO_VIOLATION' ? 422 : 400,
    message: 'The upload could not be read',
    debugInfo: message,
  });
}
