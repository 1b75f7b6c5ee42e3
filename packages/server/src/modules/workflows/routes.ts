import { workflowFormListItemSchema } from '@stroomlijn/domain';
import { z } from 'zod';
import { routeOptions } from '../../lib/route-options.js';
import type { ServerModule } from '../../lib/server-module.js';
import { workflowFormsRepository } from './repository.js';

const route = routeOptions('workflows');

/**
 * The forms a form definition can point at: modelers and editors choose one, administrators manage them,
 * and every signed-in user reads the form names of the definitions of a published model. The screens
 * that register forms come with the workflow issue; this is the list.
 */
export const workflowsModule: ServerModule = async (api, { database }) => {
  const forms = workflowFormsRepository(database.db);

  api.get(
    '/',
    route(
      'authenticated',
      'The live forms of the form service, by name: id, name and the form service id (formId)',
      { response: { 200: z.array(workflowFormListItemSchema) } },
    ),
    () => forms.list(),
  );
};
