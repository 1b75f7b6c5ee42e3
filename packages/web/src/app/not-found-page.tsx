import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
