import multipart from '@fastify/multipart';
import {
  type BpmnImportLaneChoices,
  bpmnImportLaneChoicesSchema,
  bpmnImportPreviewSchema,
  bpmnImportResultSchema,
  type Language,
  UPLOAD_LIMIT_BYTES,
} from '@stroomlijn/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../errors.js';
import { multipartError } from '../../../lib/multipart-errors.js';
import { readerLanguage } from '../../../lib/reader-language.js';
import { requireAuth } from '../../../plugins/auth.js';
import { routeOptions } from '../../route-options.js';
import type { ModuleApp } from '../../server-module.js';
import type { BpmnImportService } from './import-service.js';

const route = routeOptions('process-models');
const query = z.object({
  dryRun: z.stringbool().optional().describe('true: answer the preview and the report, store nothing'),
});

function fieldError(name: string, message: 'not-set' | 'invalid-value', text: string): AppError {
  return new AppError('validation', { message: text, errors: [{ name, message }] });
}

/** The multipart plugin's failures in the catalogue's terms. */
const uploadError = (error: unknown) => multipartError(error, 'Send one file and at most the field lanes');

function laneChoices(value: string): BpmnImportLaneChoices {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw fieldError('lanes', 'invalid-value', 'The field lanes is not JSON');
  }
  const parsed = bpmnImportLaneChoicesSchema.safeParse(json);
  if (!parsed.success)
    throw fieldError('lanes', 'invalid-value', 'The field lanes is not a list of {key, roleId}');
  return parsed.data;
}

/** One file part `file` and, optionally, a field `lanes` (JSON lane choices). */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; lanes: BpmnImportLaneChoices }> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported-media-type', { message: 'Send the file as multipart/form-data' });
  }
  let bytes: Buffer | undefined;
  let lanes: BpmnImportLaneChoices = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !bytes) bytes = await part.toBuffer();
      else if (part.type === 'field' && part.fieldname === 'lanes') lanes = laneChoices(String(part.value));
      else
        throw fieldError('file', 'invalid-value', 'Send one file (field file) and at most the field lanes');
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!bytes) throw fieldError('file', 'not-set', 'Choose a BPMN file');
  return { bytes, lanes };
}

/** `POST /api/process_model/import/bpmn`, with the multipart parser registered for this route only. */
export async function registerBpmnImportRoutes(
  api: ModuleApp,
  imports: BpmnImportService,
  defaultLanguage: Language,
): Promise<void> {
  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 1024 * 1024 },
    });
    scope.post(
      '/import/bpmn',
      route(
        ['ROLE_MODELER'],
        'Imports a BPMN 2.0 file (multipart: the file as "file", before it the lane choices as "lanes", JSON [{key, roleId|null}]): each process and embedded sub-process becomes a working copy, each lane an actor role. `dryRun=true` answers the preview and the report of every element (kept, approximated, left out, refused) and stores nothing',
        {
          consumes: ['multipart/form-data'],
          querystring: query,
          response: { 200: bpmnImportPreviewSchema, 201: bpmnImportResultSchema },
        },
        [409, 413, 415, 422],
      ),
      async (request, reply) => {
        const { bytes, lanes } = await readUpload(request);
        const language = readerLanguage(
          requireAuth(request).info.language,
          request.headers['accept-language'],
          defaultLanguage,
        );
        // The scope of the multipart parser has no type provider: the query is validated, not typed.
        if ((request.query as z.infer<typeof query>).dryRun === true) {
          // Serialised and checked against the schema with the preview, off the event loop: sent as it is.
          const json = await imports.preview(bytes, language);
          return reply.type('application/json; charset=utf-8').send(Buffer.from(json, 'utf8'));
        }
        return reply.code(201).send(await imports.create(bytes, language, lanes));
      },
    );
  });
}
