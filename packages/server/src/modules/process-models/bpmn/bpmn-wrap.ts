import { columnJump, type Point, simplifyRoute } from '@stroomlijn/domain';
import type { DiagramGrid } from './bpmn-grid.js';
import { type Bounds, type RoutedGrid, TRACK } from './bpmn-routes.js';

/** A diagram no taller than this stays one column; a taller one wraps into columns at least this tall. */
export const COLUMN_HEIGHT = 8_000;
const MIN_GAP = 40;

/** A column of a wrapped diagram: the rows `first` up to `end`, its left and right edge. */
export interface WrapColumn {
  first: number;
  end: number;
  left: number;
  right: number;
}

export interface WrappedGrid {
  bounds: Map<string, Bounds>;
  waypoints: Point[][];
  columns: WrapColumn[];
  right: number;
  bottom: number;
}

/**
 * A tall routed diagram wrapped into columns side by side, as the picture export does: the rows are
 * cut at the top of a row that few flows cross (every flow crossing it runs straight down there); a
 * flow that crosses a cut leaves its column at the bottom, runs up the gap to the next column and on
 * across its top to where it went on, each on lines of its own. Columns are about COLUMN_HEIGHT tall,
 * or taller where that makes the diagram's longer side shorter. One column when the diagram is not tall.
 */
export function wrapGrid(grid: DiagramGrid, routed: RoutedGrid, left: number): WrappedGrid {
  const right = (routed.gapLeft.at(-1) as number) + (routed.gapWidth.at(-1) as number);
  const one: WrappedGrid = {
    bounds: routed.bounds,
    waypoints: routed.waypoints,
    columns: [{ first: 0, end: grid.rows, left, right }],
    right,
    bottom: routed.bottom,
  };
  if (routed.bottom - routed.top <= COLUMN_HEIGHT || grid.rows < 2) return one;
  let best = wrapAt(grid, routed, left, COLUMN_HEIGHT);
  for (let height = COLUMN_HEIGHT * 1.1; height < routed.bottom - routed.top; height *= 1.1) {
    const next = wrapAt(grid, routed, left, height);
    if (Math.max(next.right, next.bottom) < Math.max(best.right, best.bottom)) best = next;
  }
  return best;
}

function wrapAt(grid: DiagramGrid, routed: RoutedGrid, left: number, columnHeight: number): WrappedGrid {
  const { rowTop } = routed;
  const rows = grid.rows;
  const nodes = new Map(grid.nodes.map((node) => [node.key, node]));
  const rowOf = (key: string) => nodes.get(key)?.row ?? 0;
  // How many flows cross the top of each row.
  const crossing = new Array<number>(rows + 1).fill(0);
  for (const flow of grid.flows)
    for (let row = rowOf(flow.source) + 1; row <= rowOf(flow.target); row += 1)
      crossing[row] = (crossing[row] as number) + 1;
  const cuts: number[] = [];
  for (let start = 0; start < rows; ) {
    let end = start + 1;
    while (end < rows && (rowTop[end + 1] ?? routed.bottom) - (rowTop[start] as number) <= columnHeight)
      end += 1;
    if (end >= rows) break;
    let cut = end;
    for (
      let row = end;
      row > start + 1 && (rowTop[row] as number) - (rowTop[start] as number) > columnHeight * 0.75;
      row -= 1
    )
      if ((crossing[row] as number) < (crossing[cut] as number)) cut = row;
    cuts.push(cut);
    start = cut;
  }
  // No cut (the rows fit one column, though the diagram with its margins is taller): one column, as
  // below with no cuts. (Calling this again without a limit found no cut either, without end.)

  // The flows crossing each cut, rightmost first: it takes the track nearest the column's bottom and the gap.
  const crossingAt = cuts.map((cut) => {
    const y = rowTop[cut] as number;
    return grid.flows
      .map((flow, index) => ({ flow, index }))
      .filter(({ flow }) => rowOf(flow.source) < cut && cut <= rowOf(flow.target))
      .map(({ index }) => {
        const points = routed.waypoints[index] as Point[];
        const at = points.findIndex((point) => point.y >= y);
        return { index, x: (points[at] as Point).x };
      })
      .sort((a, b) => b.x - a.x);
  });
  const most = Math.max(...crossingAt.map((list) => list.length));
  /** The gap after a column, as wide as the tracks of the flows crossing into the next column need. */
  const gapWidth = (tracks: number) => Math.max(MIN_GAP, (tracks + 1) * TRACK);
  const shift = Math.max(0, (most + 1) * TRACK - MIN_GAP);
  const width = (routed.gapLeft.at(-1) as number) + (routed.gapWidth.at(-1) as number) - left;
  const bounds = [0, ...cuts, rows];
  const columns: (WrapColumn & { dx: number; dy: number; bottom: number })[] = [];
  let x = left;
  for (let index = 0; index + 1 < bounds.length; index += 1) {
    const [first, end] = [bounds[index] as number, bounds[index + 1] as number];
    const dy = index === 0 ? shift : (rowTop[0] as number) + shift - (rowTop[first] as number);
    const tracks = crossingAt[index]?.length ?? 0;
    const bottom = (end < rows ? (rowTop[end] as number) + (tracks + 1) * TRACK : routed.bottom) + dy;
    columns.push({ first, end, left: x, right: x + width, dx: x - left, dy, bottom });
    x += width + gapWidth(tracks);
  }
  const columnOf = (row: number) => columns.findIndex((column) => row >= column.first && row < column.end);

  const moved = (point: Point, column: { dx: number; dy: number }) => ({
    x: point.x + column.dx,
    y: point.y + column.dy,
  });
  const wrappedBounds = new Map<string, Bounds>();
  for (const node of grid.nodes) {
    const box = routed.bounds.get(node.key) as Bounds;
    wrappedBounds.set(node.key, {
      ...box,
      ...moved(box, columns[columnOf(node.row)] as (typeof columns)[number]),
    });
  }
  const trackOf = new Map<string, number>();
  crossingAt.forEach((list, cutIndex) => {
    list.forEach(({ index }, track) => {
      trackOf.set(`${cutIndex}/${index}`, track + 1);
    });
  });
  const waypoints = grid.flows.map((flow, index) => {
    let rest = routed.waypoints[index] as Point[];
    let column = columnOf(rowOf(flow.source));
    const points: Point[] = [];
    while (column + 1 < columns.length && rowOf(flow.target) >= (columns[column + 1] as WrapColumn).first) {
      const here = columns[column] as (typeof columns)[number];
      const next = columns[column + 1] as (typeof columns)[number];
      const y = rowTop[next.first] as number;
      const at = rest.findIndex((point) => point.y >= y);
      const cross = { x: (rest[at] as Point).x, y };
      const track = trackOf.get(`${column}/${index}`) as number;
      const below = (rowTop[next.first] as number) + here.dy + track * TRACK;
      // The tracks up the gap, centred in it.
      const tracks = crossingAt[column]?.length ?? 0;
      const up = here.right + (gapWidth(tracks) - (tracks + 1) * TRACK) / 2 + track * TRACK;
      const above = (rowTop[0] as number) + shift - track * TRACK;
      points.push(...columnJump(rest.slice(0, at), cross, cross, here, next, { below, up, above }));
      rest = [cross, ...rest.slice(at)];
      column += 1;
    }
    points.push(...rest.map((point) => moved(point, columns[column] as (typeof columns)[number])));
    return simplifyRoute(points);
  });
  const last = columns.at(-1) as (typeof columns)[number];
  return {
    bounds: wrappedBounds,
    waypoints,
    columns: columns.map(({ first, end, left: from, right: to }) => ({ first, end, left: from, right: to })),
    right: last.right,
    bottom: Math.max(...columns.map((column) => column.bottom)),
  };
}
