import { Text } from '@mantine/core';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from '../../components';
import { lazyComponent } from '../../lib/lazy-component';
import { useTranslation } from '../../lib/translation';
import { DefinitionScreen } from './definition-screen';
import { InputOutputDelete } from './input-output-delete';
import { InputOutputList } from './input-output-list';

// The form and the view of one definition load when first opened: the form's checks are the domain's
// schemas, which the editor's first paint does not build (docs/decisions.md, "The editor's cold load").
const InputOutputCreate = lazyComponent(async () => (await import('./input-output-pages')).InputOutputCreate);
const InputOutputEdit = lazyComponent(async () => (await import('./input-output-pages')).InputOutputEdit);

export interface InputOutputRoutesProps {
  /** The model whose definitions these are, or GLOBAL_PROCESS_MODEL_ID for the global ones. */
  processModelId: string;
  /** The user may change these definitions here (modeler of the model, editor for global ones). */
  editable: boolean;
}

/** An address the definitions cannot serve here: read-only, or unknown. */
function Unavailable({ title, text }: { title: string; text: string }) {
  return (
    <DefinitionScreen title={title}>
      <Text data-testid="input-output-unavailable">{text}</Text>
    </DefinitionScreen>
  );
}

/**
 * Input/output definition management (spec part 1 §2, IO-06, IO-09): `/` list, `/new`, `/{id}` edit
 * (or view when not editable) and `/{id}/delete`, relative to where it is mounted: under the editor's
 * step information (a dialog) or on the data-stream page. It renders plain content, no page frame.
 */
export function InputOutputRoutes({ processModelId, editable }: InputOutputRoutesProps) {
  const { t } = useTranslation();
  const readOnly = (
    <Unavailable title={t('input-output.read-only-title')} text={t('input-output.read-only')} />
  );
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route index element={<InputOutputList processModelId={processModelId} editable={editable} />} />
        <Route
          path="new"
          element={editable ? <InputOutputCreate processModelId={processModelId} /> : readOnly}
        />
        <Route
          path=":definitionId"
          element={<InputOutputEdit processModelId={processModelId} editable={editable} />}
        />
        <Route
          path=":definitionId/delete"
          element={editable ? <InputOutputDelete processModelId={processModelId} /> : readOnly}
        />
        <Route
          path="*"
          element={<Unavailable title={t('not-found.title')} text={t('input-output.unknown-route')} />}
        />
      </Routes>
    </Suspense>
  );
}
