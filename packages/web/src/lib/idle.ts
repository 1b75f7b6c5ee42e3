const PREFETCH_DELAY_MS = 1000;

/**
 * Runs `task` a moment (`delayMs`) after the page has loaded, when the browser is idle: for code that is
 * fetched ahead of its first use (docs/decisions.md, "A small first page"), so that it does not compete with
 * the page's own first paint. Returns a function that cancels it.
 */
export function afterLoadWhenIdle(task: () => void, delayMs = PREFETCH_DELAY_MS): () => void {
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task);
    else task();
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
