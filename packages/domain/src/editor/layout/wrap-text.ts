/** Estimated average glyph width as a share of the font size (no DOM to measure in the domain). */
export const AVERAGE_GLYPH_WIDTH = 0.55;
/**
 * The same for bold text (weight 600, the step names): measured in Chromium with the app's fonts, 0.55
 * to 0.62 for names in Dutch and English; the wider end, so that a line estimated to fit does fit.
 */
export const BOLD_GLYPH_WIDTH = 0.62;
export const ELLIPSIS = '…';

/**
 * Word-wraps text into at most `maxLines` lines of the given pixel width; a word longer than a line
 * is broken; when the text does not fit, the last line is cut and ends with an ellipsis.
 */
export function wrapText(
  text: string,
  widthPx: number,
  fontPx: number,
  maxLines: number,
  glyphWidth = AVERAGE_GLYPH_WIDTH,
): string[] {
  if (maxLines < 1) return [];
  const perLine = Math.max(1, Math.floor(widthPx / (glyphWidth * fontPx)));
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  for (let word of words) {
    while (word.length > 0) {
      const joined = line ? `${line} ${word}` : word;
      if (joined.length <= perLine) {
        line = joined;
        word = '';
      } else if (line) {
        lines.push(line);
        line = '';
      } else {
        lines.push(word.slice(0, perLine));
        word = word.slice(perLine);
      }
      if (lines.length > maxLines) break;
    }
    if (lines.length > maxLines) break;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] as string;
  const room = perLine - ELLIPSIS.length;
  kept[maxLines - 1] = `${(last.length > room ? last.slice(0, room) : last).trimEnd()}${ELLIPSIS}`;
  return kept;
}
