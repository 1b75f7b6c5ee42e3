/** What the editor benchmark's targets (Stroomlijn's editor and bpmn-js) share. */
import type { BrowserContext, Page } from 'playwright-core';

export const VIEWPORT = { width: 1280, height: 800 };
/** Longer than the editor's 400 ms delay before it stores the unsaved draft, so that no draft write falls in a measure. */
export const PAUSE_MS = 700;
/** `BENCH_EDITS`: edits of each kind per model. */
export const EDITS = Number(process.env.BENCH_EDITS ?? 10);
/** `BENCH_ROUNDS`: cold runs per size. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
export const MB = 1024 * 1024;

// tsx (esbuild keepNames) wraps named inner functions in `__name(…)`; functions sent to the page need it too.
export const NAME_SHIM = 'globalThis.__name = (target) => target;';

export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The promise, or an error after `timeout` ms (the page probes wait without a limit of their own). */
export async function within<T>(promise: Promise<T>, timeout: number, message: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message())), timeout);
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}

export const ms = (value: number) => `${value.toFixed(value < 100 ? 1 : 0)} ms`;

/** The JS heap after a full garbage collection: CDP's count, and what `performance.memory` says. */
export async function heapAfterGc(
  context: BrowserContext,
  page: Page,
): Promise<{ heap: number; memoryApi: number }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const memoryApi = await page.evaluate(
    () => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
  );
  await cdp.detach();
  return { heap: usedSize, memoryApi };
}
