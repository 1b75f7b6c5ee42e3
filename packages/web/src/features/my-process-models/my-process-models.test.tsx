import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../lib/dates';
import { startSession } from '../../lib/session';
import { errorResponse, stubApi } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { makeListItem, NO_ROLE } from '../../test/process-models';
import { renderRoutes } from '../../test/render';
import { MyProcessModelsArea } from './my-process-models-area';

vi.setConfig({ testTimeout: 20_000 });

// The editor is written elsewhere: here it only shows how it was mounted.
vi.mock('../process-models/editor', () => import('../../test/editor-stand-in'));

const publishedAt = Date.UTC(2025, 2, 3, 12, 0);
const published = (name: string, description = '') =>
  makeListItem({
    info: { name, description },
    status: 'published',
    revision: 3,
    publishedAt,
    publishedBy: { name: 'Jan van Dijk' },
    unpublishedDraftAvailable: false,
  });
const invoicing = published('Invoicing', 'Send the invoices');
const hiring = { ...published('Hiring'), manager: NO_ROLE };
const budget = published('Budget');

const LISTS = {
  'GET /api/process_model/published/actor': () => [invoicing, hiring],
  'GET /api/process_model/published/owner': () => [budget],
  'GET /api/process_model/published/manager': () => [],
};

function renderArea(path: string) {
  return renderRoutes([{ path: '/my-process-models/*', element: <MyProcessModelsArea /> }], [path]);
}

function names(): string[] {
  const table = screen.getByTestId('my-process-model-table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

beforeEach(() => {
  startSession(securityInfo(['ROLE_USER']));
});
afterEach(() => vi.unstubAllGlobals());

describe('My processes', () => {
  it('MP-01: /my-process-models goes to /my-process-models/actor', async () => {
    stubApi(LISTS);
    const { router } = renderArea('/my-process-models');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-process-models/actor'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My processes' })).toBeTruthy();
  });

  it('an unknown tab goes to the actor tab', async () => {
    stubApi(LISTS);
    const { router } = renderArea('/my-process-models/reader');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-process-models/actor'));
  });

  it('MP-02, MP-03: the tabs actor, owner and manager; the actor tab lists GET …/published/actor', async () => {
    const calls = stubApi(LISTS);
    renderArea('/my-process-models/actor');
    const tabs = await screen.findByRole('navigation', { name: 'My processes by part' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['As actor', '/my-process-models/actor', 'page'],
      ['As owner', '/my-process-models/owner', null],
      ['As manager', '/my-process-models/manager', null],
    ]);
    const table = await screen.findByRole('table', { name: 'Process models in which I am an actor' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Description', 'Owner', 'Manager', 'Revision', 'Published on', 'Actions']);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Invoicing',
      'Send the invoices',
      'Owners',
      'Managers',
      '3',
      formatDate(publishedAt, 'en'),
      'View',
    ]);
    expect(names()).toEqual(['Invoicing', 'Hiring']);
    expect(screen.getByRole('link', { name: 'View Invoicing' }).getAttribute('href')).toBe(
      `/my-process-models/actor/${invoicing.id}/view`,
    );
    expect(calls.map((call) => call.path)).toEqual(['/api/process_model/published/actor']);
  });

  it('MP-04, MP-05: the owner and manager tabs list their own calls; an empty list says so', async () => {
    const calls = stubApi(LISTS);
    const { router } = renderArea('/my-process-models/actor');
    await screen.findByRole('table', { name: 'Process models in which I am an actor' });
    await userEvent.click(screen.getByRole('link', { name: 'As owner' }));
    await screen.findByRole('table', { name: 'Process models I own' });
    expect(router.state.location.pathname).toBe('/my-process-models/owner');
    expect(names()).toEqual(['Budget']);
    expect(screen.getByRole('link', { name: 'View Budget' }).getAttribute('href')).toBe(
      `/my-process-models/owner/${budget.id}/view`,
    );
    await userEvent.click(screen.getByRole('link', { name: 'As manager' }));
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'You manage no published process model.',
    );
    expect(calls.map((call) => call.path)).toEqual([
      '/api/process_model/published/actor',
      '/api/process_model/published/owner',
      '/api/process_model/published/manager',
    ]);
  });

  it('ER-07: a failed list shows a danger message', async () => {
    stubApi({ 'GET /api/process_model/published/owner': () => errorResponse(500, 'internal') });
    renderArea('/my-process-models/owner');
    expect((await screen.findByTestId('page-error')).textContent).toContain('Internal error');
  });

  it.each([
    ['actor', ''],
    ['manager', 'structure'],
  ])('MP-06: /my-process-models/%s/{id}/view opens the published model read-only', async (type, rest) => {
    stubApi(LISTS);
    renderArea(`/my-process-models/${type}/${invoicing.id}/view${rest ? `/${rest}` : ''}`);
    const editor = JSON.parse((await screen.findByTestId('editor')).textContent ?? '{}');
    expect(editor).toEqual({
      mode: 'view',
      areaPrefix: `/my-process-models/${type}`,
      processModelId: invoicing.id,
      rest,
    });
  });

  it('NAV-03: a user without ROLE_USER gets "Not allowed"', async () => {
    startSession(securityInfo([]));
    const calls = stubApi(LISTS);
    renderArea('/my-process-models/actor');
    expect((await screen.findByTestId('page-error')).textContent).toContain('Not allowed');
    expect(calls).toEqual([]);
  });
});
