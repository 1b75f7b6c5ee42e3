import { STEP_HEIGHT, STEP_PADDING, STEP_WIDTH, type Step } from '@stroomlijn/domain';
import { GLYPH_SHAPES } from './step-glyphs';

/** The step types drawn as a BPMN shape in their grid cell, their name under it; the others are boxes. */
export type ShapedType = 'start' | 'end' | 'control';

export function isShaped(type: Step['type']): type is ShapedType {
  return type === 'start' || type === 'end' || type === 'control';
}

const CENTRE_X = STEP_WIDTH / 2;

/**
 * The shapes at scale 1, in the step's cell (228 × 192): a start event (thin circle), an end event
 * (thick circle) and a gateway (a diamond), centred on the line the connections come in and go out on,
 * at the top of the cell; the name and buttons are below. The stroke lies inside the circle's radius.
 */
export const STEP_SHAPES = {
  event: { cx: CENTRE_X, cy: 38, r: 30, startStroke: 3, endStroke: 7 },
  gateway: { cx: CENTRE_X, cy: 38, half: 32, stroke: 3 },
} as const;

/** Where a shape ends, from the top of the cell: the name and the rest start below it. */
export function shapeBottom(type: ShapedType): number {
  return type === 'control'
    ? STEP_SHAPES.gateway.cy + STEP_SHAPES.gateway.half
    : STEP_SHAPES.event.cy + STEP_SHAPES.event.r;
}

/** The room the shape takes in the step's column of texts (which starts below the top padding). */
export function shapeRoom(type: ShapedType): number {
  return shapeBottom(type) + 4 - STEP_PADDING;
}

/** The diamond of a gateway centred on (x, y), `half` from its centre to each corner. */
export function diamondPath(x: number, y: number, half: number): string {
  return `M${x} ${y - half}L${x + half} ${y}L${x} ${y + half}L${x - half} ${y}Z`;
}

/** The marker in a gateway: × for choice, + for parallel (the glyph's, scaled to the diamond), none for judge. */
function GatewayMarker({ operator }: { operator: Step['operator'] }) {
  if (operator === undefined || operator === 'JUDGE') return null;
  const { cx, cy, half } = STEP_SHAPES.gateway;
  // The glyph's marker lives in a 32 × 32 box centred on (16, 16), whose diamond reaches 14.5 from its centre.
  const scale = half / 14.5;
  return (
    <path
      className="pm-shape-marker"
      data-marker={operator.toLowerCase()}
      d={GLYPH_SHAPES[operator]}
      transform={`translate(${cx - 16 * scale} ${cy - 16 * scale}) scale(${scale})`}
      strokeWidth={3 / scale}
    />
  );
}

/**
 * The BPMN shape of a start, end or control step over its whole cell (hidden from assistive
 * technology: the step's label names its type), with the line of the flow from the top of the cell to
 * the shape and from the shape to the bottom, where the connections of the diagram end and start. The
 * texts and buttons below the shape have a background, so that the line runs behind them.
 * `fill`: the actor's colour of a gateway (its tint).
 */
export function StepShape({ step, fill }: { step: Step; fill?: string | undefined }) {
  if (!isShaped(step.type)) return null;
  const top = step.type === 'control' ? STEP_SHAPES.gateway.cy - STEP_SHAPES.gateway.half : 0;
  const incoming = step.type !== 'start';
  const outgoing = step.type !== 'end';
  const bottom = shapeBottom(step.type);
  const event = STEP_SHAPES.event;
  return (
    <svg
      className="pm-step-shape"
      data-glyph={
        step.type === 'control' ? `gateway-${(step.operator ?? 'JUDGE').toLowerCase()}` : `${step.type}-event`
      }
      data-shape={step.type === 'control' ? 'diamond' : 'circle'}
      viewBox={`0 0 ${STEP_WIDTH} ${STEP_HEIGHT}`}
      width={STEP_WIDTH}
      height={STEP_HEIGHT}
      aria-hidden="true"
      focusable="false"
    >
      {incoming && (
        <path
          className="pm-shape-flow"
          d={`M${CENTRE_X} 0V${step.type === 'control' ? top : event.cy - event.r}`}
        />
      )}
      {outgoing && <path className="pm-shape-flow" d={`M${CENTRE_X} ${bottom}V${STEP_HEIGHT}`} />}
      {step.type === 'control' ? (
        <>
          <path
            className="pm-shape-outline"
            d={diamondPath(STEP_SHAPES.gateway.cx, STEP_SHAPES.gateway.cy, STEP_SHAPES.gateway.half - 1.5)}
            strokeWidth={STEP_SHAPES.gateway.stroke}
            style={fill ? { fill } : undefined}
          />
          <GatewayMarker operator={step.operator} />
        </>
      ) : (
        <circle
          className="pm-shape-outline"
          cx={event.cx}
          cy={event.cy}
          r={event.r - (step.type === 'end' ? event.endStroke : event.startStroke) / 2}
          strokeWidth={step.type === 'end' ? event.endStroke : event.startStroke}
        />
      )}
    </svg>
  );
}
