import multipart from '@fastify/multipart';
import { fileRecordSchema } from '@stroomlijn/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import { attachmentDisposition } from './file-names.js';
import { receiveUpload, UPLOAD_LIMITS } from './receive.js';
import type { FilesService } from './service.js';

const tags = ['files'];
const idParams = z.object({ id: z.uuid() });

/**
 * Modelers and editors upload (the files of upload definitions) and read any file; other signed-in users
 * read the name of and download only a file of an upload definition that a latest published revision
 * uses (staff open them from the definitions in view mode), 404 for any other.
 */
export async function filesRoutes(app: FastifyInstance, { files }: { files: FilesService }): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });
    scope.withTypeProvider<ZodTypeProvider>().post('/api/file/upload', {
      config: { access: ['ROLE_MODELER', 'ROLE_EDITOR'] },
      schema: {
        tags,
        summary:
          'Uploads a file (multipart: field "id", a new UUID chosen by the client, and part "file"); at most 20 MB, only Office, text or PDF content',
        consumes: ['multipart/form-data'],
        response: { 201: fileRecordSchema },
      },
      handler: async (request, reply) => {
        const caller = requireAuth(request);
        const upload = await receiveUpload(request, files.storage.incomingDir, files.assertFreeId);
        return reply.code(201).send(await files.save(caller, upload));
      },
    });
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/file/:id', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary:
        'The record of an uploaded file; without ROLE_MODELER or ROLE_EDITOR only of an upload definition a latest published revision uses',
      params: idParams,
      response: { 200: fileRecordSchema },
    },
    handler: (request) => files.get(requireAuth(request), request.params.id),
  });

  api.get('/api/file/:id/download', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary:
        'The bytes of an uploaded file, as an attachment under its original name; without ROLE_MODELER or ROLE_EDITOR only of an upload definition a latest published revision uses',
      params: idParams,
    },
    handler: async (request, reply) => {
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
  });
}
