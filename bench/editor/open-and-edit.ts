/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The callbacks of page.evaluate() run in the browser and use its globals.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
/**
 * Editor benchmark in the browser (issue 4 item 16): how long the process model editor takes to open and
 * paint models of 100, 500 and 1,000 steps from the model list (a new browser context per run, so the
 * model and the editor's code are cold), how long a cold load of a model's address and the app's own start
 * take, how long one insert and one remove take on the 1,000-step model (`BENCH_EDIT_SIZES=1000,5000`: also on
 * 5,000 steps; `BENCH_ONLY=edits`: only the edits), and the JS heap after opening it. Then the same models
 * in bpmn-js 18 (bpmn-js-target.ts; `BENCH_BPMN_JS=0` skips it), and both editors side by side.
 * Needs the built app (`npm run build`) and Debian's Chromium; run with
 * `node --import tsx bench/editor/open-and-edit.ts`. See bench/README.md.
 */
import { ADMIN_USER_ID, STORAGE_KEYS, SYSTEM_ROLE_IDS } from '@stroomlijn/domain';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { startServer } from '../../e2e/support/server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, CHROMIUM_ARGS } from '../../e2e/support/settings';
import en from '../../packages/web/src/locales/en.json';
import {
  EDITS,
  heapAfterGc,
  MB,
  median,
  ms,
  NAME_SHIM,
  PAUSE_MS,
  ROUNDS,
  VIEWPORT,
  within,
} from './bench-support';
import {
  exportBpmn,
  printBpmnJsOpens,
  printSideBySide,
  runBpmnJs,
  type StroomlijnFigures,
} from './bpmn-js-target';
import { generateModel } from './generate-model';
import {
  armEditProbe,
  armInAppOpenProbe,
  type EditTimes,
  type InAppOpenTimes,
  installOpenProbe,
  type OpenTimes,
  readEditTimes,
  readFirstContentfulPaint,
  readInAppOpenTimes,
  readOpenTimes,
} from './page-probes';

const OPEN_SIZES = [100, 500, 1_000];
/** `BENCH_EDIT_SIZES=1000,5000`: the models the edits run on (issue 16: 5,000 steps). */
const EDIT_SIZES = (process.env.BENCH_EDIT_SIZES ?? '1000').split(',').map(Number);
/** `BENCH_ONLY=edits`: only the edits (no opens, cold loads or heap). */
const ONLY_EDITS = process.env.BENCH_ONLY === 'edits';
const SIZES = ONLY_EDITS ? EDIT_SIZES : [...new Set([...OPEN_SIZES, ...EDIT_SIZES])];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** `BENCH_BPMN_JS=0`: without the bpmn-js target (bpmn-js-target.ts). */
const BPMN_JS = process.env.BENCH_BPMN_JS !== '0';
/** `BENCH_AB_PAGE=/`: the A/B loads this address instead of the editor, until its `main h1` is painted. */
const AB_PAGE = process.env.BENCH_AB_PAGE;

interface OpenRun extends OpenTimes {
  heapBytes: number;
  memoryApiBytes: number;
}

async function api(baseUrl: string, cookie: string, path: string, body: unknown): Promise<Response> {
  const answer = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST ${path} answered ${answer.status}: ${await answer.text()}`);
  return answer;
}

interface Session {
  cookie: string;
  /** The answer of `POST /api/security/info`, as the web app keeps it in local storage after signing in. */
  info: string;
}

/** Signs in as the administrator, makes it a modeler and stores the models; returns the session and model ids. */
async function seed(baseUrl: string): Promise<{ session: Session; models: Map<number, string> }> {
  const login = await fetch(`${baseUrl}/api/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Login answered ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // The editor's routes need ROLE_MODELER; adding a role the user holds already changes nothing.
  await api(baseUrl, cookie, '/api/user-role/add_user', {
    id: ADMIN_USER_ID,
    roleId: SYSTEM_ROLE_IDS.ROLE_MODELER,
  });
  const info = await (await api(baseUrl, cookie, '/api/security/info', {})).text();
  const models = new Map<number, string>();
  for (const size of SIZES) {
    const { input, counts, depth } = generateModel(size);
    await api(baseUrl, cookie, '/api/process_model', input);
    models.set(size, input.id);
    console.log(
      `model of ${size} steps: ${counts.activity} activities, ${counts.control} controls, ` +
        `${counts.subprocess} subprocesses, controls nested ${depth} deep`,
    );
  }
  return { session: { cookie, info }, models };
}

/**
 * A cold context: empty HTTP cache and no compiled code; signed in as after the sign-in form (the session
 * cookie, and the user and last activity in local storage), so that its first page load is the measured
 * one. Without a session: a visitor who has not signed in.
 */
async function coldPage(
  browser: Browser,
  baseUrl: string,
  session: Session | null,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, locale: 'en-US' });
  await context.addInitScript({ content: NAME_SHIM });
  if (session) {
    const [name, ...value] = session.cookie.split('=');
    await context.addCookies([{ name: name ?? '', value: value.join('='), url: baseUrl }]);
    await context.addInitScript(
      ({ keys, info }) => {
        window.localStorage.setItem(keys.user, info);
        window.localStorage.setItem(keys.lastActivity, String(Date.now()));
      },
      { keys: STORAGE_KEYS, info: session.info },
    );
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`console error: ${message.text()}`);
  });
  return { context, page };
}

/** A Chromium trace of the page (`BENCH_TRACE_CATEGORIES`, comma-separated, chooses what it records). */
async function startTrace(
  context: BrowserContext,
  page: Page,
): Promise<{ stop: (file: string) => Promise<void> }> {
  const cdp = await context.newCDPSession(page);
  const events: unknown[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const categories = process.env.BENCH_TRACE_CATEGORIES ?? 'devtools.timeline,v8,blink,loading,toplevel';
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories.split(',') } });
  return {
    stop: async (file) => {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      writeFileSync(file, JSON.stringify(events));
      await cdp.detach();
    },
  };
}

/**
 * `BENCH_CPU=1`: the CPU time (user and system, in 10 ms ticks) the machine and each kind of process spent,
 * Linux only. A cold load keeps both cores busy (the page's main thread, the script compiler's threads, the
 * browser process, the server), so the time a change saves in all of them tells more than the load's
 * length, which varies by a quarter from run to run on this machine.
 */
function cpuTimes(): Map<string, number> {
  const ticks = new Map<string, number>();
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] =
    readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  ticks.set('machine', user + nice + system + irq + softirq);
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const kind = command.includes('chromium')
        ? (command.match(/--type=([a-z-]+)/)?.[1] ?? 'browser')
        : command.includes('dist/main.js')
          ? 'server'
          : 'other';
      ticks.set(kind, (ticks.get(kind) ?? 0) + Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks;
}

function cpuSpent(before: Map<string, number>, after: Map<string, number>): string {
  return [...after].map(([kind, ticks]) => `${kind} ${(ticks - (before.get(kind) ?? 0)) * 10}`).join(', ');
}

/**
 * `BENCH_COVERAGE=1`: how much of the code and the styles a load fetched it used by the paint: per file,
 * the size and the part in functions that ran (V8's function coverage) or in rules that matched.
 */
async function startCoverage(page: Page): Promise<{ stop: () => Promise<string> }> {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.coverage.startCSSCoverage({ resetOnNavigation: false });
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  const line = (url: string, size: number, used: number) =>
    `  coverage ${new URL(url).pathname}: ${kib(size)}, used ${kib(used)} (${((100 * used) / Math.max(1, size)).toFixed(0)} %)`;
  return {
    stop: async () => {
      const lines: string[] = [];
      const scripts = await page.coverage.stopJSCoverage();
      // `BENCH_COVERAGE_DUMP=<file>`: the raw coverage, for coverage-sources.ts.
      if (process.env.BENCH_COVERAGE_DUMP)
        writeFileSync(process.env.BENCH_COVERAGE_DUMP, JSON.stringify(scripts));
      for (const entry of scripts) {
        const size = entry.source?.length ?? 0;
        // Ranges nest (a function, then the functions inside it that never ran): the innermost decides.
        const ran = new Uint8Array(size);
        for (const fn of entry.functions)
          for (const range of fn.ranges)
            ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
        lines.push(
          line(
            entry.url,
            size,
            ran.reduce((sum, value) => sum + value, 0),
          ),
        );
      }
      for (const entry of await page.coverage.stopCSSCoverage())
        lines.push(
          line(
            entry.url,
            entry.text?.length ?? 0,
            entry.ranges.reduce((sum, r) => sum + r.end - r.start, 0),
          ),
        );
      return lines.join('\n');
    },
  };
}

async function openRun(
  browser: Browser,
  baseUrl: string,
  session: Session,
  id: string,
  address = `/process-model/${id}`,
  selector = '.pm-step',
): Promise<OpenRun> {
  const { context, page } = await coldPage(browser, baseUrl, session);
  try {
    await page.addInitScript(installOpenProbe, selector);
    const profile = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null;
    if (profile) {
      await profile.send('Profiler.enable');
      await profile.send('Profiler.setSamplingInterval', { interval: 200 });
      await profile.send('Profiler.start');
    }
    const trace = process.env.BENCH_TRACE ? await startTrace(context, page) : null;
    const cpuBefore = process.env.BENCH_CPU ? cpuTimes() : null;
    const coverage = process.env.BENCH_COVERAGE ? await startCoverage(page) : null;
    await page.goto(address);
    const times = await within(page.evaluate(readOpenTimes), 30_000, () => `No step shown at ${page.url()}`);
    if (cpuBefore) console.log(`  CPU ms during the load: ${cpuSpent(cpuBefore, cpuTimes())}`);
    if (coverage) console.log(await coverage.stop());
    if (trace) await trace.stop(`${process.env.BENCH_TRACE}-open-${id.slice(-4)}-${Date.now()}.json`);
    if (process.env.BENCH_WATERFALL) console.log(await page.evaluate(waterfall));
    if (profile) {
      const { profile: data } = await profile.send('Profiler.stop');
      writeFileSync(
        `${process.env.BENCH_PROFILE}-${id.slice(-4)}-${Date.now()}.cpuprofile`,
        JSON.stringify(data),
      );
      await profile.detach();
    }
    const { heap, memoryApi } = await heapAfterGc(context, page);
    return { ...times, heapBytes: heap, memoryApiBytes: memoryApi };
  } finally {
    await context.close();
  }
}

/**
 * An open from inside the loaded app, as a user opens a model: the list `/process-model` is loaded (in a
 * new context, so the model's data is not cached), then the model's link in the list is clicked.
 */
async function inAppOpenRun(
  browser: Browser,
  baseUrl: string,
  session: Session,
  id: string,
): Promise<InAppOpenTimes> {
  const { context, page } = await coldPage(browser, baseUrl, session);
  try {
    await page.goto('/process-model');
    const link = page.locator(`a[href="/process-model/${id}"]`).first();
    await link.waitFor();
    await page.waitForTimeout(PAUSE_MS);
    await page.evaluate(armInAppOpenProbe);
    await link.click();
    return await within(page.evaluate(readInAppOpenTimes), 30_000, () => `No step shown at ${page.url()}`);
  } finally {
    await context.close();
  }
}

/** `BENCH_WATERFALL=1`: what the cold open loaded, and when (ms since navigation start), to find waits. */
function waterfall(): string {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const lines = [
    `  document: response end ${navigation?.responseEnd.toFixed(0)}, DOMContentLoaded ${navigation?.domContentLoadedEventEnd.toFixed(0)}`,
  ];
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    const name = new URL(entry.name).pathname;
    lines.push(
      `  ${entry.startTime.toFixed(0).padStart(5)} → ${entry.responseEnd.toFixed(0).padStart(5)}  (request ${entry.requestStart.toFixed(0)}, first byte ${entry.responseStart.toFixed(0)})  ${(entry.encodedBodySize / 1024).toFixed(0).padStart(5)} KiB  ${name}`,
    );
  }
  for (const mark of performance.getEntriesByType('mark'))
    lines.push(`  mark ${mark.name} ${mark.startTime.toFixed(0)}`);
  return lines.join('\n');
}

/** The heap of the app without the editor: the home page, cold, after a full GC. */
async function homeHeap(browser: Browser, baseUrl: string, session: Session): Promise<number> {
  const { context, page } = await coldPage(browser, baseUrl, session);
  try {
    await page.goto('/');
    await page.getByRole('navigation').first().waitFor();
    await page.waitForTimeout(PAUSE_MS);
    return (await heapAfterGc(context, page)).heap;
  } finally {
    await context.close();
  }
}

/**
 * The app's own cold start, without the editor: the first contentful paint of the sign-in page (signed
 * out) and of the home page (signed in), each in a new context.
 */
async function shellPaintRun(browser: Browser, baseUrl: string, session: Session | null): Promise<number> {
  const { context, page } = await coldPage(browser, baseUrl, session);
  try {
    await page.goto(session ? '/' : '/login');
    return await within(page.evaluate(readFirstContentfulPaint), 30_000, () => `No paint at ${page.url()}`);
  } finally {
    await context.close();
  }
}

/** Inserts an activity after an activity in view and removes it again, `EDITS` times each. */
async function editRuns(
  browser: Browser,
  baseUrl: string,
  session: Session,
  id: string,
): Promise<{ insert: EditTimes[]; remove: EditTimes[] }> {
  const { context, page } = await coldPage(browser, baseUrl, session);
  const insert: EditTimes[] = [];
  const remove: EditTimes[] = [];
  try {
    await page.goto(`/process-model/${id}`);
    const canvas = page.getByTestId('process-canvas');
    await canvas.locator('.pm-step').first().waitFor();
    // An activity in the upper half of the canvas, so that the step inserted after it is in view too
    // (a large model may draw its first steps before the rest of the view).
    const targetId = await page
      .waitForFunction(
        () => {
          const element = document.querySelector('[data-testid="process-canvas"]');
          if (!element) return null;
          const view = element.getBoundingClientRect();
          const candidates = [...element.querySelectorAll('.pm-step[data-type="activity"]')];
          // The upper half (as before issue 16); in the 5,000-step model the first activity ends a little
          // below it, so then the upper 70 %, the step inserted below it still in view, and its top left
          // corner (where it is clicked) inside the canvas.
          const upperHalf = candidates.find(
            (step) => step.getBoundingClientRect().bottom < view.top + view.height / 2,
          );
          const within = (share: number) =>
            candidates.find((step) => {
              const box = step.getBoundingClientRect();
              return (
                box.bottom < view.top + view.height * share &&
                box.left >= view.left &&
                box.left + 40 <= view.right
              );
            });
          return (upperHalf ?? within(0.7))?.getAttribute('data-step-id') ?? null;
        },
        undefined,
        { timeout: 10_000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    if (!targetId) throw new Error('No activity in the upper half of the view');
    const activityButton = page.getByRole('button', { name: en.editor.toolbar.item.activity, exact: true });
    await page.waitForTimeout(PAUSE_MS);
    const profile = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null;
    if (profile) {
      await profile.send('Profiler.enable');
      await profile.send('Profiler.setSamplingInterval', { interval: 100 });
      await profile.send('Profiler.start');
    }
    const trace = process.env.BENCH_TRACE ? await startTrace(context, page) : null;

    for (let edit = 0; edit < EDITS; edit++) {
      await canvas.locator(`[data-step-id="${targetId}"]`).click({ position: { x: 20, y: 10 } });
      await page.waitForTimeout(PAUSE_MS);
      await page.evaluate(armEditProbe, { change: 'insert' as const, eventType: 'click' });
      await activityButton.click();
      insert.push(await within(page.evaluate(readEditTimes), 10_000, () => 'No step was inserted'));
      const newId = await canvas
        .locator('.pm-step[data-selected="true"]')
        .getAttribute('data-step-id', { timeout: 5_000 });
      if (!newId || newId === targetId) throw new Error('The inserted step is not selected');
      await page.waitForTimeout(PAUSE_MS);

      const inserted = canvas.locator(`[data-step-id="${newId}"]`);
      await inserted.focus();
      await page.waitForTimeout(PAUSE_MS);
      await page.evaluate(armEditProbe, { change: 'remove' as const, eventType: 'keydown', stepId: newId });
      await page.keyboard.press('Delete');
      remove.push(await within(page.evaluate(readEditTimes), 10_000, () => 'The step was not removed'));
      await page.waitForTimeout(PAUSE_MS);
    }
    if (trace) await trace.stop(`${process.env.BENCH_TRACE}-edits.json`);
    if (profile) {
      const { profile: data } = await profile.send('Profiler.stop');
      writeFileSync(`${process.env.BENCH_PROFILE}-edits.cpuprofile`, JSON.stringify(data));
      await profile.detach();
    }
    const left = await page.evaluate(
      () => document.querySelectorAll('.pm-step[data-type="activity"]').length,
    );
    if (left === 0) throw new Error('The canvas lost its steps');
    return { insert, remove };
  } finally {
    await context.close();
  }
}

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS],
  });
}

/**
 * `BENCH_AB=<dir A>,<dir B>`: only the cold open of 1,000 steps, for two builds of the web app, each on its
 * own server, run after run in turn (A, B, A, B …) so that the machine's noise falls on both alike.
 */
async function compareBuilds(dirs: string[]): Promise<void> {
  const builds = await Promise.all(
    dirs.map(async (dir) => {
      const server = await startServer({ STROOMLIJN_WEB_DIR: dir });
      return { dir, server, ...(await seed(server.baseUrl)), painted: [] as number[] };
    }),
  );
  const browser = await launchBrowser();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const build of builds) {
        const id = build.models.get(1_000) as string;
        const run = AB_PAGE
          ? await openRun(browser, build.server.baseUrl, build.session, id, AB_PAGE, 'main h1')
          : await openRun(browser, build.server.baseUrl, build.session, id);
        build.painted.push(run.painted);
        console.log(`  run ${round + 1}, ${build.dir}: painted ${ms(run.painted)}`);
      }
    }
    for (const build of builds) {
      const sorted = [...build.painted].sort((a, b) => a - b).map((value) => value.toFixed(0));
      console.log(`${build.dir}: median ${ms(median(build.painted))} (${sorted.join(', ')})`);
    }
  } finally {
    await browser.close();
    await Promise.all(builds.map((build) => build.server.stop()));
  }
}

type Edits = Awaited<ReturnType<typeof editRuns>>;

/** The edits on each of `EDIT_SIZES`, one model after the other. */
async function allEditRuns(
  browser: Browser,
  baseUrl: string,
  session: Session,
  models: ReadonlyMap<number, string>,
): Promise<Map<number, Edits>> {
  const result = new Map<number, Edits>();
  for (const size of EDIT_SIZES)
    result.set(size, await editRuns(browser, baseUrl, session, models.get(size) as string));
  return result;
}

function printEdits(all: ReadonlyMap<number, Edits>, editor = 'Stroomlijn'): void {
  console.log(`\n${editor} edits, medians (ms): input → DOM changed → frame start → painted`);
  console.log(
    '| steps | edit | input to DOM change | DOM change to frame | frame work | total | max total | samples |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const [size, edits] of all) {
    for (const [label, runs] of [
      ['insert', edits.insert],
      ['remove', edits.remove],
    ] as const) {
      const m = (pick: (run: EditTimes) => number) => median(runs.map(pick)).toFixed(1);
      console.log(
        `| ${size.toLocaleString('en')} | ${label} | ${m((run) => run.domChanged - run.input)} | ${m((run) => run.frame - run.domChanged)} | ` +
          `${m((run) => run.painted - run.frame)} | ${m((run) => run.painted - run.input)} | ` +
          `${Math.max(...runs.map((run) => run.painted - run.input)).toFixed(1)} | ${runs.length} |`,
      );
    }
  }
}

/**
 * The same models in bpmn-js (bpmn-js-target.ts), then both editors side by side; `ours` holds this
 * run's figures of Stroomlijn.
 */
async function besideBpmnJs(
  browser: Browser,
  baseUrl: string,
  session: Session,
  models: ReadonlyMap<number, string>,
  ours: StroomlijnFigures,
): Promise<void> {
  const bpmn = new Map<number, string>();
  for (const [size, id] of models) bpmn.set(size, await exportBpmn(baseUrl, session.cookie, id));
  const results = await runBpmnJs(browser, bpmn, ONLY_EDITS ? [] : OPEN_SIZES, EDIT_SIZES);
  printBpmnJsOpens(results);
  printEdits(results.edits, 'bpmn-js');
  printSideBySide(ours, results);
}

async function main(): Promise<void> {
  if (process.env.BENCH_AB) return compareBuilds(process.env.BENCH_AB.split(','));
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { session, models } = await seed(server.baseUrl);
    console.log(`Chromium ${browser.version()}, ${ROUNDS} cold runs per size, ${EDITS} edits of each kind`);
    if (ONLY_EDITS) {
      const edits = await allEditRuns(browser, server.baseUrl, session, models);
      printEdits(edits);
      if (BPMN_JS)
        await besideBpmnJs(browser, server.baseUrl, session, models, { opens: new Map(), heap: [], edits });
      return;
    }

    const opens = new Map<number, OpenRun[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const size of OPEN_SIZES) {
        const run = await openRun(browser, server.baseUrl, session, models.get(size) as string);
        opens.set(size, [...(opens.get(size) ?? []), run]);
        console.log(
          `  run ${round + 1}, ${size} steps: model received ${ms(run.modelReceived)}, first step ${ms(run.firstStep)}, ` +
            `painted ${ms(run.painted)} (${run.renderedSteps} steps in the DOM), heap ${(run.heapBytes / MB).toFixed(1)} MB`,
        );
      }
    }
    const inApp = new Map<number, InAppOpenTimes[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const size of OPEN_SIZES) {
        const run = await inAppOpenRun(browser, server.baseUrl, session, models.get(size) as string);
        inApp.set(size, [...(inApp.get(size) ?? []), run]);
        console.log(
          `  run ${round + 1}, ${size} steps from the list: painted ${ms(run.painted - run.click)} after the click`,
        );
      }
    }
    const shellPaints = { signIn: [] as number[], home: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      shellPaints.signIn.push(await shellPaintRun(browser, server.baseUrl, null));
      shellPaints.home.push(await shellPaintRun(browser, server.baseUrl, session));
    }
    const home = await homeHeap(browser, server.baseUrl, session);
    const allEdits = await allEditRuns(browser, server.baseUrl, session, models);
    const edits = allEdits.get(EDIT_SIZES[0] as number) as Awaited<ReturnType<typeof editRuns>>;

    console.log('');
    console.log('| measure | median | max | samples |');
    console.log('|---|---:|---:|---:|');
    for (const size of OPEN_SIZES) {
      const runs = (inApp.get(size) ?? []).map((run) => run.painted - run.click);
      console.log(
        `| open ${size.toLocaleString('en')} steps: click in the list to first step painted | ${ms(median(runs))} | ${ms(Math.max(...runs))} | ${runs.length} |`,
      );
    }
    for (const size of OPEN_SIZES) {
      const runs = opens.get(size) ?? [];
      const painted = runs.map((run) => run.painted);
      console.log(
        `| cold load of /process-model/{id}, ${size.toLocaleString('en')} steps: navigation to first step painted | ${ms(median(painted))} | ${ms(Math.max(...painted))} | ${runs.length} |`,
      );
    }
    for (const [label, paints] of [
      ['first contentful paint of the sign-in page (cold, no editor)', shellPaints.signIn],
      ['first contentful paint of the home page (cold, signed in, no editor)', shellPaints.home],
    ] as const) {
      console.log(`| ${label} | ${ms(median(paints))} | ${ms(Math.max(...paints))} | ${paints.length} |`);
    }
    for (const [label, runs] of [
      [`insert an activity (${EDIT_SIZES[0]} steps): click to next paint`, edits.insert],
      [`remove it (${EDIT_SIZES[0]} steps): Delete to next paint`, edits.remove],
    ] as const) {
      const total = runs.map((run) => run.painted - run.input);
      console.log(`| ${label} | ${ms(median(total))} | ${ms(Math.max(...total))} | ${runs.length} |`);
    }
    const heaps = (opens.get(1_000) ?? []).map((run) => run.heapBytes / MB);
    console.log(
      `| JS heap after opening 1,000 steps (after GC) | ${median(heaps).toFixed(1)} MB | ${Math.max(...heaps).toFixed(1)} MB | ${heaps.length} |`,
    );

    console.log('\nCold load of the address, medians (ms since navigation start):');
    console.log(
      '| steps | first contentful paint | model received | first step in DOM | painted | model received → painted | steps in the DOM | heap MB |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const size of OPEN_SIZES) {
      const runs = opens.get(size) ?? [];
      const m = (pick: (run: OpenRun) => number) => median(runs.map(pick));
      console.log(
        `| ${size} | ${m((run) => run.firstPaint).toFixed(0)} | ${m((run) => run.modelReceived).toFixed(0)} | ${m((run) => run.firstStep).toFixed(0)} | ` +
          `${m((run) => run.painted).toFixed(0)} | ${m((run) => run.painted - run.modelReceived).toFixed(0)} | ${m((run) => run.renderedSteps)} | ${(m((run) => run.heapBytes) / MB).toFixed(1)} |`,
      );
    }
    const memoryApi = (opens.get(1_000) ?? []).map((run) => run.memoryApiBytes / MB);
    console.log(
      `Home page heap (no editor): ${(home / MB).toFixed(1)} MB; performance.memory after opening 1,000 steps: ${median(memoryApi).toFixed(1)} MB`,
    );

    printEdits(allEdits);
    if (BPMN_JS)
      await besideBpmnJs(browser, server.baseUrl, session, models, {
        opens: new Map([...inApp].map(([size, runs]) => [size, runs.map((run) => run.painted - run.click)])),
        heap: (opens.get(1_000) ?? []).map((run) => run.heapBytes),
        edits: allEdits,
      });
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
