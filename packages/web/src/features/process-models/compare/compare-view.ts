import type { DifferenceSide } from '@stroomlijn/domain';
import type { CompareTarget } from './compare-api';

/** How the comparison shows: the changes as a list, or marked on the diagram. */
export type CompareView = 'list' | 'diagram';

/** What the address holds beyond the two sides: `view=diagram`, and `side=older` for the older side drawn. */
export interface CompareDisplay {
  view: CompareView;
  side: DifferenceSide;
}

export function compareDisplay(params: URLSearchParams): CompareDisplay {
  return {
    view: params.get('view') === 'diagram' ? 'diagram' : 'list',
    side: params.get('side') === 'older' ? 'before' : 'after',
  };
}

/** The query of a comparison's address, in one order; the list and the newer side are the defaults. */
export function compareSearch(
  sides: { from: number | string; to: CompareTarget | string },
  { view, side }: CompareDisplay,
): Record<string, string> {
  return {
    from: String(sides.from),
    to: String(sides.to),
    ...(view === 'diagram' && { view }),
    ...(side === 'before' && { side: 'older' }),
  };
}
