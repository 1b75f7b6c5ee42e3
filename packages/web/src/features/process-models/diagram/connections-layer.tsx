import type { Connection, ModelLayout } from '@stroomlijn/domain';
import { memo, useMemo } from 'react';
import { useVisibleArea } from './visible-area';

/** The SVG path of a connection's route (also the picture export's). */
export function pathOf(connection: Connection): string {
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

/**
 * The connections under the steps, drawn only (nothing to click). Only those crossing the view are routed
 * and in the DOM: an edit of a 1,000-step model routes a few dozen, not every relation.
 */
export const ConnectionsLayer = memo(function ConnectionsLayer({
  connectionsWithin,
  width,
  height,
}: {
  connectionsWithin: ModelLayout['connectionsWithin'];
  width: number;
  height: number;
}) {
  const { left, top, right, bottom } = useVisibleArea();
  const visible = useMemo(
    () => connectionsWithin({ left, top, right, bottom }),
    [connectionsWithin, left, top, right, bottom],
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
