import { Alert, Anchor, Text } from '@mantine/core';
import type { Acknowledgement } from '@stroomlijn/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/translation';
import { acknowledgementPath } from './acknowledgements-api';

/**
 * A task that asks nothing any more: confirmed (when), or replaced by a later revision's task (a link to
 * that one). When the user confirms on this page, the keyboard's focus comes here from the button, which
 * is gone.
 */
export function TaskState({ acknowledgement }: { acknowledgement: Acknowledgement }) {
  const { t } = useTranslation();
  const { processModelId, confirmedAt, replacedBy } = acknowledgement;
  const confirmedNote = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(confirmedAt === null);
  useEffect(() => {
    if (confirmedAt !== null && wasOpen.current) {
      wasOpen.current = false;
      confirmedNote.current?.focus();
    }
  }, [confirmedAt]);

  if (replacedBy !== null) {
    return (
      <Alert
        color="yellow"
        title={t('acknowledgement.replaced.title')}
        data-testid="acknowledgement-replaced"
      >
        <Text size="sm">{t('acknowledgement.replaced.text', { revision: replacedBy })}</Text>
        <Anchor component={Link} to={acknowledgementPath(processModelId, replacedBy)} size="sm">
          {t('acknowledgement.replaced.link', { revision: replacedBy })}
        </Anchor>
      </Alert>
    );
  }
  if (confirmedAt === null) return null;
  return (
    <Alert
      ref={confirmedNote}
      tabIndex={-1}
      color="green"
      role="status"
      data-testid="acknowledgement-confirmed"
    >
      {t('acknowledgement.confirmed', { time: formatDateTime(confirmedAt) })}
    </Alert>
  );
}
