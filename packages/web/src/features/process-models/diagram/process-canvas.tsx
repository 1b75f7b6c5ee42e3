import './diagram.css';
import '@xyflow/react/dist/base.css';
import { DEFAULT_SCALE, type ModelLayout, type Step, type StepMark } from '@stroomlijn/domain';
import { ReactFlow, type ReactFlowProps, useStoreApi, ViewportPortal } from '@xyflow/react';
import { createContext, useContext, useEffect, useMemo } from 'react';
import { useTranslation } from '../../../lib/translation';
import { CanvasContext, type CanvasContextValue, useCanvasContext } from './canvas-context';
import { useCanvasView } from './canvas-store';
import { ConnectionsLayer } from './connections-layer';
import { FlowPlacesLayer } from './flow-places-layer';
import { hasLanes, LaneHeaders, LanesLayer } from './lanes-layer';
import { StepsLayer } from './steps-layer';

const NO_ELEMENTS: never[] = [];
type StepMarks = ReadonlyMap<string, StepMark>;
const DiagramContext = createContext<{
  steps: readonly Step[];
  layout: ModelLayout;
  marks: StepMarks | undefined;
} | null>(null);

/** Room kept between a revealed step and the edge of the view (screen px). */
const REVEAL_MARGIN = 24;

/**
 * A step asked to take the focus (arrow keys along the flow, a step just added) that is not wholly in
 * view is brought into view first: the view moves as little as it must, at the same scale, and the
 * step (drawn once it is near the view) focuses itself.
 */
function FocusReveal({ layout }: { layout: ModelLayout }) {
  const canvas = useCanvasContext();
  const focusId = useCanvasView(canvas.store, (view) => view.focusId);
  const store = useStoreApi();
  useEffect(() => {
    if (focusId === null) return;
    const box = layout.byId.get(focusId);
    const { transform, width, height, panZoom } = store.getState();
    if (!box || !panZoom || width <= 0 || height <= 0) return;
    const [x, y, zoom] = transform;
    const shift = (start: number, size: number, view: number, offset: number) => {
      const from = start * zoom + offset;
      const to = from + size * zoom;
      if (from >= REVEAL_MARGIN && to <= view - REVEAL_MARGIN) return offset;
      // Too big for the view: its top (left) edge in view.
      if (to - from > view - 2 * REVEAL_MARGIN || from < REVEAL_MARGIN) return offset + REVEAL_MARGIN - from;
      return offset - (to - (view - REVEAL_MARGIN));
    };
    const next = { x: shift(box.x, box.width, width, x), y: shift(box.y, box.height, height, y), zoom };
    if (next.x !== x || next.y !== y) void panZoom.setViewport(next);
  }, [focusId, layout, store]);
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
      {hasLanes(layout) && <LaneHeaders lanes={layout.lanes} height={layout.height} />}
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
