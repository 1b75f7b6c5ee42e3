import { Anchor, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { LIST_PATH } from './use-list-navigation';

/** The link back to the list of definitions. */
function ListLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={LIST_PATH} size="sm">
      <span aria-hidden="true">← </span>
      {t('input-output.back')}
    </Anchor>
  );
}

/** A screen of the definitions: the back link, its heading and its content. */
export function DefinitionScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <ListLink />
      <Title order={2}>{title}</Title>
      {children}
    </Stack>
  );
}
