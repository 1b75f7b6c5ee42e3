import { type StepBox as Box, flowOrder, type ModelLayout, type Step } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { memo, useDeferredValue, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BranchPlace, branchPlace, onlyParents, samePlace } from './branch-places';
import { StepBox } from './step-node';
import { overlaps, useAreaInView, useVisibleArea } from './visible-area';

/**
 * The steps in view, each at its layout box. Steps outside the view are not in the DOM, and a step
 * whose step, branch and place did not change is not drawn again: an edit of a large model renders
 * only the few steps in view that it touched. What an edit or the first draw changes out of sight waits
 * for a deferred pass after that frame is painted: steps that come into the margin around the view are
 * drawn then, and steps that leave it are removed then.
 */
export function StepsLayer({ steps, layout }: { steps: readonly Step[]; layout: ModelLayout }) {
  const { t } = useTranslation();
  const area = useVisibleArea();
  const inView = useAreaInView();
  const settledLayout = useDeferredValue(layout, null);
  const settled = settledLayout === layout;
  const parents = useMemo(() => onlyParents(steps), [steps]);
  // Branch places of the steps drawn before, reused while equal, so that the memo of a step holds.
  const places = useRef(new Map<string, BranchPlace | null>());
  const shown: { step: Step; box: Box; branch: BranchPlace | null }[] = [];
  const nextPlaces = new Map<string, BranchPlace | null>();
  // layoutModel keeps the order of the steps: box i is the box of step i.
  layout.steps.forEach((box, index) => {
    const inArea = overlaps(settled ? area : inView, box.x, box.y, box.x + box.width, box.y + box.height);
    if (!inArea && settled) return;
    const step = steps[index] as Step;
    const before = places.current.get(step.id);
    // Until the deferred pass, steps already drawn stay (out of sight) and new ones are drawn only in view.
    if (!inArea && before === undefined) return;
    const fresh = branchPlace(steps, parents, step);
    const branch = before !== undefined && samePlace(before, fresh) ? before : fresh;
    nextPlaces.set(step.id, branch);
    shown.push({ step, box, branch });
  });
  places.current = nextPlaces;
  // The DOM order is the Tab order: the flow's (start → … → end, branches in order), not the array's.
  const flow = flowPlaces(steps);
  shown.sort((a, b) => (flow.get(a.step.id) ?? 0) - (flow.get(b.step.id) ?? 0));
  return (
    <>
      {shown.map(({ step, box, branch }) => (
        <PlacedStep
          key={step.id}
          step={step}
          branch={branch}
          t={t}
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
  branch: BranchPlace | null;
  t: TFunction;
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
      <StepBox step={props.step} branch={props.branch} t={props.t} />
    </div>
  );
});

const flowPlacesCache = new WeakMap<readonly Step[], ReadonlyMap<string, number>>();

/** Each step's place in the flow order, once per steps array. */
function flowPlaces(steps: readonly Step[]): ReadonlyMap<string, number> {
  let places = flowPlacesCache.get(steps);
  if (!places) {
    places = new Map(flowOrder(steps).map((id, index) => [id, index]));
    flowPlacesCache.set(steps, places);
  }
  return places;
}
