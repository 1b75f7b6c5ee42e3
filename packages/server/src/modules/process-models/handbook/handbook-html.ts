import { escapeHtml } from '../../../integrations/mail/index.js';
import type { Handbook } from './handbook-content.js';
import { drawingSvg } from './handbook-svg.js';

/** Screen and print: each section starts a page when printed, table rows are not split, the header row repeats. */
const STYLE = `
body { font-family: 'DejaVu Sans', Verdana, sans-serif; color: #1a1a1a; margin: 2rem; line-height: 1.5; }
h1 { font-size: 1.8rem; margin: 0 0 1rem; }
h2 { font-size: 1.3rem; margin: 2rem 0 0.75rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1.5rem; }
dt { font-weight: bold; }
dd { margin: 0; }
figure { margin: 0; overflow-x: auto; }
figure svg { max-width: 100%; height: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #8a8a8a; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #eeeeee; }
p.note { white-space: pre-wrap; }
@media print {
  body { margin: 0; }
  section + section { break-before: page; page-break-before: always; }
  tr, figure { break-inside: avoid; page-break-inside: avoid; }
  thead { display: table-header-group; }
}
`;

/**
 * The handbook as one accessible HTML page without script: the document's language, a heading per
 * section, the facts as a description list, the diagram as inline SVG named by its text alternative
 * (role img, aria-labelledby a visible caption), and the steps as a table with column headers.
 */
export function handbookHtml(book: Handbook): string {
  const { texts } = book;
  const facts = book.facts
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const svg = drawingSvg(book.diagram).replace(
    '<svg ',
    '<svg role="img" aria-labelledby="diagram-text" focusable="false" ',
  );
  const rows = book.steps
    .map(
      (step) =>
        `<tr><td>${step.number}</td><th scope="row">${escapeHtml(step.name)}</th><td>${escapeHtml(step.type)}</td><td>${escapeHtml(step.actor)}</td><td>${escapeHtml(step.inputs)}</td><td>${escapeHtml(step.outputs)}</td></tr>`,
    )
    .join('\n');
  const headers = [texts.number, texts.step, texts.type, texts.actor, texts.inputs, texts.outputs]
    .map((header) => `<th scope="col">${escapeHtml(header)}</th>`)
    .join('');
  return `<!doctype html>
<html lang="${book.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${texts.handbook}: ${book.title}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<section aria-labelledby="about">
<h1 id="about">${escapeHtml(book.title)}</h1>
<p>${escapeHtml(texts.handbook)}</p>
${book.description ? `<p>${escapeHtml(book.description)}</p>` : ''}
<dl>${facts}</dl>
<h2>${escapeHtml(texts.changeNote)}</h2>
<p class="note">${escapeHtml(book.changeNote ?? texts.none)}</p>
</section>
<section aria-labelledby="diagram">
<h2 id="diagram">${escapeHtml(texts.diagram)}</h2>
<figure>
${svg}
<figcaption id="diagram-text">${escapeHtml(book.diagramText)}</figcaption>
</figure>
</section>
<section aria-labelledby="steps">
<h2 id="steps">${escapeHtml(texts.steps)}</h2>
<table>
<thead><tr>${headers}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>
</main>
</body>
</html>
`;
}
