import { Anchor, AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { displayName } from '@stroomlijn/domain';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { LoadingState } from '../components';
import { MyDataButton } from '../features/person-data';
import { SearchBox } from '../features/search';
import { sessionIdleSeconds, usePublicConfig } from '../lib/config';
import { useInactivityLogout } from '../lib/inactivity';
import { useNavigationHistory } from '../lib/navigation-history';
import { useSession } from '../lib/session';
import { useTranslation } from '../lib/translation';
import { LanguageSwitch } from './language-switch';
import { NavigationBar } from './navigation-bar';

const NAVBAR_ID = 'main-navigation';

/** The logged-in application shell: header, navigation bar and the current page. */
export function Shell() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { info } = useSession();
  const config = usePublicConfig();
  useInactivityLogout(sessionIdleSeconds(config.data));
  useNavigationHistory();

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('shell.toggle-navigation')}
              aria-expanded={opened}
              aria-controls={NAVBAR_ID}
            />
            <Anchor component={Link} to="/" fw={700} size="lg" underline="never">
              {t('app.name')}
            </Anchor>
          </Group>
          <SearchBox />
          <Group gap="md" wrap="nowrap">
            {info && (
              <Text size="sm" visibleFrom="xs" data-testid="signed-in-user">
                {t('shell.signed-in-as', { name: displayName(info.user) || info.user.email })}
              </Text>
            )}
            {info && <MyDataButton />}
            <LanguageSwitch />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" id={NAVBAR_ID} component="nav" aria-label={t('nav.label')}>
        <NavigationBar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {/* A page whose code is a chunk still on its way (lazyComponent) shows the loading state. */}
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
