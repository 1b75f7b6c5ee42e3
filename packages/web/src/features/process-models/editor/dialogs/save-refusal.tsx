import { List } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ConflictNotice,
  FormDanger,
  fieldErrorMap,
  isConflict,
  useUnexpectedErrorDialog,
} from '../../../../components';
import { toErrorBody } from '../../../../lib/api';
import { useEditorContext } from '../editor-context';

/**
 * Why a save was refused, in the dialog that asked for it: the translated message; for a stale
 * save (409 conflict) an explanation and a Reload that loads the newer version while the user's own
 * version stays as a local draft to restore; for a validation error the fields it names.
 */
export function SaveRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { reload, closeSubRoute } = useEditorContext();
  const showUnexpected = useUnexpectedErrorDialog();
  const reloading = useMutation({ mutationFn: () => reload(), onError: showUnexpected });
  if (error === null || error === undefined) return null;
  const body = toErrorBody(error);
  const fields = body.messageKey === 'validation' ? Object.entries(fieldErrorMap(t, body.errors)) : [];
  return (
    <>
      <FormDanger
        error={error}
        action={
          <ConflictNotice
            error={error}
            onReload={() => reloading.mutate(undefined, { onSuccess: closeSubRoute })}
            reloading={reloading.isPending}
          />
        }
      >
        {isConflict(error) ? t('editor-dialogs.save.conflict') : undefined}
      </FormDanger>
      {fields.length > 0 && (
        <List size="sm" data-testid="save-field-errors">
          {fields.map(([name, message]) => (
            <List.Item key={name}>
              {name}: {message}
            </List.Item>
          ))}
        </List>
      )}
      {reloading.isError && <FormDanger error={reloading.error} />}
    </>
  );
}
