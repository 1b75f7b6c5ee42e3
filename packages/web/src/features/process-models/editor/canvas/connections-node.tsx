import type { Connection } from '@stroomlijn/domain';
import { type NodeProps, type ReactFlowState, useStore } from '@xyflow/react';
import { memo, useMemo } from 'react';
import type { ConnectionsNode } from './flow-elements';

/** Each connection's bounding box, four numbers a connection, without a string or object per connection. */
function boundsOf(connections: readonly Connection[]): Float64Array {
  const bounds = new Float64Array(connections.length * 4);
  connections.forEach((connection, index) => {
    const at = index * 4;
    bounds[at] = Number.POSITIVE_INFINITY;
    bounds[at + 1] = Number.POSITIVE_INFINITY;
    bounds[at + 2] = -1;
    bounds[at + 3] = -1;
    for (const { x, y } of connection.points) {
      if (x < (bounds[at] as number)) bounds[at] = x;
      if (y < (bounds[at + 1] as number)) bounds[at + 1] = y;
      if (x > (bounds[at + 2] as number)) bounds[at + 2] = x;
      if (y > (bounds[at + 3] as number)) bounds[at + 3] = y;
    }
  });
  return bounds;
}

function pathOf(connection: Connection): string {
  return connection.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join('');
}

/** A path is drawn again only when its route changed (the memo compares the path's text). */
const ConnectionPath = memo(function ConnectionPath(props: {
  d: string;
  type: Connection['type'];
  from: string;
  to: string;
}) {
  return (
    <path
      d={props.d}
      data-type={props.type}
      data-from={props.from}
      data-to={props.to}
      markerEnd="url(#pm-arrow)"
    />
  );
});

/** The part of the diagram in view, in diagram coordinates, with a margin so that panning shows no gaps. */
function viewSelector(state: ReactFlowState): string {
  const [x, y, zoom] = state.transform;
  const margin = 200 / zoom;
  const left = Math.floor((-x / zoom - margin) / 100) * 100;
  const top = Math.floor((-y / zoom - margin) / 100) * 100;
  const right = Math.ceil(((state.width - x) / zoom + margin) / 100) * 100;
  const bottom = Math.ceil(((state.height - y) / zoom + margin) / 100) * 100;
  // A string, rounded to 100 px: panning re-renders the layer only when the rounded view changes.
  return `${left},${top},${right},${bottom}`;
}

/**
 * Every connection of the model in one SVG layer under the steps (drawn only; nothing to click).
 * Only the connections that cross the view are in the DOM, so an edit of a large model touches few.
 */
function ConnectionsNodeComponent({ data }: NodeProps<ConnectionsNode>) {
  const bounds = useMemo(() => boundsOf(data.connections), [data.connections]);
  const view = useStore(viewSelector);
  const [left, top, right, bottom] = view.split(',').map(Number) as [number, number, number, number];
  const visible = data.connections.filter(
    (_, index) =>
      (bounds[index * 4 + 2] as number) >= left &&
      (bounds[index * 4] as number) <= right &&
      (bounds[index * 4 + 3] as number) >= top &&
      (bounds[index * 4 + 1] as number) <= bottom,
  );
  return (
    <svg
      className="pm-connections"
      width={data.width}
      height={data.height}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <marker
          id="pm-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="8"
          markerHeight="8"
          orient="auto"
        >
          <path d="M0 0L10 5L0 10z" fill="currentColor" />
        </marker>
      </defs>
      {visible.map((connection) => (
        <ConnectionPath
          key={`${connection.from}>${connection.to}`}
          d={pathOf(connection)}
          type={connection.type}
          from={connection.from}
          to={connection.destination}
        />
      ))}
    </svg>
  );
}

export const ConnectionsNodeView = memo(ConnectionsNodeComponent);
