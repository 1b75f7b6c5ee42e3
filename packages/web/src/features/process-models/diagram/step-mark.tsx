import './step-mark.css';
import type { StepMark } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';

/** The glyph of each mark, so that a mark never depends on its colour alone (WCAG 1.4.1). */
export const MARK_GLYPHS: Record<StepMark, string> = { added: '+', removed: '−', changed: '~' };

/**
 * A step's mark in a comparison: the glyph in a coloured circle, named "Added", "Removed" or
 * "Changed". `decorative` where a text beside it already says so (the legend).
 */
export function StepMarkBadge({
  mark,
  t,
  decorative = false,
}: {
  mark: StepMark;
  t: TFunction;
  decorative?: boolean;
}) {
  const label = t(`revision-compare.mark.${mark}`);
  return (
    <span
      className="pm-step-mark"
      data-mark={mark}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label, title: label })}
    >
      {MARK_GLYPHS[mark]}
    </span>
  );
}
