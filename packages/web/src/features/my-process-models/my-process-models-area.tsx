import { Navigate, Route, Routes, useParams } from 'react-router';
import { RequireRole } from '../../components';
import { ProcessModelEditorPage } from '../process-models';
import { DEFAULT_TYPE, isPublishedModelRole, myProcessModelsPath } from './my-process-model-types';
import { MyProcessModelsPage } from './my-process-models-page';

const TO_DEFAULT = <Navigate to={myProcessModelsPath(DEFAULT_TYPE)} replace />;

function MyProcessModelsTab() {
  const { type } = useParams();
  if (!isPublishedModelRole(type)) return TO_DEFAULT;
  return <MyProcessModelsPage type={type} />;
}

/** `/my-process-models/{type}/{processModelId}/view/*` (MP-06): the published model, read-only. */
function MyProcessModelView() {
  const { type } = useParams();
  if (!isPublishedModelRole(type)) return TO_DEFAULT;
  return <ProcessModelEditorPage mode="view" areaPrefix={myProcessModelsPath(type)} />;
}

/**
 * `/my-process-models/*` (spec part 2 §2 "My process models", ROLE_USER): redirects to the actor tab
 * (MP-01); an unknown tab goes there too.
 */
export function MyProcessModelsArea() {
  return (
    <RequireRole systemRole="ROLE_USER">
      <Routes>
        <Route index element={TO_DEFAULT} />
        <Route path=":type" element={<MyProcessModelsTab />} />
        <Route path=":type/:processModelId/view/*" element={<MyProcessModelView />} />
        <Route path="*" element={TO_DEFAULT} />
      </Routes>
    </RequireRole>
  );
}
