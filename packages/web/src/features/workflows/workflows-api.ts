import {
  type DataProtection,
  type EmbeddedForm,
  embeddedFormSchema,
  type WorkflowForm,
  type WorkflowFormAdd,
  type WorkflowFormListItem,
  type WorkflowSettings,
  workflowFormListItemSchema,
  workflowFormSchema,
  workflowSettingsSchema,
} from '@stroomlijn/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { arrayOf } from '../../lib/schema';
import { workflowKeys } from './query-keys';

const formsSchema = arrayOf(workflowFormListItemSchema);
const path = (...parts: string[]) => `/api/workflow/${parts.map(encodeURIComponent).join('/')}`;

/** GET /api/workflow (WF-02): id, name and formId of each live form. */
export const formsQuery = queryOptions({
  queryKey: workflowKeys.list,
  queryFn: ({ signal }) => api.get<WorkflowFormListItem[]>('/api/workflow', { signal, schema: formsSchema }),
});

/** GET /api/workflow/settings: whether the form service and email are set up, and the poll interval. */
export const settingsQuery = queryOptions({
  queryKey: workflowKeys.settings,
  queryFn: ({ signal }) =>
    api.get<WorkflowSettings>(path('settings'), { signal, schema: workflowSettingsSchema }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** GET /api/workflow/{id} (WF-03): status, processed date, response count, notifications. */
export const formQuery = (id: string) =>
  queryOptions({
    queryKey: workflowKeys.form(id),
    queryFn: ({ signal }) => api.get<WorkflowForm>(path(id), { signal, schema: workflowFormSchema }),
  });

/** GET /api/workflow/{processModelId}/{formId} (WF-23): the form of the embedded form page. */
export const embeddedFormQuery = (processModelId: string, formId: string) =>
  queryOptions({
    queryKey: workflowKeys.embedded(processModelId, formId),
    queryFn: ({ signal }) =>
      api.get<EmbeddedForm>(path(processModelId, formId), { signal, schema: embeddedFormSchema }),
    retry: false,
  });

export const addForm = (body: WorkflowFormAdd) =>
  api.post<WorkflowForm>('/api/workflow/form', body, { schema: workflowFormSchema });
export const deleteForm = (id: string) => api.delete<void>(path(id, 'delete'));
export const setNotifications = (id: string, enabled: boolean) =>
  api.post<WorkflowForm>(path('notification', id, enabled ? 'enable' : 'disable'), {});
export const setFormStatus = (id: string, status: 'active' | 'test') =>
  api.post<WorkflowForm>(path(id, 'status'), { status });
/** PUT /api/workflow/{id}/data-protection: the retention period (null: kept) and the viewing log. */
export const setDataProtection = (id: string, body: DataProtection) =>
  api.put<WorkflowForm>(path(id, 'data-protection'), body, { schema: workflowFormSchema });

/** After any change in the area: every form, list and response is read again. */
export const workflowsChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: workflowKeys.all });
