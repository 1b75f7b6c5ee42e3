import './diagram.css';
import '@xyflow/react/dist/base.css';
import { DEFAULT_SCALE, type ModelLayout, type Step, type StepMark } from '@stroomlijn/domain';
import { ReactFlow, type ReactFlowProps, useReactFlow, ViewportPortal } from '@xyflow/react';
import { createContext, useContext, useEffect, useMemo } from 'react';
import { useTranslation } from '../../../lib/translation';
import { CanvasContext, type CanvasContextValue, useCanvasContext } from './canvas-context';
import { useCanvasView } from './canvas-store';
import { ConnectionsLayer } from './connections-layer';
import { FlowPlacesLayer } from './flow-places-layer';
import { hasLanes, LanesLayer } from './lanes-layer';
import { StepsLayer } from './steps-layer';

const NO_ELEMENTS: never[] = [];
type StepMarks = ReadonlyMap<string, StepMark>;
const DiagramContext = createContext<{
  steps: readonly Step[];
  layout: ModelLayout;
  marks: StepMarks | undefined;
} | null>(null);

/**
 * A step asked to take the focus (arrow keys along the flow) that is out of view, and so not drawn, is
 * brought into view first: the view centres on it at the same scale, and the step focuses itself when
 * it is drawn.
 */
function FocusReveal({ layout }: { layout: ModelLayout }) {
  const canvas = useCanvasContext();
  const focusId = useCanvasView(canvas.store, (view) => view.focusId);
  const flow = useReactFlow();
  useEffect(() => {
    if (focusId === null || document.querySelector(`[data-step-id="${CSS.escape(focusId)}"]`)) return;
    const box = layout.byId.get(focusId);
    if (box) void flow.setCenter(box.x + box.width / 2, box.y + box.height / 2, { zoom: flow.getZoom() });
  }, [focusId, layout, flow]);
  return null;
}

function DiagramLayers() {
  const diagram = useContext(DiagramContext);
  if (!diagram) return null;
  const { steps, layout, marks } = diagram;
  return (
    <>
      <FocusReveal layout={layout} />
      {hasLanes(layout) && <LanesLayer lanes={layout.lanes} height={layout.height} />}
      <ConnectionsLayer
        connectionsWithin={layout.connectionsWithin}
        width={layout.width}
        height={layout.height}
      />
      <StepsLayer steps={steps} layout={layout} marks={marks} />
      <FlowPlacesLayer steps={steps} layout={layout} />
    </>
  );
}
export const MIN_SCALE = 0.02;
export const MAX_SCALE = 4;

/** React Flow as a viewport only: zoom and pan, no nodes or edges of its own, no selection or keys. */
const FLOW_OPTIONS = {
  nodes: NO_ELEMENTS,
  edges: NO_ELEMENTS,
  defaultViewport: { x: 0, y: 0, zoom: DEFAULT_SCALE },
  minZoom: MIN_SCALE,
  maxZoom: MAX_SCALE,
  nodesDraggable: false,
  nodesConnectable: false,
  elementsSelectable: false,
  deleteKeyCode: null,
  selectionKeyCode: null,
  multiSelectionKeyCode: null,
  // As in other diagram tools: the wheel scrolls the diagram, Ctrl (⌘) with the wheel or a pinch zooms.
  panOnScroll: true,
  zoomOnPinch: true,
  zoomActivationKeyCode: ['Control', 'Meta'],
  disableKeyboardA11y: true,
  zoomOnDoubleClick: false,
  proOptions: { hideAttribution: true },
} satisfies ReactFlowProps;

export interface ProcessCanvasProps {
  steps: readonly Step[];
  layout: ModelLayout;
  canvas: CanvasContextValue;
  /** The steps' marks in the diagram of a comparison, by step id; the editor has none. */
  marks?: StepMarks;
}

/**
 * The diagram. React Flow gives the viewport: pan, zoom and the transform; the steps and connections
 * are drawn in its viewport at the positions of the domain layout, only those in view. React Flow's
 * own nodes are not used: for a model of a thousand steps it would track a thousand nodes on every
 * edit, while only a dozen are on screen.
 */
export function ProcessCanvas({ steps, layout, canvas, marks }: ProcessCanvasProps) {
  const { t } = useTranslation();
  const diagram = useMemo(() => ({ steps, layout, marks }), [steps, layout, marks]);
  // The React Flow element does not change with the model: an edit renders only the layers below.
  const flow = useMemo(
    () => (
      <ReactFlow aria-label={t('editor.canvas')} {...FLOW_OPTIONS}>
        <ViewportPortal>
          <DiagramLayers />
        </ViewportPortal>
      </ReactFlow>
    ),
    [t],
  );
  return (
    <CanvasContext.Provider value={canvas}>
      <DiagramContext.Provider value={diagram}>
        <div
          className="pm-canvas-flow"
          data-testid="process-canvas"
          data-width={layout.width}
          data-height={layout.height}
        >
          {flow}
        </div>
      </DiagramContext.Provider>
    </CanvasContext.Provider>
  );
}
