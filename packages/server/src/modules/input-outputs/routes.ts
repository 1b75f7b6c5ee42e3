import { inputOutputBodySchema, inputOutputSchema, inputOutputUpdateSchema } from '@stroomlijn/domain';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import { noContent, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import type { InputOutputsService } from './service.js';

/** Writers: modelers (a model's definitions) and editors (the global ones); the service tells which. */
const writers = ['ROLE_MODELER', 'ROLE_EDITOR'] as const;
const route = routeOptions('input-outputs');
const modelParams = z.object({ processModelId: z.uuid() });
const definitionParams = z.object({ processModelId: z.uuid(), id: z.uuid() });

/** Writers create, change and delete definitions; every signed-in user reads those in use. */
export function registerInputOutputRoutes(api: ModuleApp, inputOutputs: InputOutputsService): void {
  api.post(
    '/',
    route(
      writers,
      'Creates an input/output definition of a process model (ROLE_MODELER) or a global one (GLOBAL_PROCESS_MODEL_ID, ROLE_EDITOR); the id is a new UUID chosen by the client',
      { body: inputOutputBodySchema, response: { 201: inputOutputSchema } },
      [404, 409],
    ),
    async (request, reply) =>
      reply.code(201).send(await inputOutputs.create(requireAuth(request), request.body)),
  );

  api.put(
    '/',
    route(
      writers,
      'Changes an input/output definition, not its type (422 under type); updatedAt is needed (422 not-set), a stale one is refused with 409 conflict',
      { body: inputOutputUpdateSchema, response: { 200: inputOutputSchema } },
    ),
    (request) => inputOutputs.update(requireAuth(request), request.body),
  );

  api.get(
    '/:processModelId',
    route(
      'authenticated',
      'The definitions of a process model, or the global ones for GLOBAL_PROCESS_MODEL_ID, by name; callers without ROLE_MODELER or ROLE_EDITOR get only those a latest published revision uses',
      { params: modelParams, response: { 200: z.array(inputOutputSchema) } },
    ),
    (request) => inputOutputs.list(requireAuth(request), request.params.processModelId),
  );

  api.get(
    '/:processModelId/:id',
    route(
      'authenticated',
      'One definition; for callers without ROLE_MODELER or ROLE_EDITOR only one a latest published revision uses (404 otherwise)',
      { params: definitionParams, response: { 200: inputOutputSchema } },
    ),
    (request) => inputOutputs.get(requireAuth(request), request.params.processModelId, request.params.id),
  );

  api.delete(
    '/:processModelId/:id',
    route(
      writers,
      'Deletes a definition; refused with 409 used-in-process-models (naming the models) while a working copy or latest revision uses it',
      { params: definitionParams, response: noContent },
      [409],
    ),
    async (request, reply) => {
      await inputOutputs.remove(requireAuth(request), request.params.processModelId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
