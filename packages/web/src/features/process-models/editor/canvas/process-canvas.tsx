import '@xyflow/react/dist/base.css';
import { DEFAULT_SCALE, type ModelLayout, type Step } from '@stroomlijn/domain';
import { type NodeTypes, ReactFlow } from '@xyflow/react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CanvasContext, type CanvasContextValue } from './canvas-context';
import { ConnectionsNodeView } from './connections-node';
import { type CanvasNode, flowNodes } from './flow-elements';
import { StepNodeView } from './step-node';

const NODE_TYPES: NodeTypes = { step: StepNodeView, connections: ConnectionsNodeView };
const NO_EDGES: never[] = [];
export const MIN_SCALE = 0.02;
export const MAX_SCALE = 4;

export interface ProcessCanvasProps {
  steps: readonly Step[];
  layout: ModelLayout;
  canvas: CanvasContextValue;
}

/**
 * The diagram: React Flow for viewport, pan and zoom; positions from the domain layout. Only the
 * visible steps are rendered, and a step whose node is unchanged is not rendered again.
 */
export function ProcessCanvas({ steps, layout, canvas }: ProcessCanvasProps) {
  const { t } = useTranslation();
  const previous = useRef(new Map<string, CanvasNode>());
  const nodes = useMemo(() => {
    const next = flowNodes(steps, layout, previous.current);
    previous.current = new Map(next.map((node) => [node.id, node]));
    return next;
  }, [steps, layout]);

  return (
    <CanvasContext.Provider value={canvas}>
      <div
        className="pm-canvas-flow"
        data-testid="process-canvas"
        data-width={layout.width}
        data-height={layout.height}
      >
        <ReactFlow
          aria-label={t('editor.canvas')}
          nodes={nodes}
          edges={NO_EDGES}
          nodeTypes={NODE_TYPES}
          defaultViewport={{ x: 0, y: 0, zoom: DEFAULT_SCALE }}
          minZoom={MIN_SCALE}
          maxZoom={MAX_SCALE}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          deleteKeyCode={null}
          selectionKeyCode={null}
          multiSelectionKeyCode={null}
          zoomActivationKeyCode={null}
          disableKeyboardA11y
          onlyRenderVisibleElements
          zoomOnDoubleClick={false}
          proOptions={{ hideAttribution: true }}
        />
      </div>
    </CanvasContext.Provider>
  );
}
