import type { Step } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { stepName } from '../../diagram';
import { stepTypeText } from '../../process-model-text';
import { branchLabel, stepDetails } from './outline-texts';
import { isExpandable, type OutlineNode, type OutlinePlace } from './outline-tree';

/** What every item of the tree reads besides its own node. */
export interface OutlineItemsContext {
  t: TFunction;
  steps: readonly Step[];
  places: ReadonlyMap<string, OutlinePlace>;
  collapsed: ReadonlySet<string>;
  /** The item with the tab stop (roving tabindex) and the selection. */
  activeKey: string | null;
  groupCounts: ReadonlyMap<string, number>;
  /** Prefix of the element ids of the items' labels (unique per outline). */
  idPrefix: string;
}

/** The items of one level: a chain of steps, or a control's branches. */
export function OutlineItems({
  nodes,
  context,
}: {
  nodes: readonly OutlineNode[];
  context: OutlineItemsContext;
}) {
  return nodes.map((node) => <OutlineItem key={node.key} node={node} context={context} />);
}

/**
 * One treeitem: its own row, then (expanded) its children as a group. The row names the item
 * (aria-labelledby), so the name is not the text of everything below it.
 */
function OutlineItem({ node, context }: { node: OutlineNode; context: OutlineItemsContext }) {
  const place = context.places.get(node.key);
  const expandable = isExpandable(node);
  const expanded = expandable && !context.collapsed.has(node.key);
  const active = context.activeKey === node.key;
  const labelId = `${context.idPrefix}-${node.key.replaceAll(':', '-')}`;
  const children = node.kind === 'step' ? node.branches : node.steps;
  return (
    <div
      role="treeitem"
      className="pm-outline-item"
      data-outline-key={node.key}
      data-kind={node.kind}
      data-type={node.kind === 'step' ? node.step.type : undefined}
      aria-level={place?.level}
      aria-posinset={place?.position}
      aria-setsize={place?.count}
      aria-expanded={expandable ? expanded : undefined}
      aria-selected={active}
      aria-labelledby={labelId}
      tabIndex={active ? 0 : -1}
    >
      <div className="pm-outline-row">
        <span className="pm-outline-toggle" data-outline-toggle={expandable || undefined} aria-hidden="true">
          {expandable ? (expanded ? '▾' : '▸') : ''}
        </span>
        <span className="pm-outline-label" id={labelId}>
          {node.kind === 'step' ? (
            <StepRow t={context.t} step={node.step} groupCount={context.groupCounts.get(node.step.id) ?? 0} />
          ) : (
            <span className="pm-outline-branch">
              {branchLabel(context.t, context.steps, node, place?.position ?? 0, place?.count ?? 0)}
            </span>
          )}
        </span>
      </div>
      {expanded && (
        // biome-ignore lint/a11y/useSemanticElements: the tree view pattern's group of child items, not a form's
        <div role="group" className="pm-outline-group">
          <OutlineItems nodes={children} context={context} />
        </div>
      )}
    </div>
  );
}

/** Type, name, operator, actor and information of a step; drawn again only when the step or its count changes. */
const StepRow = memo(function StepRow({
  t,
  step,
  groupCount,
}: {
  t: TFunction;
  step: Step;
  groupCount: number;
}) {
  const name = stepName(t, step);
  return (
    <>
      <span className="pm-outline-type">{stepTypeText(t, step.type)}:</span>{' '}
      <span className="pm-outline-name" data-placeholder={name.placeholder}>
        {name.text}
      </span>
      {stepDetails(t, step, groupCount).map((detail) => (
        <span key={detail} className="pm-outline-detail">
          , {detail}
        </span>
      ))}
    </>
  );
});
