import {
  OPERATOR_FONT_SIZE,
  ROLE_TEXT_COLOUR,
  type RoleColours,
  roleOrNone,
  STEP_FONT_SIZE,
  STEP_PADDING,
  STEP_WIDTH,
  type Step,
  type StepBox,
  textWidth,
  wrapToWidth,
} from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { roleNameText } from '../../../../lib/role-texts';
import { diamondPath, GLYPH_SHAPES, isShaped, STEP_SHAPES, shapeBottom, stepName } from '../../diagram';
import { stepTypeText } from '../../process-model-text';
import { baseline, COLOUR, LABEL_FONT_SIZE } from './picture-style';
import { element, num, text } from './svg-text';

/** The step box of diagram.css at scale 1: a 2 px border, the padding inside it, rows from the top. */
const BORDER = 2;
const INSET = BORDER + STEP_PADDING;
const CONTENT_WIDTH = STEP_WIDTH - 2 * INSET;
const HEAD_HEIGHT = 24;
const TYPE_FONT_SIZE = LABEL_FONT_SIZE;
const ACTOR_FONT_SIZE = LABEL_FONT_SIZE;
const BAND_WIDTH = 6;
const MARKER_SIZE = 14;
/** The name's lines (one less under a control with an actor and an operator, as the canvas shows them). */
const NAME_LINES = 3;

/** One step: an activity or subprocess as a box (role band, type, name, actor, subprocess marker), the others as shapes. */
export function stepBox(
  { t, colours, language }: { t: TFunction; colours: RoleColours; language: string },
  step: Step,
  box: StepBox,
): string {
  if (isShaped(step.type)) return shapedStep({ t, colours }, step, box);
  const { x, y, width, height } = box;
  const looks = COLOUR.activity;
  const actor = roleOrNone(step.actor);
  const colour = actor ? colours.get(actor.id) : undefined;
  const parts: string[] = [
    element('rect', {
      x: x + BORDER / 2,
      y: y + BORDER / 2,
      width: width - BORDER,
      height: height - BORDER,
      rx: 8 - BORDER / 2,
      fill: looks.fill,
      stroke: looks.border,
      'stroke-width': BORDER,
    }),
  ];
  if (colour) {
    // The band in the left padding, inside the border, clipped by the box's rounded corners (radius 6 inside).
    const [left, top, bottom] = [x + BORDER, y + BORDER, y + height - BORDER];
    parts.push(
      element('path', {
        d: `M${left + BAND_WIDTH} ${top}V${bottom}A6 6 0 0 1 ${left} ${bottom - 6}V${top + 6}A6 6 0 0 1 ${left + BAND_WIDTH} ${top}Z`,
        fill: colour.band,
      }),
    );
  }
  const headTop = y + INSET;
  const typeLeft = 0;
  const typeStyle = { letterSpacing: 0.04 * TYPE_FONT_SIZE };
  const [typeLabel = ''] = wrapToWidth(
    stepTypeText(t, step.type).toLocaleUpperCase(language),
    CONTENT_WIDTH - typeLeft,
    TYPE_FONT_SIZE,
    1,
    typeStyle,
  );
  parts.push(
    text(typeLabel, {
      x: x + INSET + typeLeft,
      y: baseline(headTop, HEAD_HEIGHT, TYPE_FONT_SIZE),
      'font-size': TYPE_FONT_SIZE,
      'letter-spacing': num(0.04 * TYPE_FONT_SIZE),
      fill: COLOUR.dimmed,
    }),
  );
  const name = stepName(t, step);
  const lineHeight = STEP_FONT_SIZE * 1.2;
  let top = headTop + HEAD_HEIGHT;
  const nameStyle = { bold: !name.placeholder };
  for (const line of wrapToWidth(name.text, CONTENT_WIDTH, STEP_FONT_SIZE, NAME_LINES, nameStyle)) {
    parts.push(
      text(line, {
        x: x + INSET,
        y: baseline(top, lineHeight, STEP_FONT_SIZE),
        'font-size': STEP_FONT_SIZE,
        'font-weight': name.placeholder ? undefined : 600,
        'font-style': name.placeholder ? 'italic' : undefined,
        fill: name.placeholder ? COLOUR.dimmed : COLOUR.text,
      }),
    );
    top += lineHeight;
  }
  if (actor) {
    // One line on the role's tint, cut with an ellipsis, as wide as its words.
    const [label = ''] = wrapToWidth(roleNameText(t, actor), CONTENT_WIDTH - 12, ACTOR_FONT_SIZE, 1);
    const lineBox = ACTOR_FONT_SIZE * 1.4;
    top += 4;
    if (colour) {
      const tintWidth = Math.min(CONTENT_WIDTH, textWidth(label, ACTOR_FONT_SIZE) + 12);
      parts.push(
        element('rect', {
          x: x + INSET,
          y: top,
          width: tintWidth,
          height: lineBox,
          rx: 4,
          fill: colour.tint,
        }),
      );
    }
    parts.push(
      text(label, {
        x: x + INSET + 6,
        y: baseline(top, lineBox, ACTOR_FONT_SIZE),
        'font-size': ACTOR_FONT_SIZE,
        fill: colour ? ROLE_TEXT_COLOUR : COLOUR.actor,
      }),
    );
    top += lineBox;
  }
  if (step.type === 'subprocess')
    parts.push(subprocessMarker(x + width / 2 - MARKER_SIZE / 2, y + height - BORDER - 1 - MARKER_SIZE));
  return element('g', { class: 'step', 'data-step-id': step.id, 'data-type': step.type }, parts.join(''));
}

/**
 * A start, end or control step as the canvas draws it in its cell: a circle or a diamond with its
 * operator's mark on the line of the flow, at the top of the cell, the name centred under it (on white,
 * so that the line runs behind it), then a control's actor and operator.
 */
function shapedStep(
  { t, colours }: { t: TFunction; colours: RoleColours },
  step: Step,
  box: StepBox,
): string {
  const { x, y, width, height } = box;
  const looks = COLOUR[step.type as 'start' | 'end' | 'control'];
  const centre = x + width / 2;
  const actor = roleOrNone(step.actor);
  const colour = actor ? colours.get(actor.id) : undefined;
  const { event, gateway } = STEP_SHAPES;
  const shapeTop = step.type === 'control' ? gateway.cy - gateway.half : event.cy - event.r;
  const bottom = shapeBottom(step.type as 'start' | 'end' | 'control');
  const line = { stroke: COLOUR.line, 'stroke-width': 2 };
  const parts: string[] = [];
  if (step.type !== 'start')
    parts.push(element('path', { d: `M${num(centre)} ${num(y)}V${num(y + shapeTop)}`, ...line }));
  if (step.type !== 'end')
    parts.push(element('path', { d: `M${num(centre)} ${num(y + bottom)}V${num(y + height)}`, ...line }));
  if (step.type === 'control') {
    parts.push(
      element('path', {
        class: 'shape',
        'data-shape': 'diamond',
        d: diamondPath(centre, y + gateway.cy, gateway.half - gateway.stroke / 2),
        fill: colour?.tint ?? looks.fill,
        stroke: looks.border,
        'stroke-width': gateway.stroke,
      }),
    );
    const operator = step.operator ?? 'JUDGE';
    if (operator !== 'JUDGE') {
      // The glyph's mark lives in a 32 × 32 box whose diamond reaches 14.5 from its centre.
      const scale = gateway.half / 14.5;
      parts.push(
        element('path', {
          d: GLYPH_SHAPES[operator],
          transform: `translate(${num(centre - 16 * scale)} ${num(y + gateway.cy - 16 * scale)}) scale(${num(scale)})`,
          fill: 'none',
          stroke: looks.glyph,
          'stroke-width': num(3 / scale),
          'stroke-linecap': 'round',
        }),
      );
    }
  } else {
    const stroke = step.type === 'end' ? event.endStroke : event.startStroke;
    parts.push(
      element('circle', {
        class: 'shape',
        'data-shape': 'circle',
        cx: centre,
        cy: y + event.cy,
        r: event.r - stroke / 2,
        fill: looks.fill,
        stroke: looks.border,
        'stroke-width': stroke,
      }),
    );
  }
  const name = stepName(t, step);
  const operatorShown = step.type === 'control' && step.operator !== undefined && step.operator !== 'JUDGE';
  const lineHeight = STEP_FONT_SIZE * 1.2;
  const nameStyle = { bold: !name.placeholder };
  const lines = wrapToWidth(
    name.text,
    CONTENT_WIDTH,
    STEP_FONT_SIZE,
    NAME_LINES - (actor && operatorShown ? 1 : 0),
    nameStyle,
  );
  const below: {
    words: string;
    size: number;
    height: number;
    attributes: Record<string, string | number | undefined>;
  }[] = lines.map((words) => ({
    words,
    size: STEP_FONT_SIZE,
    height: lineHeight,
    attributes: {
      'font-weight': name.placeholder ? undefined : 600,
      'font-style': name.placeholder ? 'italic' : undefined,
      fill: name.placeholder ? COLOUR.dimmed : COLOUR.text,
    },
  }));
  if (actor) {
    const [label = ''] = wrapToWidth(roleNameText(t, actor), CONTENT_WIDTH - 12, ACTOR_FONT_SIZE, 1);
    below.push({
      words: label,
      size: ACTOR_FONT_SIZE,
      height: ACTOR_FONT_SIZE * 1.4,
      attributes: { fill: colour ? ROLE_TEXT_COLOUR : COLOUR.actor },
    });
  }
  if (operatorShown) {
    const [words = ''] = wrapToWidth(
      t(`editor.operator.${step.operator?.toLowerCase()}`),
      CONTENT_WIDTH,
      OPERATOR_FONT_SIZE,
      1,
      { bold: true },
    );
    below.push({
      words,
      size: OPERATOR_FONT_SIZE,
      height: OPERATOR_FONT_SIZE * 1.4,
      attributes: { 'font-weight': 600, fill: COLOUR.operator },
    });
  }
  let top = y + bottom + 4;
  const textHeight = below.reduce((sum, row) => sum + row.height, 0);
  const textWidthMax = Math.max(
    0,
    ...below.map((row) => textWidth(row.words, row.size, { bold: row.attributes['font-weight'] === 600 })),
  );
  if (below.length > 0)
    parts.push(
      element('rect', {
        x: centre - Math.min(CONTENT_WIDTH, textWidthMax + 8) / 2,
        y: top,
        width: Math.min(CONTENT_WIDTH, textWidthMax + 8),
        height: textHeight,
        rx: 4,
        fill: COLOUR.white,
      }),
    );
  for (const row of below) {
    parts.push(
      text(row.words, {
        x: centre,
        y: baseline(top, row.height, row.size),
        'font-size': row.size,
        'text-anchor': 'middle',
        ...row.attributes,
      }),
    );
    top += row.height;
  }
  return element('g', { class: 'step', 'data-step-id': step.id, 'data-type': step.type }, parts.join(''));
}

/** The collapsed-subprocess marker (16 × 16 drawn at 14 px) with its top left corner at (x, y). */
function subprocessMarker(x: number, y: number): string {
  return element(
    'g',
    {
      class: 'subprocess-marker',
      transform: `translate(${num(x)} ${num(y)}) scale(${MARKER_SIZE / 16})`,
      fill: COLOUR.white,
      stroke: COLOUR.marker,
      'stroke-width': 1.5,
    },
    element('rect', { x: 1, y: 1, width: 14, height: 14 }) +
      element('path', { d: GLYPH_SHAPES.subprocessCross }),
  );
}
