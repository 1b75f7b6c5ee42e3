import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { BusinessModelEdit, ProcessGroup } from '@stroomlijn/domain';
import { useId } from 'react';
import { useTranslation } from '../../lib/translation';
import type { BusinessModelDialogState } from './business-model-dialogs';
import { itemLabel, processGroupLabel } from './business-model-text';
import { IconAction, ItemLink, itemKeys, MoveActions } from './entry-controls';

/** What edit mode offers the landscape; null shows it read-only (BM-08). */
export interface LandscapeEditing {
  /** A save is in flight: every control is disabled, so that changes never race. */
  busy: boolean;
  open: (dialog: BusinessModelDialogState) => void;
  apply: (edit: BusinessModelEdit) => void;
}

export interface EditingProps {
  editing: LandscapeEditing | null;
}

/** A process group: its optional title, its entries (or 'No process models linked...'), and in edit mode its controls. */
export function ProcessGroupBox({
  processGroup,
  index,
  count,
  editing,
}: EditingProps & { processGroup: ProcessGroup; index: number; count: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const label = processGroupLabel(t, processGroup, index);
  const titled = processGroup.name.trim() !== '';
  const busy = editing?.busy ?? false;
  const keys = itemKeys(processGroup.items);
  return (
    <Paper
      component="section"
      withBorder
      p="sm"
      className="bm-process-group"
      data-testid="process-group"
      data-process-group-id={processGroup.id}
      aria-labelledby={titled ? headingId : undefined}
      aria-label={titled ? undefined : label}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        {titled ? (
          <Title order={3} size="h5" id={headingId}>
            {processGroup.name}
          </Title>
        ) : (
          <span />
        )}
        {editing && (
          <Group gap={2} wrap="nowrap">
            <MoveActions
              length={count}
              index={index}
              busy={busy}
              glyphs={{ backward: '←', forward: '→' }}
              names={{
                backward: t('business-model.action.move-process-group-backward', { name: label }),
                forward: t('business-model.action.move-process-group-forward', { name: label }),
              }}
              onMove={(direction) =>
                editing.apply({ type: 'process-group.move', processGroupId: processGroup.id, direction })
              }
            />
            <IconAction
              label={t('business-model.action.rename-process-group', { name: label })}
              glyph="✎"
              busy={busy}
              onClick={() => editing.open({ kind: 'rename-process-group', processGroup, label })}
            />
            <IconAction
              label={t('business-model.action.delete-process-group', { name: label })}
              glyph="✕"
              color="red"
              busy={busy}
              onClick={() => editing.open({ kind: 'delete-process-group', processGroup, label })}
            />
          </Group>
        )}
      </Group>
      {processGroup.items.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="empty-process-group">
          {t('business-model.empty-process-group')}
        </Text>
      ) : (
        <ul className="bm-items">
          {processGroup.items.map((item, at) => {
            const name = itemLabel(t, item);
            return (
              <li key={keys[at]} className="bm-item">
                <ItemLink item={item} />
                {editing && (
                  <Group gap={2} wrap="nowrap">
                    <MoveActions
                      length={processGroup.items.length}
                      index={at}
                      busy={busy}
                      glyphs={{ backward: '↑', forward: '↓' }}
                      names={{
                        backward: t('business-model.action.move-item-backward', { name }),
                        forward: t('business-model.action.move-item-forward', { name }),
                      }}
                      onMove={(direction) =>
                        editing.apply({
                          type: 'item.move',
                          processGroupId: processGroup.id,
                          index: at,
                          direction,
                        })
                      }
                    />
                    <IconAction
                      label={t('business-model.action.delete-item', { name })}
                      glyph="✕"
                      color="red"
                      busy={busy}
                      onClick={() =>
                        editing.apply({ type: 'item.delete', processGroupId: processGroup.id, index: at })
                      }
                    />
                  </Group>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <Group gap="xs" mt="xs">
          <Button
            size="compact-xs"
            variant="light"
            disabled={busy}
            aria-label={t('business-model.action.add-process', { name: label })}
            onClick={() => editing.open({ kind: 'add-process', processGroup, label })}
          >
            {t('business-model.add-process')}
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            disabled={busy}
            aria-label={t('business-model.action.add-link', { name: label })}
            onClick={() => editing.open({ kind: 'add-link', processGroup, label })}
          >
            {t('business-model.add-link')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
