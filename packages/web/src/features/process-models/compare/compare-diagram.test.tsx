import { compareModels, NO_ROLE, type ProcessModel, type Step, sampleId } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { startSession } from '../../../lib/session';
import { stubApi } from '../../../test/fake-api';
import { securityInfo } from '../../../test/fixtures';
import { makeModel, modelId } from '../../../test/process-models';
import { renderRoutes } from '../../../test/render';
import { pick } from '../../../test/select';
import { ProcessModelsArea } from '../process-models-area';

vi.setConfig({ testTimeout: 20_000 });

const id = modelId();
const base = `/api/process_model/revisions/${id}`;
const CLERK = { id: '20000000-0000-4000-8000-000000000011', name: 'Clerk' };
const [S, A, R, N, E] = [1, 2, 3, 4, 5].map(sampleId) as [string, string, string, string, string];

const step = (stepId: string, type: Step['type'], name: string, next?: string): Step => ({
  id: stepId,
  type,
  name,
  children: next ? [{ id: next, weight: 1 }] : [],
  actor: NO_ROLE,
});
/** Revision 1: start → Check → Fax → end. Revision 2: Check renamed and by the clerk, Fax replaced by Pay. */
const first = [step(S, 'start', '', A), step(A, 'activity', 'Check', R), step(R, 'activity', 'Fax', E)];
const second = [
  step(S, 'start', '', A),
  { ...step(A, 'activity', 'Check invoice', N), actor: CLERK },
  step(N, 'activity', 'Pay', E),
];
const model = (steps: Step[], revision: number): ProcessModel =>
  makeModel({ id, revision, steps: [...steps, step(E, 'end', '')] });
const revisions = [model(first, 1), model(second, 2)].map((each) => ({
  revision: each.revision,
  changeNote: null,
  model: each,
}));
const difference = compareModels(model(first, 1), model(second, 2));

function renderArea(search: string) {
  return renderRoutes(
    [{ path: '/process-model/*', element: <ProcessModelsArea /> }],
    [`/process-model/${id}/revisions/compare${search}`],
  );
}

/** The drawn steps' accessible names and marks. */
const drawnMarks = () =>
  [...document.querySelectorAll<HTMLElement>('.pm-step')].map((box) => [
    box.getAttribute('aria-label'),
    box.dataset.mark ?? null,
  ]);

beforeEach(() => {
  startSession(securityInfo(['ROLE_MODELER']));
  // React Flow reads its size from the element; jsdom has none. A window's size draws every step here.
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1280);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(1000);
});
afterEach(() => vi.unstubAllGlobals());

describe('ComparePage: the diagram', () => {
  it('draws the newer side with its added and changed steps marked, with a legend; the older side marks the removed step', async () => {
    const calls = stubApi({
      [`GET ${base}`]: () => revisions,
      [`GET ${base}/1/compare/2`]: () => difference,
    });
    const { router } = renderArea('?from=1&to=2&view=diagram');
    await waitFor(() => expect(document.querySelectorAll('.pm-step')).toHaveLength(4));
    expect(drawnMarks()).toEqual([
      ['Start: Start', null],
      ['Activity: Check invoice (Changed)', 'changed'],
      ['Activity: Pay (Added)', 'added'],
      ['End: End', null],
    ]);
    const pay = screen.getByRole('group', { name: 'Activity: Pay (Added)' });
    expect(within(pay).getByRole('img', { name: 'Added' }).textContent).toBe('+');
    const check = screen.getByRole('group', { name: 'Activity: Check invoice (Changed)' });
    expect(within(check).getByRole('img', { name: 'Changed' }).textContent).toBe('~');
    const legend = screen.getByRole('region', { name: 'Marks' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '+Added: only in the newer version (1 step)',
      '~Changed: renamed, moved, or its actor, operator, subprocess, branches or information changed (1 step)',
    ]);
    expect(within(legend).getByTestId('mark-legend-hint').textContent).toBe(
      '1 step was removed: choose the older version to see it.',
    );
    // The model as drawn comes from the revision list the page loaded: no call of its own.
    expect(
      calls.filter((call) => call.path.startsWith('/api/process_model')).map((call) => call.path),
    ).toEqual([base, `${base}/1/compare/2`]);

    await userEvent.click(screen.getByRole('radio', { name: 'Older: Revision 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=1&to=2&view=diagram&side=older'));
    await waitFor(() =>
      expect(drawnMarks()).toEqual([
        ['Start: Start', null],
        ['Activity: Check (Changed)', 'changed'],
        ['Activity: Fax (Removed)', 'removed'],
        ['End: End', null],
      ]),
    );
    const fax = screen.getByRole('group', { name: 'Activity: Fax (Removed)' });
    expect(within(fax).getByRole('img', { name: 'Removed' }).textContent).toBe('−');
    expect(
      within(screen.getByRole('region', { name: 'Marks' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-mark')),
    ).toEqual(['removed', 'changed']);
    expect(screen.getByTestId('mark-legend-hint').textContent).toBe(
      '1 step was added: choose the newer version to see it.',
    );
  });

  it('the view is chosen with the keyboard and kept in the address; choosing revisions keeps it', async () => {
    stubApi({
      [`GET ${base}`]: () => revisions,
      [`GET ${base}/1/compare/2`]: () => difference,
      [`GET ${base}/1/compare/1`]: () => ({ changes: [] }),
    });
    const { router } = renderArea('?from=1&to=2');
    await screen.findByTestId('difference-list');
    const list = screen.getByRole('radio', { name: 'List' });
    expect((list as HTMLInputElement).checked).toBe(true);
    // user-event walks radio groups with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (text: string) => text });
    list.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?from=1&to=2&view=diagram'));
    expect(await screen.findByRole('group', { name: 'Activity: Pay (Added)' })).toBeTruthy();
    expect(screen.queryByTestId('difference-list')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Older: Revision 1' }));
    await pick(screen.getByRole('combobox', { name: 'To' }), 'Revision 1');
    await waitFor(() => expect(router.state.location.search).toBe('?from=1&to=1&view=diagram&side=older'));
    await screen.findByRole('group', { name: 'Activity: Fax' });
    await userEvent.click(screen.getByRole('radio', { name: 'List' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=1&to=1&side=older'));
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No changes');
  });

  it('the lanes view of the editor draws the same marks; its choice is the editor’s', async () => {
    stubApi({
      [`GET ${base}`]: () => revisions,
      [`GET ${base}/1/compare/2`]: () => difference,
    });
    renderArea('?from=1&to=2&view=diagram');
    await screen.findByRole('group', { name: 'Activity: Pay (Added)' });
    const tools = screen.getByRole('toolbar', { name: 'Diagram tools' });
    const lanes = within(tools).getByRole('button', { name: 'Lanes: one lane per actor' });
    expect(lanes.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(lanes);
    expect(lanes.getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem('stroomlijn.editor-lanes')).toBe('shown');
    await waitFor(() => expect(document.querySelectorAll('.pm-lane').length).toBe(2));
    expect(screen.getByRole('group', { name: 'Activity: Pay (Added)' }).dataset.mark).toBe('added');
    expect(screen.getByRole('group', { name: 'Activity: Check invoice (Changed)' }).dataset.mark).toBe(
      'changed',
    );
  });

  it('the working copy side loads its model (a loader meanwhile)', async () => {
    let answer: (model: ProcessModel) => void = () => {};
    const calls = stubApi({
      [`GET ${base}`]: () => revisions,
      [`GET ${base}/2/compare/working-copy`]: () => ({ changes: [] }),
      [`GET /api/process_model/${id}/edit`]: () =>
        new Promise<ProcessModel>((resolve) => {
          answer = resolve;
        }),
    });
    renderArea('?from=2&to=working-copy&view=diagram');
    expect(await screen.findByRole('radio', { name: 'Newer: Working copy' })).toBeTruthy();
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
    answer(model(second, 2));
    await waitFor(() => expect(document.querySelectorAll('.pm-step')).toHaveLength(4));
    expect(document.querySelectorAll('.pm-step[data-mark]')).toHaveLength(0);
    expect(calls.map((call) => call.path)).toContain(`/api/process_model/${id}/edit`);
  });

  it('I18N: marks, legend and switches in Dutch', async () => {
    await setLanguage('nl');
    stubApi({
      [`GET ${base}`]: () => revisions,
      [`GET ${base}/1/compare/2`]: () => difference,
    });
    renderArea('?from=1&to=2&view=diagram&side=older');
    const fax = await screen.findByRole('group', { name: 'Activiteit: Fax (Verwijderd)' });
    expect(within(fax).getByRole('img', { name: 'Verwijderd' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Ouder: Revisie 1' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Nieuwer: Revisie 2' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Diagram' })).toBeTruthy();
    const legend = screen.getByRole('region', { name: 'Markeringen' });
    expect(within(legend).getAllByRole('listitem')[0]?.textContent).toBe(
      '−Verwijderd: alleen in de oudere versie (1 stap)',
    );
    await setLanguage('en');
  });
});
