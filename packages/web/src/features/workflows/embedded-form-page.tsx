import { Stack, Title } from '@mantine/core';
import type { EmbeddedForm } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { BackLink, QueryView } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/translation';
import { embeddedFormQuery } from './workflows-api';

/** The form's address with the two hidden fields the submission carries back (WF-22). */
export function embeddedFormSrc(url: string, userId: string, processModelId: string): string {
  const address = new URL(url);
  address.searchParams.set('userId', userId);
  address.searchParams.set('processModelId', processModelId);
  return address.toString();
}

/**
 * `/workflow/{formId}/{processModelId}/form` (WF-22, WF-24): the external form in a frame, for drafters
 * of the definition and administrators; anyone else sees the server's 'not allowed'.
 */
export function EmbeddedFormPage() {
  const { formId = '', processModelId = '' } = useParams();
  const form = useQuery(embeddedFormQuery(processModelId, formId));
  usePageTitle(form.data?.name ?? null);
  return (
    <Stack gap="md">
      <BackLink to="/" />
      <QueryView query={form}>
        {(current) => <FormFrame form={current} processModelId={processModelId} />}
      </QueryView>
    </Stack>
  );
}

const DEFAULT_HEIGHT = 600;

function FormFrame({ form, processModelId }: { form: EmbeddedForm; processModelId: string }) {
  const { t } = useTranslation();
  const userId = useSession().info?.user.id ?? '';
  const [height, setHeight] = useState(DEFAULT_HEIGHT);
  const origin = new URL(form.url).origin;
  // The form service posts 'setHeight:<px>:<form id>' as its content grows; only its own origin counts.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || typeof event.data !== 'string') return;
      const [kind, value, id] = event.data.split(':');
      const pixels = Number(value);
      if (kind === 'setHeight' && id === form.formId && Number.isFinite(pixels) && pixels > 0)
        setHeight(pixels);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, form.formId]);
  return (
    <>
      <Title order={1}>{form.name}</Title>
      <iframe
        title={t('workflows.embedded.frame-title', { name: form.name })}
        src={embeddedFormSrc(form.url, userId, processModelId)}
        style={{ width: '100%', height, border: 0 }}
      />
    </>
  );
}
