import { type InformationGroup, NO_ROLE, type Step } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { errorResponse, stubApi } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { makeListItem, makeModel, modelId } from '../../test/process-models';
import { renderRoutes } from '../../test/render';
import { DataStreamsArea } from './data-streams-area';

vi.setConfig({ testTimeout: 20_000 });

// Written by the process models' information groups and the input-outputs feature: here they only show
// how they were mounted.
vi.mock('../process-models', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../process-models')>()),
  StepGroupsOverview: ({
    processModelId,
    groups,
  }: {
    processModelId: string;
    groups: InformationGroup[];
  }) => (
    <div data-testid="step-groups-overview">
      {JSON.stringify({ processModelId, groups: groups.map((group) => group.name) })}
    </div>
  ),
}));
vi.mock('../input-outputs', () => ({
  InputOutputRoutes: ({ processModelId, editable }: { processModelId: string; editable: boolean }) => (
    <div data-testid="input-output-routes">{JSON.stringify({ processModelId, editable })}</div>
  ),
}));

const published = (name: string, description = '') =>
  makeListItem({ info: { name, description }, status: 'published', revision: 2, publishedAt: 1 });
const invoicing = published('invoicing', 'Send the invoices');
const hiring = published('Hiring');
const budget = published('Budget');

let counter = 0;
const stepId = () => `70000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
const step = (type: Step['type'], name: string): Step => ({
  id: stepId(),
  name,
  type,
  children: [],
  actor: NO_ROLE,
});
const group = (forStep: Step, name: string): InformationGroup => ({
  id: stepId(),
  stepId: forStep.id,
  name,
  description: '',
  output: null,
  inputs: [],
});

const review = step('activity', 'Review the request');
const decide = step('control', 'Decide');
const archive = step('activity', 'archive');
const ungrouped = step('activity', 'Answer the phone');
const subprocess = step('subprocess', 'Pay');
const model = makeModel({
  ...published('Invoicing', 'Send the invoices'),
  id: invoicing.id,
  steps: [step('start', ''), review, decide, archive, ungrouped, subprocess, step('end', '')],
  groups: [
    group(review, 'Request'),
    group(archive, 'Archive'),
    group(review, 'Check'),
    group(decide, 'Choice'),
    group(subprocess, 'Payment'),
  ],
});

const API = {
  'GET /api/process_model': () => [hiring, invoicing, budget],
  [`GET /api/process_model/${model.id}`]: () => model,
};

function renderArea(path: string) {
  return renderRoutes([{ path: '/data-stream/*', element: <DataStreamsArea /> }], [path]);
}

function column(table: HTMLElement, index: number): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}

beforeEach(() => startSession(securityInfo(['ROLE_EDITOR'])));
afterEach(() => vi.unstubAllGlobals());

describe('Data streams: the published models', () => {
  it('DS-01, DS-02: /data-stream lists the published models by name, each with a view-input-output link', async () => {
    const calls = stubApi(API);
    renderArea('/data-stream');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data streams' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Published process models' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Description', 'Actions']);
    expect(column(table, 0)).toEqual(['Budget', 'Hiring', 'invoicing']);
    expect(column(table, 1)).toEqual(['', '', 'Send the invoices']);
    for (const item of [budget, hiring, invoicing]) {
      const link = screen.getByRole('link', { name: `View input/output of ${item.info.name}` });
      expect(link.textContent).toBe('View input/output');
      expect(link.getAttribute('href')).toBe(`/data-stream/${item.id}/view`);
    }
    expect(calls.map((call) => call.path)).toEqual(['/api/process_model']);
    // Only the published models, also for an editor who is a modeler too.
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toContain('/api/process_model?published=true');
    await waitFor(() => expect(document.title).toBe('Data streams – Stroomlijn'));
  });

  it('an empty list says so; a failed one shows the error with a retry', async () => {
    stubApi({ 'GET /api/process_model': () => [] });
    renderArea('/data-stream');
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'There are no published process models yet.',
    );
  });

  it('ER-07: a failed list shows a danger message and can be retried', async () => {
    let fail = true;
    stubApi({
      'GET /api/process_model': () => (fail ? errorResponse(500, 'internal') : [budget]),
    });
    renderArea('/data-stream');
    expect((await screen.findByTestId('page-error')).textContent).toContain('Internal error');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Published process models' })).toBeTruthy();
  });

  it('NAV-05: a user without ROLE_EDITOR gets "Not allowed" and no call is made', async () => {
    startSession(securityInfo(['ROLE_USER', 'ROLE_MODELER']));
    const calls = stubApi(API);
    renderArea('/data-stream');
    expect((await screen.findByTestId('page-error')).textContent).toContain('Not allowed');
    expect(calls).toEqual([]);
  });
});

describe('Data streams: the steps of a model', () => {
  it('DS-03, DS-04, DS-05: only activity and control steps with a group, by name, each linking to its groups', async () => {
    const calls = stubApi(API);
    renderArea(`/data-stream/${model.id}/view`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoicing' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Steps with information groups' });
    expect(column(table, 0)).toEqual(['archive', 'Decide', 'Review the request']);
    expect(column(table, 1)).toEqual(['Activity', 'Control', 'Activity']);
    expect(column(table, 2)).toEqual(['1', '1', '2']);
    for (const listed of [archive, decide, review]) {
      expect(screen.getByRole('link', { name: `View groups of ${listed.name}` }).getAttribute('href')).toBe(
        `/data-stream/${model.id}/${listed.id}/view`,
      );
    }
    expect(screen.queryByText('Answer the phone')).toBeNull();
    expect(screen.queryByText('Pay')).toBeNull();
    expect(screen.getByText('Send the invoices')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Input/output definitions of this process model' })
        .getAttribute('href'),
    ).toBe(`/data-stream/${model.id}/input-output`);
    expect(screen.getByRole('link', { name: 'Back to data streams' }).getAttribute('href')).toBe(
      '/data-stream',
    );
    await waitFor(() => expect(document.title).toBe('Invoicing – Data streams – Stroomlijn'));
    expect(calls.map((call) => call.path)).toEqual([`/api/process_model/${model.id}`]);
  });

  it('a model without grouped activity or control steps says so', async () => {
    stubApi({ [`GET /api/process_model/${model.id}`]: () => ({ ...model, groups: [] }) });
    renderArea(`/data-stream/${model.id}/view`);
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'No activity or control step of this process model has an information group.',
    );
  });

  it.each([
    ['an unknown or unpublished model', modelId()],
    ['an address that names no model id', 'not-a-model'],
  ])('%s: a clear message with the way back', async (_what, id) => {
    stubApi({
      [`GET /api/process_model/${id}`]: () =>
        id === 'not-a-model' ? errorResponse(422, 'validation') : errorResponse(404, 'not-found'),
    });
    renderArea(`/data-stream/${id}/view`);
    expect((await screen.findByTestId('data-stream-missing')).textContent).toBe(
      'This process model does not exist or has not been published.',
    );
    expect(screen.getByRole('link', { name: 'Back to data streams' }).getAttribute('href')).toBe(
      '/data-stream',
    );
  });

  it('/data-stream/{id} opens its steps; an unknown address goes to the list', async () => {
    stubApi(API);
    const { router } = renderArea(`/data-stream/${model.id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/data-stream/${model.id}/view`));
    await router.navigate('/data-stream/a/b/c/d');
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-stream'));
  });

  it('keyboard: the list leads to a model and the model to a step', async () => {
    stubApi(API);
    const { router } = renderArea('/data-stream');
    const link = await screen.findByRole('link', { name: 'View input/output of invoicing' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/data-stream/${model.id}/view`));
    (await screen.findByRole('link', { name: 'View groups of Decide' })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/data-stream/${model.id}/${decide.id}/view`),
    );
  });
});

describe('Data streams: a step and the definitions', () => {
  it('DS-06: /data-stream/{id}/{stepId}/view shows the group overview of that step', async () => {
    stubApi(API);
    renderArea(`/data-stream/${model.id}/${review.id}/view`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Information groups of Review the request' }),
    ).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('step-groups-overview').textContent ?? '{}')).toEqual({
      processModelId: model.id,
      groups: ['Request', 'Check'],
    });
    const trail = screen.getByRole('navigation', { name: 'You are here' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Data streams', '/data-stream'],
      ['Invoicing', `/data-stream/${model.id}/view`],
    ]);
    expect(screen.getByRole('link', { name: 'Back to Invoicing' }).getAttribute('href')).toBe(
      `/data-stream/${model.id}/view`,
    );
    await waitFor(() => expect(document.title).toBe('Review the request – Invoicing – Stroomlijn'));
  });

  it('a step that is not part of the published model: a clear message with the way back', async () => {
    stubApi(API);
    renderArea(`/data-stream/${model.id}/${stepId()}/view`);
    expect((await screen.findByTestId('data-stream-missing')).textContent).toBe(
      'This step is not part of the published process model.',
    );
    expect(screen.getByRole('link', { name: 'Back to Invoicing' })).toBeTruthy();
  });

  it.each([
    [['ROLE_EDITOR'], false],
    [['ROLE_EDITOR', 'ROLE_MODELER'], true],
  ] as const)(
    'DS-07: /data-stream/{id}/input-output/* shows the model definitions (roles %j: editable %s)',
    async (roles, editable) => {
      startSession(securityInfo([...roles]));
      stubApi(API);
      renderArea(`/data-stream/${model.id}/input-output/new`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Invoicing' })).toBeTruthy();
      const trail = screen.getByRole('navigation', { name: 'You are here' });
      expect(within(trail).getByText('Input/output definitions').getAttribute('aria-current')).toBe('page');
      await waitFor(() => expect(document.title).toBe('Input/output definitions – Invoicing – Stroomlijn'));
      expect(JSON.parse(screen.getByTestId('input-output-routes').textContent ?? '{}')).toEqual({
        processModelId: model.id,
        editable,
      });
      expect(screen.getByRole('link', { name: 'Back to Invoicing' }).getAttribute('href')).toBe(
        `/data-stream/${model.id}/view`,
      );
    },
  );
});
