import { DEJAVU_SANS_BOLD_WIDTHS, DEJAVU_SANS_WIDTHS } from './picture-font-widths.js';
import { ELLIPSIS } from './wrap-text.js';

/**
 * The font of the diagram's pictures (SVG, PNG): DejaVu Sans, which every Debian with Chromium has
 * (fontconfig depends on it) and many Linux desktops; the fallbacks are its parent Bitstream Vera and
 * Verdana, of much the same widths. Text is measured with DejaVu Sans's own advance widths.
 */
export const PICTURE_FONT_FAMILY = "'DejaVu Sans', 'Bitstream Vera Sans', Verdana, sans-serif";

export interface TextStyle {
  /** Weight 600 or more is measured as DejaVu Sans Bold (an italic is the upright's widths, slanted). */
  bold?: boolean;
  /** Extra space after every character, in pixels. */
  letterSpacing?: number;
}

/** A character the font has no glyph for comes from a fallback font: counted as wide as the font size. */
const UNKNOWN_WIDTH = 1000;
/** Kerning and rounding: a line is measured this much wider than its widths' sum. */
const SAFETY = 1.02;

function table(ranges: readonly (readonly [number, string])[]): Map<number, number> {
  const widths = new Map<number, number>();
  for (const [from, text] of ranges)
    text.split(',').forEach((width, index) => {
      const value = Number(width);
      if (value >= 0) widths.set(from + index, value);
    });
  return widths;
}
let tables: { regular: Map<number, number>; bold: Map<number, number> } | undefined;

/** The width in pixels of one line of text in the pictures' font. */
export function textWidth(text: string, fontSize: number, style: TextStyle = {}): number {
  tables ??= { regular: table(DEJAVU_SANS_WIDTHS), bold: table(DEJAVU_SANS_BOLD_WIDTHS) };
  const widths = style.bold ? tables.bold : tables.regular;
  let total = 0;
  let characters = 0;
  for (const character of text) {
    total += widths.get(character.codePointAt(0) as number) ?? UNKNOWN_WIDTH;
    characters += 1;
  }
  return ((total * fontSize) / 1000) * SAFETY + characters * (style.letterSpacing ?? 0);
}

/**
 * Word-wraps text into at most `maxLines` lines no wider than `width` pixels in the pictures' font; a
 * word longer than a line is broken; when the text does not fit, the last line is cut and ends with
 * an ellipsis.
 */
export function wrapToWidth(
  text: string,
  width: number,
  fontSize: number,
  maxLines: number,
  style: TextStyle = {},
): string[] {
  if (maxLines < 1) return [];
  const fits = (line: string) => textWidth(line, fontSize, style) <= width;
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  outer: for (let word of words) {
    while (word.length > 0) {
      const joined = line ? `${line} ${word}` : word;
      if (fits(joined)) {
        line = joined;
        word = '';
      } else if (line) {
        lines.push(line);
        line = '';
      } else {
        // A word wider than a line: as many characters as fit (at least one).
        const characters = [...word];
        let count = 1;
        while (count < characters.length && fits(characters.slice(0, count + 1).join(''))) count += 1;
        lines.push(characters.slice(0, count).join(''));
        word = characters.slice(count).join('');
      }
      if (lines.length > maxLines) break outer;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const characters = [...(kept[maxLines - 1] as string)];
  while (characters.length > 0 && !fits(`${characters.join('').trimEnd()}${ELLIPSIS}`)) characters.pop();
  kept[maxLines - 1] = `${characters.join('').trimEnd()}${ELLIPSIS}`;
  return kept;
}
