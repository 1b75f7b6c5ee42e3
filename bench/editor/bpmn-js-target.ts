/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The callbacks of page.evaluate() run in the browser and use its globals.

/**
 * bpmn-js 18 as a second target of the editor benchmark: the same generated models, published and
 * exported as BPMN 2.0 by the server (`GET /api/process_model/revisions/{id}/{revision}/bpmn`), opened and
 * edited in bpmn-js's modeler on a page of its own (bpmn-js-page.ts), timed with the same page probes as
 * Stroomlijn's editor.
 */
import type { ProcessModel } from '@stroomlijn/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { revisionToBpmn } from '../../packages/server/src/modules/process-models/bpmn/index.js';
import {
  EDITS,
  heapAfterGc,
  MB,
  median,
  NAME_SHIM,
  PAUSE_MS,
  ROUNDS,
  VIEWPORT,
  within,
} from './bench-support';
import { type BpmnJsPage, serveBpmnJsPage } from './bpmn-js-page';
import { armEditProbe, type EditTimes, installOpenProbe, type OpenTimes, readEditTimes } from './page-probes';

/** A shape of the diagram as bpmn-js draws it (its element registry sets the id attribute). */
const SHAPE = '.djs-shape[data-element-id]';
const PROBE = { canvas: '#canvas', step: SHAPE, idAttribute: 'data-element-id' } as const;
const APPEND_TASK = '.djs-context-pad .entry[data-action="append.append-task"]';

/** The modeler as the page keeps it: only what the bench calls. */
interface Modeler {
  importXML(xml: string): Promise<{ warnings: unknown[] }>;
  get(service: 'elementRegistry'): {
    filter(test: (element: { id: string; type: string }) => boolean): { id: string; type: string }[];
    getGraphics(id: string): SVGElement;
  };
  get(service: 'selection'): { get(): { id: string; type: string }[] };
  get(service: 'canvas'): {
    isFocused(): boolean;
    viewbox(box: { x: number; y: number; width: number; height: number }): unknown;
  };
}
type Bounded = { id: string; type: string; x: number; y: number };
type ModelerWindow = Window & {
  modeler: Modeler;
  __benchOpen?: Promise<Omit<OpenTimes, 'modelReceived' | 'firstPaint'>>;
};

/**
 * The BPMN the server exports for the model (its export function, run here): the working copy that
 * Stroomlijn's editor opens, as `GET /api/process_model/{id}/edit` answers it, exported as revision 1.
 * Publishing is not possible: the generated subprocess steps open the placeholder process, and a
 * published model may only open published models.
 */
export async function exportBpmn(baseUrl: string, cookie: string, id: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/process_model/${id}/edit`, { headers: { cookie } });
  if (!answer.ok) throw new Error(`GET /api/process_model/${id}/edit answered ${answer.status}`);
  const model = (await answer.json()) as ProcessModel;
  return revisionToBpmn({ revision: 1, changeNote: null, model });
}

export interface BpmnJsOpenRun {
  /** `fetch` of the BPMN file called (ms since navigation start). */
  fetchStart: number;
  /** Its text received. */
  received: number;
  /** `importXML` called (right after). */
  importStart: number;
  /** `importXML` resolved. */
  imported: number;
  /** The first shape in the DOM and inside the window (bpmn-js draws all shapes in one task). */
  firstShape: number;
  /** The frame that shows it has been rendered. */
  painted: number;
  /** Shapes in the DOM (bpmn-js draws every one). */
  shapes: number;
  warnings: number;
  heapBytes: number;
}

export interface BpmnJsResults {
  opens: Map<number, BpmnJsOpenRun[]>;
  edits: Map<number, { insert: EditTimes[]; remove: EditTimes[] }>;
  xmlBytes: Map<number, number>;
}

/** A new context (empty cache, no compiled code) with the modeler's page loaded and its modeler made. */
async function coldModeler(
  browser: Browser,
  target: BpmnJsPage,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: target.baseUrl, viewport: VIEWPORT, locale: 'en-US' });
  await context.addInitScript({ content: NAME_SHIM });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`bpmn-js page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`bpmn-js console error: ${message.text()}`);
  });
  await page.goto('/');
  await page.waitForFunction(() => (window as unknown as ModelerWindow).modeler !== undefined);
  return { context, page };
}

/** In the page: fetches the BPMN file and imports it; answers when the first shape in view is painted. */
async function openInPage(url: string): Promise<Omit<BpmnJsOpenRun, 'heapBytes'>> {
  const page = window as unknown as ModelerWindow;
  const fetchStart = performance.now();
  const xml = await (await fetch(url)).text();
  const received = performance.now();
  const importStart = performance.now();
  const { warnings } = await page.modeler.importXML(xml);
  const imported = performance.now();
  const shown = await (page.__benchOpen as NonNullable<ModelerWindow['__benchOpen']>);
  return {
    fetchStart,
    received,
    importStart,
    imported,
    firstShape: shown.firstStep,
    painted: shown.painted,
    shapes: shown.renderedSteps,
    warnings: warnings.length,
  };
}

/** Opens the model of `size` steps in a loaded modeler of a cold context: fetch, import, first paint. */
async function openRun(browser: Browser, target: BpmnJsPage, size: number): Promise<BpmnJsOpenRun> {
  const { context, page } = await coldModeler(browser, target);
  try {
    await page.waitForTimeout(PAUSE_MS);
    await page.evaluate(installOpenProbe, SHAPE);
    const times = await within(
      page.evaluate(openInPage, `/model/${size}.bpmn`),
      120_000,
      () => 'No shape shown',
    );
    const { heap } = await heapAfterGc(context, page);
    return { ...times, heapBytes: heap };
  } finally {
    await context.close();
  }
}

/**
 * In the page: scrolls the diagram (at scale 1) so that its topmost task is near the upper left of the
 * window, as a user scrolls to the start (bpmn-js shows the diagram's upper left corner, which in these
 * diagrams holds only the pool), and answers a task in view with room for the appended task to its
 * right, in the upper half of the window if there is one, else in its upper 70 %.
 */
function taskInView(): string | null {
  const { modeler } = window as unknown as ModelerWindow;
  const registry = modeler.get('elementRegistry');
  const tasks = registry
    .filter((element) => element.type === 'bpmn:Task')
    .sort((a, b) => (a as Bounded).y - (b as Bounded).y || (a as Bounded).x - (b as Bounded).x);
  const first = tasks[0] as Bounded | undefined;
  if (!first) return null;
  modeler
    .get('canvas')
    .viewbox({ x: first.x - 320, y: first.y - 160, width: innerWidth, height: innerHeight });
  const fits = (share: number) =>
    tasks.find((task) => {
      const box = registry.getGraphics(task.id).getBoundingClientRect();
      return box.top > 0 && box.left > 0 && box.bottom < innerHeight * share && box.right + 200 < innerWidth;
    });
  return (fits(0.5) ?? fits(0.7))?.id ?? null;
}

/**
 * Appends a task to a task in view and removes it again, `EDITS` times each, as a user does in bpmn-js:
 * click the task (it is selected and its context pad opens), point at the pad's "Append task" (bpmn-js
 * previews the new task) and click it (the new task is placed, selected and its name opened for typing),
 * Escape (the name closes, the canvas has the focus again), then Delete.
 */
async function editRuns(
  browser: Browser,
  target: BpmnJsPage,
  size: number,
): Promise<{ insert: EditTimes[]; remove: EditTimes[] }> {
  const { context, page } = await coldModeler(browser, target);
  const insert: EditTimes[] = [];
  const remove: EditTimes[] = [];
  try {
    await page.evaluate(
      async (url) => (window as unknown as ModelerWindow).modeler.importXML(await (await fetch(url)).text()),
      `/model/${size}.bpmn`,
    );
    const targetId = await page.evaluate(taskInView);
    if (!targetId) throw new Error('No task in view with room to its right');
    const task = page.locator(`#canvas [data-element-id="${targetId}"]`);
    const appendTask = page.locator(APPEND_TASK);
    await page.waitForTimeout(PAUSE_MS);
    for (let edit = 0; edit < EDITS; edit++) {
      await task.click();
      await page.waitForTimeout(PAUSE_MS);
      // Pointing at the entry draws bpmn-js's preview of the appended task; that is before the click.
      await appendTask.hover();
      await page.waitForTimeout(PAUSE_MS);
      await page.evaluate(armEditProbe, { ...PROBE, change: 'insert' as const, eventType: 'click' });
      await appendTask.click();
      insert.push(await within(page.evaluate(readEditTimes), 30_000, () => 'No task was appended'));
      const selected = await page.evaluate(() =>
        (window as unknown as ModelerWindow).modeler
          .get('selection')
          .get()
          .map(({ id, type }) => ({ id, type })),
      );
      const newId = selected[0]?.id;
      if (selected.length !== 1 || !newId || newId === targetId || selected[0]?.type !== 'bpmn:Task')
        throw new Error(`The appended task is not selected: ${JSON.stringify(selected)}`);
      const box = await page.locator(`#canvas [data-element-id="${newId}"]`).boundingBox();
      if (
        !box ||
        box.y < 0 ||
        box.x < 0 ||
        box.y + box.height > VIEWPORT.height ||
        box.x + box.width > VIEWPORT.width
      )
        throw new Error(`The appended task is not in view: ${JSON.stringify(box)}`);
      await page.waitForTimeout(PAUSE_MS);

      // bpmn-js opens the new task's name for typing; Escape closes that and gives the canvas the focus
      // back (keys reach bpmn-js 18 only on its canvas), the task still selected.
      await page.keyboard.press('Escape');
      await page.waitForTimeout(PAUSE_MS);
      const focused = await page.evaluate(() =>
        (window as unknown as ModelerWindow).modeler.get('canvas').isFocused(),
      );
      if (!focused) {
        await page.locator(`#canvas [data-element-id="${newId}"]`).click();
        await page.waitForTimeout(PAUSE_MS);
      }
      await page.evaluate(armEditProbe, {
        ...PROBE,
        change: 'remove' as const,
        eventType: 'keydown',
        stepId: newId,
      });
      await page.keyboard.press('Delete');
      remove.push(await within(page.evaluate(readEditTimes), 30_000, () => 'The task was not removed'));
      await page.waitForTimeout(PAUSE_MS);
    }
    return { insert, remove };
  } finally {
    await context.close();
  }
}

/**
 * Runs the bpmn-js target: `ROUNDS` cold opens of each of `openSizes` (none when empty), then the edits on
 * each of `editSizes`. `bpmn` holds the server's BPMN of each size.
 */
export async function runBpmnJs(
  browser: Browser,
  bpmn: ReadonlyMap<number, string>,
  openSizes: readonly number[],
  editSizes: readonly number[],
): Promise<BpmnJsResults> {
  const target = await serveBpmnJsPage(bpmn);
  try {
    const opens = new Map<number, BpmnJsOpenRun[]>();
    for (let round = 0; round < ROUNDS && openSizes.length > 0; round++) {
      for (const size of openSizes) {
        const run = await openRun(browser, target, size);
        opens.set(size, [...(opens.get(size) ?? []), run]);
        console.log(
          `  bpmn-js run ${round + 1}, ${size} steps: BPMN received ${(run.received - run.fetchStart).toFixed(1)} ms after the fetch, ` +
            `import to painted ${(run.painted - run.importStart).toFixed(0)} ms (${run.shapes} shapes, ${run.warnings} import warnings)`,
        );
      }
    }
    const edits = new Map<number, { insert: EditTimes[]; remove: EditTimes[] }>();
    for (const size of editSizes) edits.set(size, await editRuns(browser, target, size));
    const xmlBytes = new Map([...bpmn].map(([size, xml]) => [size, Buffer.byteLength(xml)]));
    return { opens, edits, xmlBytes };
  } finally {
    await target.stop();
  }
}

/** The bpmn-js opens in detail, medians in ms. */
export function printBpmnJsOpens(results: BpmnJsResults): void {
  if (results.opens.size === 0) return;
  console.log('\nbpmn-js opens (cold context, loaded modeler), medians in ms:');
  console.log(
    '| steps | BPMN KiB | fetch | importXML call → first shape in DOM | → painted | importXML resolved | fetch + import → painted | shapes | heap MB |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [size, runs] of results.opens) {
    const m = (pick: (run: BpmnJsOpenRun) => number) => median(runs.map(pick));
    console.log(
      `| ${size.toLocaleString('en')} | ${((results.xmlBytes.get(size) ?? 0) / 1024).toFixed(0)} | ${m((r) => r.received - r.fetchStart).toFixed(1)} | ` +
        `${m((r) => r.firstShape - r.importStart).toFixed(0)} | ${m((r) => r.painted - r.importStart).toFixed(0)} | ` +
        `${m((r) => r.imported - r.importStart).toFixed(0)} | ${m((r) => r.painted - r.fetchStart).toFixed(0)} | ` +
        `${m((r) => r.shapes)} | ${(m((r) => r.heapBytes) / MB).toFixed(1)} |`,
    );
  }
}

/** Stroomlijn's figures of the same run, to set beside bpmn-js's. */
export interface StroomlijnFigures {
  /** Per size: opens from the list, click to first step painted (ms); none with `BENCH_ONLY=edits`. */
  opens: ReadonlyMap<number, readonly number[]>;
  /** JS heap after the cold loads of 1,000 steps, after GC (bytes); none with `BENCH_ONLY=edits`. */
  heap: readonly number[];
  edits: ReadonlyMap<number, { insert: readonly EditTimes[]; remove: readonly EditTimes[] }>;
}

/**
 * Both editors' medians side by side, and how many times bpmn-js's figure is Stroomlijn's: the opens
 * (Stroomlijn: click in the model list to the first step painted; bpmn-js: fetch of the BPMN and
 * importXML in a loaded modeler to the first shape painted), the heap after opening 1,000 steps, and the
 * edits (input event to the change painted).
 */
export function printSideBySide(ours: StroomlijnFigures, theirs: BpmnJsResults): void {
  const rows: { label: string; unit: 'ms' | 'MB'; stroomlijn: number[]; bpmnJs: number[] }[] = [];
  for (const [size, runs] of ours.opens)
    rows.push({
      label: `open ${size.toLocaleString('en')} steps`,
      unit: 'ms',
      stroomlijn: [...runs],
      bpmnJs: (theirs.opens.get(size) ?? []).map((run) => run.painted - run.fetchStart),
    });
  if (ours.heap.length > 0)
    rows.push({
      label: 'JS heap after opening 1,000 steps, after GC',
      unit: 'MB',
      stroomlijn: ours.heap.map((bytes) => bytes / MB),
      bpmnJs: (theirs.opens.get(1_000) ?? []).map((run) => run.heapBytes / MB),
    });
  const painted = (run: EditTimes) => run.painted - run.input;
  for (const [size, edits] of ours.edits) {
    const steps = size.toLocaleString('en');
    rows.push(
      {
        label: `insert, ${steps} steps: click to painted`,
        unit: 'ms',
        stroomlijn: edits.insert.map(painted),
        bpmnJs: (theirs.edits.get(size)?.insert ?? []).map(painted),
      },
      {
        label: `remove, ${steps} steps: Delete to painted`,
        unit: 'ms',
        stroomlijn: edits.remove.map(painted),
        bpmnJs: (theirs.edits.get(size)?.remove ?? []).map(painted),
      },
    );
  }
  console.log('\nStroomlijn and bpmn-js 18 side by side, medians:');
  console.log('| measure | Stroomlijn | bpmn-js | bpmn-js / Stroomlijn |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows) {
    const [a, b] = [median(row.stroomlijn), median(row.bpmnJs)];
    console.log(
      `| ${row.label} | ${a.toFixed(1)} ${row.unit} | ${b.toFixed(1)} ${row.unit} | ${(b / a).toFixed(1)}× |`,
    );
  }
  if (ours.opens.size > 0)
    console.log(
      'open: Stroomlijn from the click in the model list, bpmn-js from the fetch of the BPMN file (then importXML in a loaded modeler), until the first step or shape in view is painted.',
    );
}
