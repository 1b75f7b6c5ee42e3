import {
  type Connection,
  flowPlacesWithin,
  type ModelLayout,
  type Step,
  textWidth,
} from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { GLYPH_SHAPES, joinPath, pathOf } from '../../diagram';
import { BODY_LINE_HEIGHT, baseline, COLOUR, LABEL_FONT_SIZE } from './picture-style';
import { element, num, text } from './svg-text';

/** A connection's line and its arrowhead (a triangle, as the canvas's marker: 16 px, tip 1.6 px past the end). */
export function connection(route: Connection): string {
  const end = route.points.at(-1);
  const before = route.points.findLast((point) => point.x !== end?.x || point.y !== end?.y);
  const line = element('path', {
    d: pathOf(route),
    fill: 'none',
    stroke: COLOUR.line,
    'stroke-width': 2,
    'stroke-dasharray': route.type === 'debug-path' ? '6 4' : undefined,
    'data-from': route.from,
    'data-to': route.destination,
  });
  if (!end || !before) return line;
  const length = Math.hypot(end.x - before.x, end.y - before.y);
  const [dx, dy] = [(end.x - before.x) / length, (end.y - before.y) / length];
  const at = (along: number, across: number) =>
    `${num(end.x + dx * along - dy * across)},${num(end.y + dy * along + dx * across)}`;
  return (
    line + element('polygon', { points: `${at(-14.4, -8)} ${at(1.6, 0)} ${at(-14.4, 8)}`, fill: COLOUR.line })
  );
}

/** The joins (a diamond with the control's mark) and the "skips" labels of branches without steps. */
export function flowPlaces({
  steps,
  layout,
  t,
}: {
  steps: readonly Step[];
  layout: ModelLayout;
  t: TFunction;
}): string {
  const parts: string[] = [];
  for (const mark of flowPlacesWithin(steps, layout)) {
    if (mark.kind === 'after-block') {
      const operator = mark.operator ?? 'JUDGE';
      // The control glyph's mark (a 32 px box with a 29 px diamond), scaled to the join's 22 px diamond.
      const scale = 22 / 29;
      parts.push(
        element(
          'g',
          { class: 'join' },
          element('path', {
            d: joinPath(mark.x, mark.y),
            fill: COLOUR.white,
            stroke: COLOUR.control.border,
            'stroke-width': 2,
          }) +
            (operator === 'JUDGE'
              ? ''
              : element('path', {
                  d: GLYPH_SHAPES[operator],
                  transform: `translate(${num(mark.x - 16 * scale)} ${num(mark.y - 16 * scale)}) scale(${num(scale)})`,
                  fill: 'none',
                  stroke: COLOUR.operator,
                  'stroke-width': 3,
                  'stroke-linecap': 'round',
                })),
        ),
      );
    } else if (mark.kind === 'empty-branch') {
      const words = t('editor.flow.skips');
      const lineBox = LABEL_FONT_SIZE * BODY_LINE_HEIGHT;
      const [left, top] = [mark.x + 8, mark.y - lineBox / 2 - 2];
      parts.push(
        element(
          'g',
          { class: 'skips' },
          element('rect', {
            x: left,
            y: top,
            width: textWidth(words, LABEL_FONT_SIZE) + 12,
            height: lineBox + 4,
            rx: 4,
            fill: COLOUR.skips.fill,
          }) +
            text(words, {
              x: left + 6,
              y: baseline(top + 2, lineBox, LABEL_FONT_SIZE),
              'font-size': LABEL_FONT_SIZE,
              'font-style': 'italic',
              fill: COLOUR.skips.text,
            }),
        ),
      );
    }
  }
  return element('g', { class: 'flow-places' }, parts.join(''));
}
