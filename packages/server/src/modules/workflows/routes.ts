import { workflowFormListItemSchema } from '@stroomlijn/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WorkflowFormsRepository } from './repository.js';

/**
 * The forms a form definition can point at: modelers and editors choose one, administrators manage them.
 * The screens that register forms come with the workflow issue; this is the list.
 */
export function workflowsRoutes(app: FastifyInstance, { forms }: { forms: WorkflowFormsRepository }): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/workflow', {
    config: { access: ['ROLE_MODELER', 'ROLE_EDITOR', 'ROLE_ADMIN'] },
    schema: {
      tags: ['workflows'],
      summary: 'The live forms of the form service, by name: id, name and the form service id (formId)',
      response: { 200: z.array(workflowFormListItemSchema) },
    },
    handler: () => forms.list(),
  });
}
