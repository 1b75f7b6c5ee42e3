import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/dates';
import { setLanguage } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { errorResponse, type FakeCall, stubApi } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { makeListItem, makeModel, NO_ROLE } from '../../test/process-models';
import { renderRoutes } from '../../test/render';
import type { ProcessModelEditorPageProps } from './editor';
import { ProcessModelsArea } from './process-models-area';

vi.setConfig({ testTimeout: 20_000 });

// The editor is written elsewhere: here it only shows how it was mounted.
vi.mock('./editor', () => ({
  ProcessModelEditorPage: ({ mode, areaPrefix }: ProcessModelEditorPageProps) => {
    const params = useParams();
    return (
      <div data-testid="editor">
        {JSON.stringify({ mode, areaPrefix, id: params.id, revision: params.revision, rest: params['*'] })}
      </div>
    );
  },
}));

const alpha = makeListItem({ info: { name: 'Alpha', description: '' }, manager: NO_ROLE });
const beta = makeListItem({
  info: { name: 'Beta', description: '' },
  status: 'published',
  revision: 2,
  publishedAt: 1_700_000_100_000,
  publishedBy: { name: 'Jan van Dijk' },
  unpublishedDraftAvailable: false,
});
const gamma = makeListItem({
  info: { name: 'Gamma', description: '' },
  status: 'published',
  revision: 1,
  publishedAt: 1_700_000_100_000,
  publishedBy: { name: 'Piet' },
  updatedAt: 1_700_000_200_000,
  unpublishedDraftAvailable: true,
});
const MODELS = [alpha, beta, gamma];

function renderArea(path = '/process-model') {
  return renderRoutes([{ path: '/process-model/*', element: <ProcessModelsArea /> }], [path]);
}

function rowOf(name: string): HTMLElement {
  return screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
}

function linksOf(name: string): string[] {
  return within(rowOf(name))
    .queryAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`);
}

function cellsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((cell) => cell.textContent ?? ''),
    );
}

const changes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  startSession(securityInfo(['ROLE_MODELER']));
});
afterEach(() => vi.unstubAllGlobals());

describe('ProcessModelListPage', () => {
  it("PM-01, PM-02, PM-03: the columns, the server's order (by name) and a link to a new model", async () => {
    stubApi({ 'GET /api/process_model': () => MODELS });
    renderArea();
    expect(await screen.findByRole('heading', { level: 1, name: 'Process models' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Process models' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Owner', 'Manager', 'Published by', 'Revision', 'Status', 'Actions']);
    expect(cellsOf(table)).toEqual([
      ['Alpha', 'Owners', '', '', '', 'Working copy'],
      ['Beta', 'Owners', 'Managers', 'Jan van Dijk', '2', 'Published'],
      ['Gamma', 'Owners', 'Managers', 'Piet', '1', 'PublishedUnpublished changes'],
    ]);
    expect(screen.getByRole('link', { name: 'New process model' }).getAttribute('href')).toBe(
      '/process-model/new',
    );
    await waitFor(() => expect(document.title).toBe('Process models – Stroomlijn'));
  });

  it('PM-09: the action links of each row: view and revisions once published, publish with a draft', async () => {
    stubApi({ 'GET /api/process_model': () => MODELS });
    renderArea();
    await screen.findByRole('table', { name: 'Process models' });
    expect(linksOf('Alpha')).toEqual([
      `Edit /process-model/${alpha.id}`,
      `Publish /process-model/${alpha.id}/publish`,
      `Delete /process-model/${alpha.id}/delete`,
    ]);
    expect(linksOf('Beta')).toEqual([
      `Edit /process-model/${beta.id}`,
      `View /process-model/${beta.id}/view`,
      `Revisions /process-model/${beta.id}/revisions`,
      `Delete /process-model/${beta.id}/delete`,
    ]);
    expect(linksOf('Gamma')).toEqual([
      `Edit /process-model/${gamma.id}`,
      `View /process-model/${gamma.id}/view`,
      `Revisions /process-model/${gamma.id}/revisions`,
      `Publish /process-model/${gamma.id}/publish`,
      `Delete /process-model/${gamma.id}/delete`,
    ]);
    expect(screen.getByRole('link', { name: 'Revisions of Gamma' })).toBeTruthy();
  });

  it("an administrator's rows add 'History': the audit trail filtered by the model; others have none", async () => {
    startSession(securityInfo(['ROLE_MODELER', 'ROLE_ADMIN']));
    stubApi({ 'GET /api/process_model': () => MODELS });
    const { unmount } = renderArea();
    await screen.findByRole('table', { name: 'Process models' });
    expect(linksOf('Alpha').at(-1)).toBe(`History /audit?entityId=${alpha.id}`);
    expect(screen.getByRole('link', { name: 'History of Beta' }).getAttribute('href')).toBe(
      `/audit?entityId=${beta.id}`,
    );
    unmount();
    startSession(securityInfo(['ROLE_MODELER']));
    renderArea();
    await screen.findByRole('table', { name: 'Process models' });
    expect(screen.queryByRole('link', { name: /^History/ })).toBeNull();
  });

  it('PM-04: the status filter offers all, published and working-copy; it filters and stays in the address', async () => {
    stubApi({ 'GET /api/process_model': () => MODELS });
    const { router } = renderArea();
    const table = await screen.findByRole('table', { name: 'Process models' });
    const filter = screen.getByRole('radiogroup', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((radio) => [(radio as HTMLInputElement).value, radio.closest('label, div')?.textContent]),
    ).toEqual([
      ['all', 'All'],
      ['published', 'Published'],
      ['working-copy', 'Working copy'],
    ]);
    await userEvent.click(within(filter).getByLabelText('Published'));
    await waitFor(() => expect(cellsOf(table).map((row) => row[0])).toEqual(['Beta', 'Gamma']));
    expect(router.state.location.search).toBe('?status=published');
    expect(screen.getByTestId('process-model-count').textContent).toBe('2 of 3 process models');
    // The dialogs over the list keep its filter.
    expect(screen.getByRole('link', { name: 'Delete Beta' }).getAttribute('href')).toBe(
      `/process-model/${beta.id}/delete?status=published`,
    );
    await userEvent.click(within(filter).getByLabelText('Working copy'));
    await waitFor(() => expect(cellsOf(table).map((row) => row[0])).toEqual(['Alpha']));
    await userEvent.click(within(filter).getByLabelText('All'));
    await waitFor(() => expect(cellsOf(table)).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('PM-04: a filter without matches says so', async () => {
    stubApi({ 'GET /api/process_model': () => [alpha] });
    renderArea('/process-model?status=published');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No process models with this status');
  });

  it('ER-12, ER-07: empty and failed lists', async () => {
    stubApi({ 'GET /api/process_model': () => [] });
    const { unmount } = renderArea();
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No process models yet');
    unmount();
    stubApi({ 'GET /api/process_model': () => errorResponse(500, 'internal') });
    renderArea();
    expect((await screen.findByTestId('page-error')).textContent).toContain('Internal error');
  });

  it('NAV-04: a user without ROLE_MODELER gets "Not allowed" and no call is made', async () => {
    startSession(securityInfo(['ROLE_USER']));
    const calls = stubApi({ 'GET /api/process_model': () => MODELS });
    renderArea();
    expect((await screen.findByTestId('page-error')).textContent).toContain('Not allowed');
    expect(calls).toEqual([]);
  });
});

describe('editor routes', () => {
  it.each([
    ['PM-05', '/process-model/new', { mode: 'new', rest: '' }],
    ['PM-05', '/process-model/new/edit', { mode: 'new', rest: 'edit' }],
    ['PM-06', `/process-model/${beta.id}`, { mode: 'edit', id: beta.id, rest: '' }],
    ['PM-06', `/process-model/${beta.id}/structure`, { mode: 'edit', id: beta.id, rest: 'structure' }],
    ['PM-07', `/process-model/${beta.id}/view`, { mode: 'view', id: beta.id, rest: '' }],
    ['PM-07', `/process-model/${beta.id}/view/help`, { mode: 'view', id: beta.id, rest: 'help' }],
    [
      'PM-11',
      `/process-model/${beta.id}/revisions/1`,
      { mode: 'revision', id: beta.id, revision: '1', rest: '' },
    ],
    [
      'PM-11',
      `/process-model/${beta.id}/revisions/1/structure`,
      { mode: 'revision', id: beta.id, revision: '1', rest: 'structure' },
    ],
  ] as const)('%s: %s opens the editor', async (_row, path, expected) => {
    stubApi({});
    renderArea(path);
    const editor = JSON.parse((await screen.findByTestId('editor')).textContent ?? '{}');
    expect(editor).toEqual({ areaPrefix: '/process-model', ...expected });
  });
});

describe('delete process model', () => {
  it('PM-08, NAV-08: asks with the name, deletes, goes back one step; the row is gone', async () => {
    let models = [...MODELS];
    const calls = stubApi({
      'GET /api/process_model': () => models,
      [`DELETE /api/process_model/${beta.id}`]: () => {
        models = models.filter((model) => model.id !== beta.id);
        return undefined;
      },
    });
    const { router } = renderArea();
    await screen.findByRole('table', { name: 'Process models' });
    await userEvent.click(screen.getByRole('link', { name: 'Delete Beta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete process model' });
    expect(dialog.textContent).toContain('Delete the process model Beta?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/process-model'));
    expect(router.state.historyAction).toBe('POP');
    expect(changes(calls)).toEqual([
      { method: 'DELETE', path: `/api/process_model/${beta.id}`, body: undefined },
    ]);
    expect((await screen.findByTestId('form-success')).textContent).toBe(
      'The process model Beta was deleted.',
    );
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Beta' })).toBeNull());
  });

  it('PM-27, ER-20: a model used as a subprocess is refused with sub-process-used and the users named', async () => {
    stubApi({
      'GET /api/process_model': () => MODELS,
      [`DELETE /api/process_model/${beta.id}`]: () =>
        errorResponse(409, 'sub-process-used', { references: [{ name: 'Gamma' }, { name: 'Delta' }] }),
    });
    const { router } = renderArea(`/process-model/${beta.id}/delete`);
    const dialog = await screen.findByRole('dialog', { name: 'Delete process model' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByTestId('form-danger')).textContent).toBe(
      'Cannot delete: it is used as a subprocess in a published process model Gamma, Delta',
    );
    expect(router.state.location.pathname).toBe(`/process-model/${beta.id}/delete`);
  });

  it('an unknown model says not found and offers no delete', async () => {
    stubApi({ 'GET /api/process_model': () => MODELS });
    renderArea('/process-model/50000000-0000-4000-8000-999999999999/delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete process model' });
    expect((await within(dialog).findByTestId('page-error')).textContent).toContain(
      'The requested item was not found',
    );
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe('publish process model', () => {
  it('PM-09, PM-18: the list link asks for confirmation, publishes without a body and goes back', async () => {
    let models = [...MODELS];
    const calls = stubApi({
      'GET /api/process_model': () => models,
      [`POST /api/process_model/publish/${gamma.id}`]: () => {
        const published = { ...gamma, revision: 2, unpublishedDraftAvailable: false };
        models = models.map((model) => (model.id === gamma.id ? published : model));
        return makeModel(published);
      },
    });
    const { router } = renderArea();
    await screen.findByRole('table', { name: 'Process models' });
    await userEvent.click(screen.getByRole('link', { name: 'Publish Gamma' }));
    expect(router.state.location.pathname).toBe(`/process-model/${gamma.id}/publish`);
    const dialog = await screen.findByRole('dialog', { name: 'Publish process model' });
    expect(dialog.textContent).toContain('Publish the working copy of Gamma as revision 2?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/process-model'));
    expect(router.state.historyAction).toBe('POP');
    expect(changes(calls)).toEqual([
      { method: 'POST', path: `/api/process_model/publish/${gamma.id}`, body: {} },
    ]);
    expect((await screen.findByTestId('form-success')).textContent).toBe(
      'The process model Gamma was published.',
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Publish Gamma' })).toBeNull());
  });

  it('the change note typed in the dialog is sent with the publish, trimmed', async () => {
    const calls = stubApi({
      'GET /api/process_model': () => MODELS,
      [`POST /api/process_model/publish/${gamma.id}`]: () => makeModel({ ...gamma, revision: 2 }),
    });
    const { router } = renderArea(`/process-model/${gamma.id}/publish`);
    const dialog = await screen.findByRole('dialog', { name: 'Publish process model' });
    const note = await within(dialog).findByRole('textbox', { name: 'Change note (optional)' });
    expect(note.getAttribute('maxlength')).toBe('200');
    await userEvent.type(note, '  Approval by the manager ');
    expect(dialog.textContent).toContain('174 of 200 characters left');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/process-model'));
    expect(changes(calls)).toEqual([
      {
        method: 'POST',
        path: `/api/process_model/publish/${gamma.id}`,
        body: { changeNote: 'Approval by the manager' },
      },
    ]);
  });

  it.each([
    ['PM-26', 'subprocess_not_published', 'A subprocess of this process model is missing or not published'],
    ['ER-21', 'duplicate-revision', 'A revision with this number already exists'],
  ])('%s: a refusal with %s shows in the dialog', async (_row, key, text) => {
    stubApi({
      'GET /api/process_model': () => MODELS,
      [`POST /api/process_model/publish/${alpha.id}`]: () => errorResponse(409, key),
    });
    const { router } = renderArea(`/process-model/${alpha.id}/publish`);
    const dialog = await screen.findByRole('dialog', { name: 'Publish process model' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Publish' }));
    expect((await within(dialog).findByTestId('form-danger')).textContent).toBe(text);
    expect(router.state.location.pathname).toBe(`/process-model/${alpha.id}/publish`);
  });

  it('a model without unpublished changes has nothing to publish', async () => {
    stubApi({ 'GET /api/process_model': () => MODELS });
    renderArea(`/process-model/${beta.id}/publish`);
    const dialog = await screen.findByRole('dialog', { name: 'Publish process model' });
    expect(await within(dialog).findByText('Beta has no unpublished changes to publish.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Publish' })).toBeNull();
  });
});

describe('RevisionListPage', () => {
  const first = Date.UTC(2025, 2, 3, 12, 0);
  const second = Date.UTC(2025, 5, 10, 12, 0);
  const revisions = [
    {
      revision: 1,
      changeNote: 'First version for the handbook',
      model: makeModel({ ...beta, revision: 1, publishedAt: first, publishedBy: { name: 'Piet' } }),
    },
    {
      revision: 2,
      changeNote: null,
      model: makeModel({ ...beta, revision: 2, publishedAt: second, publishedBy: { name: 'Jan van Dijk' } }),
    },
  ];

  it('PM-10, PM-11, NAV-07: newest first, who, when and the change note, each linking to its read-only view; a back link', async () => {
    stubApi({ [`GET /api/process_model/revisions/${beta.id}`]: () => revisions });
    renderArea(`/process-model/${beta.id}/revisions`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Revisions of Beta' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Revisions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Revision', 'Published by', 'Approved by', 'Published at', 'Change note', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['2', '1']);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Jan van Dijk',
      'Piet',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['', '']);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
      formatDateTime(second, 'en'),
      formatDateTime(first, 'en'),
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual([
      '',
      'First version for the handbook',
    ]);
    expect(screen.getByRole('link', { name: 'View revision 1' }).getAttribute('href')).toBe(
      `/process-model/${beta.id}/revisions/1`,
    );
    expect(screen.getByRole('link', { name: /Back to process models/ }).getAttribute('href')).toBe(
      '/process-model',
    );
    await waitFor(() => expect(document.title).toBe('Revisions of Beta – Stroomlijn'));
  });

  it('"Read confirmations" of each revision is a row action for the holders of the owner or manager role only', async () => {
    stubApi({ [`GET /api/process_model/revisions/${beta.id}`]: () => revisions });
    const modeler = renderArea(`/process-model/${beta.id}/revisions`);
    await screen.findByRole('table', { name: 'Revisions' });
    expect(screen.queryByRole('link', { name: /^Read confirmations/ })).toBeNull();
    modeler.unmount();

    const modelerInfo = securityInfo(['ROLE_MODELER']);
    startSession({ ...modelerInfo, roles: [...modelerInfo.roles, beta.owner] });
    renderArea(`/process-model/${beta.id}/revisions`);
    const table = await screen.findByRole('table', { name: 'Revisions' });
    const links = within(table).getAllByRole('link', { name: /^Read confirmations of revision / });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/acknowledgements/${beta.id}/2/report`,
      `/acknowledgements/${beta.id}/1/report`,
    ]);
    expect(links[0]?.textContent).toBe('Read confirmations');
  });

  it('I18N-03: the publication dates are shown in the user language', async () => {
    stubApi({ [`GET /api/process_model/revisions/${beta.id}`]: () => revisions });
    await setLanguage('nl');
    renderArea(`/process-model/${beta.id}/revisions`);
    const table = await screen.findByRole('table', { name: 'Revisies' });
    const cell = within(table).getAllByRole('row')[2]?.querySelectorAll('td')[3];
    expect(cell?.textContent).toBe(formatDateTime(first, 'nl'));
    expect(cell?.textContent).toContain('mrt');
  });

  it('ER-07: a failed load shows a danger message', async () => {
    stubApi({});
    renderArea(`/process-model/${alpha.id}/revisions`);
    expect((await screen.findByTestId('page-error')).textContent).toContain(
      'The requested item was not found',
    );
  });
});
