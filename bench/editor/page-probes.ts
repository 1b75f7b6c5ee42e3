/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * Code that runs in the page (passed to addInitScript / evaluate, so each function is self-contained):
 * all times are the page's own `performance.now()` (milliseconds since its navigation started).
 */

/** Chromium's Prioritized Task Scheduling API (not in TypeScript's DOM library yet). */
declare const scheduler: {
  postTask(
    callback: () => void,
    options: { priority: 'user-blocking' | 'user-visible' | 'background' },
  ): Promise<void>;
};

export interface OpenTimes {
  /** First contentful paint of the page (the app's shell), for comparison. */
  firstPaint: number;
  /** The model's `GET /api/process_model/…` answer fully received. */
  modelReceived: number;
  /** The first `.pm-step` in the DOM, laid out and inside the window. */
  firstStep: number;
  /** The frame that shows the step has been rendered (style, layout and paint done). */
  painted: number;
  /** `.pm-step` elements in the DOM at that moment (React Flow renders only the visible ones). */
  renderedSteps: number;
}

export interface EditTimes {
  /** `timeStamp` of the input event (click or keydown), when the browser received the input. */
  input: number;
  /** The DOM showed the change (MutationObserver callback). */
  domChanged: number;
  /** The next animation frame began (style, layout and paint of the change follow in it). */
  frame: number;
  /** That frame's rendering work on the main thread is done (a user-blocking task posted from the frame). */
  painted: number;
}

type ProbeWindow = Window & {
  __benchOpen?: Promise<Omit<OpenTimes, 'modelReceived' | 'firstPaint'>>;
  __benchEdit?: Promise<EditTimes>;
};

/** Init script: watches the document from its start until the first step is visible, then until that frame is rendered. */
export function installOpenProbe(selector = '.pm-step'): void {
  const page = window as ProbeWindow;
  page.__benchOpen = new Promise((resolve) => {
    const visibleStep = (): boolean => {
      // Cheap test first: no style or layout work until a step exists.
      if (document.querySelector(selector) === null) return false;
      for (const element of document.querySelectorAll(selector)) {
        const box = element.getBoundingClientRect();
        const inside =
          box.width > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
        if (inside && getComputedStyle(element).visibility !== 'hidden') return true;
      }
      return false;
    };
    const observer = new MutationObserver(() => {
      if (!visibleStep()) return;
      observer.disconnect();
      const firstStep = performance.now();
      performance.mark('bench:first-step');
      // The frame that shows the step starts with this callback; a user-blocking task posted from it runs
      // as soon as that frame's style, layout and paint are done, ahead of other waiting tasks.
      requestAnimationFrame(() =>
        scheduler.postTask(
          () => {
            performance.mark('bench:painted');
            resolve({
              firstStep,
              painted: performance.now(),
              renderedSteps: document.querySelectorAll(selector).length,
            });
          },
          { priority: 'user-blocking' },
        ),
      );
    });
    observer.observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'class'],
    });
  });
}

/** Waits for the open probe; adds when the model's answer arrived (resource timing). */
export async function readOpenTimes(): Promise<OpenTimes> {
  const page = window as ProbeWindow;
  const times = await (page.__benchOpen as NonNullable<ProbeWindow['__benchOpen']>);
  const answer = performance
    .getEntriesByType('resource')
    .find((entry) => /\/api\/process_model\/[0-9a-f-]{36}\/edit(\?|$)/.test(entry.name)) as
    | PerformanceResourceTiming
    | undefined;
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    ...times,
    modelReceived: answer?.responseEnd ?? Number.NaN,
    firstPaint: paint?.startTime ?? Number.NaN,
  };
}

/**
 * Arms the timing of one edit: from the next `eventType` input event to the frame after the DOM change.
 * `insert`: a `.pm-step` whose id is not among the steps in the DOM now appears; `remove`: the step
 * `stepId` leaves the DOM. Read the result with `readEditTimes`. `canvas`, `step` and `idAttribute` name
 * another editor's canvas, shapes and their id (bpmn-js: `#canvas`, `.djs-shape[data-element-id]`,
 * `data-element-id`).
 */
export function armEditProbe(args: {
  change: 'insert' | 'remove';
  eventType: string;
  stepId?: string;
  canvas?: string;
  step?: string;
  idAttribute?: string;
}): void {
  const page = window as ProbeWindow;
  const canvas = document.querySelector(args.canvas ?? '[data-testid="process-canvas"]');
  if (!canvas) throw new Error('No canvas');
  const stepSelector = args.step ?? '.pm-step';
  const idAttribute = args.idAttribute ?? 'data-step-id';
  const known = new Set(
    [...canvas.querySelectorAll(stepSelector)].map((element) => element.getAttribute(idAttribute)),
  );
  let input = Number.NaN;
  window.addEventListener(
    args.eventType,
    (event) => {
      input = event.timeStamp;
    },
    { capture: true, once: true },
  );
  // Only the added nodes are looked at, so that the probe's own cost does not grow with the model (bpmn-js
  // keeps every shape in the DOM).
  const isNew = (node: Node): boolean => {
    if (!(node instanceof Element)) return false;
    const steps = node.matches(stepSelector) ? [node] : node.querySelectorAll(stepSelector);
    for (const element of steps) if (!known.has(element.getAttribute(idAttribute))) return true;
    return false;
  };
  const changed = (records: MutationRecord[]): boolean => {
    if (args.change === 'remove') return canvas.querySelector(`[${idAttribute}="${args.stepId}"]`) === null;
    return records.some((record) => [...record.addedNodes].some(isNew));
  };
  page.__benchEdit = new Promise((resolve) => {
    const observer = new MutationObserver((records) => {
      if (!changed(records)) return;
      observer.disconnect();
      const domChanged = performance.now();
      requestAnimationFrame(() => {
        const frame = performance.now();
        scheduler.postTask(() => resolve({ input, domChanged, frame, painted: performance.now() }), {
          priority: 'user-blocking',
        });
      });
    });
    observer.observe(canvas, { childList: true, subtree: true });
  });
}

export function readEditTimes(): Promise<EditTimes> {
  const page = window as ProbeWindow;
  return page.__benchEdit as Promise<EditTimes>;
}

export interface InAppOpenTimes {
  /** `timeStamp` of the click on the model's link in the list. */
  click: number;
  /** The first `.pm-step` in the DOM and inside the window. */
  firstStep: number;
  /** The frame that shows it has been rendered. */
  painted: number;
}

type InAppWindow = Window & { __benchInApp?: Promise<InAppOpenTimes> };

/** Arms the timing of an open from inside the loaded app: from the next click until the first step is painted. */
export function armInAppOpenProbe(): void {
  const page = window as InAppWindow;
  let click = Number.NaN;
  window.addEventListener(
    'click',
    (event) => {
      click = event.timeStamp;
    },
    { capture: true, once: true },
  );
  page.__benchInApp = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const step = document.querySelector('.pm-step');
      if (!step) return;
      const box = step.getBoundingClientRect();
      if (box.width === 0 || box.top >= innerHeight || getComputedStyle(step).visibility === 'hidden') return;
      observer.disconnect();
      const firstStep = performance.now();
      requestAnimationFrame(() =>
        scheduler.postTask(() => resolve({ click, firstStep, painted: performance.now() }), {
          priority: 'user-blocking',
        }),
      );
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'class'],
    });
  });
}

export function readInAppOpenTimes(): Promise<InAppOpenTimes> {
  return (window as InAppWindow).__benchInApp as Promise<InAppOpenTimes>;
}

/** The page's first contentful paint (ms since navigation start), once the browser has reported it. */
export function readFirstContentfulPaint(): Promise<number> {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0];
      if (entry) resolve(entry.startTime);
    }).observe({ type: 'paint', buffered: true });
  });
}
