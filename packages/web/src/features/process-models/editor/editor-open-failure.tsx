import { Alert, Stack } from '@mantine/core';
import { type EditorFailure, openModelError } from '@stroomlijn/domain';
import { useState } from 'react';
import { BackLink } from '../../../components';
import { useTranslation } from '../../../lib/translation';
import type { EditableModel } from './editor-types';
import { InvalidStateDialog } from './invalid-state-dialog';

/** The editor's error for a loaded model it cannot open (spec part 1 §8), or null when it opens. */
export function openFailure(model: EditableModel): EditorFailure<EditableModel> | null {
  const error = openModelError(model);
  if (!error) return null;
  const failure: EditorFailure<EditableModel> = {
    code: error.code,
    message: error.message,
    debug: error.debug,
    state: model,
  };
  if (error.reason !== undefined) failure.reason = error.reason;
  return failure;
}

/**
 * A model the editor cannot draw (stored before a rule existed, or written past the server): the
 * 'invalid state' dialog with the editor's error, and beneath it a notice with the way back.
 */
export function EditorOpenFailure({
  failure,
  areaPrefix,
}: {
  failure: EditorFailure<EditableModel>;
  areaPrefix: string;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(true);
  return (
    <Stack gap="sm" align="flex-start">
      <BackLink to={areaPrefix} />
      <Alert color="red" role="alert" data-testid="editor-open-failure">
        {t('editor.error.open-failure')}
      </Alert>
      <InvalidStateDialog failure={shown ? failure : null} onClose={() => setShown(false)} />
    </Stack>
  );
}
