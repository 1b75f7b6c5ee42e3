import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  type BusinessModel,
  DEFAULT_BUSINESS_MODEL_ID,
  NO_ROLE,
  type ProcessModelInput,
  type Step,
} from '@stroomlijn/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi, signedInPage, uniqueTag } from './support/admin-area';
import { LOCALES, textsFor } from './support/app';
import { useBrowser } from './support/browser';
import { positionsInOrder, readPdf } from './support/poppler';
import { publishModel, steps, toolbarButton } from './support/process-models';

const browser = useBrowser();
const MODEL_PATH = `/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`;

/** Step names with the letters Dutch and other European names need, in flow order (each fits its table cell). */
const STEP_NAMES = ['Zoë ontvangt', 'Søren controleert', 'Françoise keurt'];

/** A published chain start → the three named activities → end. */
function handbookModel(name: string): ProcessModelInput {
  const ids = [randomUUID(), ...STEP_NAMES.map(() => randomUUID()), randomUUID()];
  const stepsOf = ids.map((id, index): Step => {
    const children = index + 1 < ids.length ? [{ id: ids[index + 1] as string, weight: 1 }] : [];
    const type = index === 0 ? 'start' : index === ids.length - 1 ? 'end' : 'activity';
    return { id, name: STEP_NAMES[index - 1] ?? '', type, children, actor: NO_ROLE };
  });
  return {
    id: randomUUID(),
    info: { name, description: '' },
    owner: NO_ROLE,
    manager: NO_ROLE,
    steps: stepsOf,
    groups: [],
  };
}

/** Starts a download with `act` and answers the file's suggested name and bytes. */
async function download(page: Page, act: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const started = page.waitForEvent('download', { timeout: 60_000 });
  await act();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path()) ?? '') };
}

/** Links `modelId` in a process group of its own (unique name) under primary processes, retried on a conflict. */
async function linkInBusinessModel(page: Page, modelId: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await callApi(page, 'GET', MODEL_PATH);
    const model = current.body as BusinessModel;
    const groups = model.groups.map((group, index) =>
      index === 1
        ? {
            ...group,
            items: [
              ...group.items,
              { id: randomUUID(), name, items: [{ processModelId: modelId, name: '' }] },
            ],
          }
        : group,
    );
    const saved = await callApi(page, 'PUT', '/api/business_model', { ...model, groups });
    if (saved.status === 200) return;
    expect(saved.status, JSON.stringify(saved.body)).toBe(409);
  }
  throw new Error('the business model kept changing');
}

/** Presses a control with the keyboard: focused, then Enter. */
async function pressWithKeyboard(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Enter');
}

describe.each(LOCALES)('the process handbook (%s)', (locale) => {
  const t = textsFor(locale);
  const dutch = locale.startsWith('nl');
  const stepsHeading = dutch ? 'Stappen in volgorde van de stroom' : 'Steps in flow order';
  const revisionWord = dutch ? 'revisie' : 'revision';

  it('a reader downloads the handbook of a published revision from its view, as PDF and as HTML, in their language', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER']);
    const name = `Inkoop à la carte ${uniqueTag()}`;
    const input = handbookModel(name);
    expect((await callApi(page, 'POST', '/api/process_model', input)).status).toBe(201);
    await publishModel(page, input.id);
    await page.goto(`/process-model/${input.id}/view`);
    await expect.poll(() => steps(page).count()).toBeGreaterThan(0);

    // The toolbar's download menu, opened and chosen from by keyboard.
    const menuButton = toolbarButton(page, t, t.editor.toolbar.download);
    await pressWithKeyboard(menuButton);
    const pdfItem = page.getByRole('menuitem', { name: t.editor.export['handbook-pdf'], exact: true });
    await pdfItem.waitFor();
    await expectAccessible(page, 'revision view with the download menu');
    const pdf = await download(page, () => pressWithKeyboard(pdfItem));
    const words = dutch ? 'handboek' : 'handbook';
    expect(pdf.name).toBe(`${name} - ${revisionWord} 1 - ${words}.pdf`);
    const { info, text } = readPdf(pdf.bytes);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(text).toContain(`${name} – ${revisionWord} 1`);
    expect(positionsInOrder(text, [stepsHeading, ...STEP_NAMES])).not.toContain(-1);

    // The HTML page, by mouse.
    await menuButton.click();
    const html = await download(page, () =>
      page.getByRole('menuitem', { name: t.editor.export['handbook-html'], exact: true }).click(),
    );
    expect(html.name).toBe(`${name} - ${revisionWord} 1 - ${words}.html`);
    const page1 = html.bytes.toString('utf8');
    expect(page1).toContain(`<html lang="${dutch ? 'nl' : 'en'}">`);
    expect(positionsInOrder(page1, [stepsHeading, ...STEP_NAMES])).not.toContain(-1);
  });

  it('a reader downloads the business model handbook from its page, with the linked model in it', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_EDITOR', 'ROLE_USER']);
    const tag = uniqueTag();
    const input = handbookModel(`Werving ${tag}`);
    expect((await callApi(page, 'POST', '/api/process_model', input)).status).toBe(201);
    await publishModel(page, input.id);
    await linkInBusinessModel(page, input.id, `Handboekgroep ${tag}`);

    await page.goto('/business-model');
    await page.getByTestId('business-model-landscape').waitFor();
    const button = page.getByRole('button', { name: t['business-model'].handbook, exact: true });
    await expectAccessible(page, 'business model with the handbook button');
    const pdf = await download(page, () => pressWithKeyboard(button));
    expect(pdf.name).toBe(dutch ? 'Bedrijfsmodel - handboek.pdf' : 'Business model - handbook.pdf');
    const { info, text } = readPdf(pdf.bytes);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    const chapter = `Werving ${tag} – ${revisionWord} 1`;
    expect(
      positionsInOrder(text, [
        dutch ? 'Handboek bedrijfsmodel' : 'Business model handbook',
        dutch ? 'Inhoud' : 'Contents',
        chapter,
        dutch ? 'Landschap' : 'Landscape',
        `Handboekgroep ${tag}`,
        chapter,
        stepsHeading,
        ...STEP_NAMES,
      ]),
    ).not.toContain(-1);
    // The button is back, ready for another download.
    await button.waitFor();
  });
});
