import { describe, expect, it } from 'vitest';
import { PICTURE_FONT_FAMILY, textWidth, wrapToWidth } from './picture-font.js';
import { BOLD_GLYPH_WIDTH, wrapText } from './wrap-text.js';

/** A step name's room in the picture's step box (228 px less border and padding) at 18 px, bold. */
const NAME = { width: 192, size: 18, lines: 3, style: { bold: true } };
const NAMES = {
  long: 'Wij willen graag dat iedere aanvraag binnen vijf werkdagen volledig wordt beoordeeld door twee medewerkers van de afdeling Vergunningen en Handhaving, waarna de aanvrager een bericht krijgt.',
  accented: 'Überprüfung der Änderungsanträge – éénmalige goedkeuring door de coördinator (ÅÆØ ĳ Łódź Çà)',
  cyrillic: 'Проверка и согласование счёта-фактуры с бухгалтерией и руководителем отдела закупок',
  wide: 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW',
};

describe('the pictures’ font (DejaVu Sans)', () => {
  it('is named first, with fallbacks of the same widths and a generic family last', () => {
    expect(PICTURE_FONT_FAMILY.startsWith("'DejaVu Sans'")).toBe(true);
    expect(PICTURE_FONT_FAMILY.endsWith('sans-serif')).toBe(true);
  });

  it('measures with the font’s own advance widths (H 752, i 278, bold W 1103 per 1000)', () => {
    expect(textWidth('H', 1000) / 1.02).toBeCloseTo(752, 0);
    expect(textWidth('i', 1000) / 1.02).toBeCloseTo(278, 0);
    expect(textWidth('W', 1000, { bold: true }) / 1.02).toBeCloseTo(1103, 0);
    expect(textWidth('Ж', 100)).toBeGreaterThan(textWidth('ж', 100));
    // A character the font lacks (a fallback font draws it) counts as a full em.
    expect(textWidth('中', 20)).toBeCloseTo(20 * 1.02, 5);
  });

  it.each(Object.entries(NAMES))(
    'a %s name: every line fits its box, the last cut with an ellipsis',
    (_kind, name) => {
      const lines = wrapToWidth(name, NAME.width, NAME.size, NAME.lines, NAME.style);
      expect(lines.length).toBeLessThanOrEqual(NAME.lines);
      for (const line of lines)
        expect(textWidth(line, NAME.size, NAME.style)).toBeLessThanOrEqual(NAME.width);
      if (name.length > 60) expect(lines.at(-1)?.endsWith('…')).toBe(true);
    },
  );

  it('the estimate it replaces let a long or wide name leave its box', () => {
    const overflow = (name: string) =>
      Math.max(
        ...wrapText(name, NAME.width + 4, NAME.size, NAME.lines, BOLD_GLYPH_WIDTH).map(
          (line) => textWidth(line, NAME.size, NAME.style) - NAME.width,
        ),
      );
    expect(overflow(NAMES.wide)).toBeGreaterThan(100);
    expect(overflow(NAMES.cyrillic)).toBeGreaterThan(0);
  });
});
