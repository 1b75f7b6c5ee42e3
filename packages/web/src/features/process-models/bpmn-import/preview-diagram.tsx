import './preview-diagram.css';
import {
  type InformationGroup,
  layoutLanes,
  layoutModel,
  type Step,
  type SubprocessReference,
} from '@stroomlijn/domain';
import { ReactFlowProvider } from '@xyflow/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DiagramToolbar } from '../compare/diagram-toolbar';
import { useReadOnlyCanvas } from '../compare/read-only-canvas';
import {
  LAYOUT_VARIABLES,
  ProcessCanvas,
  RoleLegend,
  useRoleColours,
  useStoredToggle,
  useZoomActions,
} from '../diagram';
import { StepGroupsDialog } from './step-groups-dialog';

export interface PreviewDiagramProps {
  /** The model's key in the file (it has no id yet). */
  modelKey: string;
  steps: readonly Step[];
  groups: readonly InformationGroup[];
  /** A subprocess step opened: the preview shows the model it opens, when the import creates it. */
  onOpenSubprocess: (process: SubprocessReference) => void;
}

/**
 * A model the import would create, drawn as the editor draws a revision: the same canvas, grid or lanes
 * (the editor's stored choice), role colours and legend, zoom. Only shows: a step's information (the
 * BPMN documentation) opens in a dialog, a subprocess step leads to the preview of its model.
 */
export function PreviewDiagram(props: PreviewDiagramProps) {
  return (
    <ReactFlowProvider>
      <PreviewCanvas {...props} />
    </ReactFlowProvider>
  );
}

function PreviewCanvas({ modelKey, steps, groups, onOpenSubprocess }: PreviewDiagramProps) {
  const [informationOf, setInformationOf] = useState<string | null>(null);
  const canvas = useReadOnlyCanvas(modelKey, steps, {
    openSubprocess: onOpenSubprocess,
    stepInformation: setInformationOf,
  });
  useEffect(() => canvas.store.set({ groupCounts: countGroups(groups) }), [groups, canvas.store]);
  const colours = useRoleColours(steps, canvas.store);
  const [lanesShown, toggleLanes] = useStoredToggle('stroomlijn.editor-lanes');
  const layout = useMemo(() => (lanesShown ? layoutLanes : layoutModel)({ steps }), [steps, lanesShown]);
  const box = useRef<HTMLDivElement>(null);
  const zoom = useZoomActions(layout, box);
  const step = informationOf === null ? undefined : steps.find((each) => each.id === informationOf);
  return (
    <div className="pm-import-diagram" style={LAYOUT_VARIABLES} data-testid="import-diagram">
      <DiagramToolbar lanesShown={lanesShown} onLanes={toggleLanes} onZoom={zoom} />
      <div ref={box} className="pm-canvas">
        <RoleLegend steps={steps} colours={colours} />
        <ProcessCanvas steps={steps} layout={layout} canvas={canvas} />
      </div>
      {step && (
        <StepGroupsDialog
          step={step}
          groups={groups.filter((group) => group.stepId === step.id)}
          onClose={() => setInformationOf(null)}
        />
      )}
    </div>
  );
}

function countGroups(groups: readonly InformationGroup[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const group of groups) counts.set(group.stepId, (counts.get(group.stepId) ?? 0) + 1);
  return counts;
}
