import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { NO_PROCESS, NO_ROLE, type ProcessModelInput, type RoleRef, type Step } from '@stroomlijn/domain';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateModel } from '../bench/editor/generate-model';
import { expectAccessible } from './support/accessibility';
import { callApi, signedInPage, uniqueTag } from './support/admin-area';
import { LOCALES, type Texts, textsFor } from './support/app';
import { useBrowser } from './support/browser';
import { canvas, publishModel, steps, systemRole, toolbar, toolbarButton } from './support/process-models';
import { createRole } from './support/workflow-forms';

const browser = useBrowser();
const clerk = systemRole('ROLE_USER');
const modeler = systemRole('ROLE_MODELER');

type Key = 's' | 'receive' | 'check' | 'approve' | 'reject' | 'archive' | 'e';
const NAMES: Record<Exclude<Key, 's' | 'e'>, string> = {
  receive: 'Receive the order',
  check: 'Amount < 500 & complete?',
  approve: 'Approve',
  reject: 'Reject "as is"',
  archive: 'Archive the order with all its documents in the records system',
};

/** Names that test the text's measure: long, one long word, accented and Cyrillic (a 200-character name). */
const LONG_NAMES: typeof NAMES = {
  receive:
    'Controleer de aanvraag voor een omgevingsvergunning met alle bijlagen, tekeningen en adviezen van de welstandscommissie, weeg de zienswijzen van omwonenden en leg de uitkomst vast in het zaaksysteem',
  check: 'Aansprakelijkheidsverzekeringsmaatschappijovereenkomstvoorwaardenbeoordeling',
  approve:
    'Überprüfung der Ausschreibungsunterlagen für die Öffentlichkeitsbeteiligung (café, naïve, façade, Ærø)',
  reject: 'Проверить счёт-фактуру поставщика и согласовать оплату с главным бухгалтером',
  archive: 'Ёжик в тумане: архивировать заказ со всеми документами в системе учёта',
};

/**
 * start → Receive → Check (choice) ⟨Approve, Reject, (nothing)⟩ → Archive → end, actors in two roles
 * (Receive, Check and Reject the first, Approve the second).
 */
function pictureModel(
  name: string,
  names: typeof NAMES = NAMES,
  [first, second]: readonly [RoleRef, RoleRef] = [clerk, modeler],
): ProcessModelInput {
  const id = Object.fromEntries(
    ['s', 'receive', 'check', 'approve', 'reject', 'archive', 'e'].map((key) => [key, randomUUID()]),
  ) as Record<Key, string>;
  const step = (key: Key, type: Step['type'], next: Key[], actor: RoleRef = NO_ROLE): Step => ({
    id: id[key],
    name: key === 's' || key === 'e' ? '' : names[key],
    type,
    children: next.map((child, index) => ({ id: id[child], weight: index + 1 })),
    actor,
  });
  return {
    id: randomUUID(),
    info: { name, description: '' },
    owner: NO_ROLE,
    manager: NO_ROLE,
    steps: [
      step('s', 'start', ['receive']),
      step('receive', 'activity', ['check'], first),
      { ...step('check', 'control', ['approve', 'reject', 'archive'], first), operator: 'CHOICE' },
      step('approve', 'activity', ['archive'], second),
      step('reject', 'activity', ['archive'], first),
      step('archive', 'activity', ['e']),
      step('e', 'end', []),
    ],
    groups: [],
  };
}

function downloadButton(page: Page, t: Texts): Locator {
  return toolbarButton(page, t, t.editor.toolbar.download);
}

/** The size of the whole layout the canvas draws (at scale 1), whatever is in view. */
async function layoutSize(page: Page): Promise<{ width: number; height: number }> {
  const flow = canvas(page);
  return {
    width: Number(await flow.getAttribute('data-width')),
    height: Number(await flow.getAttribute('data-height')),
  };
}

/** Chooses a menu item with the mouse and answers the downloaded file's name and bytes. */
async function download(page: Page, choose: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const started = page.waitForEvent('download');
  await choose();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path()) ?? '') };
}

interface SvgFacts {
  errors: number;
  viewBox: string | null;
  steps: number;
  connections: number;
  lanes: string[];
  texts: string;
  foreignObjects: number;
}

/** Parses the SVG in the page's own XML parser. */
function svgFacts(page: Page, svg: string): Promise<SvgFacts> {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'image/svg+xml');
    const root = document.documentElement;
    return {
      errors: document.getElementsByTagName('parsererror').length,
      viewBox: root.getAttribute('viewBox'),
      steps: root.querySelectorAll('g.step').length,
      connections: root.querySelectorAll('g.connections path').length,
      lanes: [...root.querySelectorAll('g.lane text')].map((text) => text.textContent ?? ''),
      texts: [...root.querySelectorAll('text')].map((text) => text.textContent).join(' '),
      foreignObjects: root.getElementsByTagName('foreignObject').length,
    };
  }, svg);
}

/**
 * Draws the SVG in a page of its own and answers every text that Chromium lays out beyond its box: a
 * step's outline (the step's first rect), a lane's header (its second rect) or a "skips" label's rect.
 */
async function textsOutside(
  context: BrowserContext,
  svg: string,
): Promise<{ texts: number; outside: string[] }> {
  const page = await context.newPage();
  try {
    await page.setContent(`<!doctype html><body style="margin:0">${svg.replace(/^<\?xml[^>]*>/, '')}</body>`);
    return await page.evaluate(() => {
      const within = (inner: DOMRect, outer: DOMRect) =>
        inner.x >= outer.x - 0.5 &&
        inner.y >= outer.y - 0.5 &&
        inner.x + inner.width <= outer.x + outer.width + 0.5 &&
        inner.y + inner.height <= outer.y + outer.height + 0.5;
      const boxes: [string, number][] = [
        ['g.step', 0],
        ['g.lane', 1],
        ['g.skips', 0],
      ];
      let texts = 0;
      const outside: string[] = [];
      for (const [group, rectAt] of boxes)
        for (const g of document.querySelectorAll<SVGGElement>(group)) {
          const box = (g.querySelectorAll(':scope > rect')[rectAt] as SVGRectElement).getBBox();
          for (const text of g.querySelectorAll<SVGTextElement>('text')) {
            texts += 1;
            const found = text.getBBox();
            if (!within(found, box))
              outside.push(
                `${group} "${text.textContent}": ${Math.round(found.x)},${Math.round(found.y)} ${Math.round(found.width)}×${Math.round(found.height)} outside ${box.x},${box.y} ${box.width}×${box.height}`,
              );
          }
        }
      const all = document.querySelectorAll('svg text').length;
      if (all !== texts) outside.push(`${all - texts} texts in no box`);
      return { texts, outside };
    });
  } finally {
    await page.close();
  }
}

/** The BPMN file's address of a model's revision 1. */
const bpmnAddress = (id: string) => `/api/process_model/revisions/${id}/1/bpmn`;

/** Reads a BPMN file with bpmn-js's viewer in a page of its own: its import warnings and what it drew. */
async function readWithBpmnJs(
  context: BrowserContext,
  xml: string,
): Promise<{ warnings: string[]; flowNodes: number; lanes: number; width: number; height: number }> {
  const page = await context.newPage();
  try {
    await page.setContent(
      '<!doctype html><body><div id="diagram" style="width:1200px;height:800px"></div></body>',
    );
    await page.addScriptTag({
      path: createRequire(import.meta.url).resolve('bpmn-js/dist/bpmn-viewer.production.min.js'),
    });
    return await page.evaluate(async (source) => {
      interface Element {
        type: string;
        businessObject: { $instanceOf(type: string): boolean };
      }
      const Viewer = (
        window as unknown as {
          BpmnJS: new (options: {
            container: string;
          }) => {
            importXML(xml: string): Promise<{ warnings: { message: string }[] }>;
            get(name: 'elementRegistry'): { filter(test: (element: Element) => boolean): Element[] };
            get(name: 'canvas'): {
              getRootElement(): unknown;
              viewbox(): { inner: { width: number; height: number } };
            };
          };
        }
      ).BpmnJS;
      const viewer = new Viewer({ container: '#diagram' });
      const { warnings } = await viewer.importXML(source);
      const registry = viewer.get('elementRegistry');
      const { inner } = viewer.get('canvas').viewbox();
      return {
        warnings: warnings.map((warning) => warning.message),
        flowNodes: registry.filter((element) => element.businessObject.$instanceOf('bpmn:FlowNode')).length,
        lanes: registry.filter((element) => element.type === 'bpmn:Lane').length,
        width: inner.width,
        height: inner.height,
      };
    }, xml);
  } finally {
    await page.close();
  }
}

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.each(LOCALES)('picture export (%s, issue 18)', (locale) => {
  const t = textsFor(locale);
  const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

  it('downloads the whole diagram as SVG and PNG from the toolbar, by mouse and by keyboard', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER']);
    const tag = uniqueTag();
    const model = pictureModel(`Orders: in/out ${tag}`);
    expect((await callApi(page, 'POST', '/api/process_model', model)).status).toBe(201);
    await page.goto(`/process-model/${model.id}`);
    await expect.poll(() => steps(page).count()).toBeGreaterThan(0);
    // Only part of the model is in view (the canvas draws that part); the picture has all of it.
    await toolbarButton(page, t, t.editor.toolbar['zoom-in']).click();
    await toolbarButton(page, t, t.editor.toolbar['zoom-in']).click();
    const size = await layoutSize(page);
    const base = `Orders- in-out ${tag}`;

    // By mouse: the menu with its two pictures (a working copy has no BPMN file), accessible while open.
    await downloadButton(page, t).click();
    const menu = page.getByRole('menu');
    await menuItem(page, t.editor.export.svg).waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      t.editor.export.svg,
      t.editor.export.png,
    ]);
    expect(await downloadButton(page, t).getAttribute('aria-expanded')).toBe('true');
    await page.waitForFunction(() => {
      const dropdown = document.querySelector('[role="menu"]');
      return dropdown !== null && getComputedStyle(dropdown).opacity === '1';
    });
    // No tooltip half faded out (axe would measure its contrast mid-fade).
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await expectAccessible(page);
    const svgFile = await download(page, () => menuItem(page, t.editor.export.svg).click());
    expect(svgFile.name).toBe(`${base} - ${t.editor.export['file-working-copy']}.svg`);
    const svg = await svgFacts(page, svgFile.bytes.toString('utf8'));
    expect(svg.errors).toBe(0);
    expect(svg.foreignObjects).toBe(0);
    expect(svg.viewBox).toBe(`0 0 ${size.width} ${size.height}`);
    expect(svg.steps).toBe(model.steps.length);
    expect(svg.connections).toBe(8);
    for (const name of Object.values(NAMES).slice(0, 4)) expect(svg.texts).toContain(name);
    // A long name wrapped over lines, as the step box shows it.
    expect(svg.texts).toContain('Archive the order with');
    expect(svg.texts).toContain(t.editor.placeholder.start);
    expect(svg.texts).toContain(t.editor.operator.choice);
    expect(svg.texts).toContain(t.editor.flow.skips);
    await menu.waitFor({ state: 'detached' });

    // By keyboard: Enter opens the menu on its first item, the arrow moves to the PNG, Enter draws it at
    // twice the size.
    await downloadButton(page, t).focus();
    await page.keyboard.press('Enter');
    await menuItem(page, t.editor.export.svg).waitFor();
    await expect
      .poll(() => menuItem(page, t.editor.export.svg).evaluate((item) => item === document.activeElement))
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => menuItem(page, t.editor.export.png).evaluate((item) => item === document.activeElement))
      .toBe(true);
    const pngFile = await download(page, () => page.keyboard.press('Enter'));
    expect(pngFile.name).toBe(`${base} - ${t.editor.export['file-working-copy']}.png`);
    const png = pngSize(pngFile.bytes);
    expect(Math.abs(png.width - 2 * size.width)).toBeLessThanOrEqual(2);
    expect(Math.abs(png.height - 2 * size.height)).toBeLessThanOrEqual(2);
    // The menu closes and the focus is back on its button.
    await menu.waitFor({ state: 'detached' });
    await expect
      .poll(() => downloadButton(page, t).evaluate((button) => button === document.activeElement))
      .toBe(true);

    // The lanes view: the picture is drawn in lanes, at the lanes layout's size.
    await toolbarButton(page, t, t.editor.toolbar.lanes).click();
    await canvas(page).locator('.pm-lane').first().waitFor();
    const lanesSize = await layoutSize(page);
    await downloadButton(page, t).click();
    const lanesFile = await download(page, () => menuItem(page, t.editor.export.svg).click());
    const lanes = await svgFacts(page, lanesFile.bytes.toString('utf8'));
    expect(lanes.errors).toBe(0);
    expect(lanes.viewBox).toBe(`0 0 ${lanesSize.width} ${lanesSize.height}`);
    expect(lanes.lanes).toEqual([clerk.name, modeler.name, t.editor.lanes['no-actor']]);
    expect(lanes.steps).toBe(model.steps.length);
    await toolbarButton(page, t, t.editor.toolbar.lanes).click();
  });

  it('long, accented and Cyrillic names of steps and roles: every text Chromium draws of the SVG lies inside its step box or lane header', async () => {
    const { page, context } = await signedInPage(browser, locale, [
      'ROLE_MODELER',
      'ROLE_USER',
      'ROLE_USER_MANAGER',
    ]);
    const tag = uniqueTag();
    const roles = [
      await createRole(page, `Ответственный за закупки и согласование счетов ${tag}`),
      await createRole(
        page,
        `Beleidsmedewerker ruimtelijke ordening, économie et très longue fonction ${tag}`,
      ),
    ] as const;
    const model = pictureModel(`Длинные имена ${tag}`, LONG_NAMES, roles);
    expect((await callApi(page, 'POST', '/api/process_model', model)).status).toBe(201);
    await page.goto(`/process-model/${model.id}`);
    await expect.poll(() => steps(page).count()).toBeGreaterThan(0);
    for (const view of ['grid', 'lanes'] as const) {
      if (view === 'lanes') {
        await toolbarButton(page, t, t.editor.toolbar.lanes).click();
        await canvas(page).locator('.pm-lane').first().waitFor();
      }
      await downloadButton(page, t).click();
      const file = await download(page, () => menuItem(page, t.editor.export.svg).click());
      const svg = file.bytes.toString('utf8');
      expect(svg).toContain('>Проверить<');
      expect(svg).toContain('>Überprüfung der<');
      const found = await textsOutside(context, svg);
      // Every step's type and name, an actor on five steps, the skips label (and the lanes' headers).
      expect(found.texts, view).toBeGreaterThan(2 * model.steps.length);
      expect(found.outside, view).toEqual([]);
      await page.getByRole('menu').waitFor({ state: 'detached' });
    }
  });

  it('a published revision: named by its revision, with the BPMN file of that revision', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER']);
    const model = pictureModel(`Published ${uniqueTag()}`);
    expect((await callApi(page, 'POST', '/api/process_model', model)).status).toBe(201);
    await publishModel(page, model.id);
    const bpmn = `/api/process_model/revisions/${model.id}/1/bpmn`;

    for (const address of [`/process-model/${model.id}/view`, `/process-model/${model.id}/revisions/1`]) {
      await page.goto(address);
      await expect.poll(() => steps(page).count()).toBeGreaterThan(0);
      await downloadButton(page, t).click();
      const items = page.getByRole('menu').getByRole('menuitem');
      await menuItem(page, t.editor.export.bpmn).waitFor();
      expect(await items.allInnerTexts()).toEqual([
        t.editor.export.svg,
        t.editor.export.png,
        t.editor.export.bpmn,
        t.editor.export['handbook-pdf'],
        t.editor.export['handbook-html'],
      ]);
      expect(await menuItem(page, t.editor.export.bpmn).getAttribute('href')).toBe(bpmn);
      const file = await download(page, () => menuItem(page, t.editor.export.svg).click());
      expect(file.name).toBe(
        `${model.info.name} - ${t.editor.export['file-revision'].replace('{{revision}}', '1')}.svg`,
      );
      expect((await svgFacts(page, file.bytes.toString('utf8'))).steps).toBe(model.steps.length);
    }
    // The BPMN file of revision 1, as an attachment (the server's tests read it back with bpmn-moddle).
    await downloadButton(page, t).click();
    const bpmnFile = await download(page, () => menuItem(page, t.editor.export.bpmn).click());
    expect(bpmnFile.name).toMatch(/-revision-1\.bpmn$/);
    const xml = bpmnFile.bytes.toString('utf8');
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toContain('bpmn:definitions');
    const plainNames = model.steps
      .filter((step) => step.type === 'activity' && /^[\p{L}\d ]+$/u.test(step.name))
      .map((step) => step.name);
    expect(plainNames.length).toBeGreaterThan(0);
    for (const name of plainNames) expect(xml).toContain(`name="${name}"`);
    expect(await toolbar(page, t).getByRole('button', { name: t.editor.toolbar.download }).count()).toBe(1);
  });
});

describe('picture export of a 1,000-step model', () => {
  const t = textsFor('en-US');

  it('the PNG from the menu, in the grid and in the lanes view: no side over 16,384 px, its smallest text at 10 px or more', async () => {
    const { page, context } = await signedInPage(browser, 'en-US', ['ROLE_MODELER', 'ROLE_USER']);
    // Its subprocess steps open a published model, so that it can be published for its BPMN file.
    const tag = uniqueTag();
    const called = pictureModel(`Called ${tag}`);
    expect((await callApi(page, 'POST', '/api/process_model', called)).status).toBe(201);
    await publishModel(page, called.id);
    const { input } = generateModel(1000);
    const model = {
      ...input,
      id: randomUUID(),
      info: { ...input.info, name: `Large ${tag}` },
      steps: input.steps.map((step) =>
        step.type === 'subprocess' ? { ...step, process: { ...NO_PROCESS, id: called.id } } : step,
      ),
    };
    expect((await callApi(page, 'POST', '/api/process_model', model)).status).toBe(201);
    await page.goto(`/process-model/${model.id}`);
    await expect.poll(() => steps(page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const menuItem = (name: string) => page.getByRole('menuitem', { name, exact: true });

    for (const view of ['grid', 'lanes'] as const) {
      if (view === 'lanes') {
        await toolbarButton(page, t, t.editor.toolbar.lanes).click();
        await canvas(page).locator('.pm-lane').first().waitFor();
      }
      await downloadButton(page, t).click();
      const svgFile = await download(page, () => menuItem(t.editor.export.svg).click());
      const svg = svgFile.bytes.toString('utf8');
      const [width, height] = (svg.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/) ?? []).slice(1).map(Number);
      const fonts = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
      expect(fonts.length).toBeGreaterThan(2000);
      await page.getByRole('menu').waitFor({ state: 'detached' });

      await downloadButton(page, t).click();
      const pngFile = await download(page, () => menuItem(t.editor.export.png).click());
      await page.getByRole('menu').waitFor({ state: 'detached' });
      const png = pngSize(pngFile.bytes);
      expect(Math.max(png.width, png.height), view).toBeLessThanOrEqual(16_384);
      // The PNG draws the SVG's picture at one scale: its text is the SVG's font sizes times that scale.
      const scale = png.width / (width as number);
      expect(Math.abs(png.height - (height as number) * scale), view).toBeLessThanOrEqual(2);
      expect(Math.min(...fonts) * scale, view).toBeGreaterThanOrEqual(10);
    }

    // Its BPMN file wraps into columns too, and bpmn-js 18 (the reference viewer) reads it without a warning.
    await publishModel(page, model.id);
    const xml = await page.evaluate(async (address) => (await fetch(address)).text(), bpmnAddress(model.id));
    const read = await readWithBpmnJs(context, xml);
    expect(read.warnings).toEqual([]);
    expect(read.flowNodes).toBeGreaterThanOrEqual(model.steps.length);
    expect(read.lanes).toBe(0);
    expect(Math.max(read.width, read.height)).toBeLessThan(2 * Math.min(read.width, read.height));
  }, 240_000);
});
