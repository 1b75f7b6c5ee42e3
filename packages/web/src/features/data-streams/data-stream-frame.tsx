import { Alert, Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackLink } from '../../components';
import { useTranslation } from '../../lib/translation';

export interface Crumb {
  label: string;
  /** The address of the level; none for the current page. */
  to?: string;
}

/** Where the page sits in Data streams: a trail of links up to the area, the current page last. */
export function DataStreamBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('data-stream.breadcrumbs')}>
      <Breadcrumbs separator="›">
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key="current" size="sm" aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

/** A page of Data streams below the list: back link, trail, heading, then the content. */
export function DataStreamFrame({
  back,
  crumbs,
  title,
  children,
}: {
  back: { to: string; label: string };
  crumbs: readonly Crumb[];
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <BackLink to={back.to} label={back.label} />
      <DataStreamBreadcrumbs crumbs={crumbs} />
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}

/** The clear message of an address whose model or step is not there, with the way back. */
export function MissingNotice({ message, back }: { message: string; back: { to: string; label: string } }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" role="alert" data-testid="data-stream-missing">
        {message}
      </Alert>
      <BackLink to={back.to} label={back.label} />
    </Stack>
  );
}
