/** How the picture export draws: the colours of diagram.css, text placed without a DOM. */

/** The colours diagram.css draws the diagram in (Mantine's palette with the app theme's changes). */
export const COLOUR = {
  white: '#ffffff',
  text: '#000000', // --mantine-color-black
  dimmed: '#636a72', // app/theme.ts
  activity: { border: '#228be6', fill: '#ffffff' }, // blue 6
  start: { border: '#37b24d', fill: '#ebfbee', glyph: '#28863a' }, // green 7, 0, 8 (theme)
  end: { border: '#f03e3e', fill: '#fff5f5', glyph: '#e03131' }, // red 7, 0, 8
  control: { border: '#ae3ec9', fill: '#f8f0fc', glyph: '#9c36b5' }, // grape 7, 0, 8
  operator: '#862e9c', // grape 9
  marker: '#1971c2', // blue 8
  actor: '#1864ab', // blue 9, an actor without colour
  line: '#495057', // gray 7
  skips: { fill: '#f8f9fa', text: '#343a40' }, // gray 0, 8
  lane: { fill: '#f8f9fa', header: '#f1f3f5', top: '#868e96', border: '#ced4da' }, // gray 0, 1, 6, 4
} as const;

/**
 * The picture's small labels (type, actor, "skips"): larger than the canvas's 14 and 16 px, as a printed
 * diagram's small print is, so that a large model's PNG, drawn smaller to stay within what a browser
 * can make, keeps every text at 10 px or more (docs/decisions.md).
 */
export const LABEL_FONT_SIZE = 18;

/** Mantine's line height of body text (the skip labels, the type labels). */
export const BODY_LINE_HEIGHT = 1.55;

/** The baseline of one line of text set in a line box (the middle of the box less the font's middle). */
export function baseline(top: number, lineHeight: number, fontSize: number): number {
  return top + lineHeight / 2 + fontSize * 0.35;
}
