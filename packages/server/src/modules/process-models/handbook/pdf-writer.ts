import { createRequire } from 'node:module';
import path from 'node:path';
import type { Language } from '@stroomlijn/domain';
import PDFDocument from 'pdfkit';

/**
 * DejaVu Sans, the pictures' font: every Latin, Greek and Cyrillic letter European names use. Embedded
 * (as a subset) in every handbook. From the npm package of the DejaVu 2.37 release, so the app needs no
 * font installed on the machine.
 */
export const DEJAVU_DIRECTORY =
  process.env.STROOMLIJN_DEJAVU_DIR ||
  path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const REGULAR = 'DejaVuSans';
export const BOLD = 'DejaVuSans-Bold';

/** A4 in points, and the margins. */
export const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const TABLE_FONT_SIZE = 9;
const CELL_PADDING = 4;

export type HeadingTag = 'H1' | 'H2' | 'H3';
const HEADING_SIZE: Record<HeadingTag, number> = { H1: 20, H2: 14, H3: 12 };

/** A column of a drawn table: its width in points. */
export interface TableColumn {
  width: number;
}

/** A bookmark (PDFKit's outline item) under which others may go. */
export type Bookmark = PDFKit.PDFOutline;

/**
 * A tagged PDF being written (PDF/UA identification, PDF 1.7): language and title set and shown, DejaVu
 * Sans embedded, one Document structure element that every heading, paragraph, figure and table joins in
 * reading order. Pages are kept until the end, so that the page numbers (and a table of contents) can be
 * written once the page count is known.
 */
export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  root: PDFKit.PDFStructureElement;
  /** A heading with its bookmark (under `under`, else at the top); returns the bookmark. */
  heading(tag: HeadingTag, text: string, under?: Bookmark): Bookmark;
  paragraph(text: string, options?: { bold?: boolean }): void;
  /** A Table of TH/TD cells; borders and the header row repeated on later pages are artifacts. */
  table(columns: readonly TableColumn[], headers: readonly string[], rows: Iterable<readonly string[]>): void;
  /** A new A4 page (or one of `size`). */
  newPage(size?: [number, number]): void;
  /** The page written now, from 1. */
  pageNumber(): number;
  /** Writes `label(n, total)` at the foot of every page and ends the document: its bytes. */
  finish(label: (page: number, pages: number) => string): Promise<Buffer>;
}

export function openPdf(options: {
  language: Language;
  title: string;
  subject: string;
  /** The document's date (its file id is made of it): the same content gives the same bytes. */
  date: Date;
}): PdfWriter {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    pdfVersion: '1.7',
    subset: 'PDF/UA' as never,
    tagged: true,
    lang: options.language,
    displayTitle: true,
    bufferPages: true,
    font: path.join(DEJAVU_DIRECTORY, `${REGULAR}.ttf`),
    info: {
      Title: options.title,
      Subject: options.subject,
      Creator: 'Stroomlijn',
      CreationDate: options.date,
      ModDate: options.date,
    },
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

  const newPage = (size: [number, number] = [PAGE.width, PAGE.height]) => {
    doc.addPage({ size, margin: PAGE.margin });
  };

  const table: PdfWriter['table'] = (columns, headers, rows) => {
    const full = columns.reduce((sum, column) => sum + column.width, 0);
    const rowHeight = (cells: readonly string[], font: string) => {
      doc.font(font).fontSize(TABLE_FONT_SIZE);
      return (
        Math.max(
          ...cells.map((cell, at) =>
            doc.heightOfString(cell || ' ', { width: (columns[at]?.width ?? 0) - 2 * CELL_PADDING }),
          ),
        ) +
        2 * CELL_PADDING
      );
    };
    const drawRow = (
      cells: readonly string[],
      font: string,
      tag: 'TH' | 'TD' | null,
      parent: PDFKit.PDFStructureElement | null,
    ) => {
      const y = doc.y;
      const h = rowHeight(cells, font);
      let x = PAGE.margin;
      doc.markContent('Artifact', { type: 'Layout' });
      if (font === BOLD) doc.rect(x, y, full, h).fill('#eeeeee').fillColor('#1a1a1a');
      for (const column of columns) {
        doc.rect(x, y, column.width, h).lineWidth(0.5).stroke('#8a8a8a');
        x += column.width;
      }
      doc.endMarkedContent();
      x = PAGE.margin;
      cells.forEach((cell, at) => {
        const width = columns[at]?.width ?? 0;
        const left = x;
        const draw = () =>
          doc
            .font(font)
            .fontSize(TABLE_FONT_SIZE)
            .fillColor('#1a1a1a')
            .text(cell, left + CELL_PADDING, y + CELL_PADDING, { width: width - 2 * CELL_PADDING });
        if (tag && parent) parent.add(doc.struct(tag, {}, draw));
        else {
          doc.markContent('Artifact', { type: 'Pagination' });
          draw();
          doc.endMarkedContent();
        }
        x += width;
      });
      doc.x = PAGE.margin;
      doc.y = y + h;
    };
    const element = doc.struct('Table');
    root.add(element);
    const headerRow = doc.struct('TR');
    element.add(headerRow);
    drawRow(headers, BOLD, 'TH', headerRow);
    headerRow.end();
    for (const cells of rows) {
      if (doc.y + rowHeight(cells, REGULAR) > doc.page.height - PAGE.margin) {
        newPage();
        drawRow(headers, BOLD, null, null); // repeated on each page: an artifact
      }
      const row = doc.struct('TR');
      element.add(row);
      drawRow(cells, REGULAR, 'TD', row);
      row.end();
    }
    element.end();
  };

  return {
    doc,
    root,
    heading(tag, text, under) {
      const bookmark = (under ?? doc.outline).addItem(text);
      root.add(
        doc.struct(tag, {}, () => doc.font(BOLD).fontSize(HEADING_SIZE[tag]).text(text).moveDown(0.4)),
      );
      return bookmark;
    },
    paragraph(text, { bold = false } = {}) {
      root.add(
        doc.struct('P', {}, () =>
          doc
            .font(bold ? BOLD : REGULAR)
            .fontSize(11)
            .text(text)
            .moveDown(0.3),
        ),
      );
    },
    table,
    newPage,
    pageNumber: () => {
      const { start, count } = doc.bufferedPageRange();
      return start + count;
    },
    async finish(label) {
      const { start, count } = doc.bufferedPageRange();
      for (let page = start; page < start + count; page += 1) {
        doc.switchToPage(page);
        // Below the bottom margin: without it PDFKit would start a new page for the line.
        const bottom = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        doc.markContent('Artifact', { type: 'Pagination' });
        doc
          .font(REGULAR)
          .fontSize(9)
          .fillColor('#1a1a1a')
          .text(label(page + 1, count), PAGE.margin, doc.page.height - PAGE.margin + 18, {
            width: doc.page.width - 2 * PAGE.margin,
            align: 'center',
            lineBreak: false,
          });
        doc.endMarkedContent();
        doc.page.margins.bottom = bottom;
      }
      root.end();
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
