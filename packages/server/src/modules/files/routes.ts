import multipart from '@fastify/multipart';
import { fileRecordSchema } from '@stroomlijn/domain';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import { idParams, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import { ACCEPTED_MEDIA_TYPES } from './content-check.js';
import { attachmentDisposition } from './file-names.js';
import { receiveUpload, UPLOAD_LIMITS } from './receive.js';
import type { FilesService } from './service.js';

const route = routeOptions('files');

/** The download in the OpenAPI document (a stream is sent as it is, never serialized). */
const downloadAnswer: Record<number, unknown> = {
  200: {
    description: 'The file, with the media type its content was recognised as on upload',
    content: Object.fromEntries(
      ACCEPTED_MEDIA_TYPES.map((type) => [type, { schema: z.string().describe('The file') }]),
    ),
  },
};
const readersNote =
  'without ROLE_MODELER or ROLE_EDITOR only of an upload definition a latest published revision uses, one the caller uploaded, or one attached to feedback the caller may read';

/**
 * Every signed-in user uploads (modelers and editors the files of upload definitions, anyone a file for
 * their feedback). Modelers and editors read any file; other signed-in users read the name of and
 * download only a file of an upload definition that a latest published revision uses (staff open them
 * from the definitions in view mode), their own uploads, and the files attached to feedback they may
 * read (their own, or on a model whose owner or manager role they hold); 404 for any other.
 */
export async function registerFileRoutes(api: ModuleApp, files: FilesService): Promise<void> {
  // The multipart parser serves the upload only.
  await api.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });
    scope.post(
      '/upload',
      route(
        'authenticated',
        'Uploads a file (multipart: field "id", a new UUID chosen by the client, and part "file"); at most 20 MB, only Office, text or PDF content; for upload definitions (modelers, editors) and feedback (anyone)',
        { consumes: ['multipart/form-data'], response: { 201: fileRecordSchema } },
        [422],
      ),
      async (request, reply) => {
        const caller = requireAuth(request);
        const upload = await receiveUpload(request, files.storage.incomingDir, files.assertFreeId);
        return reply.code(201).send(await files.save(caller, upload));
      },
    );
  });

  api.get(
    '/:id',
    route('authenticated', `The record of an uploaded file; ${readersNote}`, {
      params: idParams,
      response: { 200: fileRecordSchema },
    }),
    (request) => files.get(requireAuth(request), request.params.id),
  );

  api.get(
    '/:id/download',
    route(
      'authenticated',
      `The bytes of an uploaded file, as an attachment under its original name; ${readersNote}`,
      {
        params: idParams,
        response: downloadAnswer,
      },
    ),
    async (request, reply) => {
      const { row, content } = await files.download(requireAuth(request), request.params.id);
      return reply
        .header('Content-Type', row.content_type)
        .header('Content-Length', String(row.size))
        .header('Content-Disposition', attachmentDisposition(row.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-cache')
        .send(content);
    },
  );
}
