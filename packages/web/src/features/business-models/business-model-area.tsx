import { Navigate, Route, Routes } from 'react-router';
import { ProcessModelEditorPage } from '../process-models';
import { BUSINESS_MODEL_AREA } from './business-model-api';
import { BusinessModelPage } from './business-model-page';

/**
 * `/business-model/*` (spec part 1 §2 "Business model area", every signed-in user): the landscape, and
 * a linked process model's latest published revision read-only in the editor (BM-02), whose Exit goes
 * back to the landscape (the area's paths are remembered by the navigation history).
 */
export function BusinessModelArea() {
  return (
    <Routes>
      <Route index element={<BusinessModelPage />} />
      <Route
        path=":processModelId/view/*"
        element={<ProcessModelEditorPage mode="view" areaPrefix={BUSINESS_MODEL_AREA} />}
      />
      <Route path="*" element={<Navigate to={BUSINESS_MODEL_AREA} replace />} />
    </Routes>
  );
}
