import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../lib/translation';

/** Shown inside the shell for a path no area knows. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={1}>{t('not-found.title')}</Title>
      <Text>{t('not-found.text')}</Text>
      <Anchor component={Link} to="/">
        {t('not-found.home')}
      </Anchor>
    </Stack>
  );
}
