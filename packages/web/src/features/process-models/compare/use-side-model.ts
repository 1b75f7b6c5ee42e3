import type { Revision, Step } from '@stroomlijn/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryState } from '../../../components';
import { revisionQuery, revisionsQuery, workingCopyQuery } from '../process-models-api';
import { type CompareTarget, WORKING_COPY } from './compare-api';

/**
 * The steps of one side of a comparison, to draw it: a revision (`GET …/revisions/{id}/{n}`, taken from
 * the revision list the page has loaded when it is there: a revision never changes) or the working copy
 * (`GET /api/process_model/{id}/edit`).
 */
export function useSideModel(id: string, target: CompareTarget): QueryState<readonly Step[]> {
  const queryClient = useQueryClient();
  const revision = typeof target === 'number' ? target : 0;
  const published = useQuery({
    ...revisionQuery(id, revision),
    enabled: target !== WORKING_COPY,
    initialData: () =>
      queryClient
        .getQueryData<Revision[]>(revisionsQuery(id).queryKey)
        ?.find((each) => each.revision === revision),
  });
  const workingCopy = useQuery({ ...workingCopyQuery(id), enabled: target === WORKING_COPY });
  const query = target === WORKING_COPY ? workingCopy : published;
  const data = target === WORKING_COPY ? workingCopy.data?.steps : published.data?.model.steps;
  return {
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    data,
    refetch: query.refetch,
  };
}
