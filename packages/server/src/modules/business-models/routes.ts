import { businessModelSchema, businessModelUpdateSchema, type Language } from '@stroomlijn/domain';
import { readerLanguage } from '../../lib/reader-language.js';
import { requireAuth } from '../../plugins/auth.js';
import { attachmentDisposition } from '../files/index.js';
import { fileAnswer, idParams, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import type { BusinessModelsService } from './service.js';

const route = routeOptions('business-models');
/** A file, sent as it is (no serializer). */
const handbookAnswer: Record<number, unknown> = { 200: fileAnswer('application/pdf', 'A tagged PDF file') };

/** Every signed-in user reads the business model; editors change it. */
export function registerBusinessModelRoutes(
  api: ModuleApp,
  businessModels: BusinessModelsService,
  defaultLanguage: Language,
): void {
  api.get(
    '/:id',
    route(
      'authenticated',
      'A business model; the default one (fixed id) is created as the standard model on its first read',
      { params: idParams, response: { 200: businessModelSchema } },
    ),
    (request) => businessModels.get(request.params.id),
  );

  api.get(
    '/:id/handbook.pdf',
    route(
      'authenticated',
      "The business model's handbook (a tagged PDF, an attachment) in the caller's language: a table of contents with page numbers, the landscape, then the handbook of each linked model's latest published revision in the landscape's order; made on each request",
      { params: idParams, response: handbookAnswer },
    ),
    async (request, reply) => {
      const language = readerLanguage(
        requireAuth(request).info.language,
        request.headers['accept-language'],
        defaultLanguage,
      );
      const made = await businessModels.handbook(request.params.id, language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(made.fileName))
        .header('content-language', language)
        .header('vary', 'Cookie, Accept-Language')
        .header('cache-control', 'private, no-store')
        .send(made.body);
    },
  );

  api.put(
    '/',
    route(
      ['ROLE_EDITOR'],
      'Saves the whole business model; a stale updatedAt is refused with 409 conflict, the four fixed groups stay',
      { body: businessModelUpdateSchema, response: { 200: businessModelSchema } },
    ),
    (request) => businessModels.save(request.body),
  );
}
