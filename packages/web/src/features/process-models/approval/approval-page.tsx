import { Alert, Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { type ApprovalReview, stepMarks } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { FormSuccess, PageError, QueryView, useListSuccess } from '../../../components';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { DifferenceList } from '../compare/difference-list';
import { SideDiagram } from '../compare/side-diagram';
import { useDefinitionNames } from '../compare/use-definition-names';
import { approvalPath, approvalReviewQuery } from './approval-api';

const DEFINITION_KINDS = new Set(['input-added', 'input-removed', 'output-added', 'output-removed']);

/** May the signed-in user decide on it: a holder of its role who did not submit it (the server checks too). */
export function useMayDecide(review: ApprovalReview | undefined): boolean {
  const { info } = useSession();
  if (!review || !info) return false;
  const { request } = review.task;
  return (
    request.submittedBy.id !== info.user.id && info.roles.some((role) => role.id === request.approvalRole.id)
  );
}

/**
 * `/approval/{id}`: a working copy submitted for approval. Its submitter, change note and what it changes
 * from the latest revision (as a list, or marked on its diagram); a holder of the approval role approves
 * it (`approve`, it becomes the next revision) or rejects it with a reason (`reject`).
 */
export function ApprovalPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const review = useQuery(approvalReviewQuery(id));
  const dialogOpen = pathname !== approvalPath(id);
  const { success, context } = useListSuccess(dialogOpen);
  const name = review.data?.task.name || t('editor.placeholder.model');
  usePageTitle(review.data ? t('approval.page.title-of', { name }) : t('approval.page.title'));
  const nothingAwaits = review.error instanceof ApiError && review.error.status === 404;
  return (
    <Stack gap="md">
      <Title order={1}>
        {review.data ? t('approval.page.title-of', { name }) : t('approval.page.title')}
      </Title>
      {success !== null && <FormSuccess>{success}</FormSuccess>}
      {nothingAwaits ? (
        <Text data-testid="approval-nothing">{t('approval.page.nothing')}</Text>
      ) : review.isError ? (
        <PageError error={review.error} onRetry={() => void review.refetch()} />
      ) : (
        <QueryView query={review}>{(data) => <Submission review={data} />}</QueryView>
      )}
      <Outlet context={context} />
    </Stack>
  );
}

function Submission({ review }: { review: ApprovalReview }) {
  const { t } = useTranslation();
  const { task, model, difference } = review;
  const { request } = task;
  const mayDecide = useMayDecide(review);
  const [view, setView] = useState<'list' | 'diagram'>('list');
  const marks = useMemo(() => stepMarks(difference, 'after'), [difference]);
  const needed = difference.changes.some((item) => DEFINITION_KINDS.has(item.kind));
  const definitions = useDefinitionNames(task.processModelId, task.revision, 'working-copy', needed);
  const rows: [string, string][] = [
    [t('approval.page.revision'), t('approval.page.next-revision', { revision: task.revision + 1 })],
    [t('approval.page.submitted-by'), `${request.submittedBy.name}, ${formatDateTime(request.submittedAt)}`],
    [t('approval.page.role'), request.approvalRole.name || t('approval.role-deleted')],
    [t('approval.page.change-note'), request.changeNote ?? t('approval.page.no-change-note')],
  ];
  return (
    <Stack gap="md">
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={200}>
                {label}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {mayDecide ? (
        <Group gap="sm">
          <Button component={Link} to="approve" data-testid="approval-approve">
            {t('approval.page.approve')}
          </Button>
          <Button component={Link} to="reject" variant="default" color="red" data-testid="approval-reject">
            {t('approval.page.reject')}
          </Button>
        </Group>
      ) : (
        <Alert color="gray" role="note">
          {t('approval.page.not-yours')}
        </Alert>
      )}
      <Title order={2} size="h3">
        {task.revision > 0
          ? t('approval.page.changes-since', { revision: task.revision })
          : t('approval.page.changes-first')}
      </Title>
      <SegmentedControl
        aria-label={t('revision-compare.view.label')}
        value={view}
        onChange={(value) => setView(value as 'list' | 'diagram')}
        data={(['list', 'diagram'] as const).map((value) => ({
          value,
          label: t(`revision-compare.view.${value}`),
        }))}
        w="fit-content"
      />
      {view === 'diagram' ? (
        <SideDiagram modelId={model.id} steps={model.steps} marks={marks} />
      ) : difference.changes.length === 0 ? (
        <Text>{t('revision-compare.empty')}</Text>
      ) : (
        <QueryView query={definitions.state}>
          {() => <DifferenceList changes={difference.changes} definition={definitions.name} />}
        </QueryView>
      )}
    </Stack>
  );
}
