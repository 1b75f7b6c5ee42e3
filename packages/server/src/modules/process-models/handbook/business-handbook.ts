import {
  BUSINESS_MODEL_GROUP_IDS,
  type BusinessModel,
  isProcessLink,
  type Language,
} from '@stroomlijn/domain';
import { type Handbook, type HandbookSource, handbookOf } from './handbook-content.js';
import { writeRevision } from './handbook-pdf.js';
import { HANDBOOK_TEXTS, type HandbookTexts } from './handbook-texts.js';
import { openPdf, PAGE, type PdfWriter, REGULAR } from './pdf-writer.js';

/** The business model's handbook: its landscape and the handbooks of its linked published models. */
export interface BusinessHandbookSource {
  model: BusinessModel;
  /** The latest published revision of each linked model still published, in the landscape's order. */
  sources: HandbookSource[];
}

type GroupKey = keyof typeof BUSINESS_MODEL_GROUP_IDS;

/** A group's title: its name, or its standard title in `texts`' language while it has none (as the screen shows). */
function groupTitle(texts: HandbookTexts, group: BusinessModel['groups'][number]): string {
  const key = (Object.keys(BUSINESS_MODEL_GROUP_IDS) as GroupKey[]).find(
    (name) => BUSINESS_MODEL_GROUP_IDS[name] === group.id,
  );
  return group.name.trim() || (key ? texts.groups[key] : '');
}

/** The landscape as rows of group, process group and entry, in the landscape's order (one row per entry). */
export function landscapeRows(model: BusinessModel, texts: HandbookTexts): string[][] {
  const rows: string[][] = [];
  for (const group of model.groups) {
    const title = groupTitle(texts, group);
    if (group.items.length === 0) rows.push([title, '', '']);
    group.items.forEach((processGroup, index) => {
      const name = processGroup.name.trim() || texts.processGroupNumber(index + 1);
      if (processGroup.items.length === 0) rows.push([title, name, '']);
      for (const item of processGroup.items) {
        const entry = isProcessLink(item)
          ? `${item.name.trim() || texts.unnamed}${item.available === false ? ` (${texts.unavailable})` : ''}`
          : `${item.name} (${item.url})`;
        rows.push([title, name, entry]);
      }
    });
  }
  return rows;
}

const LANDSCAPE_COLUMNS = [{ width: 140 }, { width: 140 }, { width: PAGE.width - 2 * PAGE.margin - 280 }];
/** A line of the table of contents. */
const TOC_LINE = 18;
const TOC_NUMBER_WIDTH = 50;

/** `text` cut (with an ellipsis) to fit `width` in the font set now. */
function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let chars = [...text];
  while (chars.length > 0 && doc.widthOfString(`${chars.join('')}…`) > width) chars = chars.slice(0, -1);
  return `${chars.join('')}…`;
}

/**
 * Pages kept for the table of contents from the place written now, which it fills once the chapters'
 * pages are known: a TOC element of TOCI entries (title and page number), in the structure where it stands.
 */
function reserveContents(pdf: PdfWriter, entries: number) {
  const { doc, root } = pdf;
  const toc = doc.struct('TOC');
  root.add(toc);
  const places: { page: number; y: number }[] = [];
  let page = pdf.pageNumber() - 1;
  let y = doc.y;
  for (let entry = 0; entry < entries; entry += 1) {
    if (y + TOC_LINE > PAGE.height - PAGE.margin) {
      pdf.newPage();
      page = pdf.pageNumber() - 1;
      y = doc.y;
    }
    places.push({ page, y });
    y += TOC_LINE;
  }
  return (titles: readonly [string, number][]) => {
    titles.forEach(([title, number], at) => {
      const place = places[at] as { page: number; y: number };
      doc.switchToPage(place.page);
      const width = PAGE.width - 2 * PAGE.margin;
      toc.add(
        doc.struct('TOCI', {}, () => {
          doc.font(REGULAR).fontSize(11).fillColor('#1a1a1a');
          doc.text(fitted(doc, title, width - TOC_NUMBER_WIDTH), PAGE.margin, place.y, { lineBreak: false });
          doc.text(String(number), PAGE.margin + width - TOC_NUMBER_WIDTH, place.y, {
            width: TOC_NUMBER_WIDTH,
            align: 'right',
            lineBreak: false,
          });
        }),
      );
    });
    toc.end();
  };
}

/**
 * The business model's handbook as a tagged PDF: its title and table of contents (titles and page
 * numbers), the landscape as a table of groups, process groups and entries, then each linked model's
 * handbook (a chapter with its bookmark and its sections' under it), the page number on every page.
 */
export async function businessHandbookPdf(
  { model, sources }: BusinessHandbookSource,
  language: Language,
): Promise<Buffer> {
  const texts = HANDBOOK_TEXTS[language];
  // Dated by its latest change, so the same business model and revisions give the same bytes.
  const date = Math.max(model.updatedAt, ...sources.map(({ row }) => row.published_at ?? 0));
  const pdf = openPdf({
    language,
    title: texts.businessHandbook,
    subject: texts.businessHandbook,
    date: new Date(date),
  });
  pdf.heading('H1', texts.businessHandbook);
  pdf.heading('H2', texts.contents);
  const fillContents = reserveContents(pdf, 1 + sources.length);

  pdf.newPage();
  const contents: [string, number][] = [[texts.landscape, pdf.pageNumber()]];
  pdf.heading('H2', texts.landscape);
  pdf.table(LANDSCAPE_COLUMNS, [texts.group, texts.processGroup, texts.entry], landscapeRows(model, texts));
  if (sources.length === 0) {
    pdf.doc.moveDown(1);
    pdf.paragraph(texts.noModels);
  }
  for (const source of sources) {
    // One chapter at a time: its content is let go before the next is laid out.
    const book: Handbook = handbookOf(source, language);
    pdf.newPage();
    contents.push([book.title, pdf.pageNumber()]);
    writeRevision(pdf, book, { level: 2 });
  }
  fillContents(contents);
  return pdf.finish(texts.pageOf);
}
