import { Alert, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BackLink, PageError, QueryView } from '../../components';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { revisionQuery } from '../process-models';
import { AcknowledgementChanges } from './acknowledgement-changes';
import { acknowledgementQuery, revisionOf } from './acknowledgements-api';
import { ConfirmationBar } from './confirmation-bar';
import { RevisionFacts } from './revision-facts';
import { TaskState } from './task-state';

/**
 * `/acknowledgements/{processModelId}/{revision}`, the page the change notice links to: the published
 * revision, the changes that concern the user (their steps) first and marked on its diagram, then the
 * others, and "I have read this". Anyone signed in may open it; a revision that did not ask them says so.
 */
export function AcknowledgementPage() {
  const { t } = useTranslation();
  const { id = '', revision: revisionParam } = useParams();
  const revision = revisionOf(revisionParam);
  const detail = useQuery({ ...acknowledgementQuery(id, revision ?? 0), enabled: revision !== null });
  const published = useQuery({ ...revisionQuery(id, revision ?? 0), enabled: detail.isSuccess });
  const task = detail.data?.acknowledgement;
  const title = task
    ? t('acknowledgement.page.title-of', {
        name: task.modelName || t('editor.placeholder.model'),
        revision: task.revision,
      })
    : t('acknowledgement.page.title');
  usePageTitle(title);
  const notForYou = revision === null || (detail.error instanceof ApiError && detail.error.status === 404);
  return (
    <Stack gap="lg">
      <BackLink to="/" label={t('acknowledgement.page.back')} />
      <Title order={1}>{title}</Title>
      {notForYou ? (
        <Alert
          color="gray"
          title={t('acknowledgement.page.not-yours-title')}
          data-testid="acknowledgement-not-yours"
        >
          {t('acknowledgement.page.not-yours')}
        </Alert>
      ) : detail.isError ? (
        <PageError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        // The revision (its approver and diagram) is asked for once the task is known to exist.
        <QueryView query={detail} waitFor={[published]}>
          {(data) => (
            <>
              <TaskState acknowledgement={data.acknowledgement} />
              <RevisionFacts
                acknowledgement={data.acknowledgement}
                approvedBy={published.data?.model.approvedBy?.name ?? null}
              />
              <AcknowledgementChanges detail={data} steps={published.data?.model.steps ?? []} />
              <ConfirmationBar acknowledgement={data.acknowledgement} />
            </>
          )}
        </QueryView>
      )}
    </Stack>
  );
}
