import {
  CELL_HEIGHT,
  type Connection,
  columnJump,
  type ModelLayout,
  type Point,
  STEP_MARGIN,
  STEP_PADDING,
  type StepBox,
  simplifyRoute,
} from '@stroomlijn/domain';
import { hasLanes as layoutHasLanes } from '../../diagram';
import { PNG_MAX_SIDE, pngSize } from './picture-files';

/** A column of a wrapped picture: the rows `first` up to `end`, moved right by `dx` and down by `dy`. */
export interface PictureColumn {
  first: number;
  end: number;
  dx: number;
  dy: number;
  /** The column's left and right edge, and the bottom of its last row, in the picture. */
  left: number;
  right: number;
  bottom: number;
}

/** A layout as the picture draws it: wrapped into columns when long (`columns` has one entry otherwise). */
export type PictureLayout = ModelLayout & { columns: PictureColumn[] };

/** A layout no taller than this is drawn as it is; a taller one wraps into columns about this tall. */
export const COLUMN_HEIGHT = 8_000;
/** Lines running side by side (from one column into the next) keep this far apart. */
const TRACK = 12;
const COLUMN_GAP = 60;

/**
 * The layout of a picture: a long one wrapped into columns side by side, as a person lays a long
 * process out on a page, so that the picture stays readable at a size a PNG can have. The rows are cut
 * where few lines cross; a line that crosses a cut leaves its column at the bottom, runs up the gap to
 * the next column and goes on where it crossed the cut, each on tracks of its own. In the grid view a
 * column is as wide as its own rows need; in the lanes view every column shows all lanes.
 */
export function wrapIntoColumns(layout: ModelLayout): PictureLayout {
  if ('columns' in layout) return layout as PictureLayout;
  // Columns about COLUMN_HEIGHT tall, or taller while that lets the PNG draw the picture larger (its
  // scale is what the text's size in pixels depends on).
  let best = wrapAt(layout, COLUMN_HEIGHT);
  let bestScale = pngSize(best.width, best.height).scale;
  for (
    let height = COLUMN_HEIGHT * 1.1;
    best.columns.length > 1 && height < 4 * PNG_MAX_SIDE;
    height *= 1.1
  ) {
    const next = wrapAt(layout, height);
    const scale = pngSize(next.width, next.height).scale;
    if (scale > bestScale) [best, bestScale] = [next, scale];
    if (next.columns.length === 1) break;
  }
  return best;
}

function wrapAt(layout: ModelLayout, columnHeight: number): PictureLayout {
  const rows = layout.steps.reduce((most, box) => Math.max(most, box.row + 1), 0);
  const origin = Math.min(...layout.steps.map((box) => box.y)) - STEP_MARGIN;
  const rowHeight = CELL_HEIGHT;
  const whole: PictureColumn = {
    first: 0,
    end: rows,
    dx: 0,
    dy: 0,
    left: 0,
    right: layout.width,
    bottom: layout.height - STEP_PADDING,
  };
  if (layout.height <= columnHeight || rows < 2)
    return Object.assign(Object.create(layout), { columns: [whole] });

  const rowTop = (row: number) => origin + row * rowHeight;
  const rowOf = (y: number) => Math.min(rows - 1, Math.max(0, Math.floor((y - origin) / rowHeight)));
  const connections = layout.connections;
  const boxOf = (id: string) => layout.byId.get(id) as StepBox;
  // How many lines cross the boundary above each row.
  const crossing = new Array<number>(rows + 1).fill(0);
  for (const connection of connections)
    for (let row = boxOf(connection.from).row + 1; row <= boxOf(connection.to).row; row += 1)
      crossing[row] = (crossing[row] as number) + 1;
  // Cuts: about every COLUMN_HEIGHT, at the boundary with the fewest crossing lines among the last rows.
  const perColumn = Math.max(2, Math.floor(columnHeight / rowHeight));
  const cuts: number[] = [];
  for (let start = 0; rows - start > perColumn; ) {
    let cut = start + perColumn;
    for (let row = start + perColumn; row > start + Math.ceil(perColumn * 0.75); row -= 1)
      if ((crossing[row] as number) < (crossing[cut] as number)) cut = row;
    cuts.push(cut);
    start = cut;
  }
  const bounds = [0, ...cuts, rows];
  const jumps = cuts.map(() => 0);
  const pieces = connections.map((connection) => {
    const from = boxOf(connection.from).row;
    const to = boxOf(connection.to).row;
    const crossed = cuts.flatMap((cut, index) => (from < cut && cut <= to ? [index] : []));
    for (const index of crossed) jumps[index] = (jumps[index] as number) + 1;
    return crossed;
  });
  const tracks = (count: number) => (count + 1) * TRACK;
  const top = Math.max(0, ...jumps.map(tracks));
  const hasLanes = layoutHasLanes(layout);

  // Each column's horizontal extent (grid view: its own boxes and lines), then its place.
  const columns: PictureColumn[] = [];
  let x = STEP_PADDING;
  bounds.slice(0, -1).forEach((first, index) => {
    const end = bounds[index + 1] as number;
    let [low, high] = [layout.width, 0];
    if (hasLanes) [low, high] = [STEP_PADDING, layout.width - STEP_PADDING];
    else {
      for (const box of layout.steps)
        if (box.row >= first && box.row < end) {
          low = Math.min(low, box.x - STEP_MARGIN);
          high = Math.max(high, box.x + box.width + STEP_MARGIN);
        }
      for (const connection of connections)
        for (const point of connection.points)
          if (rowOf(point.y - 0.5) >= first && rowOf(point.y - 0.5) < end) {
            low = Math.min(low, point.x - STEP_MARGIN);
            high = Math.max(high, point.x + STEP_MARGIN);
          }
    }
    const gap = index === 0 ? 0 : Math.max(COLUMN_GAP, tracks(jumps[index - 1] as number));
    x += gap;
    const dx = x - low;
    const dy = origin + top - rowTop(first);
    columns.push({
      first,
      end,
      dx,
      dy,
      left: x,
      right: x + high - low,
      bottom: rowTop(end) + dy + tracks(jumps[index] ?? -1),
    });
    x += high - low;
  });
  const columnOf = (row: number) => columns.findIndex((column) => row >= column.first && row < column.end);
  const moved = (point: Point, column: PictureColumn) => ({ x: point.x + column.dx, y: point.y + column.dy });

  const steps = layout.steps.map((box) => {
    const column = columns[columnOf(box.row)] as PictureColumn;
    return { ...box, ...moved(box, column) };
  });
  const used = jumps.map(() => 0);
  const routed: Connection[] = connections.map((connection, index) => {
    let rest = connection.points;
    let column = columnOf(boxOf(connection.from).row);
    const points: Point[] = [];
    for (const cutIndex of pieces[index] as number[]) {
      const y = rowTop(cuts[cutIndex] as number);
      const at = rest.findIndex((point) => point.y >= y);
      const last = rest.findLastIndex((point) => point.y <= y);
      const leave = { x: (rest[at] as Point).x, y };
      const enter = { x: (rest[last + 1] as Point).x, y };
      const here = columns[column] as PictureColumn;
      const next = columns[column + 1] as PictureColumn;
      const track = (used[cutIndex] as number) + 1;
      used[cutIndex] = track;
      const below = here.bottom - tracks(jumps[cutIndex] as number) + track * TRACK;
      const up = here.right + track * TRACK;
      const above = origin + top - track * TRACK;
      points.push(...columnJump(rest.slice(0, at), leave, enter, here, next, { below, up, above }));
      rest = [enter, ...rest.slice(last + 1)];
      column += 1;
    }
    points.push(...rest.map((point) => moved(point, columns[column] as PictureColumn)));
    return { ...connection, points: simplifyRoute(points) };
  });
  const byId = new Map(steps.map((box) => [box.id, box]));
  const height = Math.max(...columns.map((column) => column.bottom)) + STEP_PADDING;
  return {
    ...(hasLanes && { lanes: (layout as ModelLayout & { lanes: unknown }).lanes }),
    steps,
    boxAt: (at: number) => steps[at] as StepBox,
    readRanks: layout.readRanks,
    byId,
    connections: routed,
    connectionsWithin: () => routed,
    width: x + STEP_PADDING,
    height,
    columns,
  } as PictureLayout;
}
