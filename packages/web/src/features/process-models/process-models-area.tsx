import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState, RequireRole } from '../../components';
import { PROCESS_MODEL_AREA } from './area';
import { ImportedNotice } from './bpmn-import/imported-notice';
import { EditorHistoryHandOver } from './editor/history-hand-over';
import {
  BpmnImportPage,
  ComparePage,
  GovernancePage,
  ProcessModelDeleteDialog,
  ProcessModelEditorPage,
  ProcessModelListPage,
  ProcessModelPublishDialog,
  RevisionListPage,
} from './pages';

/**
 * `/process-model/*` (spec part 1 §2 "Process model area", ROLE_MODELER): the overview with the delete
 * and publish confirmations as dialogs over it, the governance overview, the BPMN import (whose message
 * about the working copies it created stays over the area's pages), the revision list, the
 * comparison of revisions, and the editor, which is mounted on splat routes because it shows its own
 * modal sub-routes below its address; any other address below the area is a model id (the editor answers
 * an unknown one). The editor's routes share one layout route that hands a new model's history to the
 * editor at its address after the first save. Each page's code loads when its address is first shown
 * (`pages.ts`).
 */
export function ProcessModelsArea() {
  return (
    <RequireRole systemRole="ROLE_MODELER">
      <Suspense fallback={<LoadingState />}>
        <Routes>
          <Route path="/" element={<ProcessModelListPage />}>
            <Route path=":id/delete" element={<ProcessModelDeleteDialog />} />
            <Route path=":id/publish" element={<ProcessModelPublishDialog />} />
          </Route>
          <Route path="governance" element={<GovernancePage />} />
          <Route path="import" element={<BpmnImportPage />} />
          <Route path=":id/revisions" element={<RevisionListPage />} />
          <Route path=":id/revisions/compare" element={<ComparePage />} />
          <Route element={<EditorHistoryHandOver />}>
            <Route
              path="new/*"
              element={<ProcessModelEditorPage mode="new" areaPrefix={PROCESS_MODEL_AREA} />}
            />
            <Route
              path=":id/revisions/:revision/*"
              element={<ProcessModelEditorPage mode="revision" areaPrefix={PROCESS_MODEL_AREA} />}
            />
            <Route
              path=":id/view/*"
              element={<ProcessModelEditorPage mode="view" areaPrefix={PROCESS_MODEL_AREA} />}
            />
            <Route
              path=":id/*"
              element={<ProcessModelEditorPage mode="edit" areaPrefix={PROCESS_MODEL_AREA} />}
            />
          </Route>
        </Routes>
      </Suspense>
      <ImportedNotice />
    </RequireRole>
  );
}
