import { Progress, Stack, Text } from '@mantine/core';

export interface UploadProgressProps {
  /** How much of the file is sent, from 0 to 1. */
  fraction: number;
  /** The text while sending, with the percentage sent. */
  sendingText: (percent: number) => string;
  /** The text once all is sent and the server handles the file. */
  handlingText: string;
  'data-testid'?: string;
}

/** An upload's progress, then an indeterminate bar while the server handles the file. */
export function UploadProgress({
  fraction,
  sendingText,
  handlingText,
  'data-testid': testId,
}: UploadProgressProps) {
  const sending = fraction < 1;
  const percent = Math.round(fraction * 100);
  const label = sending ? sendingText(percent) : handlingText;
  return (
    <Stack gap={4} role="status" aria-live="polite" data-testid={testId}>
      <Progress
        value={sending ? percent : 100}
        animated={!sending}
        striped={!sending}
        aria-label={label}
        transitionDuration={150}
      />
      <Text size="sm">{label}</Text>
    </Stack>
  );
}
