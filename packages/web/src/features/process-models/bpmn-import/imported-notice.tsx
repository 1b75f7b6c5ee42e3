import './imported-notice.css';
import { Anchor, CloseButton, Group, List, Paper, Stack, Text } from '@mantine/core';
import type { BpmnImportResult } from '@stroomlijn/domain';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { roleNameText } from '../../../lib/role-texts';
import { useTranslation } from '../../../lib/translation';
import { PROCESS_MODEL_AREA } from '../area';

/** The navigation state the import page leaves for the editor it opens. */
export interface ImportedState {
  bpmnImported: { result: BpmnImportResult; file: string };
}

function importedOf(state: unknown): ImportedState['bpmnImported'] | null {
  const given = (state as Partial<ImportedState> | null)?.bpmnImported;
  return given && Array.isArray(given.result?.models) ? given : null;
}

/**
 * The message after an import, over the editor of the first working copy it created: every working copy
 * created, each a link, and the roles created. It stays while the modeler works in the area until closed
 * (no time limit); a live region, so a screen reader announces it.
 */
export function ImportedNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const [seen, setSeen] = useState<{
    key: string;
    imported: ImportedState['bpmnImported'];
    closed: boolean;
  } | null>(null);
  const arrived = importedOf(location.state);
  // Taken once per history entry: moving on in the area keeps it, closing it is for good.
  useEffect(() => {
    if (arrived && seen?.key !== location.key)
      setSeen({ key: location.key, imported: arrived, closed: false });
  }, [arrived, seen?.key, location.key]);
  const imported = seen && !seen.closed ? seen.imported : null;
  return (
    <div role="status" aria-live="polite" data-testid="imported-notice-region">
      {imported && (
        <Paper className="pm-imported-notice" shadow="md" withBorder p="md" data-testid="imported-notice">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{t('bpmn-import.created.title', { count: imported.result.models.length })}</Text>
              <CloseButton
                aria-label={t('bpmn-import.created.close')}
                onClick={() => setSeen((current) => current && { ...current, closed: true })}
              />
            </Group>
            <Text size="sm">{t('bpmn-import.created.intro', { file: imported.file })}</Text>
            <List size="sm">
              {imported.result.models.map((model) => (
                <List.Item key={model.id}>
                  <Anchor component={Link} to={`${PROCESS_MODEL_AREA}/${encodeURIComponent(model.id)}`}>
                    {t('bpmn-import.created.open', { name: model.name || t('process-models.unnamed') })}
                  </Anchor>
                </List.Item>
              ))}
            </List>
            {imported.result.roles.length > 0 && (
              <Text size="sm">
                {t('bpmn-import.created.roles', {
                  names: imported.result.roles.map((role) => roleNameText(t, role)).join(', '),
                })}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    </div>
  );
}
