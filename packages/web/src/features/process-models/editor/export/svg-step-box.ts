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
import { GLYPH_SHAPES, stepName } from '../../diagram';
import { stepTypeText } from '../../process-model-text';
import { baseline, COLOUR, LABEL_FONT_SIZE } from './picture-style';
import { element, num, text } from './svg-text';

/** The step box of diagram.css at scale 1: a 2 px border, the padding inside it, rows from the top. */
const BORDER = 2;
const INSET = BORDER + STEP_PADDING;
const CONTENT_WIDTH = STEP_WIDTH - 2 * INSET;
const HEAD_HEIGHT = 24;
const GLYPH_SIZE = 32;
const TYPE_FONT_SIZE = LABEL_FONT_SIZE;
const ACTOR_FONT_SIZE = LABEL_FONT_SIZE;
const BAND_WIDTH = 6;
const MARKER_SIZE = 14;
/** The name's lines (one less with an actor and an operator below it, as the canvas shows them). */
const NAME_LINES = 3;

/** One step box: its shape, role band, glyph, type, name, actor, operator and subprocess marker. */
export function stepBox(
  { t, colours, language }: { t: TFunction; colours: RoleColours; language: string },
  step: Step,
  box: StepBox,
): string {
  const { x, y, width, height } = box;
  const looks =
    step.type === 'start' || step.type === 'end' || step.type === 'control'
      ? COLOUR[step.type]
      : COLOUR.activity;
  const event = step.type === 'start' || step.type === 'end';
  const actor = roleOrNone(step.actor);
  const colour = actor ? colours.get(actor.id) : undefined;
  const operatorShown = step.type === 'control' && step.operator !== undefined && step.operator !== 'JUDGE';
  const parts: string[] = [
    element('rect', {
      x: x + BORDER / 2,
      y: y + BORDER / 2,
      width: width - BORDER,
      height: height - BORDER,
      rx: (event ? 48 : 8) - BORDER / 2,
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
  const glyph = 'glyph' in looks ? glyphOf(step, x + INSET, y + INSET - 6, looks.glyph) : '';
  parts.push(glyph);
  const headTop = y + INSET;
  const typeLeft = glyph ? GLYPH_SIZE + 6 : 0;
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
  const lines = NAME_LINES - (actor !== null && operatorShown ? 1 : 0);
  for (const line of wrapToWidth(name.text, CONTENT_WIDTH, STEP_FONT_SIZE, lines, nameStyle)) {
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
  if (operatorShown) {
    const [operatorText = ''] = wrapToWidth(
      t(`editor.operator.${step.operator?.toLowerCase()}`),
      CONTENT_WIDTH,
      OPERATOR_FONT_SIZE,
      1,
      { bold: true },
    );
    parts.push(
      text(operatorText, {
        x: x + INSET,
        y: baseline(top + 4, OPERATOR_FONT_SIZE * 1.4, OPERATOR_FONT_SIZE),
        'font-size': OPERATOR_FONT_SIZE,
        'font-weight': 600,
        fill: COLOUR.operator,
      }),
    );
  }
  if (step.type === 'subprocess')
    parts.push(subprocessMarker(x + width / 2 - MARKER_SIZE / 2, y + height - BORDER - 1 - MARKER_SIZE));
  return element('g', { class: 'step', 'data-step-id': step.id, 'data-type': step.type }, parts.join(''));
}

/** The BPMN glyph of a start, end or control step in its 32 × 32 box at (x, y), as step-glyphs.tsx draws it. */
function glyphOf(step: Step, x: number, y: number, colour: string): string {
  const at = {
    class: 'glyph',
    transform: `translate(${num(x)} ${num(y)})`,
    fill: COLOUR.white,
    stroke: colour,
  };
  if (step.type === 'start' || step.type === 'end') {
    const circle = step.type === 'end' ? GLYPH_SHAPES.endEvent : GLYPH_SHAPES.startEvent;
    return element(
      'g',
      at,
      element('circle', { cx: 16, cy: 16, r: circle.r, 'stroke-width': circle.strokeWidth }),
    );
  }
  const operator = step.operator ?? 'JUDGE';
  const mark =
    operator === 'JUDGE'
      ? ''
      : element('path', { d: GLYPH_SHAPES[operator], 'stroke-width': 3, 'stroke-linecap': 'round' });
  return element('g', at, element('path', { d: GLYPH_SHAPES.gateway, 'stroke-width': 2 }) + mark);
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
