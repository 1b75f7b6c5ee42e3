import { personDataExportSchema } from '@stroomlijn/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../../plugins/auth.js';
import { attachmentDisposition } from '../../files/index.js';
import { fileAnswer, routeOptions } from '../../route-options.js';
import type { ModuleApp } from '../../server-module.js';
import type { ExportFormat, PersonDataDownload, PersonExportService } from './service.js';

const admins = ['ROLE_ADMIN'] as const;
const route = routeOptions('person-data');
const userParams = z.object({ userId: z.uuid() });

const ANSWERS = {
  json: {
    200: {
      description: 'person.json, as an attachment: everything the product holds about the person',
      content: { 'application/json': { schema: personDataExportSchema } },
    },
  },
  zip: {
    200: fileAnswer('application/zip', 'A zip of person.json and the files the person uploaded (files/…)'),
  },
} satisfies Record<ExportFormat, unknown>;

/**
 * A person's data for their rights of access and portability (GDPR articles 15 and 20): administrators
 * export anyone's (a deleted user's too), every signed-in user their own.
 */
export function registerPersonExportRoutes(api: ModuleApp, exports: PersonExportService): void {
  for (const format of ['json', 'zip'] as const) {
    api.get(
      `/me/export.${format}`,
      route('authenticated', `Everything the product holds about the caller, as a ${format} download`, {
        response: ANSWERS[format],
      }),
      async (request, reply) => {
        const download = await exports.download(requireAuth(request).info.user.id, format);
        return send(reply, download);
      },
    );

    api.get(
      `/:userId/export.${format}`,
      route(
        admins,
        `Everything the product holds about a user (also a deleted one), as a ${format} download`,
        { params: userParams, response: ANSWERS[format] },
        [404],
      ),
      async (request, reply) => send(reply, await exports.download(request.params.userId, format)),
    );
  }
}

function send(reply: unknown, download: PersonDataDownload) {
  return (reply as FastifyReply)
    .type(download.mediaType)
    .header('content-disposition', attachmentDisposition(download.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(download.body);
}
