import { Anchor, FileInput, Group, Loader, Stack, Text } from '@mantine/core';
import { FILE_FIELD, UPLOAD_LIMIT_BYTES } from '@stroomlijn/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  errorText,
  FIELD_MESSAGE_VALUES,
  fieldErrorMap,
  UploadProgress,
  useUnexpectedErrorDialog,
} from '../../components';
import { toErrorBody } from '../../lib/api';
import { useTranslation } from '../../lib/translation';
import { newId } from '../../lib/uuid';
import { fileDownloadHref, fileQuery, uploadFile } from './input-outputs-api';
import { fileKeys } from './query-keys';

export interface FileUploadFieldProps {
  label: string;
  /** The id of the uploaded file, or '' for none yet. */
  value: string;
  /** Called with the id of a file once its upload succeeded. */
  onChange: (fileId: string) => void;
  /** The form's own error for this field (such as 'not-set'); an upload's error takes its place. */
  error?: ReactNode;
  /** Told when an upload starts and ends, so that the form waits for it. */
  onUploadingChange?: (uploading: boolean) => void;
  withAsterisk?: boolean;
}

/**
 * What a failed upload shows under the field (IO-37, IO-38): the first server error named `file`, or
 * else the error's own message.
 */
export function uploadErrorText(t: TFunction, error: unknown): string {
  const body = toErrorBody(error);
  const fileError = body.errors.find((fieldError) => fieldError.name === FILE_FIELD);
  return fileError ? (fieldErrorMap(t, [fileError])[FILE_FIELD] ?? '') : errorText(t, body);
}

/**
 * The file of an upload definition: choosing a file uploads it at once (`POST /api/file/upload`) with
 * its progress, then the field holds the new file's id. The current file shows by name, with a link
 * that downloads it. Files over the upload limit are refused here before they are sent.
 */
export function FileUploadField({
  label,
  value,
  onChange,
  error,
  onUploadingChange,
  withAsterisk,
}: FileUploadFieldProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showUnexpected = useUnexpectedErrorDialog();
  const [chosen, setChosen] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [progress, setProgress] = useState(0);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (file: File) => {
      abort.current = new AbortController();
      setProgress(0);
      return uploadFile(newId(), file, { onProgress: setProgress, signal: abort.current.signal });
    },
    onSuccess: (record) => {
      queryClient.setQueryData(fileKeys.detail(record.id), record);
      onChange(record.id);
    },
    onError: (failure) => {
      if (!(failure instanceof DOMException && failure.name === 'AbortError')) showUnexpected(failure);
    },
  });

  const uploading = mutation.isPending;
  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);
  // Leaving the field (another type chosen) mid-upload aborts the upload; it must not keep Save disabled.
  useEffect(() => () => onUploadingChange?.(false), [onUploadingChange]);

  const choose = (file: File | null) => {
    setChosen(file);
    mutation.reset();
    const large = file !== null && file.size > UPLOAD_LIMIT_BYTES;
    setTooLarge(large);
    if (file && !large) mutation.mutate(file);
  };

  let shownError: ReactNode = error;
  if (tooLarge) shownError = t('field.file-too-large', FIELD_MESSAGE_VALUES);
  else if (mutation.isError) shownError = uploadErrorText(t, mutation.error);

  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        withAsterisk={withAsterisk}
        placeholder={value ? t('input-output.upload.replace') : t('input-output.upload.choose')}
        description={t('input-output.upload.hint', { max: FIELD_MESSAGE_VALUES.uploadMb })}
        value={chosen}
        onChange={choose}
        error={shownError}
        disabled={uploading}
        data-testid="file-upload-input"
      />
      {uploading && (
        <UploadProgress
          fraction={progress}
          sendingText={(percent) => t('input-output.upload.uploading', { percent })}
          handlingText={t('input-output.upload.checking')}
          data-testid="upload-progress"
        />
      )}
      {!uploading && <CurrentFile fileId={value} />}
    </Stack>
  );
}

/** The name of the stored file with a link that downloads it (`GET /api/file/{id}/download`). */
export function CurrentFile({ fileId }: { fileId: string }) {
  const { t } = useTranslation();
  const file = useQuery({ ...fileQuery(fileId), enabled: fileId !== '' });
  let content: ReactNode;
  if (fileId === '') content = <Text size="sm">{t('input-output.upload.none')}</Text>;
  else if (file.isPending) content = <Loader size="xs" aria-label={t('common.loading')} />;
  else if (file.isError)
    content = (
      <Text size="sm" c="red">
        {errorText(t, toErrorBody(file.error))}
      </Text>
    );
  else
    content = (
      <Anchor
        href={fileDownloadHref(file.data.id)}
        size="sm"
        download={file.data.name}
        aria-label={t('input-output.upload.download', { name: file.data.name })}
      >
        {file.data.name}
      </Anchor>
    );
  return (
    <Group gap={6} data-testid="current-file">
      {fileId !== '' && <Text size="sm">{t('input-output.upload.current')}</Text>}
      {content}
    </Group>
  );
}
