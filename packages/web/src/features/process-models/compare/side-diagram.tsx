import './compare-diagram.css';
import { layoutLanes, layoutModel, type Step, type StepMark } from '@stroomlijn/domain';
import { ReactFlowProvider } from '@xyflow/react';
import { useMemo, useRef } from 'react';
import {
  LAYOUT_VARIABLES,
  ProcessCanvas,
  RoleLegend,
  useRoleColours,
  useStoredToggle,
  useZoomActions,
} from '../diagram';
import { DiagramToolbar } from './diagram-toolbar';
import { useReadOnlyCanvas } from './read-only-canvas';

export interface SideDiagramProps {
  modelId: string;
  steps: readonly Step[];
  marks: ReadonlyMap<string, StepMark>;
}

/**
 * One side of a comparison drawn as the read-only editor draws a revision: the same canvas, grid or lanes
 * (the editor's stored choice), with the role colours and their legend, and each step's mark. The view
 * (scale, place) and the role colours stay when the other side is drawn in it.
 */
export function SideDiagram(props: SideDiagramProps) {
  return (
    <ReactFlowProvider>
      <SideCanvas {...props} />
    </ReactFlowProvider>
  );
}

function SideCanvas({ modelId, steps, marks }: SideDiagramProps) {
  const canvas = useReadOnlyCanvas(modelId, steps);
  const colours = useRoleColours(steps, canvas.store);
  const [lanesShown, toggleLanes] = useStoredToggle('stroomlijn.editor-lanes');
  const layout = useMemo(() => (lanesShown ? layoutLanes : layoutModel)({ steps }), [steps, lanesShown]);
  const box = useRef<HTMLDivElement>(null);
  const zoom = useZoomActions(layout, box);
  return (
    <div className="pm-compare-diagram" style={LAYOUT_VARIABLES} data-testid="compare-diagram">
      <DiagramToolbar lanesShown={lanesShown} onLanes={toggleLanes} onZoom={zoom} />
      <div ref={box} className="pm-canvas">
        <RoleLegend steps={steps} colours={colours} />
        <ProcessCanvas steps={steps} layout={layout} canvas={canvas} marks={marks} />
      </div>
    </div>
  );
}
