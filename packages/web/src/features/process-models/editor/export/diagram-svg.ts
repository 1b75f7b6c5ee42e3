import {
  LANE_HEADER_HEIGHT,
  type LanesLayout,
  type ModelLayout,
  PICTURE_FONT_FAMILY,
  ROLE_TEXT_COLOUR,
  type RoleColours,
  STEP_PADDING,
  type Step,
  wrapToWidth,
} from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { roleNameText } from '../../../../lib/role-texts';
import { hasLanes, paler } from '../../diagram';
import { baseline, COLOUR } from './picture-style';
import { connection, flowPlaces } from './svg-connections';
import { stepBox } from './svg-step-box';
import { element, escapeXml, num, text } from './svg-text';
import { type PictureLayout, wrapIntoColumns } from './wrap-columns';

export interface DiagramPicture {
  steps: readonly Step[];
  /** The layout of the view shown: the grid (layoutModel) or the lanes (layoutLanes). */
  layout: ModelLayout;
  /** The actor roles' colours, as the canvas shows them. */
  colours: RoleColours;
  /** The document's title (the model's name); not drawn. */
  title: string;
  /** The texts of the diagram in the user's language. */
  t: TFunction;
  /** The user's language, for the upper-case type labels. */
  language: string;
  /** The document's size in pixels (the PNG's); the layout's by default. The drawing scales to it. */
  size?: { width: number; height: number };
}

/**
 * The whole diagram as a standalone SVG document, drawn as the canvas draws it (diagram.css) in the view
 * shown: lanes, connections with their arrowheads, the step boxes with their glyphs, names, actors and
 * role colours, the joins and the "skips" labels. Text is SVG text (no foreignObject), so the picture
 * opens in drawing programs and office software and draws onto a canvas for the PNG.
 */
export function diagramSvg(drawn: DiagramPicture): string {
  const layout = wrapIntoColumns(drawn.layout);
  const picture = { ...drawn, layout };
  const { steps } = picture;
  const { width, height } = layout;
  const size = picture.size ?? { width, height };
  const byId = new Map(steps.map((step) => [step.id, step]));
  const parts = [
    element('title', {}, escapeXml(picture.title)),
    element('rect', { width, height, fill: COLOUR.white }),
    hasLanes(layout) ? lanes(picture, layout) : '',
    element('g', { class: 'connections' }, layout.connections.map(connection).join('')),
    element(
      'g',
      { class: 'steps' },
      layout.steps
        .map((box) => {
          const step = byId.get(box.id);
          return step ? stepBox(picture, step, box) : '';
        })
        .join(''),
    ),
    flowPlaces(picture),
  ];
  const root = element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: size.width,
      height: size.height,
      viewBox: `0 0 ${num(width)} ${num(height)}`,
      'font-family': PICTURE_FONT_FAMILY,
      'xml:lang': picture.language,
    },
    parts.join(''),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`;
}

/** The lanes of the lanes view (lanes-layer.tsx): a pale band per actor, headed by its name on its tint. */
function lanes({ t, colours }: DiagramPicture, layout: LanesLayout & PictureLayout): string {
  const top = STEP_PADDING;
  const parts = layout.columns.flatMap(({ dx, bottom }) =>
    layout.lanes.map((lane, index) =>
      laneOf({ t, colours }, { ...lane, x: lane.x + dx }, index, top, bottom),
    ),
  );
  return element('g', { class: 'lanes' }, parts.join(''));
}

/** One lane: a pale band, headed by its name on its tint. */
function laneOf(
  { t, colours }: Pick<DiagramPicture, 't' | 'colours'>,
  lane: LanesLayout['lanes'][number],
  index: number,
  top: number,
  bottom: number,
): string {
  const colour = lane.roleId === null ? undefined : colours.get(lane.roleId);
  const name =
    lane.roleId === null ? t('editor.lanes.no-actor') : roleNameText(t, { id: lane.roleId, name: lane.name });
  const [label = ''] = wrapToWidth(name, lane.width - 26, 20, 1, { bold: true });
  const right = lane.x + lane.width;
  // Neighbouring lanes share one border line.
  const borders = `${index === 0 ? `M${num(lane.x + 0.5)} ${top}V${bottom}` : ''}M${num(right - 0.5)} ${top}V${bottom}`;
  return element(
    'g',
    { class: 'lane', 'data-role-id': lane.roleId ?? '' },
    [
      element('rect', {
        x: lane.x,
        y: top,
        width: lane.width,
        height: bottom - top,
        fill: colour ? paler(colour.tint) : COLOUR.lane.fill,
      }),
      element('rect', {
        x: lane.x,
        y: top,
        width: lane.width,
        height: LANE_HEADER_HEIGHT,
        fill: colour?.tint ?? COLOUR.lane.header,
      }),
      element('rect', {
        x: lane.x,
        y: top,
        width: lane.width,
        height: 6,
        fill: colour?.band ?? COLOUR.lane.top,
      }),
      element('path', {
        d: `M${num(lane.x)} ${num(top + LANE_HEADER_HEIGHT - 0.5)}H${num(right)}${borders}`,
        fill: 'none',
        stroke: COLOUR.lane.border,
        'stroke-width': 1,
      }),
      text(label, {
        x: lane.x + lane.width / 2,
        y: baseline(top + 6, LANE_HEADER_HEIGHT - 7, 20),
        'text-anchor': 'middle',
        'font-size': 20,
        'font-weight': 700,
        fill: ROLE_TEXT_COLOUR,
      }),
    ].join(''),
  );
}
