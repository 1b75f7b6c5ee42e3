/// <reference path="./svg-to-pdfkit.d.ts" />
import SVGtoPDF from 'svg-to-pdfkit';
import type { Handbook, HandbookStep } from './handbook-content.js';
import { drawingSvg } from './handbook-svg.js';
import { BOLD, type Bookmark, openPdf, PAGE, type PdfWriter, REGULAR } from './pdf-writer.js';

/** The largest side of a page a PDF reader must support (200 inches). */
const MAX_PAGE_SIDE = 14_400;
/** Diagram parts (lanes, flows, nodes) drawn at a time. */
const PARTS_PER_SLICE = 100;

const COLUMNS: { key: keyof HandbookStep; width: number }[] = [
  { key: 'number', width: 32 },
  { key: 'name', width: 120 },
  { key: 'type', width: 62 },
  { key: 'actor', width: 81 },
  { key: 'inputs', width: 100 },
  { key: 'outputs', width: 100 },
];

/**
 * One revision's handbook written into `pdf` from the page written now: its title (a heading of `level`,
 * bookmarked under `under`), facts and change note, the diagram as a Figure with its text alternative
 * (drawn as vector by svg-to-pdfkit on a page of its own, sized to it) and the steps as a Table. Its
 * sections are headings one level below the title, each with a bookmark under the title's.
 */
export function writeRevision(
  pdf: PdfWriter,
  book: Handbook,
  { level = 1, under }: { level?: 1 | 2; under?: Bookmark } = {},
): Bookmark {
  const { doc, root } = pdf;
  const { texts } = book;
  const [titleTag, sectionTag] = level === 1 ? (['H1', 'H2'] as const) : (['H2', 'H3'] as const);
  // Alone, the sections' bookmarks stand beside the title's; in a larger handbook, under it.
  const title = pdf.heading(titleTag, book.title, under);
  const sections = level === 1 ? under : title;

  // About this process.
  pdf.paragraph(texts.handbook);
  if (book.description) pdf.paragraph(book.description);
  for (const [label, value] of book.facts) pdf.paragraph(`${label}: ${value}`);
  doc.moveDown(0.5);
  pdf.heading(sectionTag, texts.changeNote, sections);
  pdf.paragraph(book.changeNote ?? texts.none);

  // The diagram on a page of its own: A4 wide when it fits there legibly (at least 40 % of its size),
  // else as large as it needs at its own size (a pixel a point's 3/4), within the largest page there is.
  const { width: svgWidth, height: svgHeight } = book.diagram;
  const room = MAX_PAGE_SIDE - 2 * PAGE.margin - 60;
  const fitA4 = (PAGE.width - 2 * PAGE.margin) / svgWidth;
  const scale = Math.min(fitA4 >= 0.4 ? Math.min(fitA4, 0.75) : 0.75, room / svgWidth, room / svgHeight);
  const width = svgWidth * scale;
  const height = svgHeight * scale;
  pdf.newPage([
    Math.max(PAGE.width, width + 2 * PAGE.margin),
    Math.max(PAGE.height, height + 2 * PAGE.margin + 60),
  ]);
  pdf.heading(sectionTag, texts.diagram, sections);
  const top = doc.y;
  // One Figure, drawn in slices of its parts: svg-to-pdfkit holds the whole parsed document while it
  // draws, over 100 MB for a 1,000-step diagram at once. Each slice is a marked-content sequence of it.
  const figure = doc.struct('Figure', { alt: book.diagramText });
  root.add(figure);
  const { parts } = book.diagram;
  for (let from = 0; from === 0 || from < parts.length; from += PARTS_PER_SLICE) {
    const svg = drawingSvg(book.diagram, parts.slice(from, from + PARTS_PER_SLICE));
    figure.add(() =>
      SVGtoPDF(doc, svg, PAGE.margin, top, {
        width,
        height,
        fontCallback: (_family, bold) => (bold ? BOLD : REGULAR),
      }),
    );
  }
  figure.end();

  // The steps.
  pdf.newPage();
  pdf.heading(sectionTag, texts.steps, sections);
  const headers: Record<keyof HandbookStep, string> = {
    number: texts.number,
    name: texts.step,
    type: texts.type,
    actor: texts.actor,
    inputs: texts.inputs,
    outputs: texts.outputs,
  };
  pdf.table(
    COLUMNS,
    COLUMNS.map((column) => headers[column.key]),
    book.steps.map((step) => COLUMNS.map((column) => String(step[column.key]))),
  );
  return title;
}

/**
 * The handbook of one revision as a tagged PDF (see pdf-writer.ts), a bookmark per section and the page
 * number on every page. Synchronous work of seconds for a big revision: run it in a worker
 * (handbook-maker.ts).
 */
export async function handbookPdf(book: Handbook): Promise<Buffer> {
  const { texts } = book;
  const pdf = openPdf({
    language: book.language,
    title: `${texts.handbook}: ${book.title}`,
    subject: texts.handbook,
    date: new Date(book.date),
  });
  writeRevision(pdf, book);
  return pdf.finish(texts.pageOf);
}
