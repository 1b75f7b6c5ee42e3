import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { labelled, listedOptions, signedInPage, uniqueTag } from './support/admin-area';
import { interpolate, LOCALES, type Texts, textsFor } from './support/app';
import { useBrowser } from './support/browser';
import { createModel } from './support/process-models';

const browser = useBrowser();
const MB = 1024 * 1024;

/** A PDF of `bytes` bytes (a real header, then spaces). */
function pdfOf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
  const tail = Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]);
}

/** The new-definition form of the global definitions, with `type` chosen. */
async function newDefinition(
  page: Page,
  t: Texts,
  modelId: string,
  stepId: string,
  type: string,
): Promise<Locator> {
  await page.goto(`/process-model/${modelId}/edit-step-information/${stepId}/input-output-global/new`);
  const screen = page.getByTestId('definition-area-global');
  await screen.getByRole('combobox', { name: labelled(t['input-output'].field.type) }).click();
  await listedOptions(page).getByText(type, { exact: true }).click();
  return screen;
}

describe.each(LOCALES)('definition limits (%s)', (locale) => {
  const t = textsFor(locale);
  const io = t['input-output'];

  it('CL-02: the description of an information definition holds at most 200 characters', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_EDITOR']);
    const model = await createModel(page, { name: `E2E beschrijving ${uniqueTag()}` });
    const screen = await newDefinition(page, t, model.id, model.steps[1]?.id ?? '', io.type.information);
    const description = screen.getByRole('textbox', { name: labelled(io.field.description) });
    await description.click();
    await page.keyboard.type('x'.repeat(201));
    expect(await description.inputValue()).toBe('x'.repeat(200));
    await screen.getByText(t.field['text-too-long'], { exact: true }).waitFor();
  });

  it('CL-03: an upload of 21 MB is refused with the file message, on the screen and by the server', async () => {
    const { page, allowConsoleError } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_EDITOR']);
    allowConsoleError(/status of 413\b/);
    const model = await createModel(page, { name: `E2E upload ${uniqueTag()}` });
    const screen = await newDefinition(page, t, model.id, model.steps[1]?.id ?? '', io.type.upload);
    const input = screen.locator('input[type="file"]');
    await input.setInputFiles({ name: 'groot.pdf', mimeType: 'application/pdf', buffer: pdfOf(21 * MB) });
    const message = interpolate(t.field['file-too-large'], { uploadMb: '20' });
    await screen.getByText(message, { exact: true }).waitFor();

    // The server refuses it too, under the field named file.
    const answer = await page.request.post('/api/file/upload', {
      multipart: {
        id: crypto.randomUUID(),
        file: { name: 'groot.pdf', mimeType: 'application/pdf', buffer: pdfOf(21 * MB) },
      },
    });
    expect(answer.status()).toBe(413);
    expect(await answer.json()).toMatchObject({ errors: [{ name: 'file', message: 'file-too-large' }] });
    // Exactly 20 MB passes.
    const limit = await page.request.post('/api/file/upload', {
      multipart: {
        id: crypto.randomUUID(),
        file: { name: 'twintig.pdf', mimeType: 'application/pdf', buffer: pdfOf(20 * MB) },
      },
    });
    expect(limit.status()).toBeLessThan(300);
  });
});
