import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { BusinessModelEdit } from '@stroomlijn/domain';
import { type ReactNode, useState } from 'react';
import { BusyButton, FormDanger, LoadingState, PageError, useFileDownload } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/translation';
import { BusinessModelDialog, type BusinessModelDialogState } from './business-model-dialogs';
import { BusinessModelLandscape, type LandscapeEditing } from './business-model-landscape';
import { saveErrorText, useBusinessModel } from './use-business-model';

/**
 * `/business-model` (BM-01): the single standard business model. A user with ROLE_EDITOR may switch
 * to edit mode (BM-08); every change is saved at once and the screen shows the saved model (BM-20).
 * Everyone may download its handbook (the server makes the PDF).
 */
export function BusinessModelPage() {
  const { t } = useTranslation();
  const { hasRole } = useSession();
  const mayEdit = hasRole('ROLE_EDITOR');
  const [editMode, setEditMode] = useState(false);
  const [dialog, setDialog] = useState<BusinessModelDialogState | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { query, busy, conflict, dismissConflict, apply } = useBusinessModel();
  const handbook = useFileDownload<'pdf'>();
  usePageTitle(t('business-model.title'));

  const editing: LandscapeEditing | null =
    mayEdit && editMode
      ? {
          busy,
          open: (next) => {
            setFailure(null);
            setDialog(next);
          },
          apply: (edit: BusinessModelEdit) => {
            setFailure(null);
            void apply(edit).then((outcome) => {
              if (outcome.status === 'failed') setFailure(outcome.error);
            });
          },
        }
      : null;

  let content: ReactNode;
  if (query.isPending) content = <LoadingState />;
  else if (query.isError) content = <PageError error={query.error} onRetry={() => void query.refetch()} />;
  else content = <BusinessModelLandscape model={query.data} editing={editing} />;

  return (
    <Stack gap="md" aria-busy={busy || undefined}>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('business-model.title')}</Title>
        {query.isSuccess && (
          <Group gap="sm">
            <BusyButton
              variant="default"
              busy={handbook.busy !== null}
              data-testid="business-model-handbook"
              onClick={() =>
                void handbook.download(
                  'pdf',
                  `/api/business_model/${encodeURIComponent(query.data.id)}/handbook.pdf`,
                  'handbook.pdf',
                )
              }
            >
              {handbook.busy ? t('business-model.handbook-busy') : t('business-model.handbook')}
            </BusyButton>
            {mayEdit && busy && (
              <Group gap={6} role="status" aria-label={t('business-model.saving')}>
                <Loader size="xs" aria-hidden />
                <Text size="sm" c="dimmed" aria-hidden>
                  {t('business-model.saving')}
                </Text>
              </Group>
            )}
            {mayEdit && (
              <Button
                variant={editMode ? 'filled' : 'light'}
                aria-pressed={editMode}
                onClick={() => {
                  setEditMode(!editMode);
                  setFailure(null);
                }}
              >
                {t('business-model.edit')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {conflict && (
        <Alert
          color="orange"
          role="alert"
          data-testid="business-model-conflict"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={dismissConflict}
        >
          {t('business-model.conflict')}
        </Alert>
      )}
      {failure !== null && <FormDanger>{saveErrorText(t, failure)}</FormDanger>}
      {content}
      {dialog && editing && (
        <BusinessModelDialog dialog={dialog} apply={apply} busy={busy} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
