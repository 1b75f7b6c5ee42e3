import { Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DASHBOARD_KINDS,
  type DashboardLink,
  dashboardLinkCreateSchema,
  URL_LIMIT,
} from '@stroomlijn/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  ConfirmDialog,
  FormActions,
  FormDanger,
  LimitedTextInput,
  RouteDialog,
  useFormErrors,
  useSaveDialog,
  useSchemaValidate,
  useServerFieldErrors,
} from '../../components';
import { useTranslation } from '../../lib/translation';
import { newId } from '../../lib/uuid';
import { createLink, dashboardChanged, deleteLink, linksQuery, updateLink } from './dashboard-api';

const FALLBACK = '/workflow/dashboard';
type Values = { host: string; url: string; kind: DashboardLink['kind'] };

/** `/workflow/dashboard/new` and `/{id}/edit` (EX-06): a host, the dashboard's address and the link text. */
export function LinkFormDialog() {
  const { t } = useTranslation();
  const { id } = useParams();
  const links = useQuery(linksQuery);
  const existing = id === undefined ? undefined : links.data?.find((link) => link.id === id);
  const title = t(id ? 'dashboard.form.edit-title' : 'dashboard.form.new-title');
  return (
    <RouteDialog title={title} fallback={FALLBACK}>
      {id === undefined || existing ? <LinkForm link={existing} /> : null}
    </RouteDialog>
  );
}

function LinkForm({ link }: { link?: DashboardLink }) {
  const { t } = useTranslation();
  const [id] = useState(() => link?.id ?? newId());
  const { mutation, goBack } = useSaveDialog({
    fallback: FALLBACK,
    save: (values: Values) =>
      link ? updateLink({ id, ...values, updatedAt: link.updatedAt }) : createLink({ id, ...values }),
    onSaved: (queryClient) => dashboardChanged(queryClient),
  });
  const validate = useSchemaValidate<Values>(dashboardLinkCreateSchema, (values) => ({ id, ...values }));
  const form = useForm<Values>({
    initialValues: { host: link?.host ?? '', url: link?.url ?? 'https://', kind: link?.kind ?? 'customer' },
    validate,
  });
  useServerFieldErrors(form, mutation.error);
  const { general } = useFormErrors(mutation.error);
  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="sm">
        {general && <FormDanger>{general}</FormDanger>}
        <LimitedTextInput
          label={t('dashboard.field.host')}
          description={t('dashboard.field.host-help')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('host')}
        />
        <LimitedTextInput
          label={t('dashboard.field.url')}
          withAsterisk
          limit={URL_LIMIT}
          {...form.getInputProps('url')}
        />
        <Select
          label={t('dashboard.field.kind')}
          withAsterisk
          data={DASHBOARD_KINDS.map((kind) => ({ value: kind, label: t(`dashboard.kind.${kind}`) }))}
          allowDeselect={false}
          {...form.getInputProps('kind')}
        />
        <FormActions pending={mutation.isPending} onCancel={goBack} />
      </Stack>
    </form>
  );
}

/** `/workflow/dashboard/{id}/delete` (EX-06): asks, deletes, goes back. */
export function LinkDeleteDialog() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const links = useQuery(linksQuery);
  const host = links.data?.find((link) => link.id === id)?.host ?? '';
  return (
    <ConfirmDialog
      title={t('dashboard.delete.title')}
      confirmLabel={t('dashboard.delete.confirm')}
      fallback={FALLBACK}
      successMessage={t('dashboard.delete.success', { host })}
      loading={links.isPending}
      loadError={links.isError ? links.error : undefined}
      onRetry={() => void links.refetch()}
      onConfirm={async () => {
        await deleteLink(id);
        await dashboardChanged(queryClient);
      }}
    >
      {t('dashboard.delete.question', { host })}
    </ConfirmDialog>
  );
}
