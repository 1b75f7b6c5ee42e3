import multipart from '@fastify/multipart';
import {
  type FieldError,
  UPLOAD_LIMIT_BYTES,
  USER_IMPORT_MEDIA_TYPES,
  USER_IMPORT_ROW_CHARACTER_LIMIT,
  USER_IMPORT_ROW_LIMIT,
  userImportResultSchema,
} from '@stroomlijn/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../../errors.js';
import { multipartError } from '../../lib/multipart-errors.js';
import { routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import { CsvLimitError, type CsvRecord, decodeCsvText, readCsvRecords } from './csv-records.js';
import { IMPORT_CSV_LIMITS, importRows } from './import-rows.js';
import type { UserImportService } from './import-service.js';

const route = routeOptions('users');

interface Upload {
  mimetype: string;
  content: Buffer;
}

function fileError(message: FieldError['message'], text: string): AppError {
  return new AppError('validation', { message: text, errors: [{ name: 'file', message }] });
}

const tooManyRows = () =>
  fileError('too-many-rows', `The file has more than ${USER_IMPORT_ROW_LIMIT} rows; split it`);

/** Maps the multipart plugin's and the parser's failures onto the catalogue. */
function uploadError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (error instanceof CsvLimitError) {
    if (error.limit === 'records') return tooManyRows();
    return fileError(
      'row-too-long',
      `Row ${error.row} is longer than ${USER_IMPORT_ROW_CHARACTER_LIMIT} characters (an unclosed quote?)`,
    );
  }
  return multipartError(error, 'Send exactly one file and nothing else');
}

/** Exactly one file part and nothing else. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported-media-type', { message: 'Send the file as multipart/form-data' });
  }
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || upload) throw fileError('invalid-value', 'Send exactly one file');
      upload = { mimetype: part.mimetype, content: await part.toBuffer() };
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!upload) throw fileError('not-set', 'Choose a file');
  return upload;
}

function isCsvMediaType(mimetype: string): boolean {
  const type = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  return (USER_IMPORT_MEDIA_TYPES as readonly string[]).includes(type);
}

/** `POST /api/user/import`, with the multipart parser registered for this route only. */
export async function registerUserImportRoutes(app: ModuleApp, importer: UserImportService): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 0, parts: 1 },
    });
    scope.post(
      '/import',
      route(
        ['ROLE_USER_MANAGER'],
        'Imports users from one CSV file (multipart, field "file"): first name, last name, preposition, email',
        { consumes: ['multipart/form-data'], response: { 200: userImportResultSchema } },
        [422],
      ),
      async (request) => {
        const upload = await readUpload(request);
        if (!isCsvMediaType(upload.mimetype)) throw fileError('not-a-csv-file', 'The file is not a CSV file');
        const text = decodeCsvText(upload.content);
        if (text === null) throw fileError('not-a-csv-file', 'The file is not a CSV text file');
        let records: CsvRecord[];
        try {
          records = readCsvRecords(text, IMPORT_CSV_LIMITS);
        } catch (error) {
          throw uploadError(error);
        }
        if (records.length === 0) throw fileError('not-empty', 'The file has no rows');
        const rows = importRows(records);
        if (rows.length > USER_IMPORT_ROW_LIMIT) throw tooManyRows();
        return importer.importUsers(rows);
      },
    );
  });
}
