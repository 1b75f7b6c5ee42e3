import { businessModelSchema, businessModelUpdateSchema } from '@stroomlijn/domain';
import { idParams, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import type { BusinessModelsService } from './service.js';

const route = routeOptions('business-models');

/** Every signed-in user reads the business model; editors change it. */
export function registerBusinessModelRoutes(api: ModuleApp, businessModels: BusinessModelsService): void {
  api.get(
    '/:id',
    route(
      'authenticated',
      'A business model; the default one (fixed id) is created as the standard model on its first read',
      { params: idParams, response: { 200: businessModelSchema } },
    ),
    (request) => businessModels.get(request.params.id),
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
