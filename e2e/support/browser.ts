import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { baseUrl } from './context';
import { CHROMIUM_ARGS } from './settings';

/** Browser languages of the tests; `fr-FR` stands for a language the app does not offer. */
export type Locale = 'en-US' | 'nl-NL' | 'fr-FR';

/** Console errors that are expected noise, not bugs: the browser logs every 401 of a signed-out visitor. */
export const DEFAULT_ALLOWED_CONSOLE_ERRORS: readonly RegExp[] = [
  /^Failed to load resource: the server responded with a status of 401\b/,
];

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** `CHROMIUM_PATH`, else Debian's Chromium; null when none is installed. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

/** Headless Debian Chromium; playwright gives every launch a fresh user-data-dir. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error(
      'Chromium not found. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
  return chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.stroomlijn.test 127.0.0.1'],
  });
}

export interface OpenPageOptions {
  /** The browser's language; `en-US` unless the file's useBrowser() says otherwise. */
  locale?: Locale;
  timezoneId?: string;
  /** Relative `page.goto()` paths resolve against it; the shared e2e server by default. */
  baseURL?: string;
  /** A phone instead of the desktop window: its screen size, with touch and a mobile browser. */
  phone?: { width: number; height: number };
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Accepts console errors matching the pattern for the rest of this test (e.g. an expected 422). */
  allowConsoleError(pattern: RegExp | string): void;
  /** What went wrong on the page so far: missing i18n keys, uncaught errors, console errors. */
  problems(): readonly string[];
}

function describeLocation(location: { url: string; lineNumber: number }): string {
  return location.url ? ` (${location.url}:${location.lineNumber})` : '';
}

/** Watches a page; every problem is kept and reported by useBrowser's afterEach. */
function watch(page: Page, context: BrowserContext): WatchedPage {
  const allowed: (RegExp | string)[] = [...DEFAULT_ALLOWED_CONSOLE_ERRORS];
  const problems: string[] = [];
  const isAllowed = (text: string) =>
    allowed.some((pattern) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)));

  page.on('console', (message) => {
    const text = message.text();
    if (/i18n missing key/i.test(text)) {
      problems.push(`${text}${describeLocation(message.location())}`);
    } else if (message.type() === 'error' && !isAllowed(text)) {
      problems.push(`console error: ${text}${describeLocation(message.location())}`);
    }
  });
  page.on('pageerror', (error) => {
    problems.push(`uncaught page error: ${error.stack ?? error.message}`);
  });
  page.on('crash', () => {
    problems.push('the page crashed');
  });
  return {
    page,
    context,
    allowConsoleError: (pattern) => {
      allowed.push(pattern);
    },
    problems: () => problems,
  };
}

export interface E2eBrowser {
  /** The file's Chromium (launched in beforeAll). */
  readonly browser: Browser;
  /**
   * A page in a NEW browser context (own cookies and local storage). Every context opened during a
   * test is closed after it, and the test fails if one of its pages reported a problem.
   */
  openPage(options?: OpenPageOptions): Promise<WatchedPage>;
}

/**
 * One Chromium per test file: call at the top of the file (or of a describe block).
 * Registers beforeAll/afterAll for the browser and an afterEach that closes the test's
 * contexts and fails the test naming every problem its pages reported.
 */
export function useBrowser(defaults: OpenPageOptions = {}): E2eBrowser {
  let browser: Browser | null = null;
  let opened: WatchedPage[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    browser = null;
  });
  afterEach(async () => {
    const pages = opened;
    opened = [];
    const problems = pages.flatMap((watched) => watched.problems());
    await Promise.all(pages.map((watched) => watched.context.close().catch(() => undefined)));
    if (problems.length > 0) {
      throw new Error(`The browser reported ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    }
  });

  return {
    get browser(): Browser {
      if (!browser) throw new Error('The browser is not running: use it inside a test.');
      return browser;
    },
    async openPage(options: OpenPageOptions = {}): Promise<WatchedPage> {
      if (!browser) throw new Error('The browser is not running: use it inside a test.');
      const settings = { ...defaults, ...options };
      const context = await browser.newContext({
        locale: settings.locale ?? 'en-US',
        timezoneId: settings.timezoneId ?? 'Europe/Amsterdam',
        baseURL: settings.baseURL ?? baseUrl(),
        // A desktop window: zoom fit stops at a readable scale, so the editor tests want a canvas
        // that shows eight or so rows of steps at it.
        viewport: settings.phone ?? { width: 1280, height: 1000 },
        ...(settings.phone && { hasTouch: true, isMobile: true }),
      });
      context.setDefaultTimeout(15_000);
      context.setDefaultNavigationTimeout(30_000);
      const page = await context.newPage();
      const watched = watch(page, context);
      opened.push(watched);
      return watched;
    },
  };
}
