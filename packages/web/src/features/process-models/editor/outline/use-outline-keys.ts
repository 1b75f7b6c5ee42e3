import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../../../lib/translation';
import { headedBranch } from './outline-action-bar';
import { isExpandable, type OutlinePlace } from './outline-tree';
import type { OutlineActions } from './use-outline-actions';

interface OutlineKeysOptions {
  places: ReadonlyMap<string, OutlinePlace>;
  visible: readonly string[];
  collapsed: ReadonlySet<string>;
  groupCounts: ReadonlyMap<string, number>;
  actions: OutlineActions;
  focus(key: string): void;
  setExpanded(key: string, expanded: boolean): void;
  openInsertMenu(): void;
  announce(text: string): void;
}

const plain = (event: KeyboardEvent) => !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * The keys of the tree (WAI-ARIA tree view pattern): Up/Down, Home/End, Right opens or enters,
 * Left closes or goes up; and the canvas's commands: Enter or F2 edits, Delete removes, Insert opens
 * the insert menu, Alt+Up/Down moves a branch, I opens the step information.
 */
export function useOutlineKeys(options: OutlineKeysOptions) {
  const { t } = useTranslation();
  return (event: KeyboardEvent<HTMLElement>) => {
    const { places, visible, collapsed, actions, focus } = options;
    const key = (event.target as HTMLElement).closest('[data-outline-key]')?.getAttribute('data-outline-key');
    const place = key ? places.get(key) : undefined;
    if (!key || !place) return;
    const { node } = place;
    const index = visible.indexOf(key);
    const step = node.kind === 'step' ? node.step : null;
    const expanded = isExpandable(node) && !collapsed.has(key);
    const to = (target: string | undefined) => target !== undefined && focus(target);

    if (
      event.altKey &&
      !event.ctrlKey &&
      !event.metaKey &&
      (event.key === 'ArrowUp' || event.key === 'ArrowDown')
    ) {
      const branch = headedBranch(node, places);
      if (branch)
        actions.moveBranch(branch.controlId, branch.childId, event.key === 'ArrowUp' ? 'up' : 'down', key);
      else if (!actions.readOnly) options.announce(t('editor.outline.announce.no-branch'));
    } else if (!plain(event) && event.key !== 'Home' && event.key !== 'End') return;
    else if (event.key === 'ArrowDown') to(visible[index + 1]);
    else if (event.key === 'ArrowUp') to(visible[index - 1]);
    else if (event.key === 'Home') to(visible[0]);
    else if (event.key === 'End') to(visible[visible.length - 1]);
    else if (event.key === 'ArrowRight') {
      if (!isExpandable(node)) return;
      if (expanded) to(visible[index + 1]);
      else options.setExpanded(key, true);
    } else if (event.key === 'ArrowLeft') {
      if (expanded) options.setExpanded(key, false);
      else if (place.parentKey) to(place.parentKey);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      if (step) actions.edit(step.id);
      else if (isExpandable(node)) options.setExpanded(key, !expanded);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      if (actions.readOnly) return;
      if (step) actions.remove(step.id);
      else if (node.kind === 'branch' && node.steps.length === 0)
        actions.removeBranch(node.controlId, node.childId);
      else options.announce(t('editor.outline.announce.branch-not-empty'));
    } else if (event.key === 'Insert') {
      if (actions.readOnly) return;
      options.openInsertMenu();
    } else if (event.key.toLowerCase() === 'i' && step) {
      actions.information(step.id, options.groupCounts.get(step.id) ?? 0);
    } else return;
    event.preventDefault();
  };
}
