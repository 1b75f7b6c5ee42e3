import { inputOutputBodySchema, inputOutputSchema } from '@stroomlijn/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import type { InputOutputsService } from './service.js';

/** Writers: modelers (a model's definitions) and editors (the global ones); the service tells which. */
const writers = ['ROLE_MODELER', 'ROLE_EDITOR'] as const;
const tags = ['input-outputs'];
const modelParams = z.object({ processModelId: z.uuid() });
const definitionParams = z.object({ processModelId: z.uuid(), id: z.uuid() });

export function inputOutputsRoutes(
  app: FastifyInstance,
  { inputOutputs }: { inputOutputs: InputOutputsService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/input-output', {
    config: { access: writers },
    schema: {
      tags,
      summary:
        'Creates an input/output definition of a process model (ROLE_MODELER) or a global one (GLOBAL_PROCESS_MODEL_ID, ROLE_EDITOR); the id is a new UUID chosen by the client',
      body: inputOutputBodySchema,
      response: { 201: inputOutputSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await inputOutputs.create(requireAuth(request), request.body)),
  });

  api.put('/api/input-output', {
    config: { access: writers },
    schema: {
      tags,
      summary:
        'Changes an input/output definition, not its type (422 under type); updatedAt is needed (422 not-set), a stale one is refused with 409 conflict',
      body: inputOutputBodySchema,
      response: { 200: inputOutputSchema },
    },
    handler: (request) => inputOutputs.update(requireAuth(request), request.body),
  });

  api.get('/api/input-output/:processModelId', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary:
        'The definitions of a process model, or the global ones for GLOBAL_PROCESS_MODEL_ID, by name; callers without ROLE_MODELER or ROLE_EDITOR get only those a latest published revision uses',
      params: modelParams,
      response: { 200: z.array(inputOutputSchema) },
    },
    handler: (request) => inputOutputs.list(requireAuth(request), request.params.processModelId),
  });

  api.get('/api/input-output/:processModelId/:id', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary:
        'One definition; for callers without ROLE_MODELER or ROLE_EDITOR only one a latest published revision uses (404 otherwise)',
      params: definitionParams,
      response: { 200: inputOutputSchema },
    },
    handler: (request) =>
      inputOutputs.get(requireAuth(request), request.params.processModelId, request.params.id),
  });

  api.delete('/api/input-output/:processModelId/:id', {
    config: { access: writers },
    schema: {
      tags,
      summary:
        'Deletes a definition; refused with 409 used-in-process-models (naming the models) while a working copy or latest revision uses it',
      params: definitionParams,
      response: { 204: z.null().describe('No content') },
    },
    handler: async (request, reply) => {
      await inputOutputs.remove(requireAuth(request), request.params.processModelId, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
