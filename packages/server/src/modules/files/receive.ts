import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { FILE_FIELD, type FieldError, UPLOAD_LIMIT_BYTES } from '@stroomlijn/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { fileTooLarge, multipartError } from '../../lib/multipart-errors.js';
import { ContentCheck } from './content-check.js';
import { formDataFileName, storedFileName } from './file-names.js';

/** An upload received into the storage's incoming directory, its content checked. */
export interface ReceivedUpload {
  id: string;
  name: string;
  contentType: string;
  size: number;
  /** The received bytes, in the incoming directory. */
  incoming: string;
}

/** The multipart plugin's limits for `POST /api/file/upload`: the two fields and nothing else. */
export const UPLOAD_LIMITS = {
  fileSize: UPLOAD_LIMIT_BYTES,
  files: 1,
  fields: 1,
  parts: 2,
  fieldSize: 200,
  fieldNameSize: 100,
  headerPairs: 100,
};

const fileError = (message: FieldError['message'], text: string) =>
  new AppError('validation', { message: text, errors: [{ name: FILE_FIELD, message }] });

export const invalidId = (message = 'The id is in use already') =>
  new AppError('invalid-id', { message, errors: [{ name: 'id', message: 'invalid-id' }] });

/** Maps the multipart plugin's failures onto the catalogue. */
const uploadError = (error: unknown) => multipartError(error, 'Send one id and one file, nothing else');

/** Streams the file part into the incoming directory, checking its content on the way; fsynced. */
async function receiveFile(part: MultipartFile, incomingDir: string): Promise<Omit<ReceivedUpload, 'id'>> {
  const incoming = path.join(incomingDir, randomUUID());
  const check = new ContentCheck();
  try {
    await pipeline(
      part.file,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          check.push(chunk);
          yield chunk;
        }
      },
      createWriteStream(incoming, { flags: 'wx' }),
    );
    if (part.file.truncated || check.size > UPLOAD_LIMIT_BYTES) throw fileTooLarge();
    const name = storedFileName(formDataFileName(part.filename));
    const verdict = check.verdict(name);
    if ('problem' in verdict) {
      throw verdict.problem === 'not-empty'
        ? fileError('not-empty', 'The file is empty')
        : fileError(
            'unsupported-file-type',
            'Only Office documents, text files and PDF files, named with their extension, can be uploaded',
          );
    }
    const handle = await open(incoming, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    return { name, contentType: verdict.contentType, size: check.size, incoming };
  } catch (error) {
    await rm(incoming, { force: true });
    throw error;
  }
}

/**
 * Reads `POST /api/file/upload`: a field `id` (the new file's UUID, chosen by the client) and a part
 * `file`, in either order. `checkId` runs as soon as the id is read, so a taken id is refused before
 * the file is received when the id comes first. Nothing stays in the incoming directory on failure.
 */
export async function receiveUpload(
  request: FastifyRequest,
  incomingDir: string,
  checkId: (id: string) => Promise<void>,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported-media-type', { message: 'Send the file as multipart/form-data' });
  }
  let id: string | undefined;
  let file: Omit<ReceivedUpload, 'id'> | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'id' && id === undefined) {
        const parsed = z.uuid().safeParse(part.value);
        if (!parsed.success) throw invalidId('The id is no UUID');
        id = parsed.data;
        await checkId(id);
      } else if (part.type === 'file' && part.fieldname === FILE_FIELD && !file) {
        file = await receiveFile(part, incomingDir);
      } else {
        if (part.type === 'file') part.file.resume();
        throw fileError('invalid-value', 'Send one id and one file, nothing else');
      }
    }
    if (!file) throw fileError('not-set', 'Choose a file');
    if (id === undefined) {
      throw new AppError('validation', {
        message: 'The upload has no id',
        errors: [{ name: 'id', message: 'not-set' }],
      });
    }
    return { id, ...file };
  } catch (error) {
    if (file) await rm(file.incoming, { force: true });
    throw uploadError(error);
  }
}
