import {
  type StepBox as Box,
  graphIndex,
  type ModelLayout,
  type Step,
  type StepMark,
  stepGraph,
} from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { memo, useDeferredValue, useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/translation';
import { type BranchPlace, branchPlace, samePlace } from './branch-places';
import { useCanvasContext } from './canvas-context';
import { useCanvasView } from './canvas-store';
import { StepBox } from './step-node';
import { overlaps, useAreaInView, useVisibleArea } from './visible-area';

/**
 * The steps in view, each at its layout box. Steps outside the view are not in the DOM, and a step
 * whose step, branch and place did not change is not drawn again: an edit of a large model renders
 * only the few steps in view that it touched. What an edit or the first draw changes out of sight waits
 * for a deferred pass after that frame is painted: steps that come into the margin around the view are
 * drawn then, and steps that leave it are removed then.
 */
export function StepsLayer({
  steps,
  layout,
  marks,
}: {
  steps: readonly Step[];
  layout: ModelLayout;
  /** The steps' marks in the diagram of a comparison, by step id. */
  marks?: ReadonlyMap<string, StepMark> | undefined;
}) {
  const { t } = useTranslation();
  const canvas = useCanvasContext();
  const selectedId = useCanvasView(canvas.store, (view) => view.selectedId);
  const area = useVisibleArea();
  const inView = useAreaInView();
  const settledLayout = useDeferredValue(layout, null);
  const settled = settledLayout === layout;
  const parents = useMemo(() => onlyParentLookup(steps), [steps]);
  // The canvas is one tab stop (a roving tab index): the selected step, or the start step when none is.
  // That step is drawn even out of view, so that Tab always finds the canvas.
  const { position, start } = graphIndex(steps);
  const tabStopAt =
    (selectedId === null ? undefined : position.get(selectedId)) ??
    (start ? (position.get(start.id) as number) : -1);
  // Branch places of the steps drawn before, reused while equal, so that the memo of a step holds.
  const places = useRef(new Map<string, BranchPlace | null>());
  const shown: { step: Step; box: Box; branch: BranchPlace | null; at: number }[] = [];
  const nextPlaces = new Map<string, BranchPlace | null>();
  // layoutModel keeps the order of the steps: box i is the box of step i.
  const consider = (index: number) => {
    const box = layout.boxAt(index);
    const inArea = overlaps(settled ? area : inView, box.x, box.y, box.x + box.width, box.y + box.height);
    const tabStop = index === tabStopAt;
    if (!inArea && settled && !tabStop) return;
    const step = steps[index] as Step;
    const before = places.current.get(step.id);
    // Until the deferred pass, steps already drawn stay (out of sight) and new ones are drawn only in view.
    if (!inArea && before === undefined && !tabStop) return;
    const fresh = branchPlace(steps, parents, step);
    const branch = before !== undefined && samePlace(before, fresh) ? before : fresh;
    nextPlaces.set(step.id, branch);
    shown.push({ step, box, branch, at: index });
  };
  if (layout.stepsWithin) {
    // The layout finds the steps in the area by row; before the deferred pass also those drawn before.
    const candidates = new Set(Array.from(layout.stepsWithin(settled ? area : inView)));
    if (tabStopAt >= 0) candidates.add(tabStopAt);
    if (!settled) {
      for (const id of places.current.keys()) {
        const index = position.get(id);
        if (index !== undefined) candidates.add(index);
      }
    }
    for (const index of candidates) consider(index);
  } else for (let index = 0; index < layout.steps.length; index++) consider(index);
  places.current = nextPlaces;
  // The DOM order is the Tab order: the flow's (start → … → end, branches in order), not the array's.
  const flow = layout.readRanks;
  shown.sort((a, b) => (flow[a.at] as number) - (flow[b.at] as number));
  return (
    <>
      {shown.map(({ step, box, branch, at }) => (
        <PlacedStep
          key={step.id}
          step={step}
          tabStop={at === tabStopAt}
          branch={branch}
          t={t}
          mark={marks?.get(step.id)}
          x={box.x}
          y={box.y}
          width={box.width}
          height={box.height}
        />
      ))}
    </>
  );
}

const PlacedStep = memo(function PlacedStep(props: {
  step: Step;
  tabStop: boolean;
  branch: BranchPlace | null;
  t: TFunction;
  mark: StepMark | undefined;
  x: number;
  y: number;
  width: number;
  height: number;
}) {
  return (
    <div
      className="pm-step-slot"
      style={{ transform: `translate(${props.x}px, ${props.y}px)`, width: props.width, height: props.height }}
    >
      <StepBox
        step={props.step}
        tabStop={props.tabStop}
        branch={props.branch}
        t={props.t}
        mark={props.mark}
      />
    </div>
  );
});

const NO_PARENT = -1;
const SEVERAL_PARENTS = -2;

/**
 * Each step's only parent, or null when it has several (a join) or none (the start), as `onlyParents`
 * answers, but through the positions of the domain's `stepGraph`, computed when a drawn step first asks:
 * no map keyed by id of every step per edit.
 */
function onlyParentLookup(steps: readonly Step[]): { get(id: string): Step | null | undefined } {
  let parentAt: Int32Array | undefined;
  return {
    get(id) {
      if (!parentAt) {
        const { child, childStart } = stepGraph(steps);
        parentAt = new Int32Array(steps.length).fill(NO_PARENT);
        for (let at = 0; at < steps.length; at++) {
          const last = childStart[at + 1] as number;
          for (let relation = childStart[at] as number; relation < last; relation++) {
            const target = child[relation] as number;
            if (target >= 0) parentAt[target] = parentAt[target] === NO_PARENT ? at : SEVERAL_PARENTS;
          }
        }
      }
      const at = graphIndex(steps).position.get(id);
      const parent = at === undefined ? NO_PARENT : (parentAt[at] as number);
      if (parent === NO_PARENT) return undefined;
      return parent === SEVERAL_PARENTS ? null : (steps[parent] as Step);
    },
  };
}
