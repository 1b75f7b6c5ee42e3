import { ActionIcon, Anchor, Badge, Group, Text } from '@mantine/core';
import {
  type BusinessModelItem,
  canMoveInList,
  isProcessLink,
  MOVE_DIRECTIONS,
  type MoveDirection,
} from '@stroomlijn/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { processModelViewPath } from './business-model-api';
import { itemLabel } from './business-model-text';

/** A small icon button whose accessible name names its subject ('Move Sales forward'). */
export function IconAction({
  label,
  glyph,
  onClick,
  busy,
  color,
}: {
  label: string;
  glyph: string;
  onClick: () => void;
  busy: boolean;
  color?: string;
}) {
  return (
    <ActionIcon
      variant="subtle"
      size="sm"
      color={color}
      aria-label={label}
      title={label}
      // Not `disabled` while a save runs: a disabled button drops the keyboard focus.
      aria-disabled={busy}
      data-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      <span aria-hidden>{glyph}</span>
    </ActionIcon>
  );
}

/** Backward and forward, each only where the move is possible (BM-16..18). */
export function MoveActions({
  length,
  index,
  names,
  glyphs,
  busy,
  onMove,
}: {
  length: number;
  index: number;
  names: Record<MoveDirection, string>;
  glyphs: Record<MoveDirection, string>;
  busy: boolean;
  onMove: (direction: MoveDirection) => void;
}) {
  return MOVE_DIRECTIONS.filter((direction) => canMoveInList(length, index, direction)).map((direction) => (
    <IconAction
      key={direction}
      label={names[direction]}
      glyph={glyphs[direction]}
      busy={busy}
      onClick={() => onMove(direction)}
    />
  ));
}

/** A process link opens the model's view page (BM-06); a deleted or unpublished one shows as unavailable. */
export function ItemLink({ item }: { item: BusinessModelItem }) {
  const { t } = useTranslation();
  const label = itemLabel(t, item);
  if (!isProcessLink(item)) {
    // BM-07: a new tab, without giving the page a handle on this one.
    return (
      <Anchor
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        title={t('common.opens-in-new-tab')}
        data-kind="external-link"
      >
        {label}
      </Anchor>
    );
  }
  if (item.available === false) {
    return (
      <Group
        gap={6}
        wrap="nowrap"
        data-kind="unavailable-process"
        title={t('business-model.unavailable-hint')}
      >
        <Text span c="dimmed" td="line-through">
          {label}
        </Text>
        <Badge color="gray" variant="light" size="sm">
          {t('business-model.unavailable')}
        </Badge>
      </Group>
    );
  }
  return (
    <Anchor component={Link} to={processModelViewPath(item.processModelId)} data-kind="process-link">
      {label}
    </Anchor>
  );
}

/** Keys for entries, which have no id: their target, numbered when it repeats; stable when they move. */
export function itemKeys(items: readonly BusinessModelItem[]): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const target = isProcessLink(item) ? `process:${item.processModelId}` : `link:${item.url}`;
    const count = seen.get(target) ?? 0;
    seen.set(target, count + 1);
    return `${target}#${count}`;
  });
}
