import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BackLink, QueryView } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { ResponseAnswers, ResponseCommentForm, ResponseEditForm, ResponseFields } from '../responses';
import { responseAsQuery } from './actions-api';
import { ResponseActionsSection } from './response-actions-section';

/** Whose page: the reviewer editing, the reviewer viewing (a finished response), the reader. */
export type ReviewMode = 'edit' | 'view' | 'read';

const BASE: Record<ReviewMode, string> = {
  edit: '/actions/review/edit',
  view: '/actions/review/view',
  read: '/actions/read/view',
};

/**
 * `/actions/review/edit|view/{formId}/{responseId}/*` (AC-14) and `/actions/read/view/…` (AC-19): the
 * response with its answers and actions; in edit mode also its status and remarks, the comment and the
 * changes to its actions. The response is read as the reviewer's or the reader's, so the server refuses
 * users without that right, and the page shows only 'not allowed' (AC-18, AC-20).
 */
export function ReviewResponsePage({ mode }: { mode: ReviewMode }) {
  const { t } = useTranslation();
  const { formId = '', responseId = '' } = useParams();
  const response = useQuery(responseAsQuery(mode === 'read' ? 'read' : 'review', formId, responseId));
  const title = t(`actions.response.title-${mode}`);
  usePageTitle(title);
  const base = `${BASE[mode]}/${formId}/${responseId}`;
  return (
    <Stack gap="md">
      <BackLink to={mode === 'read' ? '/actions/read' : '/actions/review'} />
      <Title order={1}>{title}</Title>
      <QueryView query={response}>
        {(current) => {
          const editing = mode === 'edit' && current.status !== 'closed' && current.status !== 'error';
          return (
            <Stack gap="lg">
              <ResponseFields response={current} />
              {editing && <ResponseEditForm key={current.updatedAt} response={current} />}
              <ResponseAnswers response={current} />
              {editing && <ResponseCommentForm response={current} />}
              <ResponseActionsSection response={current} base={base} canChange={editing} />
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
