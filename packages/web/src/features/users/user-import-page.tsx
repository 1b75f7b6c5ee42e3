import { Button, Code, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { UPLOAD_LIMIT_BYTES, type UserImportResult } from '@stroomlijn/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BackLink,
  FIELD_MESSAGE_VALUES,
  FormDanger,
  UploadProgress,
  useFormErrors,
  useUnexpectedErrorDialog,
} from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { ImportResult } from './import-result';
import { importFileProblem } from './import-summary';
import { importUsers, usersChanged } from './users-api';

const EXAMPLE = 'Jan;Jansen;;jan.jansen@example.org\nAnna;Vries;de;anna.de.vries@example.org';
const LIMIT_MB = Math.round(UPLOAD_LIMIT_BYTES / (1024 * 1024));

/** `/users/import` (US-18..25): one CSV file, uploaded with progress; then every row with its outcome. */
export function UserImportPage() {
  const { t } = useTranslation();
  usePageTitle(t('user-import.title'));
  const queryClient = useQueryClient();
  const showUnexpected = useUnexpectedErrorDialog();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const mutation = useMutation<UserImportResult, unknown, File>({
    mutationFn: (chosen) => {
      setProgress(0);
      return importUsers(chosen, setProgress);
    },
    onSuccess: () => void usersChanged(queryClient),
    onError: showUnexpected,
  });
  const serverErrors = useFormErrors(mutation.error);
  const problem = file ? importFileProblem(file) : null;
  const fileError = problem ? t(`field.${problem}`, FIELD_MESSAGE_VALUES) : serverErrors.fields.file;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    mutation.reset();
  };

  return (
    <Stack gap="md" maw={960}>
      <BackLink to="/users" label={t('user-import.back')} />
      <Title order={1}>{t('user-import.title')}</Title>
      <Stack gap={4}>
        <Text>{t('user-import.intro')}</Text>
        <Text size="sm">{t('user-import.columns')}</Text>
        <Text size="sm">{t('user-import.format', { max: LIMIT_MB })}</Text>
        <Text size="sm" c="dimmed">
          {t('user-import.example')}
        </Text>
        <Code block>{EXAMPLE}</Code>
      </Stack>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (file && !problem && !mutation.isPending) mutation.mutate(file);
        }}
      >
        <Stack gap="sm" maw={520}>
          <FileInput
            label={t('user-import.file')}
            placeholder={t('user-import.choose')}
            accept=".csv,text/csv"
            clearable
            clearButtonProps={{ 'aria-label': t('user-import.clear') }}
            value={file}
            onChange={choose}
            error={fileError}
            disabled={mutation.isPending}
          />
          {serverErrors.general && !serverErrors.fields.file && (
            <FormDanger>{serverErrors.general}</FormDanger>
          )}
          <Group>
            <Button
              type="submit"
              disabled={!file || problem !== null || mutation.isPending}
              loading={mutation.isPending}
            >
              {t('user-import.submit')}
            </Button>
          </Group>
          {mutation.isPending && (
            <UploadProgress
              fraction={progress}
              sendingText={(percent) => t('user-import.uploading', { percent })}
              handlingText={t('user-import.importing')}
              data-testid="import-progress"
            />
          )}
        </Stack>
      </form>
      {mutation.isSuccess && <ImportResult result={mutation.data} />}
    </Stack>
  );
}
