import { Button } from '@mantine/core';
import { canHaveInformation, stepGroups } from '@stroomlijn/domain';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { useEditorContext } from '../editor/editor-context';

/**
 * From the edit-step dialog to the step's information: the dialog is replaced, so that closing the step's
 * information goes back to where the edit-step dialog was opened from.
 */
export function StepInformationButton({ stepId, changed }: { stepId: string; changed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const { editor, basePath } = useEditorContext();
  if (!canHaveInformation(editor.model, stepId).allowed) return <span />;
  const count = stepGroups(editor.model, stepId).length;
  return (
    <Button
      variant="subtle"
      // Going there replaces this dialog: changes typed here would be lost, so they are applied or cancelled first.
      disabled={changed}
      title={changed ? t('editor.step-actions.information-apply-first') : undefined}
      onClick={() => void navigate(`${basePath}/edit-step-information/${stepId}`, { replace: true, state })}
    >
      {count > 0
        ? t('editor.step-actions.information-count', { count })
        : t('editor.step-actions.information')}
    </Button>
  );
}
