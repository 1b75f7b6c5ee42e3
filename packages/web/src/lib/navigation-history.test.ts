import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearNavigationHistory,
  exitTarget,
  isRememberedPath,
  NAVIGATION_HISTORY_KEY,
  NAVIGATION_HISTORY_LIMIT,
  navigationHistory,
  recordVisit,
  subprocessPath,
} from './navigation-history';

const A = '0a1b2c3d-0000-4000-8000-00000000000a';
const B = '0a1b2c3d-0000-4000-8000-00000000000b';
const AREAS = [
  '/process-model',
  '/business-model',
  '/my-process-models/actor',
  '/my-process-models/owner',
  '/my-process-models/manager',
] as const;

const area = fc.constantFrom(...AREAS);
const guid = fc.uuid();
/** Any remembered path: an area, optionally a GUID, optionally /view after it. */
const rememberedPath = fc
  .tuple(area, fc.option(fc.tuple(guid, fc.boolean()), { nil: undefined }))
  .map(([prefix, model]) => (model ? `${prefix}/${model[0]}${model[1] ? '/view' : ''}` : prefix));
const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
/** Any path of one or more segments outside the remembered areas. */
const anyPath = fc
  .array(segment, { minLength: 1, maxLength: 6 })
  .filter(([first]) => !['process-model', 'business-model', 'my-process-models'].includes(first ?? ''))
  .map((segments) => `/${segments.join('/')}`);

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('isRememberedPath', () => {
  it('NAV-09: remembers the five areas, each optionally followed by a GUID and an optional /view', () => {
    for (const prefix of AREAS) {
      expect(isRememberedPath(prefix), prefix).toBe(true);
      expect(isRememberedPath(`${prefix}/${A}`)).toBe(true);
      expect(isRememberedPath(`${prefix}/${A}/view`)).toBe(true);
      expect(isRememberedPath(`${prefix}/${A.toUpperCase()}/view`)).toBe(true);
    }
    fc.assert(fc.property(rememberedPath, (path) => isRememberedPath(path)));
  });

  it('NAV-10: other paths are not remembered', () => {
    for (const path of [
      '/',
      '/users',
      '/roles/new',
      '/process-model/new',
      `/process-model/${A}/delete`,
      `/process-model/${A}/revisions`,
      `/process-model/${A}/revisions/2`,
      `/process-model/${A}/view/structure`,
      `/process-model/${A}/edit`,
      '/process-models',
      '/my-process-models',
      '/my-process-models/reader',
      `/my-process-models/${A}`,
      '/process-model/not-a-guid',
      `/process-model/${A}x`,
      `/data-stream/${A}/view`,
    ]) {
      expect(isRememberedPath(path), path).toBe(false);
    }
  });

  it('NAV-10: a path that is not remembered is never recorded (property)', () => {
    fc.assert(
      fc.property(fc.array(anyPath, { maxLength: 20 }), (paths) => {
        window.sessionStorage.clear();
        for (const path of paths) recordVisit(path);
        return navigationHistory().every(isRememberedPath);
      }),
    );
  });
});

describe('recordVisit', () => {
  it('NAV-09: records remembered paths without query, hash or trailing slash', () => {
    recordVisit('/process-model/?status=published');
    recordVisit('/users');
    recordVisit(`/process-model/${A}#top`);
    expect(navigationHistory()).toEqual(['/process-model', `/process-model/${A}`]);
  });

  it('a second visit of the same page in a row adds nothing; revisiting a page cuts the trail back to it', () => {
    recordVisit('/process-model');
    recordVisit('/process-model');
    recordVisit(`/process-model/${A}`);
    recordVisit(`/process-model/${B}`);
    expect(navigationHistory()).toEqual(['/process-model', `/process-model/${A}`, `/process-model/${B}`]);
    recordVisit(`/process-model/${A}`);
    expect(navigationHistory()).toEqual(['/process-model', `/process-model/${A}`]);
  });

  it(`keeps at most ${NAVIGATION_HISTORY_LIMIT} paths, the newest`, () => {
    fc.assert(
      fc.property(fc.array(rememberedPath, { maxLength: 120 }), (paths) => {
        window.sessionStorage.clear();
        for (const path of paths) recordVisit(path);
        const history = navigationHistory();
        expect(history.length).toBeLessThanOrEqual(NAVIGATION_HISTORY_LIMIT);
        // A trail: no page twice; the last visit is its end.
        expect(new Set(history).size).toBe(history.length);
        if (paths.length > 0) expect(history.at(-1)).toBe(paths.at(-1));
      }),
    );
  });

  it('survives a reload (sessionStorage) and ignores a damaged store', () => {
    recordVisit('/business-model');
    expect(JSON.parse(window.sessionStorage.getItem(NAVIGATION_HISTORY_KEY) ?? '')).toEqual([
      '/business-model',
    ]);
    window.sessionStorage.setItem(NAVIGATION_HISTORY_KEY, '{not json');
    expect(navigationHistory()).toEqual([]);
    window.sessionStorage.setItem(NAVIGATION_HISTORY_KEY, JSON.stringify(['/users', 7, '/process-model']));
    expect(navigationHistory()).toEqual(['/process-model']);
    clearNavigationHistory();
    expect(navigationHistory()).toEqual([]);
  });
});

describe('exitTarget', () => {
  it('NAV-11: Exit returns to the previous remembered path', () => {
    recordVisit('/process-model');
    recordVisit(`/process-model/${A}`);
    expect(exitTarget(`/process-model/${A}`, false)).toBe('/process-model');
    // from a modal route of the editor (the exit dialog) too
    expect(exitTarget(`/process-model/${A}/exit`, false)).toBe('/process-model');
  });

  it('NAV-10, NAV-11: pages outside the set visited in between are skipped', () => {
    recordVisit('/my-process-models/owner');
    recordVisit('/users');
    recordVisit('/roles');
    recordVisit(`/my-process-models/owner/${A}/view`);
    expect(exitTarget(`/my-process-models/owner/${A}/view`, true)).toBe('/my-process-models/owner');
  });

  it('NAV-11: Exit from a subprocess returns to its parent, and the next Exit to the list', () => {
    recordVisit('/process-model');
    recordVisit(`/process-model/${A}/view`);
    recordVisit(`/process-model/${B}/view`);
    const back = exitTarget(`/process-model/${B}/view`, true);
    expect(back).toBe(`/process-model/${A}/view`);
    recordVisit(back);
    expect(exitTarget(back, true)).toBe('/process-model');
  });

  it('NAV-12: without a previous remembered path, Exit goes one level up in edit mode', () => {
    expect(exitTarget(`/process-model/${A}`, false)).toBe('/process-model');
    expect(exitTarget('/process-model/new', false)).toBe('/process-model');
    expect(exitTarget('/process-model/new/exit', false)).toBe('/process-model');
    recordVisit(`/process-model/${A}`);
    expect(exitTarget(`/process-model/${A}`, false)).toBe('/process-model');
  });

  it('NAV-13: without a previous remembered path, Exit goes two levels up in view mode', () => {
    expect(exitTarget(`/process-model/${A}/view`, true)).toBe('/process-model');
    expect(exitTarget(`/process-model/${A}/view/structure`, true)).toBe('/process-model');
    expect(exitTarget(`/my-process-models/manager/${A}/view`, true)).toBe('/my-process-models/manager');
    expect(exitTarget(`/business-model/${A}/view`, true)).toBe('/business-model');
    expect(exitTarget(`/process-model/${A}/revisions/3`, true)).toBe(`/process-model/${A}`);
  });

  it('NAV-11..NAV-13: never returns the current page; returns the latest other remembered page (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(rememberedPath, anyPath), { maxLength: 30 }),
        fc.oneof(rememberedPath, anyPath),
        fc.boolean(),
        (visits, current, viewMode) => {
          window.sessionStorage.clear();
          for (const path of visits) recordVisit(path);
          const target = exitTarget(current, viewMode);
          expect(target).not.toBe(current);
          const others = navigationHistory().filter((entry) => entry !== current);
          if (others.length > 0) expect(target).toBe(others.at(-1));
          else {
            const segments = current.split('/').filter(Boolean);
            const up = segments.slice(0, Math.max(0, segments.length - (viewMode ? 2 : 1)));
            expect(target).toBe(`/${up.join('/')}`);
          }
        },
      ),
    );
  });
});

describe('subprocessPath', () => {
  it('NAV-14: keeps the area prefix of the current path; the default prefix is /process-model', () => {
    expect(subprocessPath(`/process-model/${A}`, B, false)).toBe(`/process-model/${B}`);
    expect(subprocessPath(`/business-model/${A}/view/open-subprocess/x`, B, false)).toBe(
      `/business-model/${B}`,
    );
    expect(subprocessPath(`/my-process-models/actor/${A}/view`, B, false)).toBe(
      `/my-process-models/actor/${B}`,
    );
    expect(subprocessPath('/process-model/new', B, false)).toBe(`/process-model/${B}`);
    expect(subprocessPath(`/somewhere/${A}`, B, false)).toBe(`/process-model/${B}`);
    expect(subprocessPath('/my-process-models', B, false)).toBe(`/process-model/${B}`);
  });

  it('NAV-15: in view mode /view is appended', () => {
    expect(subprocessPath(`/process-model/${A}/view`, B, true)).toBe(`/process-model/${B}/view`);
    expect(subprocessPath(`/business-model/${A}/view`, B, true)).toBe(`/business-model/${B}/view`);
  });

  it('NAV-14, NAV-15: the address is a remembered path in the same area (property)', () => {
    fc.assert(
      fc.property(rememberedPath, guid, fc.boolean(), (current, id, viewMode) => {
        const target = subprocessPath(current, id, viewMode);
        const prefix = AREAS.filter((candidate) => current.startsWith(candidate)).at(-1);
        expect(target).toBe(`${prefix}/${id}${viewMode ? '/view' : ''}`);
        expect(isRememberedPath(target)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(anyPath, guid, fc.boolean(), (current, id, viewMode) => {
        expect(subprocessPath(current, id, viewMode)).toBe(`/process-model/${id}${viewMode ? '/view' : ''}`);
      }),
    );
  });
});
