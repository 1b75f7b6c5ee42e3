import { describe, expect, it } from 'vitest';
import * as constants from './constants.js';
import { BOLD_GLYPH_WIDTH, ELLIPSIS, wrapText } from './wrap-text.js';
import { readableZoomFit, zoomFit, zoomIn, zoomOut } from './zoom.js';

describe('layout constants (spec §9)', () => {
  // The drawn sizes (ED-47..ED-50) are measured in the browser (e2e/process-editor.e2e.ts).
  it('ED-45: the default scale, and the branch weight step', () => {
    expect(constants.DEFAULT_SCALE).toBe(0.6);
    expect(constants.BRANCH_WEIGHT_STEP).toBe(1.5);
  });
});

describe('zoom', () => {
  it('ED-43, ED-44: zoom in ×1.1, zoom out ×0.9', () => {
    expect(zoomIn(0.6)).toBeCloseTo(0.66);
    expect(zoomOut(0.6)).toBeCloseTo(0.54);
  });

  it('ED-46: zoom fit takes the smaller of the width and height ratios', () => {
    expect(zoomFit(2000, 500, 1000, 1000)).toBe(0.5); // wide
    expect(zoomFit(500, 4000, 1000, 1000)).toBe(0.25); // tall
    expect(zoomFit(0, 0, 1000, 1000)).toBe(constants.DEFAULT_SCALE);
  });

  it('the toolbar’s zoom fit never goes below the readable scale, where a step’s name is 10 px or more', () => {
    expect(constants.STEP_FONT_SIZE * constants.READABLE_SCALE).toBeGreaterThanOrEqual(10);
    // The default scale is readable too.
    expect(constants.STEP_FONT_SIZE * constants.DEFAULT_SCALE).toBeGreaterThanOrEqual(10);
    expect(readableZoomFit(2000, 500, 1000, 1000)).toBe(constants.READABLE_SCALE);
    expect(readableZoomFit(2000, 1000, 1000, 1000)).toBe(constants.READABLE_SCALE);
    expect(readableZoomFit(1600, 1000, 1000, 1000)).toBe(0.625);
    expect(readableZoomFit(500, 4000, 1000, 1000)).toBe(constants.READABLE_SCALE);
    expect(readableZoomFit(500, 500, 1000, 1000)).toBe(2);
  });
});

describe('wrapText', () => {
  // 0.55 × 10 px per glyph: 110 px holds 20 characters.
  it('ED-51: wraps by words within the width', () => {
    expect(wrapText('Approve the request of the customer', 110, 10, 3)).toEqual([
      'Approve the request',
      'of the customer',
    ]);
  });

  it('ED-51: cuts the last line with an ellipsis when the text does not fit', () => {
    const lines = wrapText('one two three four five six seven eight nine ten eleven twelve', 55, 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('one two');
    expect(lines[1]?.endsWith(ELLIPSIS)).toBe(true);
    expect(lines[1]?.length).toBeLessThanOrEqual(10);
  });

  it('breaks a word longer than a line', () => {
    expect(wrapText('abcdefghijklmnop', 55, 10, 3)).toEqual(['abcdefghij', 'klmnop']);
    expect(wrapText('abcdefghijklmnopqrstuvwxyz', 55, 10, 2)).toEqual(['abcdefghij', 'klmnopqrs…']);
  });

  it('gives nothing for empty text or no lines', () => {
    expect(wrapText('   ', 100, 10, 2)).toEqual([]);
    // Bold text is wider: fewer characters to a line.
    expect(wrapText('abcdefghijklmnop', 62, 10, 3, BOLD_GLYPH_WIDTH)).toEqual(['abcdefghij', 'klmnop']);
    expect(wrapText('abcdefghijklmnop', 61, 10, 3, BOLD_GLYPH_WIDTH)).toEqual(['abcdefghi', 'jklmnop']);
    expect(wrapText('text', 100, 10, 0)).toEqual([]);
  });
});
