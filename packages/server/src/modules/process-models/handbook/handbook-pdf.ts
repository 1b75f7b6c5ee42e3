/// <reference path="./svg-to-pdfkit.d.ts" />
import path from 'node:path';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { Handbook, HandbookStep } from './handbook-content.js';
import { drawingSvg } from './handbook-svg.js';

/**
 * DejaVu Sans, the pictures' font (Debian's fonts-dejavu-core, which Chromium brings): every Latin,
 * Greek and Cyrillic letter European names use. Embedded (as a subset) in every handbook.
 */
export const DEJAVU_DIRECTORY = process.env.STROOMLIJN_DEJAVU_DIR ?? '/usr/share/fonts/truetype/dejavu';
const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

/** A4 in points, and the margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 50 };
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
const CELL_PADDING = 4;
const FONT_SIZE = 9;

/**
 * The handbook as a tagged PDF (PDF/UA identification, PDF 1.7): language and title set and shown,
 * DejaVu Sans embedded, a structure tree of headings, paragraphs, the diagram as a Figure with its text
 * alternative (drawn as vector by svg-to-pdfkit on a page of its own, sized to it), and the steps as a
 * Table of header and data cells; borders and repeated headers are artifacts. A bookmark per section.
 * Synchronous work of seconds for a big revision: run it in a worker (handbook-maker.ts).
 */
export async function handbookPdf(book: Handbook): Promise<Buffer> {
  const { texts } = book;
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    pdfVersion: '1.7',
    subset: 'PDF/UA' as never,
    tagged: true,
    lang: book.language,
    displayTitle: true,
    font: path.join(DEJAVU_DIRECTORY, `${REGULAR}.ttf`),
    info: { Title: `${texts.handbook}: ${book.title}`, Subject: texts.handbook, Creator: 'Stroomlijn' },
    autoFirstPage: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont(REGULAR, path.join(DEJAVU_DIRECTORY, `${REGULAR}.ttf`));
  doc.registerFont(BOLD, path.join(DEJAVU_DIRECTORY, `${BOLD}.ttf`));

  const root = doc.struct('Document');
  doc.addStructure(root);
  const heading = (tag: 'H1' | 'H2', text: string, size: number) => {
    doc.outline.addItem(text);
    root.add(doc.struct(tag, {}, () => doc.font(BOLD).fontSize(size).text(text).moveDown(0.4)));
  };
  const paragraph = (text: string, options: { bold?: boolean } = {}) =>
    root.add(
      doc.struct('P', {}, () =>
        doc
          .font(options.bold ? BOLD : REGULAR)
          .fontSize(11)
          .text(text)
          .moveDown(0.3),
      ),
    );

  // About this process.
  heading('H1', book.title, 20);
  paragraph(texts.handbook);
  if (book.description) paragraph(book.description);
  for (const [label, value] of book.facts) paragraph(`${label}: ${value}`);
  doc.moveDown(0.5);
  heading('H2', texts.changeNote, 14);
  paragraph(book.changeNote ?? texts.none);

  // The diagram on a page of its own: A4 wide when it fits there legibly (at least 40 % of its size),
  // else as large as it needs at its own size (a pixel a point's 3/4), within the largest page there is.
  const { width: svgWidth, height: svgHeight } = book.diagram;
  const room = MAX_PAGE_SIDE - 2 * PAGE.margin - 60;
  const fitA4 = (PAGE.width - 2 * PAGE.margin) / svgWidth;
  const scale = Math.min(fitA4 >= 0.4 ? Math.min(fitA4, 0.75) : 0.75, room / svgWidth, room / svgHeight);
  const width = svgWidth * scale;
  const height = svgHeight * scale;
  doc.addPage({
    size: [
      Math.max(PAGE.width, width + 2 * PAGE.margin),
      Math.max(PAGE.height, height + 2 * PAGE.margin + 60),
    ],
    margin: PAGE.margin,
  });
  heading('H2', texts.diagram, 14);
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
  doc.addPage({ size: [PAGE.width, PAGE.height], margin: PAGE.margin });
  heading('H2', texts.steps, 14);
  const table = doc.struct('Table');
  root.add(table);
  const headers: Record<keyof HandbookStep, string> = {
    number: texts.number,
    name: texts.step,
    type: texts.type,
    actor: texts.actor,
    inputs: texts.inputs,
    outputs: texts.outputs,
  };
  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(FONT_SIZE);
    return (
      Math.max(
        ...cells.map((cell, at) =>
          doc.heightOfString(cell || ' ', { width: (COLUMNS[at]?.width ?? 0) - 2 * CELL_PADDING }),
        ),
      ) +
      2 * CELL_PADDING
    );
  };
  const drawRow = (
    cells: string[],
    font: string,
    tag: 'TH' | 'TD' | null,
    parent: PDFKit.PDFStructureElement | null,
  ) => {
    const y = doc.y;
    const h = rowHeight(cells, font);
    let x = PAGE.margin;
    doc.markContent('Artifact', { type: 'Layout' });
    if (font === BOLD)
      doc
        .rect(x, y, PAGE.width - 2 * PAGE.margin, h)
        .fill('#eeeeee')
        .fillColor('#1a1a1a');
    for (const column of COLUMNS) {
      doc.rect(x, y, column.width, h).lineWidth(0.5).stroke('#8a8a8a');
      x += column.width;
    }
    doc.endMarkedContent();
    x = PAGE.margin;
    cells.forEach((cell, at) => {
      const column = COLUMNS[at] as (typeof COLUMNS)[number];
      const left = x;
      const draw = () =>
        doc
          .font(font)
          .fontSize(FONT_SIZE)
          .fillColor('#1a1a1a')
          .text(cell, left + CELL_PADDING, y + CELL_PADDING, { width: column.width - 2 * CELL_PADDING });
      if (tag && parent) parent.add(doc.struct(tag, {}, draw));
      else {
        doc.markContent('Artifact', { type: 'Pagination' });
        draw();
        doc.endMarkedContent();
      }
      x += column.width;
    });
    doc.x = PAGE.margin;
    doc.y = y + h;
  };
  const headerCells = COLUMNS.map((column) => headers[column.key]);
  const headerRow = doc.struct('TR');
  table.add(headerRow);
  drawRow(headerCells, BOLD, 'TH', headerRow);
  headerRow.end();
  for (const step of book.steps) {
    const cells = COLUMNS.map((column) => String(step[column.key]));
    if (doc.y + rowHeight(cells, REGULAR) > PAGE.height - PAGE.margin) {
      doc.addPage({ size: [PAGE.width, PAGE.height], margin: PAGE.margin });
      drawRow(headerCells, BOLD, null, null); // repeated on each page: an artifact
    }
    const row = doc.struct('TR');
    table.add(row);
    drawRow(cells, REGULAR, 'TD', row);
    row.end();
  }
  table.end();
  root.end();
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
