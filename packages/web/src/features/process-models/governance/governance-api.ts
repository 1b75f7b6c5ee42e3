import { type GovernanceOverview, governanceOverviewSchema } from '@stroomlijn/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { PROCESS_MODEL_AREA } from '../area';
import { processModelKeys } from '../query-keys';

/** The overview's own address in the process model area. */
export const GOVERNANCE_PATH = `${PROCESS_MODEL_AREA}/governance`;

/**
 * GET /api/process_model/governance (modelers): what needs a modeler's attention. Asked for
 * afresh each time the page opens, as any save, publish or passing day changes it.
 */
export const governanceQuery = queryOptions({
  queryKey: [...processModelKeys.all, 'governance'] as const,
  queryFn: ({ signal }) =>
    api.get<GovernanceOverview>('/api/process_model/governance', {
      signal,
      schema: governanceOverviewSchema,
    }),
  staleTime: 0,
});
