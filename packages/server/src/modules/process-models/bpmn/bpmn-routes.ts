import type { Point } from '@stroomlijn/domain';

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A join gateway fits the gap between two rows, as the diagram's join glyph does. */
export const JOIN_SIZE = 22;
/** How far a join gateway moves aside from a place it cannot take. */
const STEP_ASIDE = JOIN_SIZE + 10;

const centreX = (bounds: Bounds) => bounds.x + bounds.width / 2;
const centreY = (bounds: Bounds) => bounds.y + bounds.height / 2;

/** Where a route (which only runs down and across) comes down onto the line at height `y`. */
export function landing(route: readonly Point[], y: number): Point {
  const at = route.findIndex((point) => point.y >= y);
  return { x: (route[at] as Point).x, y };
}

/**
 * The places of the join gateways on their glyphs (`glyph`), outer ones first. A gateway moves aside,
 * nearest first and left before right, from a place where another gateway stands or where a flow into
 * another gateway on its line comes down (it would seem to lead into this one); it stays `within` the
 * lanes. Without a free place near it keeps its glyph's.
 */
export function placeJoins(
  joins: readonly { key: string; glyph: Point }[],
  landings: readonly { target: string; at: Point }[],
  within: { left: number; right: number },
): Map<string, Point> {
  const places = new Map<string, Point>();
  const free = (key: string, x: number, y: number) =>
    x - JOIN_SIZE / 2 >= within.left &&
    x + JOIN_SIZE / 2 <= within.right &&
    ![...places.values()].some((other) => other.y === y && Math.abs(other.x - x) < STEP_ASIDE - 2) &&
    !landings.some(({ target, at }) => target !== key && at.y === y && Math.abs(at.x - x) <= JOIN_SIZE / 2);
  for (const { key, glyph } of joins) {
    let x = glyph.x;
    for (let tries = 1; tries <= 40 && !free(key, x, glyph.y); tries += 1)
      x = glyph.x + (tries % 2 === 1 ? -1 : 1) * Math.ceil(tries / 2) * STEP_ASIDE;
    places.set(key, { x: free(key, x, glyph.y) ? x : glyph.x, y: glyph.y });
  }
  return places;
}

/**
 * A route into a join gateway: the relation's route up to where it comes down onto the gateway's line
 * (the line above the join point, where the branches meet), then into the gateway's outline: from above
 * if it comes down right over it, else from its side along that line.
 */
export function intoJoin(route: readonly Point[], gateway: Bounds): Point[] {
  const x = centreX(gateway);
  const y = centreY(gateway);
  const points = route.slice(
    0,
    route.findIndex((point) => point.y >= y),
  );
  const at = landing(route, y);
  if (at.x === x) return [...points, { x, y: gateway.y }];
  return [...points, at, { x: at.x < x ? gateway.x : gateway.x + gateway.width, y }];
}

/** From a join gateway to where it leads: across its line, into another join gateway's side or down into a step. */
export function outOfJoin(gateway: Bounds, target: Bounds): Point[] {
  const x = centreX(gateway);
  const y = centreY(gateway);
  const toX = centreX(target);
  if (toX === x)
    return [
      { x, y: gateway.y + gateway.height },
      { x, y: target.y },
    ];
  const side = { x: toX < x ? gateway.x : gateway.x + gateway.width, y };
  if (centreY(target) === y) return [side, { x: toX < x ? target.x + target.width : target.x, y }];
  return [side, { x: toX, y }, { x: toX, y: target.y }];
}
