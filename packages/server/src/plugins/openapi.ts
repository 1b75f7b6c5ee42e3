import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Stroomlijn API',
        description: 'Business process modelling and workflow',
        version: '1.0.0',
      },
    },
    hideUntagged: false,
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}

/** `GET /api/doc.json`: the OpenAPI document of every route, built from the route schemas. */
export function openApiRoute(app: FastifyInstance): void {
  app.get('/api/doc.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
