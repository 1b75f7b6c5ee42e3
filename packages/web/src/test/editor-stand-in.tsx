import { useParams } from 'react-router';
import type { ProcessModelEditorPageProps } from '../features/process-models';

/**
 * Stands in for the process model editor in the tests of the areas that open it
 * (`vi.mock('…/process-models/editor', () => import('…/test/editor-stand-in'))`): shows only how it was mounted.
 */
export function ProcessModelEditorPage({ mode, areaPrefix }: ProcessModelEditorPageProps) {
  const params = useParams();
  return (
    <div data-testid="editor">
      {JSON.stringify({ mode, areaPrefix, processModelId: params.processModelId, rest: params['*'] })}
    </div>
  );
}
