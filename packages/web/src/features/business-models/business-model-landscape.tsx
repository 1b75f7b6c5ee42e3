import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BusinessModel, BusinessModelGroup } from '@stroomlijn/domain';
import { useId } from 'react';
import { useTranslation } from '../../lib/translation';
import { fixedGroupKey, groupTitle } from './business-model-text';
import { IconAction } from './entry-controls';
import { type EditingProps, ProcessGroupBox } from './process-group-box';
import './business-model.css';

export type { LandscapeEditing } from './process-group-box';

/** One of the four groups: its title, its process groups (or 'No process groups...'), and in edit mode its controls. */
function GroupSection({ group, row, editing }: EditingProps & { group: BusinessModelGroup; row: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = groupTitle(t, group);
  const busy = editing?.busy ?? false;
  return (
    <Paper
      component="section"
      withBorder
      shadow="xs"
      p="md"
      className="bm-group"
      data-group={fixedGroupKey(group.id) ?? undefined}
      data-row={row}
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {editing && (
            <IconAction
              label={t('business-model.action.rename-group', { name: title })}
              glyph="✎"
              busy={busy}
              onClick={() => editing.open({ kind: 'rename-group', group })}
            />
          )}
        </Group>
        {group.items.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="empty-group">
            {t('business-model.empty-group')}
          </Text>
        ) : (
          <div className="bm-process-groups">
            {group.items.map((processGroup, index) => (
              <ProcessGroupBox
                key={processGroup.id}
                processGroup={processGroup}
                index={index}
                count={group.items.length}
                editing={editing}
              />
            ))}
          </div>
        )}
        {editing && (
          <Group>
            <Button
              size="compact-sm"
              variant="light"
              disabled={busy}
              aria-label={t('business-model.action.add-process-group', { name: title })}
              onClick={() => editing.open({ kind: 'add-process-group', group })}
            >
              {t('business-model.add-process-group')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The four groups (BM-03, BM-04): the first three stacked in the left column, evaluation filling the
 * right column across all three rows (a CSS grid; one column on a narrow screen).
 */
export function BusinessModelLandscape({ model, editing }: EditingProps & { model: BusinessModel }) {
  return (
    <div className="bm-landscape" data-testid="business-model-landscape">
      {model.groups.map((group, index) => (
        <GroupSection key={group.id} group={group} row={index + 1} editing={editing} />
      ))}
    </div>
  );
}
