import { businessModelSchema, businessModelUpdateSchema } from '@stroomlijn/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BusinessModelsService } from './service.js';

const tags = ['business-models'];

/** Every signed-in user reads the business model; editors change it. */
export function businessModelsRoutes(
  app: FastifyInstance,
  { businessModels }: { businessModels: BusinessModelsService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/business_model/:id', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary:
        'A business model; the default one (fixed id) is created as the standard model on its first read',
      params: z.object({ id: z.uuid() }),
      response: { 200: businessModelSchema },
    },
    handler: (request) => businessModels.get(request.params.id),
  });

  api.put('/api/business_model', {
    config: { access: ['ROLE_EDITOR'] },
    schema: {
      tags,
      summary:
        'Saves the whole business model; a stale updatedAt is refused with 409 conflict, the four fixed groups stay',
      body: businessModelUpdateSchema,
      response: { 200: businessModelSchema },
    },
    handler: (request) => businessModels.save(request.body),
  });
}
