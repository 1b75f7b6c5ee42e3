/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Callbacks of page.evaluate() and addInitScript() run in the browser: they use its globals.

import { STORAGE_KEYS, type SystemRole } from '@stroomlijn/domain';
import type { Locator, Page, Request } from 'playwright-core';
import en from '../../packages/web/src/locales/en.json';
import nl from '../../packages/web/src/locales/nl.json';
import type { Locale } from './browser';
import type { E2eUser } from './users';

/** The texts of the web app, straight from its translation files (a type error when nl lacks a key of en). */
export type Texts = typeof en;

const TEXTS: Record<Locale, Texts> = { 'en-US': en, 'nl-NL': nl, 'fr-FR': en };

/** The two languages the key flows run in. */
export const LOCALES = ['en-US', 'nl-NL'] as const satisfies readonly Locale[];

/** The texts the app shows a browser with this language (English for a language it does not offer). */
export function textsFor(locale: Locale): Texts {
  return TEXTS[locale];
}

/** The text of a dotted translation key such as `nav.home`. */
export function translate(t: Texts, key: string): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], t);
  if (typeof text !== 'string') throw new Error(`No text for ${key}`);
  return text;
}

export interface NavigationRule {
  path: string;
  /** Translation key of the label. */
  labelKey: string;
  /** The role the entry needs; null: shown to everyone (NAV-01). */
  role: SystemRole | null;
}

/**
 * The navigation bar as the checklist gives it (NAV-01..06), in the order of the bar. Whether an
 * area is built yet is not part of it: the tests find that out in the browser.
 */
export const NAVIGATION_RULES: readonly NavigationRule[] = [
  { path: '/', labelKey: 'nav.home', role: null },
  { path: '/users', labelKey: 'nav.users-and-roles', role: 'ROLE_USER_MANAGER' },
  { path: '/business-model', labelKey: 'nav.business-model', role: null },
  { path: '/my-process-models', labelKey: 'nav.my-processes', role: 'ROLE_USER' },
  { path: '/process-model', labelKey: 'nav.processes', role: 'ROLE_MODELER' },
  { path: '/data-stream', labelKey: 'nav.data-streams', role: 'ROLE_EDITOR' },
  { path: '/workflow', labelKey: 'nav.workflows', role: 'ROLE_ADMIN' },
  { path: '/audit', labelKey: 'nav.audit', role: 'ROLE_ADMIN' },
  { path: '/actions', labelKey: 'nav.actions', role: null },
  { path: '/logout', labelKey: 'nav.logout', role: null },
];

export interface NavigationLink {
  path: string;
  label: string;
}

/** The rules' entries for a user with these roles, among the given (built) paths, as links in `t`. */
export function expectedNavigation(
  roles: readonly SystemRole[],
  builtPaths: readonly string[],
  t: Texts,
): NavigationLink[] {
  return NAVIGATION_RULES.filter(
    // Every user holds ROLE_USER (RO-08), whether given or not.
    (rule) =>
      builtPaths.includes(rule.path) &&
      (rule.role === null || rule.role === 'ROLE_USER' || roles.includes(rule.role)),
  ).map((rule) => ({ path: rule.path, label: translate(t, rule.labelKey) }));
}

/** Fills `{{name}}` placeholders like i18next does. */
export function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Path and query of the page's address, e.g. `/some/path?x=1`. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the page's address has this pathname. */
export function waitForPath(page: Page, pathname: string, timeout?: number): Promise<void> {
  return page.waitForURL((url) => url.pathname === pathname, timeout === undefined ? {} : { timeout });
}

export interface StoredSession {
  user: string | null;
  lastActivity: string | null;
  afterLogin: string | null;
  language: string | null;
}

/** The app's keys in the page's local storage (STORAGE_KEYS). */
export function readStorage(page: Page): Promise<StoredSession> {
  return page.evaluate(
    (keys) => ({
      user: window.localStorage.getItem(keys.user),
      lastActivity: window.localStorage.getItem(keys.lastActivity),
      afterLogin: window.localStorage.getItem(keys.afterLogin),
      language: window.localStorage.getItem(keys.language),
    }),
    STORAGE_KEYS,
  );
}

/** Whether a request is `METHOD path` (query ignored). */
export function isCall(request: Request, method: string, pathname: string): boolean {
  return request.method() === method && new URL(request.url()).pathname === pathname;
}

/** Counts the page's requests matching `test` from now on. */
export function countRequests(page: Page, test: (request: Request) => boolean): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (test(request)) count += 1;
  });
  return () => count;
}

/** A full page load (a document request of the main frame). */
export function isDocumentLoad(request: Request): boolean {
  return request.resourceType() === 'document' && request.frame().parentFrame() === null;
}

/** The main navigation landmark of the shell. */
export function mainNavigation(page: Page, t: Texts): Locator {
  return page.getByRole('navigation', { name: t.nav.label, exact: true });
}

/** The links in the main navigation, in order: where they lead and what they say. */
export async function navigationLinks(page: Page, t: Texts): Promise<NavigationLink[]> {
  const links = mainNavigation(page, t).getByRole('link');
  await links.first().waitFor();
  return links.evaluateAll((elements) =>
    elements.map((element) => ({
      path: element.getAttribute('href') ?? '',
      label: (element as HTMLElement).innerText.trim(),
    })),
  );
}

/** The labels of the links in the main navigation, in order. */
export async function navigationLabels(page: Page, t: Texts): Promise<string[]> {
  return (await navigationLinks(page, t)).map((link) => link.label);
}

/** The home page's heading; its text proves the shell and the language. */
export function homeHeading(page: Page, t: Texts): Locator {
  return page.getByRole('heading', { level: 1, name: t.home.title, exact: true });
}

/**
 * Signs in as a user would: /login → the 'Sign in' link (/connect/auth, which without single
 * sign-on sends the browser on to /support/login) → email and password → submit.
 * Returns once the form is submitted; the caller waits for where the app goes.
 */
export async function signInThroughLoginPage(
  page: Page,
  t: Texts,
  user: Pick<E2eUser, 'email' | 'password'>,
  { open = true }: { open?: boolean } = {},
): Promise<void> {
  if (open) await page.goto('/login');
  await page.getByRole('link', { name: t.login['sign-in'], exact: true }).click();
  await waitForPath(page, '/support/login');
  await page.getByLabel(t['support-login'].email, { exact: true }).fill(user.email);
  await page.getByLabel(t['support-login'].password, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: t['support-login'].submit, exact: true }).click();
}

/** Presses Tab until `target` has the focus; fails after `maxTabs` presses. */
export async function tabTo(page: Page, target: Locator, maxTabs = 25): Promise<void> {
  for (let presses = 0; presses < maxTabs; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target} within ${maxTabs} presses`);
}

/** The error text shown under an input (linked through aria-describedby), or null when it has none. */
export function fieldErrorOf(input: Locator): Promise<string | null> {
  return input.evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const texts = ids
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter((text) => text !== '');
    if (texts.length === 0) return null;
    return element.getAttribute('aria-invalid') === 'true' ? texts.join(' ') : `(not aria-invalid) ${texts}`;
  });
}

const SEEN_KEY = 'e2e.seen-messages';

/**
 * Records the text of every status and alert message the app shows in this tab from now on, across
 * full page loads (in session storage), for messages that show only briefly before the app moves on.
 */
export async function recordMessages(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const record = () => {
      const seen: string[] = JSON.parse(window.sessionStorage.getItem(key) ?? '[]');
      let changed = false;
      for (const element of document.querySelectorAll('[role="status"], [role="alert"]')) {
        const text = element.textContent?.trim() ?? '';
        if (text !== '' && !seen.includes(text)) {
          seen.push(text);
          changed = true;
        }
      }
      if (changed) window.sessionStorage.setItem(key, JSON.stringify(seen));
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  }, SEEN_KEY);
}

/** The messages recordMessages saw so far, in order. */
export function recordedMessages(page: Page): Promise<string[]> {
  return page.evaluate((key) => JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[], SEEN_KEY);
}
