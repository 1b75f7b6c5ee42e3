import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { responseCommentSchema, type WorkflowResponse } from '@stroomlijn/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormDanger, FormSuccess, LimitedTextarea, useSchemaValidate } from '../../components';
import { useTranslation } from '../../lib/translation';
import { responseKeys } from './query-keys';
import { commentResponse, responsesChanged } from './responses-api';

/** WF-20: the comment on a response; the server records who made it. */
export function ResponseCommentForm({ response }: { response: WorkflowResponse }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const validate = useSchemaValidate<{ comment: string }>(responseCommentSchema, (values) => values);
  const form = useForm({ initialValues: { comment: response.comment }, validate });
  const mutation = useMutation({
    mutationFn: (comment: string) => commentResponse(response.formId, response.id, comment),
    onSuccess: (saved) => {
      queryClient.setQueryData(responseKeys.one(response.formId, response.id), saved);
      void responsesChanged(queryClient);
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(values.comment))} noValidate>
      <Stack gap="sm">
        <Title order={2}>{t('workflows.comment.title')}</Title>
        {mutation.isSuccess && <FormSuccess />}
        {mutation.isError && <FormDanger error={mutation.error} />}
        {response.commenter && (
          <Text size="sm">{t('workflows.comment.by', { name: response.commenter.name })}</Text>
        )}
        <LimitedTextarea
          label={t('workflows.comment.field')}
          autosize
          minRows={2}
          {...form.getInputProps('comment')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t('workflows.comment.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
