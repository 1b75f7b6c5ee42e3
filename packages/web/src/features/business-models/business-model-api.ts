import {
  type BusinessModel,
  type BusinessModelUpdate,
  businessModelSchema,
  DEFAULT_BUSINESS_MODEL_ID,
} from '@stroomlijn/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { businessModelKeys } from './query-keys';

/** The address of the business model area (spec part 1 §2); the editor's `areaPrefix` there. */
export const BUSINESS_MODEL_AREA = '/business-model';

/** The page that shows a linked process model read-only (BM-02, BM-06). */
export function processModelViewPath(processModelId: string): string {
  return `${BUSINESS_MODEL_AREA}/${encodeURIComponent(processModelId)}/view`;
}

/**
 * GET /api/business_model/{default id} (BM-22): the single standard model, which the server creates on
 * its first read. Always read again when the page opens: links go unavailable when models are deleted.
 */
export const businessModelQuery = queryOptions({
  queryKey: businessModelKeys.detail(DEFAULT_BUSINESS_MODEL_ID),
  queryFn: ({ signal }) =>
    api.get<BusinessModel>(`/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`, {
      signal,
      schema: businessModelSchema,
    }),
  staleTime: 0,
});

/** PUT /api/business_model (BM-20): the whole model in API form; 409 conflict when `updatedAt` is stale. */
export function saveBusinessModel(model: BusinessModelUpdate): Promise<BusinessModel> {
  return api.put<BusinessModel>('/api/business_model', model, { schema: businessModelSchema });
}
