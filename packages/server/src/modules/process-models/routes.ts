import {
  PUBLISHED_MODEL_ROLES,
  processModelInputSchema,
  processModelListItemSchema,
  processModelSchema,
  processModelUpdateSchema,
  publishRequestSchema,
  revisionSchema,
  structureNodeSchema,
} from '@stroomlijn/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import type { ProcessModelsService } from './service.js';

/** Modelers create, save, publish, delete and read working copies; every signed-in user reads what is published. */
const modelers = ['ROLE_MODELER'] as const;
const tags = ['process-models'];
const idParams = z.object({ id: z.uuid() });
const listQuery = z.object({
  published: z.stringbool().optional().describe('true: only published models, also for a modeler'),
});
const revisionParams = z.object({
  id: z.uuid(),
  revision: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export function processModelsRoutes(
  app: FastifyInstance,
  { processModels }: { processModels: ProcessModelsService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/process_model', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary:
        'Live process models by name: a modeler sees every working copy, other users the published models (latest revision); `published=true` gives everyone the published models',
      querystring: listQuery,
      response: { 200: z.array(processModelListItemSchema) },
    },
    handler: (request) =>
      processModels.list(requireAuth(request), { publishedOnly: request.query.published === true }),
  });

  for (const role of PUBLISHED_MODEL_ROLES) {
    api.get(`/api/process_model/published/${role}`, {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: `Published process models (latest revision) in which one of the caller's effective roles is ${role === 'actor' ? 'the actor of a step' : `the ${role}`}`,
        response: { 200: z.array(processModelListItemSchema) },
      },
      handler: (request) => processModels.publishedFor(requireAuth(request), role),
    });
  }

  api.post('/api/process_model', {
    config: { access: modelers },
    schema: {
      tags,
      summary: 'Creates a process model (its working copy); the id is a new UUID chosen by the client',
      body: processModelInputSchema,
      response: { 201: processModelSchema },
    },
    handler: async (request, reply) => reply.code(201).send(await processModels.create(request.body)),
  });

  api.put('/api/process_model', {
    config: { access: modelers },
    schema: {
      tags,
      summary: 'Saves the working copy; a stale updatedAt is refused with 409 conflict',
      body: processModelUpdateSchema,
      response: { 200: processModelSchema },
    },
    handler: (request) => processModels.save(request.body),
  });

  api.get('/api/process_model/:id', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'The latest published revision of a process model',
      params: idParams,
      response: { 200: processModelSchema },
    },
    handler: (request) => processModels.get(request.params.id),
  });

  api.get('/api/process_model/:id/edit', {
    config: { access: modelers },
    schema: { tags, summary: 'The working copy', params: idParams, response: { 200: processModelSchema } },
    handler: (request) => processModels.getWorkingCopy(request.params.id),
  });

  api.delete('/api/process_model/:id', {
    config: { access: modelers },
    schema: {
      tags,
      summary:
        'Deletes a process model (soft); refused while a published process model uses it as a subprocess',
      params: idParams,
      response: { 204: z.null().describe('No content') },
    },
    handler: async (request, reply) => {
      await processModels.remove(request.params.id);
      return reply.code(204).send(null);
    },
  });

  api.post('/api/process_model/publish/:id', {
    config: { access: modelers },
    schema: {
      tags,
      summary:
        'Publishes the working copy as the next revision; with a body {model} it saves that first, in the same transaction',
      params: idParams,
      // A plain POST without a body arrives as null.
      body: publishRequestSchema.nullish(),
      response: { 200: processModelSchema },
    },
    handler: (request) => processModels.publish(requireAuth(request), request.params.id, request.body?.model),
  });

  api.get('/api/process_model/revisions/:id', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'The published revisions of a process model, newest first',
      params: idParams,
      response: { 200: z.array(revisionSchema) },
    },
    handler: (request) => processModels.revisions(request.params.id),
  });

  api.get('/api/process_model/revisions/:id/:revision', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'One published revision',
      params: revisionParams,
      response: { 200: revisionSchema },
    },
    handler: (request) => processModels.revision(request.params.id, request.params.revision),
  });

  api.get('/api/process_model/structure/:id', {
    config: { access: modelers },
    schema: {
      tags,
      summary: 'The model and its subprocesses as a tree, from the working copies',
      params: idParams,
      response: { 200: structureNodeSchema },
    },
    handler: (request) => processModels.structure(request.params.id, false),
  });

  api.get('/api/process_model/structure/:id/published', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'The model and its subprocesses as a tree, from the latest published revisions',
      params: idParams,
      response: { 200: structureNodeSchema },
    },
    handler: (request) => processModels.structure(request.params.id, true),
  });
}
