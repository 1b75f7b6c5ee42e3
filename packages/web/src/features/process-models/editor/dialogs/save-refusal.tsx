import { Button, Group, List, Text } from '@mantine/core';
import {
  ConflictNotice,
  FormDanger,
  fieldErrorMap,
  isConflict,
  useGuardedMutation,
  useUnexpectedErrorDialog,
} from '../../../../components';
import { toErrorBody } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/translation';
import { useEditorContext } from '../editor-context';

/**
 * Why a save was refused, in the dialog that asked for it: the translated message; for a stale
 * save (409 conflict) an explanation and a Reload that loads the newer version while the user's own
 * version stays as a local draft to restore; for a validation error the fields it names; for a
 * subprocess without a published model the way out: open that step and choose one.
 */
export function SaveRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { reload, closeSubRoute, openSubRoute, editor } = useEditorContext();
  const showUnexpected = useUnexpectedErrorDialog();
  const reloading = useGuardedMutation({ mutationFn: () => reload(), onError: showUnexpected });
  if (error === null || error === undefined) return null;
  const body = toErrorBody(error);
  const fields = body.messageKey === 'validation' ? Object.entries(fieldErrorMap(t, body.errors)) : [];
  // The refusal names the subprocess steps without a published model: each can be opened to choose one.
  const unpublished =
    body.messageKey === 'subprocess_not_published'
      ? editor.model.steps.filter(
          (step) => step.type === 'subprocess' && body.references.some((ref) => ref.name === step.name),
        )
      : [];
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
      {unpublished.length > 0 && (
        <div data-testid="subprocess-way-out">
          <Text size="sm">{t('editor-dialogs.save.subprocess-way-out')}</Text>
          <Group gap="xs" mt="xs">
            {unpublished.map((step) => (
              <Button
                key={step.id}
                variant="light"
                size="xs"
                onClick={() => openSubRoute(`edit-step/${step.id}`)}
              >
                {t('editor-dialogs.save.open-step', { name: step.name })}
              </Button>
            ))}
          </Group>
        </div>
      )}
      {reloading.isError && <FormDanger error={reloading.error} />}
    </>
  );
}
