import { Button, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { FormDanger, LoadingState, PageError, useUnexpectedErrorDialog } from '../../components';
import { useTranslation } from '../../lib/translation';
import { definitionDeleted } from './definition-cache';
import { DefinitionScreen } from './definition-screen';
import { deleteInputOutput, inputOutputQuery } from './input-outputs-api';
import { useBackToList } from './use-list-navigation';

/**
 * `{id}/delete` (IO-09): asks for confirmation. While the definition is used the server refuses with
 * `used-in-process-models` and the names of the models, shown as the translated error.
 */
export function InputOutputDelete({ processModelId }: { processModelId: string }) {
  const { t } = useTranslation();
  const { definitionId = '' } = useParams();
  const queryClient = useQueryClient();
  const backToList = useBackToList();
  const showUnexpected = useUnexpectedErrorDialog();
  const definition = useQuery(inputOutputQuery(processModelId, definitionId));
  const name = definition.data?.name ?? '';
  const mutation = useMutation({
    mutationFn: () => deleteInputOutput(processModelId, definitionId),
    onSuccess: () => {
      void definitionDeleted(queryClient, processModelId, definitionId);
      backToList(t('input-output.delete.success', { name }));
    },
    onError: showUnexpected,
  });

  let body: ReactNode;
  if (definition.isPending) body = <LoadingState />;
  else if (definition.isError)
    body = <PageError error={definition.error} onRetry={() => void definition.refetch()} />;
  else body = <Text>{t('input-output.delete.question', { name })}</Text>;

  return (
    <DefinitionScreen title={t('input-output.delete.title')}>
      {mutation.isError && <FormDanger error={mutation.error} />}
      {body}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => backToList()}>
          {definition.isSuccess ? t('common.cancel') : t('common.close')}
        </Button>
        {definition.isSuccess && (
          <Button
            color="red"
            onClick={() => mutation.mutate()}
            loading={mutation.isPending}
            disabled={mutation.isPending}
          >
            {t('input-output.delete.confirm')}
          </Button>
        )}
      </Group>
    </DefinitionScreen>
  );
}
