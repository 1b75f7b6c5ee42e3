import { type EraseRequest, type ErasureResult, erasureResultSchema } from '@stroomlijn/domain';
import { api } from '../../lib/api';

/** POST /api/person-data/{userId}/erase: the answer names the pseudonym the person is shown under now. */
export function erasePerson(userId: string, request: EraseRequest): Promise<ErasureResult> {
  return api.post<ErasureResult>(`/api/person-data/${encodeURIComponent(userId)}/erase`, request, {
    schema: erasureResultSchema,
  });
}
