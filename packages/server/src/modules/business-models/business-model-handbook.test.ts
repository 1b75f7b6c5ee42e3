import { randomUUID } from 'node:crypto';
import {
  BUSINESS_MODEL_GROUP_IDS,
  type BusinessModel,
  type BusinessModelGroup,
  DEFAULT_BUSINESS_MODEL_ID,
  NO_ROLE,
  type Step,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { client, signedInClient } from '../../test/client.js';
import { usePoppler } from '../../test/poppler.js';
import { publishedModel } from '../../test/process-models.js';
import { testAppForThisTest, useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/** The business model's handbook: the landscape, a table of contents and each linked model's handbook. */
const t = useTestApp();
const editor = useSignedInClient(t, ['ROLE_EDITOR']);
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const staff = useSignedInClient(t);
const dutch = useSignedInClient(t);
const { poppler, darkPixelsPerPage, expectFontsEmbedded, expectInOrder, expectPageNumbers } = usePoppler();
const URL = `/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}/handbook.pdf`;

/** A chain start → the named activities → end. */
function chain(names: string[]): Step[] {
  const ids = [randomUUID(), ...names.map(() => randomUUID()), randomUUID()];
  return ids.map((id, index): Step => {
    const children = index + 1 < ids.length ? [{ id: ids[index + 1] as string, weight: 1 }] : [];
    if (index === 0) return { id, name: 'Begin', type: 'start', children, actor: NO_ROLE };
    if (index === ids.length - 1) return { id, name: 'Klaar', type: 'end', children, actor: NO_ROLE };
    return { id, name: names[index - 1] as string, type: 'activity', children, actor: NO_ROLE };
  });
}

const PURCHASING = ['Intake bij Zoë', 'Søren bestelt', 'Factuur naar Françoise'];
const HIRING = ['Vacature plaatsen', 'Gesprek met Ægir', 'Contract tekenen'];

/**
 * Links in the landscape's order: primary processes holds Hiring, then Purchasing, then a model deleted
 * since, and an external link; evaluation links Purchasing again (its chapter comes once).
 */
async function linkedLandscape() {
  const purchasing = await publishedModel(modeler, {
    info: { name: 'Purchasing', description: 'Who orders what.' },
    steps: chain(PURCHASING),
  });
  const hiring = await publishedModel(modeler, {
    info: { name: 'Werving – Łódź', description: '' },
    steps: chain(HIRING),
  });
  const gone = await publishedModel(modeler, { info: { name: 'Gone model', description: '' } });
  const model: BusinessModel = (await staff.get(`/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`)).json();
  const link = (id: string, name: string) => ({ processModelId: id, name });
  const groups = model.groups.map((group): BusinessModelGroup => {
    if (group.id === BUSINESS_MODEL_GROUP_IDS.primaryProcesses)
      return {
        ...group,
        items: [
          {
            id: randomUUID(),
            name: 'Kernprocessen',
            items: [
              link(hiring.id, ''),
              link(purchasing.id, ''),
              link(gone.id, ''),
              { url: 'https://example.org/kwaliteit', name: 'Kwaliteitshandboek' },
            ],
          },
          { id: randomUUID(), name: '', items: [] },
        ],
      };
    if (group.id === BUSINESS_MODEL_GROUP_IDS.evaluation)
      return {
        ...group,
        name: 'Audit',
        items: [{ id: randomUUID(), name: 'Terugblik', items: [link(purchasing.id, '')] }],
      };
    return group;
  });
  const saved = await editor.put('/api/business_model', { ...model, groups });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await modeler.delete(`/api/process_model/${gone.id}`)).statusCode).toBe(204);
}

/** The page (from 1) of pdftotext's output on which `text` first appears after `after`. */
function pageOf(pages: string[], text: string, after = 0): number {
  const at = pages.findIndex((page, index) => index >= after && page.includes(text));
  expect(at, text).toBeGreaterThanOrEqual(0);
  return at + 1;
}

describe('the business model handbook', () => {
  it('is a tagged PDF: contents with page numbers, the landscape, each linked model once in its order, page numbers', async () => {
    await linkedLandscape();
    const response = await staff.get(URL);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-language']).toBe('en');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Business model - handbook.pdf"; filename*=UTF-8''Business%20model%20-%20handbook.pdf`,
    );
    const pdf = response.rawPayload;
    const info = poppler('pdfinfo', pdf);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^Title:\s+Business model handbook$/m);
    expect(pdf.toString('latin1')).toMatch(/\/Lang \(en\)/);
    expectFontsEmbedded(pdf);
    const structure = poppler('pdfinfo', pdf, '-struct')
      .split('\n')
      .map((line) => line.trim());
    expect(structure).toContain('TOC');
    expect(structure.filter((line) => line === 'TOCI')).toHaveLength(3);
    expect(structure.filter((line) => line === 'Figure')).toHaveLength(2);
    // A bookmark for the contents and the landscape, and each chapter's sections (under its title's).
    const raw = pdf.toString('latin1');
    for (const bookmark of ['Contents', 'Landscape']) expect(raw).toContain(`/Title (${bookmark})`);
    expect(raw.match(/\/Title \(Steps in flow order\)/g)).toHaveLength(2);

    const text = poppler('pdftotext', pdf, '-layout');
    const pages = expectPageNumbers(text, (page, count) => `Page ${page} of ${count}`);
    expect(pages.length).toBeGreaterThan(6);

    // The contents: each title with the page its section starts on.
    const contents = pages[0] as string;
    expect(contents).toContain('Business model handbook');
    const landscapePage = pageOf(pages, 'Group', 1);
    const hiringPage = pageOf(pages, 'Werving – Łódź – revision 1', 1);
    const purchasingPage = pageOf(pages, 'Purchasing – revision 1', 1);
    expect(contents).toMatch(new RegExp(`Landscape\\s+${landscapePage}\\n`));
    expect(contents).toMatch(new RegExp(`Werving – Łódź – revision 1\\s+${hiringPage}\\n`));
    expect(contents).toMatch(new RegExp(`Purchasing – revision 1\\s+${purchasingPage}\\n`));
    expect(hiringPage).toBeLessThan(purchasingPage);
    expect(text.match(/Purchasing – revision 1/g)).toHaveLength(2); // in the contents and its chapter
    expect(text).not.toContain('Gone model – revision');
    // The landscape: the groups in order with their standard titles or names, every entry.
    const landscape = pages[landscapePage - 1] as string;
    expectInOrder(landscape, [
      'Manage organisation',
      'Primary processes',
      'Kernprocessen',
      'Werving – Łódź',
      'Purchasing',
      'Gone model (unavailable',
      'Kwaliteitshandboek (https://',
      'Process group 2',
      'Support organisation',
      'Audit',
      'Terugblik',
      'Purchasing',
    ]);
    // Each chapter's steps in flow order, after its title.
    expectInOrder(
      text.slice(text.indexOf('Steps in flow order', pages.slice(0, hiringPage - 1).join('\f').length)),
      HIRING,
    );
    expectInOrder(pages.slice(purchasingPage - 1).join('\f'), ['Steps in flow order', ...PURCHASING]);
    expect(darkPixelsPerPage(pdf).every((dark) => dark > 20)).toBe(true);
  });

  it("speaks the reader's language: Dutch titles, group names, page numbers and file name", async () => {
    await linkedLandscape();
    expect((await dutch.put('/api/security/language', { language: 'nl' })).statusCode).toBe(204);
    const response = await dutch.get(URL);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-language']).toBe('nl');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''Bedrijfsmodel%20-%20handboek.pdf`,
    );
    expect(response.rawPayload.toString('latin1')).toMatch(/\/Lang \(nl\)/);
    expect(poppler('pdfinfo', response.rawPayload)).toMatch(/^Tagged:\s+yes$/m);
    const text = poppler('pdftotext', response.rawPayload, '-layout');
    expectPageNumbers(text, (page, count) => `Pagina ${page} van ${count}`);

    expectInOrder(text, [
      'Handboek bedrijfsmodel',
      'Inhoud',
      'Landschap',
      'Besturing organisatie',
      'Primaire processen',
      'niet beschikbaar',
      'Procesgroep 2',
      'Ondersteuning organisatie',
      'Werving – Łódź – revisie 1',
      'Stappen in volgorde van de stroom',
      ...HIRING,
      'Purchasing – revisie 1',
      ...PURCHASING,
    ]);
  });

  it("is in the browser's language for a user who saved none", async () => {
    const response = await staff.inject({
      method: 'GET',
      url: URL,
      headers: { 'accept-language': 'nl-NL, en;q=0.5' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('nl');
    expect(poppler('pdftotext', response.rawPayload)).toContain('Handboek bedrijfsmodel');
  });

  it('with no linked model: the landscape and a note, tagged, no empty page', async () => {
    const app = await testAppForThisTest();
    const reader = await signedInClient(app);
    const response = await reader.get(URL);
    expect(response.statusCode, response.body).toBe(200);
    const pdf = response.rawPayload;
    expect(poppler('pdfinfo', pdf)).toMatch(/^Tagged:\s+yes$/m);
    expectFontsEmbedded(pdf);
    const text = poppler('pdftotext', pdf, '-layout');
    expect(text).toMatch(/Landscape\s+2\n/);
    expectInOrder(text, [
      'Manage organisation',
      'Primary processes',
      'Support organisation',
      'Evaluation',
      'No published process model is linked.',
      'Page 2 of 2',
    ]);
    expect(darkPixelsPerPage(pdf)).toHaveLength(2);
    expect(darkPixelsPerPage(pdf).every((dark) => dark > 20)).toBe(true);
  });

  it('404 for an unknown business model, 401 without a session', async () => {
    const unknown = await staff.get(`/api/business_model/${randomUUID()}/handbook.pdf`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ messageKey: 'not-found' });
    expect((await client(t.app).get(URL)).statusCode).toBe(401);
  });
});
