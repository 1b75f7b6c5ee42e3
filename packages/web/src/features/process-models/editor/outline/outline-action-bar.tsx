import { Button, Group, Menu } from '@mantine/core';
import { canViewSubprocess, NEW_ITEM_TYPES, type NewItemType } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import type { RefObject } from 'react';
import { useTranslation } from '../../../../lib/translation';
import type { OutlineNode, OutlinePlace } from './outline-tree';
import { type InsertPlace, insertQuery, type OutlineActions } from './use-outline-actions';

/** The branch a node heads: a branch item, or the first step of a branch. */
export function headedBranch(
  node: OutlineNode,
  places: ReadonlyMap<string, OutlinePlace>,
): { controlId: string; childId: string } | null {
  if (node.kind === 'branch') return node;
  const place = places.get(node.key);
  const parent = place?.parentKey ? places.get(place.parentKey)?.node : undefined;
  return parent?.kind === 'branch' && place?.position === 1 ? parent : null;
}

type PlaceKind = 'after' | 'new-branch' | 'after-block' | 'in-empty-branch' | 'branch-start';

/** Where a new step can go from a node, in the order the insert menu lists them. */
export function insertPlaces(node: OutlineNode): { kind: PlaceKind; place: InsertPlace }[] {
  if (node.kind === 'branch') {
    const place: InsertPlace = { kind: 'in-branch', controlId: node.controlId, childId: node.childId };
    return [{ kind: node.steps.length === 0 ? 'in-empty-branch' : 'branch-start', place }];
  }
  const { step } = node;
  if (step.type !== 'control') return [{ kind: 'after', place: { kind: 'after', stepId: step.id } }];
  return [
    { kind: 'new-branch', place: { kind: 'after', stepId: step.id } },
    { kind: 'after-block', place: { kind: 'after-block', controlId: step.id } },
  ];
}

export interface InsertMenuState {
  opened: boolean;
  setOpened(opened: boolean): void;
  /** Closed: the focus goes back to the outline, unless a choice moved it to a new item. */
  onClose(): void;
  /** Runs a chosen entry (which moves the focus itself). */
  choose(run: () => void): void;
}

interface ActionBarProps {
  node: OutlineNode | undefined;
  label: string;
  places: ReadonlyMap<string, OutlinePlace>;
  actions: OutlineActions;
  groupCount: number;
  menu: InsertMenuState;
  insertButton: RefObject<HTMLButtonElement | null>;
}

/**
 * The actions of the selected item as buttons, for pointer users and as a list of what the keys do: the
 * same commands, asked of the same rules (a refused action is disabled, one that does not apply is left out).
 */
export function OutlineActionBar({
  node,
  label,
  places,
  actions,
  groupCount,
  menu,
  insertButton,
}: ActionBarProps) {
  const { t } = useTranslation();
  if (!node) return null;
  const step = node.kind === 'step' ? node.step : null;
  const branch = headedBranch(node, places);
  const allowed = (query: Parameters<OutlineActions['rule']>[0]) => actions.rule(query).allowed;
  const information = step !== null && step.type !== 'start' && step.type !== 'end';
  const button = (
    key: string,
    text: string,
    run: () => void,
    options: { disabled?: boolean; keys?: string } = {},
  ) => (
    <Button
      key={key}
      size="compact-sm"
      variant="default"
      disabled={options.disabled}
      aria-keyshortcuts={options.keys}
      onClick={run}
    >
      {text}
    </Button>
  );
  return (
    <Group
      gap={6}
      role="group"
      aria-label={t('editor.outline.actions-name', { name: label })}
      className="pm-outline-actions"
    >
      {!actions.readOnly && (
        <InsertMenu node={node} actions={actions} menu={menu} insertButton={insertButton} t={t} />
      )}
      {step &&
        !actions.readOnly &&
        button('edit', t('editor.step-actions.edit'), () => actions.edit(step.id), {
          disabled: !allowed({ type: 'step.update', stepId: step.id }),
          keys: 'F2 Enter',
        })}
      {step &&
        !actions.readOnly &&
        button('remove', t('editor.step-actions.remove'), () => actions.remove(step.id), {
          disabled: !allowed({ type: 'step.remove', stepId: step.id }),
          keys: 'Delete',
        })}
      {node.kind === 'branch' &&
        node.steps.length === 0 &&
        !actions.readOnly &&
        button(
          'remove-branch',
          t('editor.outline.remove-branch'),
          () => actions.removeBranch(node.controlId, node.childId),
          {
            disabled: !allowed({ type: 'path.remove', parentId: node.controlId, childId: node.childId }),
            keys: 'Delete',
          },
        )}
      {step?.type === 'control' &&
        !actions.readOnly &&
        allowed({ type: 'path.add-empty', controlId: step.id }) &&
        button('add-empty-branch', t('editor.outline.add-empty-branch'), () =>
          actions.addEmptyBranch(step.id),
        )}
      {branch &&
        !actions.readOnly &&
        (['up', 'down'] as const).map((direction) =>
          button(
            direction,
            t(`editor.step-actions.branch-${direction === 'up' ? 'left' : 'right'}`),
            () => actions.moveBranch(branch.controlId, branch.childId, direction, node.key),
            {
              disabled: !allowed({ type: 'branch.move', ...branch, direction }),
              keys: direction === 'up' ? 'Alt+ArrowUp' : 'Alt+ArrowDown',
            },
          ),
        )}
      {step &&
        information &&
        (!actions.readOnly || groupCount > 0) &&
        button(
          'information',
          groupCount > 0
            ? t('editor.step-actions.information-count', { count: groupCount })
            : t('editor.step-actions.information'),
          () => actions.information(step.id, groupCount),
          { keys: 'I' },
        )}
      {step?.type === 'subprocess' &&
        canViewSubprocess({ steps: [step] }, step.id).allowed &&
        button('open', t('editor.step-actions.open-subprocess'), () => actions.openSubprocess(step.id))}
    </Group>
  );
}

/** Insert…: the three items at each place the node offers; opened by the button or the Insert key. */
function InsertMenu({
  node,
  actions,
  menu,
  insertButton,
  t,
}: {
  node: OutlineNode;
  actions: OutlineActions;
  menu: InsertMenuState;
  insertButton: RefObject<HTMLButtonElement | null>;
  t: TFunction;
}) {
  const entries = insertPlaces(node).flatMap(({ kind, place }) =>
    NEW_ITEM_TYPES.map((item: NewItemType) => ({
      key: `${kind}-${item}`,
      label: t(`editor.outline.place.${kind}`, { item: t(`editor.step-type.${item}`) }),
      run: () => actions.insert(place, item),
      allowed: actions.rule(insertQuery(place, item)).allowed,
    })),
  );
  const first = entries.find((entry) => entry.allowed)?.key;
  return (
    <Menu
      opened={menu.opened}
      onChange={menu.setOpened}
      onClose={menu.onClose}
      position="bottom-start"
      withInitialFocusPlaceholder={false}
      returnFocus={false}
      // The button stays in view above the scrolling tree; the menu never hides with it.
      hideDetached={false}
    >
      <Menu.Target>
        <Button
          ref={insertButton}
          size="compact-sm"
          variant="default"
          aria-keyshortcuts="Insert"
          disabled={first === undefined}
        >
          {t('editor.outline.insert')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry) => (
          <Menu.Item
            key={entry.key}
            disabled={!entry.allowed}
            data-autofocus={entry.key === first ? true : undefined}
            onClick={() => menu.choose(entry.run)}
          >
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
