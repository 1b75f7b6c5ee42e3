import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../lib/translation';

/** A loader with an accessible name ('Loading' unless `label` is given). */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={label ?? t('common.loading')}>
      <Loader aria-hidden />
    </Center>
  );
}
