import { Container, Group, Paper, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from '../lib/translation';
import { LanguageSwitch } from './language-switch';

/** The frame of the logged-out pages: product name, language switch, a centred card. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Container size={480} py="xl">
      <Group component="header" justify="space-between" mb="lg">
        <Text fw={700} size="xl">
          {t('app.name')}
        </Text>
        <LanguageSwitch />
      </Group>
      <Paper withBorder shadow="sm" p="lg" radius="md" component="main">
        <Outlet />
      </Paper>
    </Container>
  );
}
