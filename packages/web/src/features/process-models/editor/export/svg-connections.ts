import {
  type Connection,
  flowPlacesWithin,
  type ModelLayout,
  type Step,
  textWidth,
} from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { joinPath, OPERATOR_MARK, pathOf } from '../../diagram';
import { BODY_LINE_HEIGHT, baseline, COLOUR } from './picture-style';
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
      const sign = OPERATOR_MARK[mark.operator ?? 'JUDGE'];
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
            (sign
              ? text(sign, {
                  x: mark.x,
                  y: baseline(mark.y - 8, 16, 16),
                  'text-anchor': 'middle',
                  'font-size': 16,
                  'font-weight': 700,
                  fill: COLOUR.operator,
                })
              : ''),
        ),
      );
    } else if (mark.kind === 'empty-branch') {
      const words = t('editor.flow.skips');
      const [left, top] = [mark.x + 8, mark.y - 12];
      const lineBox = 14 * BODY_LINE_HEIGHT;
      parts.push(
        element(
          'g',
          { class: 'skips' },
          element('rect', {
            x: left,
            y: top,
            width: textWidth(words, 14) + 12,
            height: lineBox + 4,
            rx: 4,
            fill: COLOUR.skips.fill,
          }) +
            text(words, {
              x: left + 6,
              y: baseline(top + 2, lineBox, 14),
              'font-size': 14,
              'font-style': 'italic',
              fill: COLOUR.skips.text,
            }),
        ),
      );
    }
  }
  return element('g', { class: 'flow-places' }, parts.join(''));
}
