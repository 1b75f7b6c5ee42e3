import { workflowFormListItemSchema } from '@stroomlijn/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WorkflowFormsRepository } from './repository.js';

/**
 * The forms a form definition can point at: modelers and editors choose one, administrators manage them,
 * and every signed-in user reads the form names of the definitions of a published model. The screens
 * that register forms come with the workflow issue; this is the list.
 */
export function workflowsRoutes(app: FastifyInstance, { forms }: { forms: WorkflowFormsRepository }): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/workflow', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['workflows'],
      summary: 'The live forms of the form service, by name: id, name and the form service id (formId)',
      response: { 200: z.array(workflowFormListItemSchema) },
    },
    handler: () => forms.list(),
  });
}
