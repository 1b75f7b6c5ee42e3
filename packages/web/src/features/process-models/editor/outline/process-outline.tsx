import './outline.css';
import { Text, Title } from '@mantine/core';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/translation';
import { type CanvasContextValue, stepName, useCanvasView } from '../../diagram';
import type { EditorStateApi } from '../use-editor-state';
import { type InsertMenuState, OutlineActionBar } from './outline-action-bar';
import { OutlineItems, type OutlineItemsContext } from './outline-items';
import { branchLabel } from './outline-texts';
import { outlineOf, placesOf } from './outline-tree';
import { useOutlineActions } from './use-outline-actions';
import { useOutlineFocus } from './use-outline-focus';
import { useOutlineKeys } from './use-outline-keys';

export interface ProcessOutlineProps {
  editor: EditorStateApi;
  canvas: CanvasContextValue;
}

/**
 * The editor as a text outline: the model as a tree of steps in flow order, each control's
 * branches below it, for screen-reader and keyboard users. It edits with the canvas's commands and
 * says in a live region what each did.
 */
export function ProcessOutline({ editor, canvas }: ProcessOutlineProps) {
  const { t } = useTranslation();
  const { steps } = editor.model;
  const root = useMemo(() => outlineOf(steps), [steps]);
  const places = useMemo(() => placesOf(root), [root]);
  const tree = useRef<HTMLDivElement>(null);
  const insertButton = useRef<HTMLButtonElement>(null);
  const { activeKey, visible, collapsed, activate, focus, setExpanded } = useOutlineFocus(
    root,
    places,
    canvas.store,
    tree,
  );
  // A new text each time, even the same words: the key remounts it, so it is announced again.
  const [announcement, setAnnouncement] = useState({ text: '', id: 0 });
  const announce = useCallback((text: string) => setAnnouncement(({ id }) => ({ text, id: id + 1 })), []);
  const actions = useOutlineActions(editor, canvas, { announce, focus });
  const groupCounts = useCanvasView(canvas.store, (view) => view.groupCounts);

  const [menuOpened, setMenuState] = useState(false);
  // Read by the keys at once: a key typed while the menu opens belongs to the menu, not to the tree.
  const menuOpen = useRef(false);
  const setMenuOpened = (opened: boolean) => {
    menuOpen.current = opened;
    setMenuState(opened);
  };
  const menuFrom = useRef<'tree' | 'button'>('button');
  const chosen = useRef(false);
  const menu: InsertMenuState = {
    opened: menuOpened,
    setOpened: (opened) => {
      if (opened) menuFrom.current = 'button';
      setMenuOpened(opened);
    },
    onClose: () => {
      if (!chosen.current) {
        if (menuFrom.current === 'tree' && activeKey) focus(activeKey);
        else insertButton.current?.focus();
      }
      chosen.current = false;
    },
    choose: (run) => {
      chosen.current = true;
      run();
    },
  };
  const onKeyDown = useOutlineKeys({
    places,
    visible,
    collapsed,
    groupCounts,
    actions,
    focus,
    setExpanded,
    announce,
    openInsertMenu: () => {
      menuFrom.current = 'tree';
      setMenuOpened(true);
    },
  });

  const idPrefix = useId();
  const context: OutlineItemsContext = { t, steps, places, collapsed, activeKey, groupCounts, idPrefix };
  const activePlace = activeKey ? places.get(activeKey) : undefined;
  const activeNode = activePlace?.node;
  const activeLabel = !activeNode
    ? ''
    : activeNode.kind === 'step'
      ? stepName(t, activeNode.step).text
      : branchLabel(t, steps, activeNode, activePlace.position, activePlace.count);
  const keyFrom = (target: EventTarget) =>
    (target as HTMLElement).closest('[data-outline-key]')?.getAttribute('data-outline-key') ?? null;

  return (
    <section className="pm-outline" aria-labelledby={`${idPrefix}-title`} data-testid="process-outline">
      <Title order={2} fz="md" id={`${idPrefix}-title`}>
        {t('editor.outline.title')}
      </Title>
      <Text size="xs" c="dimmed" id={`${idPrefix}-hint`}>
        {t(canvas.readOnly ? 'editor.outline.hint-read-only' : 'editor.outline.hint')}
      </Text>
      <OutlineActionBar
        node={activeNode}
        label={activeLabel}
        places={places}
        actions={actions}
        groupCount={activeNode?.kind === 'step' ? (groupCounts.get(activeNode.step.id) ?? 0) : 0}
        menu={menu}
        insertButton={insertButton}
      />
      <Text
        size="sm"
        role="status"
        aria-live="polite"
        className="pm-outline-status"
        data-testid="outline-status"
      >
        <span key={announcement.id}>{announcement.text}</span>
      </Text>
      {/* Clicks: a row selects its item (the focus follows), its triangle opens or closes it. */}
      <div
        ref={tree}
        role="tree"
        className="pm-outline-tree"
        aria-label={t('editor.outline.label')}
        aria-describedby={`${idPrefix}-hint`}
        onKeyDown={(event) => {
          if (!menuOpen.current) onKeyDown(event);
        }}
        onFocus={(event) => {
          const key = keyFrom(event.target);
          if (key !== null && key !== activeKey) activate(key);
        }}
        onClick={(event) => {
          const key = keyFrom(event.target);
          if (key === null) return;
          if ((event.target as HTMLElement).closest('[data-outline-toggle]'))
            setExpanded(key, collapsed.has(key));
          focus(key);
        }}
      >
        <OutlineItems nodes={root} context={context} />
      </div>
    </section>
  );
}
