import type { Step } from '@stroomlijn/domain';

/**
 * The BPMN shape of a step, small in the box's top row: a start event (thin circle), an end event
 * (thick circle) or a gateway (a diamond with × for choice, + for parallel, empty for judge).
 * Activities and subprocesses have none there; a subprocess has its marker at the bottom.
 */
export function StepGlyph({ step }: { step: Step }) {
  if (step.type === 'start' || step.type === 'end') {
    const thick = step.type === 'end';
    return (
      <svg
        className="pm-step-glyph"
        data-glyph={`${step.type}-event`}
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="16" cy="16" r={thick ? 12.5 : 14} strokeWidth={thick ? 5 : 2} />
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
      <path d="M16 1.5 30.5 16 16 30.5 1.5 16Z" strokeWidth="2" />
      {operator === 'CHOICE' && <path className="pm-glyph-mark" d="M11 11 21 21M21 11 11 21" />}
      {operator === 'PARALLEL' && <path className="pm-glyph-mark" d="M16 8.5v15M8.5 16h15" />}
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
      <path d="M8 4v8M4 8h8" />
    </svg>
  );
}
