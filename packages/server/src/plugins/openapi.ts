import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_ANSWERS,
  type ErrorStatus,
  errorStatuses,
  RETRY_AFTER,
  SECURITY_SCHEMES,
  securityOf,
} from './openapi-operations.js';

/** The standard error body, as every error answer of the document refers to it. */
const errorBody = { $ref: '#/components/schemas/ErrorBody' };

/** The body of an upload: multipart/form-data with the file in the part `file` (and the fields the route names). */
const uploadBody = {
  type: 'object',
  properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
  required: ['file'],
};

/**
 * Each route's schema as @fastify/swagger documents it (fastify-type-provider-zod's transform), with the
 * error answers it can give (openapi-operations.ts) and who may call it. What the route declares itself
 * (a status, `security`) is kept as declared.
 */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (schema.hide) return { schema, url };
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  const response: Record<string, unknown> = {};
  for (const status of errorStatuses(input.route)) {
    response[status] = {
      description: ERROR_ANSWERS[status],
      content: { 'application/json': { schema: errorBody } },
    };
  }
  for (const [status, answer] of Object.entries({ ...response, ...declared })) {
    const retryAfter = RETRY_AFTER[Number(status) as ErrorStatus];
    // @fastify/swagger reads a header as its schema with a description.
    const headers = { 'Retry-After': { type: 'integer', minimum: 1, description: retryAfter } };
    response[status] = retryAfter ? { ...(answer as object), headers } : answer;
  }
  const security = schema.security ?? securityOf(input.route);
  // An upload's parts are read by the route, not validated by a schema: the document still names its body.
  const body = schema.body ?? (schema.consumes?.includes('multipart/form-data') ? uploadBody : undefined);
  return { schema: { ...schema, body, response, security }, url };
};

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Stroomlijn API',
        description:
          'Business process modelling and workflow. Every answer that is not 2xx or 3xx has the body ErrorBody. Calls that change data send Content-Type: application/json (or multipart/form-data for uploads).',
        version: '1.0.0',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    hideUntagged: false,
    transform,
    transformObject: jsonSchemaTransformObject,
  });
}

/** `GET /api/doc.json`: the OpenAPI document of every route, built from the route schemas. */
export function openApiRoute(app: FastifyInstance): void {
  app.get(
    '/api/doc.json',
    {
      config: { access: 'public', withoutDatabase: true },
      schema: {
        tags: ['operations'],
        summary: 'EX-05: this OpenAPI 3.1 document of the API',
        response: {
          200: z
            .looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) })
            .describe('An OpenAPI 3.1 document'),
        },
      },
    },
    async () => app.swagger(),
  );
}
