import { randomUUID } from 'node:crypto';
import { NO_ROLE, type ProcessModel, type ProcessModelInput, type Step } from '@stroomlijn/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi, signedInPage, uniqueTag } from './support/admin-area';
import { interpolate, LOCALES, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { canvas, createPublishedModel, workingCopy } from './support/process-models';
import { hitList, hitOption, searchBox, typeSlowly } from './support/search';

const browser = useBrowser();

/** A model start → one activity per name → end, through the API as the page's modeler. */
async function createChain(page: Page, name: string, stepNames: readonly string[]) {
  const end: Step = { id: randomUUID(), name: '', type: 'end', children: [], actor: NO_ROLE };
  const activities: Step[] = [];
  let next = end.id;
  for (const stepName of [...stepNames].reverse()) {
    const step: Step = {
      id: randomUUID(),
      name: stepName,
      type: 'activity',
      children: [{ id: next, weight: 1 }],
      actor: NO_ROLE,
    };
    activities.unshift(step);
    next = step.id;
  }
  const start: Step = {
    id: randomUUID(),
    name: '',
    type: 'start',
    children: [{ id: next, weight: 1 }],
    actor: NO_ROLE,
  };
  const input: ProcessModelInput = {
    id: randomUUID(),
    info: { name, description: `Beschrijving van ${name}` },
    owner: NO_ROLE,
    manager: NO_ROLE,
    steps: [start, ...activities, end],
    groups: [],
  };
  const { status, body } = await callApi(page, 'POST', '/api/process_model', input);
  if (status !== 201) throw new Error(`POST /api/process_model: ${status} ${JSON.stringify(body)}`);
  return { model: body as ProcessModel, steps: activities };
}

/** The id of the element that has the focus, or its data-step-id for a step of the diagram. */
const focusedStep = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-step-id') ?? null);

/** The step is selected, has the focus and lies wholly inside the canvas's view. */
async function expectStepShown(page: Page, stepId: string): Promise<void> {
  const box = canvas(page).locator(`[data-step-id="${stepId}"]`);
  await box.waitFor();
  await expect.poll(() => box.getAttribute('data-selected')).toBe('true');
  await expect.poll(() => focusedStep(page)).toBe(stepId);
  const [view, step] = [await canvas(page).boundingBox(), await box.boundingBox()];
  expect(view && step).toBeTruthy();
  if (!view || !step) return;
  expect(step.x).toBeGreaterThanOrEqual(view.x);
  expect(step.y).toBeGreaterThanOrEqual(view.y);
  expect(step.x + step.width).toBeLessThanOrEqual(view.x + view.width);
  expect(step.y + step.height).toBeLessThanOrEqual(view.y + view.height);
}

describe.each(LOCALES)('search (%s)', (locale) => {
  const t = textsFor(locale);

  it('a modeler types a word letter by letter and sees the hits named by kind and model, the word marked; a step hit opens the model with the step selected and in view', async () => {
    const tag = uniqueTag();
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER']);
    const filler = Array.from({ length: 24 }, (_, index) => `Tussenstap ${index + 1}`);
    const { model, steps } = await createChain(page, `Inkoop ${tag}`, [
      ...filler,
      `Factuur goedkeuren z${tag}`,
    ]);
    const target = steps.at(-1) as Step;
    await page.goto('/');
    const box = searchBox(page, t);
    await box.click();
    await typeSlowly(box, `z${tag}`);
    const option = hitOption(page, `Factuur goedkeuren z${tag}`);
    // The answer to the whole word: the one hit (a pause in typing may have shown the hits of "z" first).
    await expect.poll(() => hitList(page).getByRole('option').count()).toBe(1);
    await option.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const text = await option.innerText();
    expect(text).toContain(t.search.kind.step);
    expect(text).toContain(interpolate(t.search.within, { name: `Inkoop ${tag}` }));
    expect(await option.locator('mark').allInnerTexts()).toEqual([`z${tag}`]);

    await option.click();
    await waitForPath(page, `/process-model/${model.id}`);
    expect(new URL(page.url()).searchParams.get('step')).toBe(target.id);
    await expectStepShown(page, target.id);
  });

  it('by keyboard only: Ctrl+K, type, ArrowDown, Enter opens the step; Escape closes the list and gives the focus back', async () => {
    const tag = uniqueTag();
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER']);
    const filler = Array.from({ length: 24 }, (_, index) => `Tussenstap ${index + 1}`);
    const { model, steps } = await createChain(page, `Verkoop ${tag}`, [`Offerte maken k${tag}`, ...filler]);
    const target = steps[0] as Step;
    await page.goto('/');
    const language = page.getByRole('combobox', { name: t.language.label });
    await language.focus();

    await page.keyboard.press('Control+k');
    const box = searchBox(page, t);
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(`k${tag}`, { delay: 40 });
    await hitOption(page, `Offerte maken k${tag}`).waitFor();
    await page.keyboard.press('Escape');
    await hitList(page).waitFor({ state: 'detached' });
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => language.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Control+k');
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    // The text is kept and selected: typing replaces it.
    await page.keyboard.type(`k${tag}`, { delay: 40 });
    const option = hitOption(page, `Offerte maken k${tag}`);
    // The answer to the whole word: the one hit (a pause in typing may have shown the hits of "k" first).
    await expect.poll(() => hitList(page).getByRole('option').count()).toBe(1);
    await option.waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await waitForPath(page, `/process-model/${model.id}`);
    await expectStepShown(page, target.id);
  });

  it("a plain user finds the published model, never a working copy's name, and its step hit opens the published model with the step selected", async () => {
    const tag = uniqueTag();
    const { page: modeler } = await signedInPage(browser, locale, ['ROLE_MODELER']);
    const published = await createPublishedModel(modeler, {
      name: `Openbaar p${tag}`,
      stepName: `Aanvraag p${tag}`,
    });
    const copy = await workingCopy(modeler, published.id);
    const renamed = await callApi(modeler, 'PUT', '/api/process_model', {
      id: copy.id,
      info: { ...copy.info, name: `Concept p${tag}` },
      owner: copy.owner,
      manager: copy.manager,
      steps: copy.steps,
      groups: copy.groups,
      updatedAt: copy.updatedAt,
    });
    expect(renamed.status).toBe(200);

    const { page } = await signedInPage(browser, locale, ['ROLE_USER']);
    await page.goto('/');
    const box = searchBox(page, t);
    await box.click();
    // The hits name their models themselves: no list of models is asked for to name them.
    const modelLists: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/process_model') modelLists.push(request.url());
    });
    await typeSlowly(box, `p${tag}`);
    await hitOption(page, `Openbaar p${tag}`).waitFor();
    await hitOption(page, `Aanvraag p${tag}`).waitFor();
    expect(modelLists).toEqual([]);
    expect(await hitList(page).innerText()).not.toContain('Concept');
    // The step hit names the published model, not the working copy.
    expect(await hitOption(page, `Aanvraag p${tag}`).innerText()).toContain(
      interpolate(t.search.within, { name: `Openbaar p${tag}` }),
    );
    await expectAccessible(page, 'search box');

    // The step hit opens the published model, which a plain user may read, with the step selected.
    await hitOption(page, `Aanvraag p${tag}`).click();
    await waitForPath(page, `/business-model/${published.id}/view`);
    await page
      .getByTestId('editor-title')
      .filter({ hasText: `Openbaar p${tag}` })
      .waitFor();
    const step = published.steps.find((each) => each.name === `Aanvraag p${tag}`) as Step;
    await expectStepShown(page, step.id);

    // The modeler's search finds the working copy by its new name.
    await modeler.goto('/');
    const modelerBox = searchBox(modeler, t);
    await modelerBox.click();
    await typeSlowly(modelerBox, `p${tag}`);
    await hitOption(modeler, `Concept p${tag}`).waitFor();
  });

  it('accents fold: "ceremonie" finds "cérémonie", marked as written', async () => {
    const tag = uniqueTag();
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER']);
    await createChain(page, `Feest ${tag}`, [`Cérémonie c${tag}`]);
    await page.goto('/');
    const box = searchBox(page, t);
    await box.click();
    await typeSlowly(box, `c${tag} ceremonie`);
    const option = hitOption(page, `Cérémonie c${tag}`);
    // The hits of the whole query, once the answer to what was typed last is in.
    await expect.poll(() => option.locator('mark').allInnerTexts()).toEqual(['Cérémonie', `c${tag}`]);
  });

  it('more hits than one page: All results opens the results page with its pages and kind filter, and an unknown word says No results', async () => {
    const tag = uniqueTag();
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER']);
    const names = Array.from({ length: 25 }, (_, index) => `Regel ${index + 1} r${tag}`);
    await createChain(page, `Regels r${tag}`, names);
    await page.goto('/');
    const box = searchBox(page, t);
    await box.click();
    await typeSlowly(box, `r${tag}`);
    const all = hitList(page).getByRole('option', {
      name: interpolate(t.search['all-results'], { q: `r${tag}` }),
      exact: true,
    });
    await all.waitFor();
    await all.click();
    await waitForPath(page, '/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe(`r${tag}`);
    await page.getByRole('heading', { level: 1, name: t.search.title, exact: true }).waitFor();
    const results = page.getByRole('list', { name: interpolate(t.search.results, { q: `r${tag}` }) });
    await expect.poll(() => results.getByRole('listitem').count()).toBe(20);
    await page.getByTestId('pager').waitFor();
    await expectAccessible(page, 'search results');

    await page.getByRole('button', { name: interpolate(t.pager.page, { page: '2' }) }).click();
    await expect.poll(() => results.getByRole('listitem').count()).toBe(6);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    await page.getByLabel(t.search['kind-filter'], { exact: true }).selectOption('process-model');
    await expect.poll(() => results.getByRole('listitem').count()).toBe(1);
    expect(await results.innerText()).toContain(`Regels r${tag}`);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();

    const field = page.getByRole('searchbox', { name: t.search.query });
    await field.fill(`geenwoord${tag}`);
    await page.getByText(interpolate(t.search['no-results'], { q: `geenwoord${tag}` })).waitFor();
    await expectAccessible(page, 'search results, none');
  });
});
