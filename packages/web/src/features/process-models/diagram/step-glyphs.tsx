/**
 * The shapes of the glyphs in their 32 × 32 box (the subprocess marker in 16 × 16), shared with the
 * picture export (export/diagram-svg.ts), which draws them without the stylesheet; the canvas draws
 * the gateway's markers from them at the size of its diamond (step-shapes.tsx).
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
