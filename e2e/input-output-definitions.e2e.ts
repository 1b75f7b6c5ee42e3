import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProcessModel } from '@stroomlijn/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  callApi,
  labelled,
  listedOptions,
  rowWith,
  signedInPage,
  tableCells,
  uniqueTag,
} from './support/admin-area';
import { interpolate, LOCALES, type Texts, textsFor, waitForPath } from './support/app';
import { useBrowser, type WatchedPage } from './support/browser';
import { createModel } from './support/process-models';
import { insertWorkflowForms } from './support/workflow-forms';

const browser = useBrowser();

/** A small PDF, and an executable that calls itself a PDF (judged by its content, IO-36). */
const PDF_TEXT = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

function writeTemp(name: string, content: string | Buffer): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'stroomlijn-e2e-io-'));
  const file = path.join(directory, name);
  writeFileSync(file, content);
  return file;
}

const disguisedExe = () =>
  writeTemp(
    'setup.pdf',
    Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), Buffer.alloc(512)]),
  );

type Area = 'global' | 'model';

function io(t: Texts) {
  return t['input-output'];
}

/** The definitions inside the step-information dialog (`input-output/*` or `input-output-global/*`). */
function areaOf(page: Page, area: Area): Locator {
  return page.getByTestId(`definition-area-${area}`);
}

function combobox(container: Locator, label: string): Locator {
  return container.getByRole('combobox', { name: labelled(label) });
}

/** Opens a select (plain or filterable) and chooses the option with exactly this text. */
async function choose(page: Page, select: Locator, option: string, search?: string): Promise<void> {
  await select.click();
  if (search !== undefined) await select.fill(search);
  await listedOptions(page).getByText(option, { exact: true }).click();
}

/** The texts of a select's options. */
async function optionsOf(page: Page, select: Locator): Promise<string[]> {
  await select.click();
  await listedOptions(page).first().waitFor();
  const texts = (await listedOptions(page).allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  return texts;
}

interface Definition {
  /** The translated type as the select offers it. */
  type: string;
  name: string;
  description?: string;
  link?: string;
  /** A workflow form's name to choose, in the field of a form or of a form result. */
  form?: { field: 'form' | 'form-result'; name: string };
}

/** New definition → type first → the fields → Save; back on the list with the success message. */
async function createDefinition(page: Page, t: Texts, area: Area, base: string, definition: Definition) {
  const screen = areaOf(page, area);
  await screen.getByRole('link', { name: io(t)['new-link'], exact: true }).click();
  await waitForPath(page, `${base}/new`);
  await screen.getByRole('heading', { name: io(t)['new-title'] }).waitFor();
  // IO-10: only the type until it is chosen.
  expect(await screen.getByLabel(labelled(io(t).field.name)).count()).toBe(0);
  await choose(page, combobox(screen, io(t).field.type), definition.type);
  await screen.getByRole('textbox', { name: labelled(io(t).field.name) }).fill(definition.name);
  if (definition.description !== undefined)
    await screen
      .getByRole('textbox', { name: labelled(io(t).field.description) })
      .fill(definition.description);
  if (definition.link !== undefined)
    await screen.getByRole('textbox', { name: labelled(io(t).field.link) }).fill(definition.link);
  if (definition.form !== undefined) {
    const { field, name } = definition.form;
    await choose(page, combobox(screen, io(t).field[field]), name, name);
  }
  await saveAndReturn(page, t, area, base, definition.name);
}

async function saveAndReturn(page: Page, t: Texts, area: Area, base: string, name: string) {
  const screen = areaOf(page, area);
  await screen.getByRole('button', { name: t.common.save, exact: true }).click();
  await waitForPath(page, base);
  const success = screen.getByTestId('form-success');
  await success.waitFor();
  expect(await success.innerText()).toBe(interpolate(io(t).saved, { name }));
  await rowWith(screen, name).waitFor();
}

async function openArea(page: Page, t: Texts, model: ProcessModel, area: Area): Promise<string> {
  const stepId = model.steps[1]?.id ?? '';
  const base = `/process-model/${model.id}/edit-step-information/${stepId}/${area === 'global' ? 'input-output-global' : 'input-output'}`;
  await page.goto(base);
  await areaOf(page, area)
    .getByRole('heading', { name: area === 'global' ? io(t)['global-title'] : io(t).title, exact: true })
    .waitFor();
  return base;
}

/** The names and types of the listed definitions of this test (the global list is shared). */
async function listed(page: Page, area: Area, tag: string): Promise<string[][]> {
  const table = areaOf(page, area).getByTestId('input-output-table');
  await table.waitFor();
  return (await tableCells(table))
    .filter((cells) => cells[0]?.includes(tag))
    .map((cells) => cells.slice(0, 3));
}

/**
 * Upload: a disguised executable is refused with the file message under the field (IO-36..38), a small PDF
 * is uploaded, shown by name and downloads the same bytes (IO-33..35).
 */
async function createUpload(page: WatchedPage, t: Texts, area: Area, base: string, name: string) {
  const screen = areaOf(page.page, area);
  await screen.getByRole('link', { name: io(t)['new-link'], exact: true }).click();
  await choose(page.page, combobox(screen, io(t).field.type), io(t).type.upload);
  await screen.getByRole('textbox', { name: labelled(io(t).field.name) }).fill(name);
  expect(await combobox(screen, io(t).field.application).inputValue()).toBe(io(t).application.excel);
  const input = screen.locator('input[type="file"]');

  page.allowConsoleError(/status of 422/);
  await input.setInputFiles(disguisedExe());
  await screen.getByText(t.field['unsupported-file-type'], { exact: true }).waitFor();

  await input.setInputFiles(writeTemp('report.pdf', PDF_TEXT));
  const download = screen.getByRole('link', {
    name: interpolate(io(t).upload.download, { name: 'report.pdf' }),
  });
  await download.waitFor();
  expect(await screen.getByText(t.field['unsupported-file-type']).count()).toBe(0);
  const href = (await download.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/api\/file\/[0-9a-f-]{36}\/download$/);
  const bytes = await page.page.evaluate(async (url) => (await fetch(url)).text(), href);
  expect(bytes).toBe(PDF_TEXT);
  await choose(page.page, combobox(screen, io(t).field.application), io(t).application.pdf);
  await saveAndReturn(page.page, t, area, base, name);
}

/** Creates one definition of each kind in the area, out of name order, through the screens. */
async function createEachKind(page: WatchedPage, t: Texts, area: Area, base: string, tag: string) {
  const [formA, formB] = insertWorkflowForms([`E2E formulier A ${tag}`, `E2E formulier B ${tag}`]);
  const names = {
    link: `Link ${tag}`,
    information: `Informatie ${tag}`,
    upload: `Upload ${tag}`,
    form: `Formulier ${tag}`,
    typeform: `Typeform ${tag}`,
    result: `Resultaten ${tag}`,
  };
  const screen = areaOf(page.page, area);

  // Link: IO-25 'abc' is no web address; IO-23, IO-26 the selects start at their first option.
  await screen.getByRole('link', { name: io(t)['new-link'], exact: true }).click();
  await choose(page.page, combobox(screen, io(t).field.type), io(t).type.sharepoint);
  expect(await combobox(screen, io(t).field.period).inputValue()).toBe(io(t).period['not-selected']);
  expect(await combobox(screen, io(t).field.classification).inputValue()).toBe(io(t).classification.public);
  expect(await optionsOf(page.page, combobox(screen, io(t).field.application))).toEqual([
    io(t).application.excel,
    io(t).application.word,
    io(t).application.pdf,
  ]);
  await screen.getByRole('textbox', { name: labelled(io(t).field.name) }).fill(names.link);
  const link = screen.getByRole('textbox', { name: labelled(io(t).field.link) });
  await link.fill('abc');
  await link.blur();
  await screen.getByText(t.field['invalid-url'], { exact: true }).waitFor();
  await link.fill('https://example.sharepoint.com/sites/team');
  await link.blur();
  expect(await screen.getByText(t.field['invalid-url'], { exact: true }).count()).toBe(0);
  await choose(page.page, combobox(screen, io(t).field.classification), io(t).classification.internal);
  await saveAndReturn(page.page, t, area, base, names.link);

  await createDefinition(page.page, t, area, base, {
    type: io(t).type.information,
    name: names.information,
    description: 'Beleid en afspraken',
  });
  await createUpload(page, t, area, base, names.upload);

  // JotForm: the form from GET /api/workflow; IO-24 the reviewer offers only roles of type multi.
  await screen.getByRole('link', { name: io(t)['new-link'], exact: true }).click();
  await choose(page.page, combobox(screen, io(t).field.type), io(t).type.jotform);
  await screen.getByRole('textbox', { name: labelled(io(t).field.name) }).fill(names.form);
  await choose(page.page, combobox(screen, io(t).field.form), formB?.name ?? '', formB?.name);
  const reviewers = await optionsOf(page.page, combobox(screen, io(t).field.reviewer));
  expect(reviewers[0]).toBe(t.select['not-selected']);
  expect(reviewers).not.toContain('ROLE_ADMIN');
  expect(await optionsOf(page.page, combobox(screen, io(t).field.owner))).toContain('ROLE_ADMIN');
  await choose(page.page, combobox(screen, io(t).field.owner), 'ROLE_EDITOR', 'ROLE_ED');
  await saveAndReturn(page.page, t, area, base, names.form);

  await createDefinition(page.page, t, area, base, {
    type: io(t).type.typeform,
    name: names.typeform,
    form: { field: 'form', name: formA?.name ?? '' },
  });
  await createDefinition(page.page, t, area, base, {
    type: io(t).type['jotform-result'],
    name: names.result,
    form: { field: 'form-result', name: formB?.name ?? '' },
  });

  // IO-07, IO-08: sorted by name, with the translated types.
  expect(await listed(page.page, area, tag)).toEqual([
    [names.form, '', io(t).type.jotform],
    [names.information, 'Beleid en afspraken', io(t).type.information],
    [names.link, '', io(t).type.sharepoint],
    [names.result, '', io(t).type['jotform-result']],
    [names.typeform, '', io(t).type.typeform],
    [names.upload, '', io(t).type.upload],
  ]);
  const formRow = rowWith(areaOf(page.page, area), names.form);
  expect((await formRow.getByRole('cell').allInnerTexts())[3]).toBe('ROLE_EDITOR');
  return names;
}

/** Edit (IO-09): the form shows the saved values; a change is listed. */
async function editDefinition(page: Page, t: Texts, area: Area, base: string, name: string) {
  const screen = areaOf(page, area);
  await screen.getByRole('link', { name: interpolate(io(t)['action-name'].edit, { name }) }).click();
  await screen.getByRole('heading', { name: io(t)['edit-title'] }).waitFor();
  const description = screen.getByRole('textbox', { name: labelled(io(t).field.description) });
  expect(await description.inputValue()).toBe('Beleid en afspraken');
  expect(await screen.getByLabel(io(t).field.type, { exact: true }).inputValue()).toBe(
    io(t).type.information,
  );
  await description.fill('Bijgewerkt beleid');
  await saveAndReturn(page, t, area, base, name);
  await rowWith(screen, name).getByRole('cell', { name: 'Bijgewerkt beleid', exact: true }).waitFor();
}

/** Delete (IO-09): confirm; the row goes. */
async function deleteDefinition(page: Page, t: Texts, area: Area, base: string, name: string) {
  const screen = areaOf(page, area);
  await screen.getByRole('link', { name: interpolate(io(t)['action-name'].delete, { name }) }).click();
  await screen.getByText(interpolate(io(t).delete.question, { name }), { exact: true }).waitFor();
  await screen.getByRole('button', { name: io(t).delete.confirm, exact: true }).click();
  await waitForPath(page, base);
  await screen.getByText(interpolate(io(t).delete.success, { name }), { exact: true }).waitFor();
  await rowWith(screen, name).waitFor({ state: 'detached' });
}

describe.each(LOCALES)('Input/output definitions (%s)', (locale) => {
  const t = textsFor(locale);

  it('IO-06..IO-10, IO-18, IO-20..IO-27, IO-33..IO-38: global definitions of each kind through the screens', async () => {
    const tag = uniqueTag();
    const watched = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_EDITOR']);
    const { page } = watched;
    const model = await createModel(page, { name: `E2E definities ${tag}` });
    const base = await openArea(page, t, model, 'global');

    // IO-20: every type, in the spec's order.
    await areaOf(page, 'global')
      .getByRole('link', { name: io(t)['new-link'], exact: true })
      .click();
    expect(await optionsOf(page, combobox(areaOf(page, 'global'), io(t).field.type))).toEqual(
      Object.values(io(t).type),
    );
    await areaOf(page, 'global').getByRole('button', { name: t.common.cancel, exact: true }).click();
    await waitForPath(page, base);

    const names = await createEachKind(watched, t, 'global', base, tag);
    // IO-18: stored under the global process-model id.
    const answer = await callApi(page, 'GET', `/api/input-output/${model.id}`);
    expect(JSON.stringify(answer.body)).not.toContain(tag);

    await editDefinition(page, t, 'global', base, names.information);
    await deleteDefinition(page, t, 'global', base, names.typeform);
  }, 300_000);

  it('IO-06, IO-09, IO-17..IO-19: the model’s definitions of each kind; a used one cannot be deleted', async () => {
    const tag = uniqueTag();
    const watched = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_EDITOR']);
    const { page } = watched;
    const model = await createModel(page, { name: `E2E eigen definities ${tag}` });
    const base = await openArea(page, t, model, 'model');
    await areaOf(page, 'model').getByTestId('empty-state').waitFor();

    const names = await createEachKind(watched, t, 'model', base, tag);
    await editDefinition(page, t, 'model', base, names.information);

    // IO-17, IO-19: every field as saved through the form.
    const list = (await callApi(page, 'GET', `/api/input-output/${model.id}`)).body as Record<
      string,
      unknown
    >[];
    const form = list.find((item) => item.name === names.form);
    expect(form).toMatchObject({
      processModelId: model.id,
      type: 'jotform',
      period: 'not-selected',
      classification: 'public',
      application: null,
      owner: { name: 'ROLE_EDITOR' },
      reviewer: null,
    });
    const upload = list.find((item) => item.name === names.upload);
    expect(upload).toMatchObject({ type: 'upload', application: 'pdf' });

    // used-in-process-models: the information definition as the input of a group of the model.
    const info = list.find((item) => item.name === names.information);
    const stored = (await callApi(page, 'GET', `/api/process_model/${model.id}/edit`)).body as ProcessModel;
    const step = stored.steps[1];
    const saved = await callApi(page, 'PUT', '/api/process_model', {
      id: stored.id,
      info: stored.info,
      owner: stored.owner,
      manager: stored.manager,
      steps: stored.steps,
      groups: [
        {
          id: randomUUID(),
          stepId: step?.id,
          name: 'Intake',
          description: '',
          inputs: [info?.id],
          output: null,
        },
      ],
      updatedAt: stored.updatedAt,
    });
    expect(saved.status).toBe(200);
    watched.allowConsoleError(/status of 409/);
    const screen = areaOf(page, 'model');
    await page.goto(`${base}/${String(info?.id)}/delete`);
    await screen.getByRole('button', { name: io(t).delete.confirm, exact: true }).click();
    const refusal = screen.getByTestId('form-danger');
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe(`${t.error['used-in-process-models']} ${model.info.name}`);
    await screen.getByRole('button', { name: t.common.cancel, exact: true }).click();
    await waitForPath(page, base);

    await deleteDefinition(page, t, 'model', base, names.link);
    // IO-06: the global list is another list.
    await page.goto(base.replace(/input-output$/, 'input-output-global'));
    await areaOf(page, 'global')
      .getByRole('heading', { name: io(t)['global-title'], exact: true })
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(await rowWith(areaOf(page, 'global'), names.form).count()).toBe(0);
  }, 300_000);
});
