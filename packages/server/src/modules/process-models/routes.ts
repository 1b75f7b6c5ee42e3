import type { Language } from '@stroomlijn/domain';
import {
  inputOutputSchema,
  modelDifferenceSchema,
  PUBLISHED_MODEL_ROLES,
  processModelInputSchema,
  processModelListItemSchema,
  processModelSchema,
  processModelUpdateSchema,
  publishRequestSchema,
  revisionSchema,
  structureNodeSchema,
} from '@stroomlijn/domain';
import { z } from 'zod';
import { readerLanguage } from '../../lib/reader-language.js';
import { requireAuth } from '../../plugins/auth.js';
import {
  fileAnswer,
  idParams,
  noContent,
  notModified,
  revisionParams,
  routeOptions,
} from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import { type CachedModelReads, sendAnswer } from './reads/index.js';
import type { ProcessModelsService } from './service.js';

/**
 * The bodies that carry a whole model may be larger than the 1 MiB of every other route: a model of
 * MAX_STEPS steps with full names, actors and information groups takes a few MiB (a chain of 5,000 steps
 * with 200-character names is about 2 MB).
 */
export const MODEL_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/** Modelers create, save, publish, delete and read working copies; every signed-in user reads what is published. */
const modelers = ['ROLE_MODELER'] as const;
const route = routeOptions('process-models');
const listQuery = z.object({
  published: z.stringbool().optional().describe('true: only published models, also for a modeler'),
});
const byModel = { params: idParams, response: { 200: processModelSchema } };

/**
 * The big reads (a model, its working copy, one revision) answer kept JSON (`cached-reads.ts`): the
 * response schema documents them but does not run (a Buffer is sent as it is), and they compress
 * themselves once per version, so @fastify/compress stays off them. They carry an ETag and answer 304
 * to If-None-Match; see `lib/send-answer.ts`.
 */
function withKeptAnswer<O extends { schema: { response: object } }>(options: O) {
  return {
    ...options,
    compress: false as const,
    schema: {
      ...options.schema,
      response: { ...options.schema.response, ...notModified },
      description:
        'Answers with an ETag (`Cache-Control: private, no-cache`), and 304 without a body when If-None-Match names it; compressed with br or gzip as Accept-Encoding allows.',
    },
  };
}

/** A Content-Disposition attachment: an ASCII name for every client, the name itself for those that read RFC 6266's filename*. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Modelers create, save, publish and delete process models and read their working copies; every
 * signed-in user reads the published revisions, their structure and BPMN files.
 */
export function registerProcessModelRoutes(
  api: ModuleApp,
  processModels: ProcessModelsService,
  reads: CachedModelReads,
  defaultLanguage: Language,
): void {
  api.get(
    '/',
    route(
      'authenticated',
      'Live process models by name: a modeler sees every working copy, other users the published models (latest revision); `published=true` gives everyone the published models',
      { querystring: listQuery, response: { 200: z.array(processModelListItemSchema) } },
    ),
    (request) =>
      processModels.list(requireAuth(request), { publishedOnly: request.query.published === true }),
  );

  for (const role of PUBLISHED_MODEL_ROLES) {
    api.get(
      `/published/${role}`,
      route(
        'authenticated',
        `Published process models (latest revision) in which one of the caller's effective roles is ${role === 'actor' ? 'the actor of a step' : `the ${role}`}`,
        { response: { 200: z.array(processModelListItemSchema) } },
      ),
      (request) => processModels.publishedFor(requireAuth(request), role),
    );
  }

  api.post(
    '/',
    {
      ...route(
        modelers,
        'Creates a process model (its working copy); the id is a new UUID chosen by the client',
        {
          body: processModelInputSchema,
          response: { 201: processModelSchema },
        },
        [409],
      ),
      bodyLimit: MODEL_BODY_LIMIT_BYTES,
    },
    async (request, reply) => reply.code(201).send(await processModels.create(request.body)),
  );

  api.put(
    '/',
    {
      ...route(modelers, 'Saves the working copy; a stale updatedAt is refused with 409 conflict', {
        body: processModelUpdateSchema,
        response: { 200: processModelSchema },
      }),
      bodyLimit: MODEL_BODY_LIMIT_BYTES,
    },
    (request) => processModels.save(request.body),
  );

  api.get(
    '/:id',
    withKeptAnswer(route('authenticated', 'The latest published revision of a process model', byModel)),
    async (request, reply) => sendAnswer(request, reply, await reads.latest(request.params.id)),
  );

  api.get('/:id/edit', withKeptAnswer(route(modelers, 'The working copy', byModel)), async (request, reply) =>
    sendAnswer(request, reply, await reads.workingCopy(request.params.id)),
  );

  api.delete(
    '/:id',
    route(
      modelers,
      'Deletes a process model (soft); refused while a published process model uses it as a subprocess',
      { params: idParams, response: noContent },
      [409],
    ),
    async (request, reply) => {
      await processModels.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/publish/:id',
    {
      ...route(
        modelers,
        'Publishes the working copy as the next revision (200); with a body {model} it saves that first, in the same transaction; {changeNote} (at most 200 characters) is kept with the revision; {feedbackDone} marks open feedback done by it. A model that requires approval is submitted instead (202, the working copy awaiting approval, no revision yet); 409 awaiting-approval while a submission awaits',
        // A plain POST without a body arrives as null.
        {
          params: idParams,
          body: publishRequestSchema.nullish(),
          response: { 200: processModelSchema, 202: processModelSchema },
        },
        [409],
      ),
      bodyLimit: MODEL_BODY_LIMIT_BYTES,
    },
    async (request, reply) => {
      const published = await processModels.publish(
        requireAuth(request),
        request.params.id,
        request.body ?? undefined,
      );
      return reply.code(published.submitted ? 202 : 200).send(published.model);
    },
  );

  api.get(
    '/revisions/:id',
    route('authenticated', 'The published revisions of a process model, newest first', {
      params: idParams,
      response: { 200: z.array(revisionSchema) },
    }),
    (request) => processModels.revisions(request.params.id),
  );

  api.get(
    '/revisions/:id/:revision',
    withKeptAnswer(
      route('authenticated', 'One published revision', {
        params: revisionParams,
        response: { 200: revisionSchema },
      }),
    ),
    async (request, reply) =>
      sendAnswer(request, reply, await reads.revision(request.params.id, request.params.revision)),
  );

  api.get(
    '/revisions/:id/:revision/input-output',
    route(
      'authenticated',
      'The input/output definitions the groups of one published revision use, as they were when it was published',
      { params: revisionParams, response: { 200: z.array(inputOutputSchema) } },
    ),
    (request) => processModels.revisionDefinitions(request.params.id, request.params.revision),
  );

  api.get(
    '/revisions/:id/:revision/bpmn',
    withKeptAnswer(
      route(
        'authenticated',
        'One published revision as a BPMN 2.0 file (application/xml, an attachment named after the model and revision): events, tasks, gateways with their joins, call activities, a lane per actor and the diagram; made once per revision',
        { params: revisionParams, response: { 200: fileAnswer('application/xml', 'A BPMN 2.0 XML file') } },
      ),
    ),
    async (request, reply) => {
      const file = await reads.bpmn(request.params.id, request.params.revision);
      void reply.header('content-disposition', attachment(file.fileName ?? 'process-model.bpmn'));
      return sendAnswer(request, reply, file, 'application/xml; charset=utf-8');
    },
  );

  const handbookFormats = [
    ['html', 'text/html; charset=utf-8', 'An HTML page'],
    ['pdf', 'application/pdf', 'A tagged PDF file'],
  ] as const;
  for (const [format, type, file] of handbookFormats) {
    api.get(
      `/revisions/:id/:revision/handbook.${format}`,
      withKeptAnswer(
        route(
          'authenticated',
          `One published revision's handbook (${type.split(';')[0]}, an attachment named after the model and revision) in the caller's language: the model's facts, its diagram with a text alternative and its steps in flow order with actor, inputs and outputs; made once per revision and language`,
          { params: revisionParams, response: { 200: fileAnswer(type.split(';')[0] as string, file) } },
        ),
      ),
      async (request, reply) => {
        const language = readerLanguage(
          requireAuth(request).info.language,
          request.headers['accept-language'],
          defaultLanguage,
        );
        const answer = await reads.handbook(request.params.id, request.params.revision, language, format);
        void reply.header('content-disposition', attachment(answer.fileName ?? `handbook.${format}`));
        void reply.header('content-language', language);
        void reply.header('vary', 'Cookie, Accept-Language');
        return sendAnswer(request, reply, answer, type);
      },
    );
  }

  const compareParams = z.object({
    id: z.uuid(),
    revision: revisionParams.shape.revision,
    other: revisionParams.shape.revision,
  });
  api.get(
    '/revisions/:id/:revision/compare/:other',
    route(
      'authenticated',
      'What changed from one published revision to another: the changes grouped by kind, in flow order',
      { params: compareParams, response: { 200: modelDifferenceSchema } },
    ),
    (request) => processModels.compare(request.params.id, request.params.revision, request.params.other),
  );

  api.get(
    '/revisions/:id/:revision/compare/working-copy',
    route(modelers, 'What changed from a published revision to the working copy', {
      params: revisionParams,
      response: { 200: modelDifferenceSchema },
    }),
    (request) => processModels.compare(request.params.id, request.params.revision, 'working-copy'),
  );

  api.get(
    '/structure/:id/revisions/:revision',
    route(
      'authenticated',
      'The model and its subprocesses as a tree as one published revision recorded it: each subprocess step with the revision it opened, each node with its revision',
      { params: revisionParams, response: { 200: structureNodeSchema } },
    ),
    (request) => processModels.revisionStructure(request.params.id, request.params.revision),
  );

  // The tree from the working copies (modelers) or from the latest published revisions (everyone).
  for (const published of [false, true]) {
    api.get(
      published ? '/structure/:id/published' : '/structure/:id',
      route(
        published ? 'authenticated' : modelers,
        `The model and its subprocesses as a tree, from the ${published ? 'latest published revisions' : 'working copies'}`,
        { params: idParams, response: { 200: structureNodeSchema } },
      ),
      (request) => processModels.structure(request.params.id, published),
    );
  }
}
