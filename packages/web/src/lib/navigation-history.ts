import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The navigation history of the process editor (spec part 1 §2 and part 2 §2 "Navigation history").
 * Only the pages that show process models are remembered: the areas `/process-model`,
 * `/business-model` and `/my-process-models/{actor|owner|manager}`, each optionally followed by a
 * model's GUID and an optional `/view`. Exit goes back to the previous remembered page, otherwise up
 * one level (two in view mode); a subprocess opens in the area the user is in.
 *
 * The history is a trail without cycles: visiting a page that is in it already cuts the trail back
 * to that page (as going back would), so that Exit from a subprocess returns to its parent and the
 * next Exit goes on to the list, instead of jumping between the two. It lives in sessionStorage, so a
 * reload keeps it and each tab has its own.
 */

/** The sessionStorage key of the trail (a JSON array of paths, oldest first). */
export const NAVIGATION_HISTORY_KEY = 'stroomlijn.navigation-history';

/** The most paths kept; older ones are dropped. */
export const NAVIGATION_HISTORY_LIMIT = 50;

/** The areas that show process models, longest first; the default for a subprocess is the first. */
const AREA = '(?:/process-model|/business-model|/my-process-models/(?:actor|owner|manager))';
const GUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const DEFAULT_AREA = '/process-model';

const REMEMBERED = new RegExp(`^${AREA}(?:/${GUID}(?:/view)?)?$`);
const AREA_PREFIX = new RegExp(`^${AREA}(?=/|$)`);
/** The page an editor is mounted on, without the modal sub-route that may follow it. */
const EDITOR_PAGE = new RegExp(`^${AREA}(?:/new|/${GUID}(?:/view|/revisions/\\d+)?)?(?=/|$)`);

/** The path alone: no query or hash, no trailing slash (except for `/` itself). */
function normalise(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether the path is one the history remembers (NAV-09, NAV-10). */
export function isRememberedPath(path: string): boolean {
  return REMEMBERED.test(normalise(path));
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(NAVIGATION_HISTORY_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((entry): entry is string => typeof entry === 'string' && isRememberedPath(entry));
  } catch {
    return [];
  }
}

function writeHistory(history: readonly string[]): void {
  try {
    storage()?.setItem(NAVIGATION_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // storage full or unavailable: the history lasts until the next read
  }
}

/** The remembered trail, oldest first (for tests and diagnostics). */
export function navigationHistory(): string[] {
  return readHistory();
}

/** Forgets the trail. */
export function clearNavigationHistory(): void {
  storage()?.removeItem(NAVIGATION_HISTORY_KEY);
}

/**
 * Records a visit: a remembered path is added to the trail (a page already in it cuts the trail back
 * to that page); any other path is ignored (NAV-10).
 */
export function recordVisit(path: string): void {
  if (!isRememberedPath(path)) return;
  const page = normalise(path);
  const history = readHistory();
  if (history.at(-1) === page) return;
  const index = history.lastIndexOf(page);
  const next = index >= 0 ? history.slice(0, index + 1) : [...history, page];
  writeHistory(next.slice(-NAVIGATION_HISTORY_LIMIT));
}

/** The editor page of a path: `/process-model/{id}/exit` is the page `/process-model/{id}`. */
function editorPage(path: string): string {
  const normalised = normalise(path);
  return EDITOR_PAGE.exec(normalised)?.[0] ?? normalised;
}

function levelsUp(path: string, levels: number): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  const up = segments.slice(0, Math.max(0, segments.length - levels));
  return `/${up.join('/')}`;
}

/**
 * Where Exit goes from `currentPath` (the editor's page, or a modal route below it): the most recent
 * remembered page other than the current one (NAV-11); without one, one level up (NAV-12), or two in
 * view mode (NAV-13). It never returns the current page (except for `/`, which has nothing above it).
 */
export function exitTarget(currentPath: string, viewMode: boolean): string {
  const page = editorPage(currentPath);
  const history = readHistory();
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const entry = history[index];
    if (entry !== undefined && entry !== page) return entry;
  }
  return levelsUp(page, viewMode ? 2 : 1);
}

/**
 * The address of a subprocess opened from `currentPath`: the same area (`/process-model`,
 * `/business-model` or `/my-process-models/{type}`; `/process-model` by default) plus the
 * subprocess id (NAV-14), followed by `/view` in view mode (NAV-15).
 */
export function subprocessPath(currentPath: string, subprocessId: string, viewMode: boolean): string {
  const prefix = AREA_PREFIX.exec(normalise(currentPath))?.[0] ?? DEFAULT_AREA;
  return `${prefix}/${encodeURIComponent(subprocessId)}${viewMode ? '/view' : ''}`;
}

/** Records every location change of the router; used once, in the shell. */
export function useNavigationHistory(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    recordVisit(pathname);
  }, [pathname]);
}
