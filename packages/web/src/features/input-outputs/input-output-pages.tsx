import type { InputOutput, InputOutputBody } from '@stroomlijn/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import {
  ConflictNotice,
  LoadingState,
  PageError,
  useGuardedMutation,
  useUnexpectedErrorDialog,
} from '../../components';
import { useTranslation } from '../../lib/translation';
import { newId } from '../../lib/uuid';
import { definitionSaved } from './definition-cache';
import { DefinitionScreen } from './definition-screen';
import { definitionValues, EMPTY_DEFINITION } from './definition-values';
import { InputOutputForm } from './input-output-form';
import { InputOutputView } from './input-output-view';
import { inputOutputQuery, saveInputOutput } from './input-outputs-api';
import { useBackToList } from './use-list-navigation';

interface AreaProps {
  processModelId: string;
}

/** Saving, once per press: every list of definitions is refreshed, and the screen goes back to the list. */
function useSaveDefinition(isNew: boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const backToList = useBackToList();
  const showUnexpected = useUnexpectedErrorDialog();
  return useGuardedMutation({
    mutationFn: (body: InputOutputBody) => saveInputOutput(body, isNew),
    onSuccess: (saved: InputOutput) => {
      void definitionSaved(queryClient, saved);
      backToList(t('input-output.saved', { name: saved.name }));
    },
    onError: showUnexpected,
  });
}

/** `new` (IO-09, IO-10): a new definition with an id generated here; its type comes first. */
export function InputOutputCreate({ processModelId }: AreaProps) {
  const { t } = useTranslation();
  const [id] = useState(newId);
  const backToList = useBackToList();
  const mutation = useSaveDefinition(true);
  return (
    <DefinitionScreen title={t('input-output.new-title')}>
      <InputOutputForm
        id={id}
        processModelId={processModelId}
        initialValues={EMPTY_DEFINITION}
        isNew
        onSubmit={(body) => mutation.mutate(body)}
        pending={mutation.isPending}
        error={mutation.error}
        onCancel={() => backToList()}
      />
    </DefinitionScreen>
  );
}

/** `{id}` (IO-09): edits a definition, or shows it read-only when the definitions cannot be changed here. */
export function InputOutputEdit({ processModelId, editable }: AreaProps & { editable: boolean }) {
  const { t } = useTranslation();
  const { definitionId = '' } = useParams();
  const definition = useQuery(inputOutputQuery(processModelId, definitionId));
  const backToList = useBackToList();
  const mutation = useSaveDefinition(false);
  const reload = async () => {
    mutation.reset();
    await definition.refetch();
  };

  let body: ReactNode;
  if (definition.isPending) body = <LoadingState />;
  else if (definition.isError)
    body = <PageError error={definition.error} onRetry={() => void definition.refetch()} />;
  else if (!editable) body = <InputOutputView definition={definition.data} />;
  else
    body = (
      <InputOutputForm
        key={definition.data.updatedAt ?? 'definition'}
        id={definition.data.id}
        processModelId={processModelId}
        initialValues={definitionValues(definition.data)}
        isNew={false}
        updatedAt={definition.data.updatedAt}
        onSubmit={(values) => mutation.mutate(values)}
        pending={mutation.isPending}
        error={mutation.error}
        errorAction={
          <ConflictNotice error={mutation.error} onReload={reload} reloading={definition.isFetching} />
        }
        onCancel={() => backToList()}
      />
    );
  return (
    <DefinitionScreen title={editable ? t('input-output.edit-title') : t('input-output.view-title')}>
      {body}
    </DefinitionScreen>
  );
}
