import type { Step } from '@stroomlijn/domain';

/**
 * The shapes of the glyphs in their 32 × 32 box (the subprocess marker in 16 × 16), shared with the
 * picture export (export/diagram-svg.ts), which draws them without the stylesheet.
 */
export const GLYPH_SHAPES = {
  /** Radius and stroke width of the start event (thin) and the end event (thick) circle. */
  startEvent: { r: 14, strokeWidth: 2 },
  endEvent: { r: 12.5, strokeWidth: 5 },
  gateway: 'M16 1.5 30.5 16 16 30.5 1.5 16Z',
  CHOICE: 'M11 11 21 21M21 11 11 21',
  PARALLEL: 'M16 8.5v15M8.5 16h15',
  subprocessCross: 'M8 4v8M4 8h8',
} as const;

/**
 * The BPMN shape of a step, small in the box's top row: a start event (thin circle), an end event
 * (thick circle) or a gateway (a diamond with × for choice, + for parallel, empty for judge).
 * Activities and subprocesses have none there; a subprocess has its marker at the bottom.
 */
export function StepGlyph({ step }: { step: Step }) {
  if (step.type === 'start' || step.type === 'end') {
    const circle = step.type === 'end' ? GLYPH_SHAPES.endEvent : GLYPH_SHAPES.startEvent;
    return (
      <svg
        className="pm-step-glyph"
        data-glyph={`${step.type}-event`}
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="16" cy="16" r={circle.r} strokeWidth={circle.strokeWidth} />
      </svg>
    );
  }
  if (step.type !== 'control') return null;
  const operator = step.operator ?? 'JUDGE';
  return (
    <svg
      className="pm-step-glyph"
      data-glyph={`gateway-${operator.toLowerCase()}`}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <path d={GLYPH_SHAPES.gateway} strokeWidth="2" />
      {operator !== 'JUDGE' && <path className="pm-glyph-mark" d={GLYPH_SHAPES[operator]} />}
    </svg>
  );
}

/** The collapsed-subprocess marker of BPMN: a small square with + at the bottom centre of the box. */
export function SubprocessMarker() {
  return (
    <svg
      className="pm-step-marker"
      data-glyph="subprocess-marker"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="1" y="1" width="14" height="14" />
      <path d={GLYPH_SHAPES.subprocessCross} />
    </svg>
  );
}
