import { type ProcessModelListItem, processModelListItemSchema } from '@stroomlijn/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { processModelKeys } from '../../lib/query-keys';
import { arrayOf } from '../../lib/schema';

export { publishedModelQuery } from '../../lib/process-model-queries';

/**
 * GET /api/process_model?published=true: the published models (latest revision), by name, also for an
 * editor who is a modeler too (without the flag a modeler gets the working copies). Under
 * `process-models/published`, so that a save or publish refreshes it.
 */
export const publishedModelsQuery = queryOptions({
  queryKey: processModelKeys.published('all'),
  queryFn: ({ signal }) =>
    api.get<ProcessModelListItem[]>('/api/process_model?published=true', {
      signal,
      schema: arrayOf(processModelListItemSchema),
    }),
});
