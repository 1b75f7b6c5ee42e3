import type { Point } from '@stroomlijn/domain';
import { type DiagramGrid, type GridNode, type Outline, TASK_WIDTH } from './bpmn-grid.js';

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The drawn grid: each node's bounds, each flow's waypoints (in `grid.flows` order), the edges of the columns. */
export interface RoutedGrid {
  bounds: Map<string, Bounds>;
  waypoints: Point[][];
  /** Left edge of each gap between columns (gap g lies left of column g; the last right of the last column). */
  gapLeft: number[];
  gapWidth: number[];
  columnLeft: number[];
  /** Where the rows begin and end, and the top of each row. */
  top: number;
  rowTop: number[];
  bottom: number;
}

/** The distance between two lines running side by side. */
export const TRACK = 10;
const MIN_GAP = 40;
const MIN_CHANNEL = 40;
const COLUMN_WIDTH = TASK_WIDTH;

/** The y where a vertical line at `x` meets the top or bottom of a node's outline. */
export function outlineY(outline: Outline, box: Bounds, x: number, side: 'top' | 'bottom'): number {
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const dx = Math.abs(x - cx);
  const half =
    outline === 'rect'
      ? box.height / 2
      : outline === 'diamond'
        ? box.height / 2 - (dx * box.height) / box.width
        : Math.sqrt(Math.max(0, (box.width / 2) ** 2 - dx ** 2));
  return side === 'top' ? cy - half : cy + half;
}

/** The width along a node's top or bottom where lines may meet it. */
function usable(node: GridNode): number {
  return node.outline === 'rect' ? node.width - 20 : node.width * 0.6;
}

interface Route {
  index: number;
  source: GridNode;
  target: GridNode;
  /** Runs down a gap (it skips rows), or only through the channel below its source. */
  gap: number | null;
  /** Offsets from the column's centre where it leaves its source and reaches its target. */
  exit: number;
  entry: number;
  /** Track numbers: in the channel below the source, in the channel above the target, in the gap. */
  exitTrack: number;
  entryTrack: number;
  gapTrack: number;
}

/**
 * Routes every flow in right angles so that no two flows share a piece of line and no flow crosses a
 * node it does not join: a flow leaves the bottom of its source at a place of its own, runs across on a
 * track of its own in the channel below the source's row, and, if it skips rows, down a track of its
 * own in a gap between columns and across a track of its own in the channel above its target, which it
 * enters from above at a place of its own. A flow to the node right below goes straight down. Channels
 * and gaps are as wide as their tracks need.
 */
export function routeGrid(grid: DiagramGrid, origin: Point): RoutedGrid {
  const nodes = new Map(grid.nodes.map((node) => [node.key, node]));
  const routes: Route[] = grid.flows.map((flow, index) => {
    const source = nodes.get(flow.source) as GridNode;
    const target = nodes.get(flow.target) as GridNode;
    const near = target.row === source.row + 1;
    const gap = near ? null : target.column < source.column ? source.column : source.column + 1;
    return { index, source, target, gap, exit: 0, entry: 0, exitTrack: -1, entryTrack: -1, gapTrack: -1 };
  });
  const straight = (route: Route) => route.gap === null && route.source.column === route.target.column;

  // Places on the outlines: per column and channel, the flows leaving the node above and entering the
  // node below, each at its own place (a straight flow at one), ordered by where they go.
  const stubs = new Map<string, { route: Route; end: 'exit' | 'entry' | 'both'; side: number }[]>();
  const stub = (
    column: number,
    channel: number,
    item: { route: Route; end: 'exit' | 'entry' | 'both'; side: number },
  ) => {
    const key = `${column}/${channel}`;
    stubs.set(key, [...(stubs.get(key) ?? []), item]);
  };
  const sideOf = (route: Route, from: GridNode, to: GridNode) =>
    route.gap !== null ? (route.gap <= from.column ? -0.5 : 0.5) : to.column - from.column;
  for (const route of routes) {
    const { source, target } = route;
    if (straight(route)) stub(source.column, source.row, { route, end: 'both', side: 0 });
    else {
      stub(source.column, source.row, { route, end: 'exit', side: sideOf(route, source, target) });
      stub(target.column, target.row - 1, { route, end: 'entry', side: sideOf(route, target, source) });
    }
  }
  const cell = new Map(grid.nodes.map((node) => [`${node.column}/${node.row}`, node]));
  for (const [key, items] of stubs) {
    const [column, channel] = key.split('/').map(Number) as [number, number];
    const widths = [cell.get(`${column}/${channel}`), cell.get(`${column}/${channel + 1}`)]
      .filter((node): node is GridNode => node !== undefined)
      .map(usable);
    const width = Math.min(...widths);
    items.sort((a, b) => a.side - b.side || (a.end === 'entry' ? 1 : 0) - (b.end === 'entry' ? 1 : 0));
    items.forEach((item, at) => {
      const offset = -width / 2 + ((at + 1) * width) / (items.length + 1);
      if (item.end !== 'entry') item.route.exit = offset;
      if (item.end !== 'exit') item.route.entry = offset;
    });
  }

  // Tracks in the channels: flows into a gap above, flows to the next row, flows out of a gap below.
  const channels: Route[][][] = Array.from({ length: grid.rows }, () => [[], [], []]);
  for (const route of routes) {
    if (straight(route)) continue;
    const tiers = channels[route.source.row] as Route[][];
    if (route.gap === null) (tiers[1] as Route[]).push(route);
    else {
      (tiers[0] as Route[]).push(route);
      ((channels[route.target.row - 1] as Route[][])[2] as Route[]).push(route);
    }
  }
  const channelTracks = channels.map((tiers) => {
    let track = 0;
    tiers.forEach((tier, level) => {
      for (const route of tier) {
        if (level === 2) route.entryTrack = track;
        else route.exitTrack = track;
        track += 1;
      }
    });
    return track;
  });

  // Tracks in the gaps: a track is reused by flows whose stretches of channels do not meet.
  const gapTracks = new Array<number>(grid.columns + 1).fill(0);
  const byGap = new Map<number, Route[]>();
  for (const route of routes)
    if (route.gap !== null) byGap.set(route.gap, [...(byGap.get(route.gap) ?? []), route]);
  for (const [gap, list] of byGap) {
    list.sort((a, b) => a.source.row - b.source.row || a.target.row - b.target.row);
    const freeFrom: number[] = []; // per track: the first channel it is free again
    for (const route of list) {
      let track = freeFrom.findIndex((channel) => channel <= route.source.row);
      if (track < 0) track = freeFrom.length;
      freeFrom[track] = route.target.row;
      route.gapTrack = track;
    }
    gapTracks[gap] = freeFrom.length;
  }

  // Coordinates: gaps and columns across, rows and channels down.
  const gapWidth = gapTracks.map((tracks) => Math.max(MIN_GAP, (tracks + 1) * TRACK));
  const gapLeft: number[] = [];
  const columnLeft: number[] = [];
  let x = origin.x;
  for (let gap = 0; gap <= grid.columns; gap += 1) {
    gapLeft.push(x);
    x += gapWidth[gap] as number;
    if (gap < grid.columns) {
      columnLeft.push(x);
      x += COLUMN_WIDTH;
    }
  }
  const rowHeight = new Array<number>(grid.rows).fill(0);
  for (const node of grid.nodes) rowHeight[node.row] = Math.max(rowHeight[node.row] as number, node.height);
  const rowTop: number[] = [];
  const channelTop: number[] = [];
  let y = origin.y + MIN_CHANNEL;
  for (let row = 0; row < grid.rows; row += 1) {
    rowTop.push(y);
    y += rowHeight[row] as number;
    channelTop.push(y);
    y += Math.max(MIN_CHANNEL, ((channelTracks[row] as number) + 1) * TRACK);
  }

  const bounds = new Map<string, Bounds>();
  for (const node of grid.nodes) {
    const cx = (columnLeft[node.column] as number) + COLUMN_WIDTH / 2;
    const cy = (rowTop[node.row] as number) + (rowHeight[node.row] as number) / 2;
    bounds.set(node.key, {
      x: cx - node.width / 2,
      y: cy - node.height / 2,
      width: node.width,
      height: node.height,
    });
  }
  const centre = (node: GridNode) => (columnLeft[node.column] as number) + COLUMN_WIDTH / 2;
  const trackY = (channel: number, track: number) => (channelTop[channel] as number) + (track + 1) * TRACK;
  const gapX = (gap: number, track: number) =>
    (gapLeft[gap] as number) +
    ((gapWidth[gap] as number) - ((gapTracks[gap] as number) - 1) * TRACK) / 2 +
    track * TRACK;
  const waypoints = routes.map((route) => {
    const { source, target } = route;
    const from = centre(source) + route.exit;
    const to = centre(target) + route.entry;
    const start = { x: from, y: outlineY(source.outline, bounds.get(source.key) as Bounds, from, 'bottom') };
    const end = { x: to, y: outlineY(target.outline, bounds.get(target.key) as Bounds, to, 'top') };
    if (straight(route)) return [start, end];
    const below = trackY(source.row, route.exitTrack);
    if (route.gap === null) return [start, { x: from, y: below }, { x: to, y: below }, end];
    const above = trackY(target.row - 1, route.entryTrack);
    const down = gapX(route.gap, route.gapTrack);
    return [
      start,
      { x: from, y: below },
      { x: down, y: below },
      { x: down, y: above },
      { x: to, y: above },
      end,
    ];
  });
  return { bounds, waypoints, gapLeft, gapWidth, columnLeft, top: origin.y, rowTop, bottom: y };
}
