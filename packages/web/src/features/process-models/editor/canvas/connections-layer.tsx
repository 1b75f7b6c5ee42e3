import type { Connection } from '@stroomlijn/domain';
import { memo, useMemo } from 'react';
import { overlaps, useVisibleArea } from './visible-area';

/** Each connection's bounding box, four numbers a connection, without an object per connection. */
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

/** The connections under the steps, drawn only (nothing to click); only those crossing the view are in the DOM. */
export const ConnectionsLayer = memo(function ConnectionsLayer({
  connections,
  width,
  height,
}: {
  connections: readonly Connection[];
  width: number;
  height: number;
}) {
  const bounds = useMemo(() => boundsOf(connections), [connections]);
  const area = useVisibleArea();
  const visible = connections.filter((_, index) =>
    overlaps(
      area,
      bounds[index * 4] as number,
      bounds[index * 4 + 1] as number,
      bounds[index * 4 + 2] as number,
      bounds[index * 4 + 3] as number,
    ),
  );
  return (
    <svg className="pm-connections" width={width} height={height} aria-hidden="true" focusable="false">
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
});
