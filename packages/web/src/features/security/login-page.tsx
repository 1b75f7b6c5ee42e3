import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';

/** `/login`: the way to the organisation's sign-in at /connect/auth (SH-08). */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('login.title')}
      </Title>
      <Text>{t('login.intro')}</Text>
      {/* A full navigation: the server starts single sign-on. */}
      <Button component="a" href="/connect/auth" size="md">
        {t('login.sign-in')}
      </Button>
      <Anchor component={Link} to="/support/login" size="sm" ta="center">
        {t('login.support')}
      </Anchor>
    </Stack>
  );
}
