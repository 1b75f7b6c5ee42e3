import {
  type DifferenceItem,
  GLOBAL_PROCESS_MODEL_ID,
  type InputOutput,
  sampleInputOutput,
} from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { startSession } from '../../../lib/session';
import { errorResponse, stubApi } from '../../../test/fake-api';
import { securityInfo } from '../../../test/fixtures';
import { makeModel, modelId } from '../../../test/process-models';
import { renderRoutes } from '../../../test/render';
import { listedOptions, openOptions, pick } from '../../../test/select';
import { ProcessModelsArea } from '../process-models-area';
import { ComparePage, compareSides } from './compare-page';

vi.setConfig({ testTimeout: 20_000 });

const id = modelId();
const base = `/api/process_model/revisions/${id}`;
const PURCHASER = { id: '20000000-0000-4000-8000-000000000011', name: 'Purchaser' };
const MANAGER = { id: '20000000-0000-4000-8000-000000000012', name: 'Manager' };
const step = (name: string, before: string | null = name, after: string | null = name) => ({
  id: `step-${name}`,
  type: 'activity' as const,
  name: { before, after },
});
const label = (name: string) => ({ id: `step-${name}`, type: 'activity' as const, name });
const D_NEW = '40000000-0000-4000-8000-000000000001';
const D_OLD = '40000000-0000-4000-8000-000000000002';
const D_GONE = '40000000-0000-4000-8000-000000000003';
const group = { id: 'g1', name: { before: 'Papers', after: 'Papers' } };
const snapshot = { id: 'g2', name: 'Forms', description: '', inputs: [], output: null };

/** One change of every kind, in DIFFERENCE_KINDS order (as the server sends them). */
const EVERY_KIND: DifferenceItem[] = [
  { kind: 'name-changed', before: 'Orders', after: 'Purchase orders' },
  { kind: 'description-changed', before: '', after: 'All orders' },
  { kind: 'owner-changed', before: null, after: PURCHASER },
  { kind: 'manager-changed', before: PURCHASER, after: MANAGER },
  { kind: 'step-added', step: step('Pay', null, 'Pay') },
  { kind: 'step-added', step: step('Archive', null, 'Archive') },
  { kind: 'step-removed', step: step('Fax', 'Fax', null) },
  { kind: 'step-renamed', step: step('Check'), before: 'Check invoice', after: 'Check the invoice' },
  {
    kind: 'step-moved',
    step: step('Pay'),
    before: { predecessors: [label('Check')], successors: [] },
    after: { predecessors: [label('Approve')], successors: [] },
  },
  {
    kind: 'branches-reordered',
    step: { id: 'c', type: 'control', name: { before: '', after: '' } },
    before: [label('Yes'), label('No')],
    after: [label('No'), label('Yes')],
  },
  { kind: 'actor-changed', step: step('Approve'), before: PURCHASER, after: MANAGER },
  {
    kind: 'operator-changed',
    step: { id: 'c', type: 'control', name: { before: 'Decide', after: 'Decide' } },
    before: 'CHOICE',
    after: 'PARALLEL',
  },
  {
    kind: 'subprocess-changed',
    step: { id: 's', type: 'subprocess', name: { before: 'Invoice', after: 'Invoice' } },
    before: { id: 'p1', name: 'Invoicing', revision: 1 },
    after: { id: 'p1', name: 'Invoicing', revision: 3 },
  },
  { kind: 'information-group-added', step: step('Approve'), group: snapshot },
  { kind: 'information-group-removed', step: step('Check'), group: { ...snapshot, name: 'Old' } },
  {
    kind: 'information-group-changed',
    step: step('Check'),
    group: { id: 'g1', name: { before: 'Papers', after: 'Documents' } },
    before: { name: 'Papers', description: '' },
    after: { name: 'Documents', description: 'New' },
  },
  { kind: 'input-added', step: step('Check'), group, definitionId: D_NEW },
  { kind: 'input-removed', step: step('Check'), group, definitionId: D_OLD },
  { kind: 'output-added', step: step('Check'), group, definitionId: D_GONE },
  { kind: 'output-removed', step: step('Check'), group, definitionId: D_OLD },
];

const definition = (definitionId: string, name: string): InputOutput => ({
  ...sampleInputOutput({ id: definitionId, processModelId: id, name }),
  updatedAt: 1_700_000_000_000,
});

const revisions = [1, 2, 3].map((revision) => ({
  revision,
  changeNote: null,
  model: makeModel({ id, info: { name: 'Orders', description: '' }, revision }),
}));

function renderArea(path: string) {
  return renderRoutes([{ path: '/process-model/*', element: <ProcessModelsArea /> }], [path]);
}

function sections(): [string, string[]][] {
  return within(screen.getByTestId('difference-list'))
    .getAllByRole('region')
    .map((section) => [
      within(section).getByRole('heading').textContent ?? '',
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? ''),
    ]);
}

beforeEach(() => {
  startSession(securityInfo(['ROLE_MODELER']));
});
afterEach(() => vi.unstubAllGlobals());

describe('compareSides', () => {
  const params = (search: string) => new URLSearchParams(search);
  it('reads the address, falling back to the latest against the one before', () => {
    expect(compareSides([1, 2, 3], params('from=1&to=2'), true)).toEqual({ from: 1, to: 2 });
    expect(compareSides([1, 2, 3], params(''), true)).toEqual({ from: 2, to: 3 });
    expect(compareSides([1, 2, 3], params('from=9&to=x'), true)).toEqual({ from: 2, to: 3 });
    expect(compareSides([1, 2, 3], params('from=1'), true)).toEqual({ from: 1, to: 3 });
    expect(compareSides([1, 2, 3], params('from=1&to=working-copy'), true)).toEqual({
      from: 1,
      to: 'working-copy',
    });
    expect(compareSides([1, 2, 3], params('from=1&to=working-copy'), false)).toEqual({ from: 1, to: 3 });
    expect(compareSides([1], params(''), true)).toEqual({ from: 1, to: 'working-copy' });
    expect(compareSides([1], params(''), false)).toEqual({ from: 1, to: 1 });
    expect(compareSides([], params(''), true)).toBeNull();
  });
});

describe('ComparePage', () => {
  it('every kind of change as a list grouped by kind, with counts, readable lines and definition names', async () => {
    const calls = stubApi({
      [`GET ${base}`]: () => revisions,
      [`GET ${base}/1/compare/2`]: () => ({ changes: EVERY_KIND }),
      [`GET ${base}/1/input-output`]: () => [definition(D_OLD, 'Old invoice'), definition(D_GONE, 'Receipt')],
      [`GET ${base}/2/input-output`]: () => [definition(D_NEW, 'Invoice')],
    });
    renderArea(`/process-model/${id}/revisions/compare?from=1&to=2`);
    expect(await screen.findByRole('heading', { level: 1, name: 'What changed in Orders' })).toBeTruthy();
    await screen.findByTestId('difference-list');
    expect(sections()).toEqual([
      ['Name changed (1)', ["Name: 'Orders' → 'Purchase orders'"]],
      ['Description changed (1)', ["Description: (empty) → 'All orders'"]],
      ['Owner changed (1)', ['Owner: none → Purchaser']],
      ['Manager changed (1)', ['Manager: Purchaser → Manager']],
      ['Steps added (2)', ["Added: 'Pay'", "Added: 'Archive'"]],
      ['Steps removed (1)', ["Removed: 'Fax'"]],
      ['Steps renamed (1)', ["Renamed: 'Check invoice' → 'Check the invoice'"]],
      ['Steps moved (1)', ["Moved: 'Pay' now after 'Approve' (was after 'Check')"]],
      ['Branches reordered (1)', ["Branches of Control: 'No' and 'Yes' (was 'Yes' and 'No')"]],
      ['Actor changed (1)', ["Actor changed on 'Approve': Purchaser → Manager"]],
      ['Operator changed (1)', ["Operator changed on 'Decide': choice → parallel"]],
      [
        'Subprocess changed (1)',
        ["Subprocess changed on 'Invoice': 'Invoicing' (revision 1) → 'Invoicing' (revision 3)"],
      ],
      ['Information groups added (1)', ["Information group 'Forms' added to 'Approve'"]],
      ['Information groups removed (1)', ["Information group 'Old' removed from 'Check'"]],
      [
        'Information groups changed (1)',
        ["Information group 'Papers' on 'Check': renamed to 'Documents' and description changed"],
      ],
      ['Inputs added (1)', ["Input 'Invoice' added to group 'Papers' on 'Check'"]],
      ['Inputs removed (1)', ["Input 'Old invoice' removed from group 'Papers' on 'Check'"]],
      ['Outputs added (1)', ["Output 'Receipt' added to group 'Papers' on 'Check'"]],
      ['Outputs removed (1)', ["Output 'Old invoice' removed from group 'Papers' on 'Check'"]],
    ]);
    expect(calls.map((call) => call.path)).not.toContain(`/api/input-output/${id}`);
    await waitFor(() => expect(document.title).toBe('What changed in Orders – Stroomlijn'));
    expect(screen.getByRole('link', { name: /Back to revisions/ }).getAttribute('href')).toBe(
      `/process-model/${id}/revisions`,
    );
  });

  it('I18N: the lines in Dutch', async () => {
    await setLanguage('nl');
    stubApi({
      [`GET ${base}`]: () => revisions,
      [`GET ${base}/1/compare/2`]: () => ({ changes: EVERY_KIND.slice(7, 11) }),
    });
    renderArea(`/process-model/${id}/revisions/compare?from=1&to=2`);
    await screen.findByTestId('difference-list');
    expect(sections()).toEqual([
      ['Stappen hernoemd (1)', ["Hernoemd: 'Check invoice' → 'Check the invoice'"]],
      ['Stappen verplaatst (1)', ["Verplaatst: 'Pay' nu na 'Approve' (was na 'Check')"]],
      ['Takken in andere volgorde (1)', ["Takken van Besturing: 'No' en 'Yes' (was 'Yes' en 'No')"]],
      ['Actor gewijzigd (1)', ["Actor gewijzigd bij 'Approve': Purchaser → Manager"]],
    ]);
    await setLanguage('en');
  });

  it('the selects choose the revisions and update the address; a modeler may choose the working copy', async () => {
    const calls = stubApi({
      [`GET ${base}`]: () => revisions,
      [`GET ${base}/2/compare/3`]: () => ({ changes: [EVERY_KIND[0]] }),
      [`GET ${base}/1/compare/3`]: () => ({ changes: [EVERY_KIND[1]] }),
      [`GET ${base}/1/compare/working-copy`]: () => ({ changes: [] }),
    });
    const { router } = renderArea(`/process-model/${id}/revisions/compare`);
    await screen.findByTestId('difference-list');
    const from = screen.getByRole('combobox', { name: 'From' }) as HTMLInputElement;
    const to = screen.getByRole('combobox', { name: 'To' }) as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['Revision 2', 'Revision 3']);
    expect((await openOptions(to)).map((option) => option.textContent)).toEqual([
      'Working copy',
      'Revision 3',
      'Revision 2',
      'Revision 1',
    ]);
    await userEvent.keyboard('{Escape}');
    await pick(from, 'Revision 1');
    await waitFor(() => expect(router.state.location.search).toBe('?from=1&to=3'));
    await waitFor(() => expect(sections()).toEqual([['Description changed (1)', expect.any(Array)]]));
    await pick(to, 'Working copy');
    await waitFor(() => expect(router.state.location.search).toBe('?from=1&to=working-copy'));
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No changes');
    expect(calls.map((call) => call.path)).toContain(`${base}/1/compare/working-copy`);
  });

  it('without ROLE_MODELER the working copy is no choice, also not from the address', async () => {
    startSession(securityInfo(['ROLE_USER']));
    const calls = stubApi({
      [`GET ${base}`]: () => revisions,
      [`GET ${base}/1/compare/3`]: () => ({ changes: [] }),
    });
    renderRoutes(
      [{ path: '/process-model/:id/revisions/compare', element: <ComparePage /> }],
      [`/process-model/${id}/revisions/compare?from=1&to=working-copy`],
    );
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No changes');
    const to = screen.getByRole('combobox', { name: 'To' });
    await userEvent.click(to);
    expect((await listedOptions(to)).map((option) => option.textContent)).toEqual([
      'Revision 3',
      'Revision 2',
      'Revision 1',
    ]);
    expect(calls.map((call) => call.path)).not.toContain(`${base}/1/compare/working-copy`);
  });

  it('the working copy names its definitions from the live ones (the model and the global)', async () => {
    stubApi({
      [`GET ${base}`]: () => revisions,
      [`GET ${base}/3/compare/working-copy`]: () => ({ changes: [EVERY_KIND[16]] }),
      [`GET ${base}/3/input-output`]: () => [],
      [`GET /api/input-output/${id}`]: () => [definition(D_NEW, 'Live invoice')],
      [`GET /api/input-output/${GLOBAL_PROCESS_MODEL_ID}`]: () => [],
    });
    renderArea(`/process-model/${id}/revisions/compare?from=3&to=working-copy`);
    await screen.findByTestId('difference-list');
    expect(sections()).toEqual([
      ['Inputs added (1)', ["Input 'Live invoice' added to group 'Papers' on 'Check'"]],
    ]);
  });

  it('ER-07: a failed comparison shows the error; a retry loads it', async () => {
    let fail = true;
    stubApi({
      [`GET ${base}`]: () => revisions,
      [`GET ${base}/1/compare/2`]: () => (fail ? errorResponse(500, 'internal') : { changes: [] }),
    });
    renderArea(`/process-model/${id}/revisions/compare?from=1&to=2`);
    expect((await screen.findByTestId('page-error')).textContent).toContain('Internal error');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No changes');
  });

  it('ER-07: an unknown model says not found', async () => {
    stubApi({});
    renderArea(`/process-model/${id}/revisions/compare?from=1&to=2`);
    expect((await screen.findByTestId('page-error')).textContent).toContain(
      'The requested item was not found',
    );
  });
});

describe('RevisionListPage: comparing', () => {
  it('each revision but the first compares with the one before; the button compares the latest', async () => {
    stubApi({ [`GET ${base}`]: () => revisions });
    renderArea(`/process-model/${id}/revisions`);
    const link = await screen.findByRole('link', {
      name: 'Compare with previous (revision 3 with revision 2)',
    });
    expect(link.getAttribute('href')).toBe(`/process-model/${id}/revisions/compare?from=2&to=3`);
    expect(link.textContent).toBe('Compare with previous');
    expect(
      screen
        .getByRole('link', { name: 'Compare with previous (revision 2 with revision 1)' })
        .getAttribute('href'),
    ).toBe(`/process-model/${id}/revisions/compare?from=1&to=2`);
    expect(screen.queryByRole('link', { name: /revision 1 with/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Compare latest with previous' }).getAttribute('href')).toBe(
      `/process-model/${id}/revisions/compare?from=2&to=3`,
    );
  });

  it('with one revision the button compares it with the working copy', async () => {
    stubApi({ [`GET ${base}`]: () => revisions.slice(0, 1) });
    renderArea(`/process-model/${id}/revisions`);
    expect(
      (await screen.findByRole('link', { name: 'Compare with working copy' })).getAttribute('href'),
    ).toBe(`/process-model/${id}/revisions/compare?from=1&to=working-copy`);
  });
});
