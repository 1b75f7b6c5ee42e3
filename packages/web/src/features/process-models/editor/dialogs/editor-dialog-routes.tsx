import { memo, useMemo } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { EditStepInformationDialog, ViewStepInformationDialog } from '../../information-groups';
import { useEditorContext } from '../editor-context';
import { InvalidStateDialog } from '../invalid-state-dialog';
import { EditStepDialog } from './edit-step-dialog';
import { ExitDialog } from './exit-dialog';
import { FeedbackDialog } from './feedback-dialog';
import { HelpDialog } from './help-dialog';
import { ModelEditDialog, ModelViewDialog } from './model-info-dialogs';
import { OpenSubprocessDialog } from './open-subprocess-dialog';
import { SaveAndPublishDialog, SaveDialog } from './save-dialogs';
import { StructureDialog } from './structure-dialog';

/**
 * An address below the editor that names none of its actions (the toolbar's actions are sub-routes):
 * the editor's 'unsupported toolbar action' error (ED-52); closing it returns to the canvas.
 */
function UnknownSubRoute() {
  const { editor, closeSubRoute } = useEditorContext();
  const action = useParams()['*'] ?? '';
  const failure = useMemo(
    () => ({
      code: 'unsupported-toolbar-action' as const,
      message: `Unsupported toolbar action: ${action}`,
      debug: action,
      state: editor.model,
    }),
    [action, editor.model],
  );
  return <InvalidStateDialog failure={failure} onClose={closeSubRoute} />;
}

/** The editor's modal sub-routes (spec part 1 §2), relative to the editor's address. */
export const EditorDialogRoutes = memo(function EditorDialogRoutes() {
  return (
    <Routes>
      <Route index element={null} />
      <Route path="edit" element={<ModelEditDialog />} />
      <Route path="view" element={<ModelViewDialog />} />
      <Route path="structure" element={<StructureDialog />} />
      <Route path="help" element={<HelpDialog />} />
      <Route path="edit-step/:stepId" element={<EditStepDialog />} />
      <Route path="edit-step-information/:stepId/*" element={<EditStepInformationDialog />} />
      <Route path="view-step-information/:stepId/*" element={<ViewStepInformationDialog />} />
      <Route path="save" element={<SaveDialog />} />
      <Route path="save-and-publish" element={<SaveAndPublishDialog />} />
      <Route path="exit" element={<ExitDialog />} />
      <Route path="open-subprocess/:stepId" element={<OpenSubprocessDialog />} />
      <Route path="feedback" element={<FeedbackDialog />} />
      <Route path="*" element={<UnknownSubRoute />} />
    </Routes>
  );
});
