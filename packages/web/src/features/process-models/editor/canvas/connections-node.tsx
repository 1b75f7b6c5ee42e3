import type { Connection } from '@stroomlijn/domain';
import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import type { ConnectionsNode } from './flow-elements';

const ConnectionPath = memo(function ConnectionPath({ connection }: { connection: Connection }) {
  const d = connection.points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`)
    .join('');
  return (
    <path
      d={d}
      data-type={connection.type}
      data-from={connection.from}
      data-to={connection.destination}
      markerEnd="url(#pm-arrow)"
    />
  );
});

/** Every connection of the model in one SVG layer under the steps (drawn only; nothing to click). */
function ConnectionsNodeComponent({ data }: NodeProps<ConnectionsNode>) {
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
      {data.connections.map((connection) => (
        <ConnectionPath key={`${connection.from}>${connection.to}`} connection={connection} />
      ))}
    </svg>
  );
}

export const ConnectionsNodeView = memo(ConnectionsNodeComponent);
