import { Navigate, Route, Routes, useParams } from 'react-router';
import { RequireRole } from '../../components';
import { DataStreamDefinitionsPage } from './data-stream-definitions-page';
import { DataStreamListPage } from './data-stream-list-page';
import { DataStreamModelPage } from './data-stream-model-page';
import { DATA_STREAM_AREA, dataStreamModelPath } from './data-stream-paths';
import { DataStreamStepPage } from './data-stream-step-page';

/** `/data-stream/{processModelId}` alone opens the model's steps. */
function ToModelSteps() {
  const { processModelId = '' } = useParams();
  return <Navigate to={dataStreamModelPath(processModelId)} replace />;
}

/**
 * `/data-stream/*` (spec part 2 §2 "Data streams", ROLE_EDITOR): the published models, the steps of one
 * model that have information groups, a step's group overview and the model's input/output
 * definitions. Any other address below the area goes to the list.
 */
export function DataStreamsArea() {
  return (
    <RequireRole systemRole="ROLE_EDITOR">
      <Routes>
        <Route index element={<DataStreamListPage />} />
        <Route path=":processModelId" element={<ToModelSteps />} />
        <Route path=":processModelId/view" element={<DataStreamModelPage />} />
        <Route path=":processModelId/input-output/*" element={<DataStreamDefinitionsPage />} />
        <Route path=":processModelId/:stepId/view" element={<DataStreamStepPage />} />
        <Route path="*" element={<Navigate to={DATA_STREAM_AREA} replace />} />
      </Routes>
    </RequireRole>
  );
}
