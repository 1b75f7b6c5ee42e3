import { Anchor, Group, Stack, Title } from '@mantine/core';
import type { WorkflowResponse } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import {
  BackLink,
  FormSuccess,
  HistoryLink,
  type ListRouteContext,
  QueryView,
  type RowLink,
  RowLinks,
  useListSuccess,
} from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import {
  ResponseAnswers,
  type ResponseChange,
  ResponseCommentForm,
  ResponseErrorNotice,
  ResponseFields,
  ResponseStatusDialog,
  responseQuery,
} from '../responses';
import { responseLinks } from './response-list-page';

/** What the view offers its confirmation dialogs: the list's success message, and 'it is gone'. */
export interface ResponseRouteContext extends ListRouteContext {
  responseDeleted: () => void;
}

/**
 * `/workflow/{formId}/responses/{responseId}/edit` (WF-14, WF-15): the response's fields and answers,
 * a link to its actions unless it is in error, the comment form, and retry/close/delete as dialogs.
 */
export function ResponseViewPage() {
  const { t } = useTranslation();
  const { formId = '', responseId = '' } = useParams();
  const response = useQuery(responseQuery(formId, responseId));
  const dialogOpen = !useLocation().pathname.endsWith('/edit');
  usePageTitle(dialogOpen ? null : t('workflows.response.title'));
  const { success, context } = useListSuccess(dialogOpen);
  const [deleted, setDeleted] = useState(false);
  const outletContext = useMemo<ResponseRouteContext>(
    () => ({ ...context, responseDeleted: () => setDeleted(true) }),
    [context],
  );
  const list = `/workflow/${formId}/responses`;
  // Back from the delete confirmation there is no response to show: on to the list instead.
  if (deleted && !dialogOpen) return <Navigate to={list} replace />;
  return (
    <Stack gap="md">
      <BackLink to={list} />
      <Title order={1}>{t('workflows.response.title')}</Title>
      {success !== null && <FormSuccess>{success || undefined}</FormSuccess>}
      <QueryView query={response}>{(current) => <ResponseDetails response={current} />}</QueryView>
      <Outlet context={outletContext} />
    </Stack>
  );
}

function ResponseDetails({ response }: { response: WorkflowResponse }) {
  const { t } = useTranslation();
  const links: RowLink[] = responseLinks(t, response.formId, response).filter(
    (link) => !link.to.endsWith('/edit'),
  );
  return (
    <Stack gap="md">
      <ResponseErrorNotice response={response} />
      <Group gap="md">
        {response.status !== 'error' && (
          <Anchor component={Link} to={`/workflow/${response.formId}/responses/${response.id}/actions`}>
            {t('workflows.response.actions-link')}
          </Anchor>
        )}
        <RowLinks links={links} gap="md" />
        <HistoryLink
          entityId={response.id}
          name={t('workflows.response.history-name', { number: response.internalId })}
        />
      </Group>
      <ResponseFields response={response} />
      <ResponseAnswers response={response} />
      <ResponseCommentForm response={response} />
    </Stack>
  );
}

/**
 * `/workflow/{formId}/responses/{responseId}/retry`, `/close` and `/delete` (WF-17..19): asks, sends
 * POST …/retry, DELETE …/close or DELETE …/delete, then goes back one step.
 */
export function ResponseViewDialog({ change }: { change: Exclude<ResponseChange, 'open'> }) {
  const { formId = '' } = useParams();
  const view = useOutletContext<ResponseRouteContext | undefined>();
  return (
    <ResponseStatusDialog
      change={change}
      read={responseQuery}
      texts="workflows"
      fallback={`/workflow/${formId}/responses`}
      onDeleted={() => view?.responseDeleted()}
    />
  );
}
