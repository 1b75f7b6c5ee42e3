import { PICTURE_FONT_FAMILY, type Point, type Step, wrapToWidth } from '@stroomlijn/domain';
import { escapeHtml } from '../../../integrations/mail/index.js';
import { type DiagramNode, diagramPlan } from '../bpmn/bpmn-diagram.js';
import { xmlText } from '../bpmn/bpmn-export.js';

const FONT_SIZE = 12;
const LINE = 15;
const STROKE = '#333333';

/** Text as SVG (XML) holds it: escaped, without the characters XML 1.0 forbids. */
const xml = (text: string) => escapeHtml(xmlText(text));
const n = (value: number) => String(Math.round(value * 10) / 10);

function centredLines(lines: string[], cx: number, cy: number, bold = false, anchor = 'middle'): string {
  const top = cy - ((lines.length - 1) * LINE) / 2 + FONT_SIZE / 3;
  return lines
    .map(
      (line, at) =>
        `<text x="${n(cx)}" y="${n(top + at * LINE)}" text-anchor="${anchor}"${bold ? ' font-weight="bold"' : ''}>${xml(line)}</text>`,
    )
    .join('');
}

/** A gateway's or event's name beside it, within its column (a column is TASK_WIDTH wide). */
function sideLabel(name: string, node: DiagramNode, lines: number): string {
  const { x, y, width, height } = node.bounds;
  const room = 100 - width / 2 - 8;
  return centredLines(
    wrapToWidth(name, room, FONT_SIZE, lines),
    x + width + 6,
    y + height / 2,
    false,
    'start',
  );
}

function nodeShape(node: DiagramNode): string {
  const { x, y, width, height } = node.bounds;
  const [cx, cy] = [x + width / 2, y + height / 2];
  const { step } = node;
  if (node.kind !== 'step' || step.type === 'control') {
    const diamond = `<path d="M${n(cx)} ${n(y)}L${n(x + width)} ${n(cy)}L${n(cx)} ${n(y + height)}L${n(x)} ${n(cy)}Z" fill="#fff8e1" stroke="${STROKE}"/>`;
    if (node.kind !== 'step') return diamond;
    return `${diamond}${sideLabel(step.name, node, 3)}`;
  }
  if (step.type === 'start' || step.type === 'end') {
    const circle = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(width / 2)}" fill="#ffffff" stroke="${STROKE}" stroke-width="${step.type === 'end' ? 3 : 1}"/>`;
    return `${circle}${sideLabel(step.name, node, 2)}`;
  }
  const box = `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="8" fill="#e8f1fb" stroke="${STROKE}" stroke-width="${step.type === 'subprocess' ? 2 : 1}"/>`;
  const name = wrapToWidth(step.name, width - 16, FONT_SIZE, 4, { bold: true });
  const actor = wrapToWidth(step.actor.name, width - 16, FONT_SIZE, 1);
  return `${box}${centredLines(name, cx, cy - LINE / 2, true)}${centredLines(actor, cx, y + height - 12)}`;
}

function flowLine(points: Point[]): string {
  if (points.length < 2) return '';
  const path = points.map((point, at) => `${at === 0 ? 'M' : 'L'}${n(point.x)} ${n(point.y)}`).join('');
  const end = points.at(-1) as Point;
  const before = points.at(-2) as Point;
  const angle = Math.atan2(end.y - before.y, end.x - before.x);
  const wing = (turn: number) =>
    `${n(end.x - 8 * Math.cos(angle + turn))} ${n(end.y - 8 * Math.sin(angle + turn))}`;
  return `<path d="${path}" fill="none" stroke="${STROKE}"/><path d="M${n(end.x)} ${n(end.y)}L${wing(0.45)}L${wing(-0.45)}Z" fill="${STROKE}"/>`;
}

/** A diagram as SVG: the document's opening tag (with its title) and its shapes. */
export interface DiagramDrawing {
  width: number;
  height: number;
  open: string;
  /** Each lane, flow and node: an SVG fragment. */
  parts: string[];
}

/**
 * A revision's diagram for the handbook: the layout of its BPMN file (a lane per actor, each node below
 * those that lead to it, flows on lines of their own), drawn plainly in the pictures' font, with SVG text
 * only so a PDF keeps it as vector and text.
 */
export function diagramDrawing(steps: readonly Step[], title: string): DiagramDrawing {
  const plan = diagramPlan(steps);
  const width = plan.pool.x * 2 + plan.pool.width;
  const height = plan.pool.y * 2 + plan.pool.height;
  const lanes = plan.lanes
    .filter((lane) => lane.bounds !== null)
    .map((lane) => {
      const b = lane.bounds as NonNullable<typeof lane.bounds>;
      const name = wrapToWidth(lane.name, b.width - 8, FONT_SIZE, 1, { bold: true });
      return `<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.width)}" height="${n(b.height)}" fill="none" stroke="#999999"/>${centredLines(name, b.x + b.width / 2, b.y + 15, true)}`;
    });
  const open = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${n(width)} ${n(height)}" font-family="${xml(PICTURE_FONT_FAMILY)}" font-size="${FONT_SIZE}" fill="#1a1a1a">`,
    `<title>${xml(title)}</title>`,
  ].join('');
  // The white ground is a part: the opening tag starts every slice of a drawing in slices.
  const ground = `<rect x="0" y="0" width="${n(width)}" height="${n(height)}" fill="#ffffff"/>`;
  const parts = [
    ground,
    ...lanes,
    ...plan.flows.map((flow) => flowLine(flow.waypoints)),
    ...plan.nodes.map(nodeShape),
  ];
  return { width, height, open, parts };
}

/** Some of a drawing's parts (all by default) as a standalone SVG document. */
export function drawingSvg(drawing: DiagramDrawing, parts = drawing.parts): string {
  return `${drawing.open}${parts.join('')}</svg>`;
}
