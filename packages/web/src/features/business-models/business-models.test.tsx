import {
  type BusinessModel,
  type BusinessModelUpdate,
  DEFAULT_BUSINESS_MODEL_ID,
  type ProcessGroup,
  standardBusinessModel,
} from '@stroomlijn/domain';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { deferred, errorResponse, type FakeCall, labelled, stubApi } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { makeListItem } from '../../test/process-models';
import { renderRoutes, withProviders } from '../../test/render';
import { openOptions, pick } from '../../test/select';
import { BusinessModelArea } from './business-model-area';
import { useBusinessModel } from './use-business-model';

vi.setConfig({ testTimeout: 20_000 });

// The editor is written elsewhere: here it only shows how it was mounted.
vi.mock('../process-models/editor', () => import('../../test/editor-stand-in'));

const GET = `GET /api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`;
const PUT = 'PUT /api/business_model';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const invoicing = makeListItem({ info: { name: 'Invoicing', description: '' }, revision: 2 });
const hiring = makeListItem({ info: { name: 'Hiring', description: '' }, revision: 1 });
const draft = makeListItem({ info: { name: 'Draft only', description: '' }, revision: 0 });
const gone = makeListItem({ info: { name: 'Gone', description: '' }, revision: 3, deleted: true });

const pg = (id: number, name: string, items: ProcessGroup['items'] = []): ProcessGroup => ({
  id: `60000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  name,
  items,
});

/** The standard model with process groups in the first group, as the server answers it. */
function modelWith(processGroups: ProcessGroup[], updatedAt = 100): BusinessModel {
  const model = standardBusinessModel(DEFAULT_BUSINESS_MODEL_ID, updatedAt);
  const [first, ...rest] = model.groups;
  return {
    ...model,
    groups: [{ ...(first as BusinessModel['groups'][number]), items: processGroups }, ...rest],
  };
}

const SALES = pg(1, 'Sales', [
  { processModelId: invoicing.id, name: 'Invoicing', available: true },
  { url: 'https://example.org/handbook', name: 'Handbook' },
  { processModelId: gone.id, name: 'Gone', available: false },
]);

/**
 * A fake server holding one business model: a PUT based on the current `updatedAt` is saved (the answer
 * marks process links available), a stale one is 409 conflict.
 */
function fakeServer(start: BusinessModel, extra: Record<string, (call: FakeCall) => unknown> = {}) {
  const server = { model: start };
  const calls = stubApi({
    [GET]: () => server.model,
    'GET /api/process_model': () => [invoicing, hiring, draft, gone],
    [PUT]: (call) => {
      const body = call.body as BusinessModelUpdate;
      if (body.updatedAt !== server.model.updatedAt) return errorResponse(409, 'conflict');
      server.model = {
        ...body,
        groups: body.groups.map((group) => ({
          ...group,
          items: group.items.map((processGroup) => ({
            ...processGroup,
            items: processGroup.items.map((item) =>
              'processModelId' in item ? { ...item, available: item.processModelId !== gone.id } : item,
            ),
          })),
        })),
        updatedAt: body.updatedAt + 1,
      };
      return server.model;
    },
    ...extra,
  });
  return {
    server,
    calls,
    puts: () => calls.filter((call) => call.method === 'PUT').map((call) => call.body as BusinessModelUpdate),
  };
}

function renderArea(path = '/business-model') {
  return renderRoutes([{ path: '/business-model/*', element: <BusinessModelArea /> }], [path]);
}

const region = (name: string) => screen.getByRole('region', { name });

const optionTexts = async (select: HTMLElement) =>
  (await openOptions(select)).map((option) => option.textContent ?? '');

/** The entries of a process group as shown, in order (without their controls). */
const entryTexts = (processGroup: string) =>
  [...region(processGroup).querySelectorAll('li [data-kind]')].map((entry) => entry.textContent);

async function openEditMode() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  expect(screen.getByRole('button', { name: 'Edit' }).getAttribute('aria-pressed')).toBe('true');
}

async function waitForSaved() {
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Saving…' })).toBeNull());
}

beforeEach(() => startSession(securityInfo(['ROLE_USER', 'ROLE_EDITOR'])));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the business model, read', () => {
  it('BM-01, BM-03, BM-04, BM-19, BM-22: the standard model: four groups in landscape order, empty states', async () => {
    const { calls } = fakeServer(modelWith([pg(1, 'Sales')]));
    renderArea();
    expect(await screen.findByRole('heading', { level: 1, name: 'Business model' })).toBeTruthy();
    const landscape = await screen.findByTestId('business-model-landscape');
    const groups = within(landscape).getAllByRole('heading', { level: 2 });
    expect(groups.map((heading) => heading.textContent)).toEqual([
      'Manage organisation',
      'Primary processes',
      'Support organisation',
      'Evaluation',
    ]);
    // BM-04: the grid places evaluation in the right column over the three rows of the others.
    expect(
      [...landscape.children].map((child) => [
        child.getAttribute('data-group'),
        child.getAttribute('data-row'),
      ]),
    ).toEqual([
      ['manageOrganisation', '1'],
      ['primaryProcesses', '2'],
      ['supportOrganisation', '3'],
      ['evaluation', '4'],
    ]);
    expect(landscape.className).toBe('bm-landscape');
    // BM-19: an empty process group and an empty group.
    expect(within(region('Sales')).getByTestId('empty-process-group').textContent).toBe(
      'No process models linked...',
    );
    expect(within(region('Evaluation')).getByTestId('empty-group').textContent).toBe('No process groups...');
    expect(within(region('Manage organisation')).queryByTestId('empty-group')).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([GET]);
  });

  it('BM-03, BM-19: in Dutch the standard titles and empty states are Dutch; a renamed group keeps its name', async () => {
    await i18n.changeLanguage('nl');
    const model = modelWith([pg(1, '')]);
    model.groups[3] = { ...(model.groups[3] as BusinessModel['groups'][number]), name: 'Reflectie' };
    fakeServer(model);
    renderArea();
    await screen.findByRole('heading', { level: 1, name: 'Bedrijfsmodel' });
    await screen.findByTestId('business-model-landscape');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Besturing organisatie',
      'Primaire processen',
      'Ondersteuning organisatie',
      'Reflectie',
    ]);
    expect(screen.getByTestId('empty-process-group').textContent).toBe('Geen procesmodellen gekoppeld...');
    expect(within(region('Reflectie')).getByTestId('empty-group').textContent).toBe('Geen procesgroepen...');
  });

  it('BM-05, BM-06, BM-07, unavailable: entries of process groups with and without a title', async () => {
    fakeServer(modelWith([SALES, pg(2, '', [{ url: 'http://intranet/wiki', name: 'Wiki' }])]));
    const { router } = renderArea();
    const sales = await screen.findByRole('region', { name: 'Sales' });
    expect(within(sales).getByRole('heading', { level: 3, name: 'Sales' })).toBeTruthy();
    // BM-05: the untitled process group shows no title, and is named by its place.
    const untitled = region('Process group 2');
    expect(within(untitled).queryByRole('heading')).toBeNull();
    // BM-07: an external link opens in a new tab without a handle on this one.
    const handbook = within(sales).getByRole('link', { name: 'Handbook' });
    expect([
      handbook.getAttribute('href'),
      handbook.getAttribute('target'),
      handbook.getAttribute('rel'),
    ]).toEqual(['https://example.org/handbook', '_blank', 'noopener noreferrer']);
    // A deleted or unpublished model shows as unavailable, without a link.
    expect(within(sales).queryByRole('link', { name: /Gone/ })).toBeNull();
    const unavailable = within(sales).getByText('Gone').closest('[data-kind="unavailable-process"]');
    expect(unavailable?.textContent).toBe('GoneUnavailable');
    expect(unavailable?.getAttribute('title')).toBe(
      'This process model was deleted or is no longer published.',
    );
    // BM-06, BM-02: a process opens its view page, the published model read-only in the editor.
    const link = within(sales).getByRole('link', { name: 'Invoicing' });
    expect(link.getAttribute('href')).toBe(`/business-model/${invoicing.id}/view`);
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe(`/business-model/${invoicing.id}/view`);
    expect(JSON.parse((await screen.findByTestId('editor')).textContent ?? '{}')).toEqual({
      mode: 'view',
      areaPrefix: '/business-model',
      processModelId: invoicing.id,
      rest: '',
    });
  });

  it('BM-02: the view page keeps the editor sub-routes; other addresses go to the landscape', async () => {
    fakeServer(modelWith([]));
    renderArea(`/business-model/${invoicing.id}/view/structure`);
    expect(JSON.parse((await screen.findByTestId('editor')).textContent ?? '{}')).toMatchObject({
      mode: 'view',
      rest: 'structure',
    });
    const { router } = renderArea('/business-model/whatever');
    await waitFor(() => expect(router.state.location.pathname).toBe('/business-model'));
  });

  it('BM-08: without ROLE_EDITOR the business model is read-only', async () => {
    startSession(securityInfo(['ROLE_USER', 'ROLE_MODELER']));
    fakeServer(modelWith([SALES]));
    renderArea();
    await screen.findByRole('region', { name: 'Sales' });
    // Only the handbook, which everyone may download.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Handbook (PDF)']);
  });

  it('BM-08: an editor switches edit mode on and off', async () => {
    fakeServer(modelWith([SALES]));
    renderArea();
    await screen.findByRole('region', { name: 'Sales' });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Handbook (PDF)',
      'Edit',
    ]);
    await openEditMode();
    expect(screen.getByRole('button', { name: 'Rename group Manage organisation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add process to Sales' }).textContent).toBe('Add process');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('the handbook button downloads the PDF under the name the server gives, busy meanwhile', async () => {
    startSession(securityInfo(['ROLE_USER']));
    const answer = deferred<Response>();
    stubApi({
      [GET]: () => modelWith([SALES]),
      [`GET /api/business_model/${DEFAULT_BUSINESS_MODEL_ID}/handbook.pdf`]: () => answer.promise,
    });
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:test/1', revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderArea();
    const button = await screen.findByRole('button', { name: 'Handbook (PDF)' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const busy = await screen.findByRole('button', { name: 'Making the handbook…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    answer.resolve(
      new Response('%PDF-1.7', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="Business model - handbook.pdf"; filename*=UTF-8''Bedrijfsmodel%20%C3%A9%C3%A9n.pdf`,
        },
      }),
    );
    await waitFor(() => expect(saved).toEqual(['Bedrijfsmodel één.pdf']));
    expect(await screen.findByRole('button', { name: 'Handbook (PDF)' })).toBeTruthy();
  });

  it('loading, and a failed read with a retry', async () => {
    let fail = true;
    const answer = deferred<Response>();
    stubApi({ [GET]: () => (fail ? answer.promise : modelWith([SALES])) });
    renderArea();
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
    answer.resolve(errorResponse(500, 'internal'));
    expect((await screen.findByTestId('page-error')).textContent).toContain('Internal error');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Sales' })).toBeTruthy();
  });
});

describe('the business model, edited (each change saved at once)', () => {
  it('BM-09, BM-20: renames a group; one PUT of the whole model with the updatedAt it was based on', async () => {
    const { puts } = fakeServer(modelWith([SALES]));
    renderArea();
    await openEditMode();
    await userEvent.click(screen.getByRole('button', { name: 'Rename group Evaluation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename group Evaluation' });
    const name = within(dialog).getByRole('textbox', { name: labelled('Name') });
    expect((name as HTMLInputElement).placeholder).toBe('Evaluation');
    await userEvent.type(name, '  Reflection ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Reflection' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toHaveLength(1);
    const [body] = puts();
    expect(body?.updatedAt).toBe(100);
    expect(body?.groups.map((group) => group.name)).toEqual(['', '', '', 'Reflection']);
    // The API form: no answer-only fields.
    expect(body?.groups[0]?.items[0]?.items[0]).toEqual({ processModelId: invoicing.id, name: 'Invoicing' });
    // An empty name brings the standard title back; the next PUT is based on the saved version.
    await userEvent.click(screen.getByRole('button', { name: 'Rename group Reflection' }));
    const again = await screen.findByRole('dialog', { name: 'Rename group Reflection' });
    await userEvent.clear(within(again).getByRole('textbox', { name: labelled('Name') }));
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Evaluation' })).toBeTruthy();
    expect(puts().map((put) => put.updatedAt)).toEqual([100, 101]);
  });

  it('BM-05, BM-10, BM-25: adds an untitled process group whose id the client made', async () => {
    const { puts } = fakeServer(modelWith([]));
    renderArea();
    await openEditMode();
    await userEvent.click(screen.getByRole('button', { name: 'Add process group to Support organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add process group to Support organisation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const added = await screen.findByRole('region', { name: 'Process group 1' });
    expect(within(added).getByTestId('empty-process-group')).toBeTruthy();
    const [body] = puts();
    const processGroups = body?.groups[2]?.items ?? [];
    expect(processGroups).toHaveLength(1);
    expect(processGroups[0]?.id).toMatch(UUID);
    expect(processGroups[0]).toMatchObject({ name: '', items: [] });
  });

  it('BM-10, BM-11, BM-12: adds a titled process group, renames it and deletes it after asking', async () => {
    const { puts } = fakeServer(modelWith([SALES]));
    renderArea();
    await openEditMode();
    await userEvent.click(screen.getByRole('button', { name: 'Add process group to Primary processes' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add process group to Primary processes' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: labelled('Title') }), 'Production');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await screen.findByRole('region', { name: 'Production' });

    await userEvent.click(screen.getByRole('button', { name: 'Rename process group Production' }));
    dialog = await screen.findByRole('dialog', { name: 'Rename process group Production' });
    const title = within(dialog).getByRole('textbox', { name: labelled('Title') });
    expect((title as HTMLInputElement).value).toBe('Production');
    await userEvent.clear(title);
    await userEvent.type(title, 'Manufacturing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('region', { name: 'Manufacturing' });

    await userEvent.click(screen.getByRole('button', { name: 'Delete process group Sales' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete process group' });
    expect(within(dialog).getByText(/Delete the process group Sales\?/).textContent).toBe(
      'Delete the process group Sales? Its 3 entries are removed with it.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Sales' })).toBeNull());
    expect(within(region('Manage organisation')).getByTestId('empty-group')).toBeTruthy();
    expect(puts()).toHaveLength(3);
    expect(puts()[2]?.groups[1]?.items.map((processGroup) => processGroup.name)).toEqual(['Manufacturing']);
  });

  it('BM-13: add process offers the published models; submitting with none chosen just closes', async () => {
    const { puts } = fakeServer(modelWith([pg(1, 'Sales', [{ processModelId: hiring.id, name: 'Hiring' }])]));
    renderArea();
    await openEditMode();
    await userEvent.click(screen.getByRole('button', { name: 'Add process to Sales' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add process to Sales' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Add process to Sales' }));
    dialog = await screen.findByRole('dialog', { name: 'Add process to Sales' });
    const select = within(dialog).getByRole('combobox', { name: labelled('Process model') });
    await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
    // Published and live only, and not the one the process group has already.
    expect(await optionTexts(select)).toEqual(['Invoicing']);
    await pick(select, 'Invoicing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const link = await screen.findByRole('link', { name: 'Invoicing' });
    expect(link.getAttribute('href')).toBe(`/business-model/${invoicing.id}/view`);
    expect(puts()[0]?.groups[0]?.items[0]?.items).toEqual([
      { processModelId: hiring.id, name: 'Hiring' },
      { processModelId: invoicing.id, name: 'Invoicing' },
    ]);
  });

  it('BM-14: add link checks the address (invalid-url) and the name before saving', async () => {
    const { puts } = fakeServer(modelWith([pg(1, 'Sales')]));
    renderArea();
    await openEditMode();
    await userEvent.click(screen.getByRole('button', { name: 'Add link to Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add link to Sales' });
    const url = within(dialog).getByRole('textbox', { name: labelled('Web address') });
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Invalid url')).toBeTruthy();
    expect(within(dialog).getByText('Field should not be empty')).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toEqual([]);

    await userEvent.clear(url);
    await userEvent.type(url, ' https://example.org/wiki ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: labelled('Name') }), 'Wiki');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const link = await screen.findByRole('link', { name: 'Wiki' });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual([
      'https://example.org/wiki',
      '_blank',
    ]);
    expect(puts()[0]?.groups[0]?.items[0]?.items).toEqual([
      { url: 'https://example.org/wiki', name: 'Wiki' },
    ]);
  });

  it('BM-15: deletes a process and a link', async () => {
    const { puts } = fakeServer(modelWith([SALES]));
    renderArea();
    await openEditMode();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Handbook' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Handbook' })).toBeNull());
    await waitForSaved();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Invoicing' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Invoicing' })).toBeNull());
    expect(puts().map((put) => put.groups[0]?.items[0]?.items.map((item) => item.name))).toEqual([
      ['Invoicing', 'Gone'],
      ['Gone'],
    ]);
  });

  it('BM-16, BM-17, BM-18: moves entries and process groups, offered only where possible', async () => {
    const { puts } = fakeServer(modelWith([SALES, pg(2, 'Support')]));
    renderArea();
    await openEditMode();
    const entryMoves = () =>
      screen
        .getAllByRole('button', { name: /^Move (?!process group)/ })
        .map((button) => button.getAttribute('aria-label'));
    expect(entryMoves()).toEqual([
      'Move Invoicing forward',
      'Move Handbook backward',
      'Move Handbook forward',
      'Move Gone backward',
    ]);
    expect(
      screen
        .getAllByRole('button', { name: /^Move process group/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Move process group Sales forward', 'Move process group Support backward']);

    await userEvent.click(screen.getByRole('button', { name: 'Move Invoicing forward' }));
    await waitFor(() => expect(entryTexts('Sales')).toEqual(['Handbook', 'Invoicing', 'GoneUnavailable']));
    await waitForSaved();
    await userEvent.click(screen.getByRole('button', { name: 'Move process group Support backward' }));
    await waitFor(() =>
      expect(
        within(region('Manage organisation'))
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Support', 'Sales']),
    );
    expect(puts()).toHaveLength(2);
  });

  it('BM-20: the screen shows the saved answer, not the sent model; controls wait while a save runs', async () => {
    const answer = deferred<BusinessModel>();
    const { calls } = fakeServer(modelWith([SALES]), { [PUT]: () => answer.promise });
    renderArea();
    await openEditMode();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Handbook' }));
    expect(await screen.findByRole('status', { name: 'Saving…' })).toBeTruthy();
    // Nothing else can start meanwhile: the controls are disabled.
    // Busy, yet focusable (a disabled button would drop the keyboard focus).
    const deleteGone = screen.getByRole('button', { name: 'Delete Gone' }) as HTMLButtonElement;
    expect([deleteGone.disabled, deleteGone.getAttribute('aria-disabled')]).toEqual([false, 'true']);
    await userEvent.click(deleteGone);
    expect((screen.getByRole('button', { name: 'Add link to Sales' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: 'Handbook' })).toBeTruthy();
    answer.resolve(modelWith([pg(1, 'Sales (as saved)', [])], 101));
    expect(await screen.findByRole('region', { name: 'Sales (as saved)' })).toBeTruthy();
    await waitForSaved();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('BM-20: an edit that comes before the page has drawn the last save is based on that save, not refused as stale', async () => {
    const { puts } = fakeServer(modelWith([SALES, pg(2, 'Support')]));
    const { result } = renderHook(() => useBusinessModel(), {
      wrapper: ({ children }) => withProviders(children as ReactElement),
    });
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    // The page as drawn before the first save: its `apply` knows the model of before.
    const { apply } = result.current;
    const [sales, support] = [pg(1, 'Sales').id, pg(2, 'Support').id];
    expect(await apply({ type: 'process-group.rename', processGroupId: sales, name: 'Sales 2' })).toEqual({
      status: 'saved',
    });
    expect(await apply({ type: 'process-group.rename', processGroupId: support, name: 'Support 2' })).toEqual(
      {
        status: 'saved',
      },
    );
    expect(puts().map((put) => put.updatedAt)).toEqual([100, 101]);
    const names = puts()[1]?.groups[0]?.items.map((processGroup) => processGroup.name);
    expect(names).toEqual(['Sales 2', 'Support 2']);
  });

  it('a stale save (409 conflict) loads the current model and says so', async () => {
    const { server, puts } = fakeServer(modelWith([SALES]));
    renderArea();
    await openEditMode();
    await screen.findByRole('region', { name: 'Sales' });
    // Someone else saves meanwhile.
    server.model = modelWith([pg(9, 'Theirs')], 150);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Handbook' }));
    expect((await screen.findByTestId('business-model-conflict')).textContent).toContain(
      'Someone else changed the business model in the meantime.',
    );
    expect(await screen.findByRole('region', { name: 'Theirs' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Sales' })).toBeNull();
    expect(puts().map((put) => put.updatedAt)).toEqual([100]);
    // The next change is based on the version now shown.
    await userEvent.click(screen.getByRole('button', { name: 'Delete process group Theirs' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete process group' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Theirs' })).toBeNull());
    expect(puts().map((put) => put.updatedAt)).toEqual([100, 150]);
    expect(screen.queryByTestId('business-model-conflict')).toBeNull();
  });

  it('a stale save from a dialog with typed input keeps the dialog and the input; submitting again saves', async () => {
    const { server, puts } = fakeServer(modelWith([pg(1, 'Sales')]));
    renderArea();
    await openEditMode();
    server.model = modelWith([pg(1, 'Sales'), pg(9, 'Theirs')], 150);
    await userEvent.click(screen.getByRole('button', { name: 'Add link to Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add link to Sales' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: labelled('Web address') }),
      'https://example.org',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: labelled('Name') }), 'Wiki');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('Someone else changed the business model in the meantime.', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Theirs' })).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: labelled('Name') }) as HTMLInputElement).value).toBe(
      'Wiki',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('link', { name: 'Wiki' })).toBeTruthy();
    expect(puts().map((put) => put.updatedAt)).toEqual([100, 150]);
  });

  it('another failure shows the error and keeps the saved model', async () => {
    fakeServer(modelWith([SALES]), { [PUT]: () => errorResponse(403, 'not-allowed') });
    renderArea();
    await openEditMode();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Handbook' }));
    expect((await screen.findByTestId('form-danger')).textContent).toBe('Not allowed');
    expect(screen.getByRole('link', { name: 'Handbook' })).toBeTruthy();
  });

  it('a process that is no longer published: the dialog stays open and says so', async () => {
    fakeServer(modelWith([pg(1, 'Sales')]), {
      [PUT]: () =>
        errorResponse(422, 'validation', {
          errors: [{ name: 'groups.0.items.0.items.0.processModelId', message: 'invalid-value' }],
        }),
    });
    renderArea();
    await openEditMode();
    await userEvent.click(screen.getByRole('button', { name: 'Add process to Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add process to Sales' });
    const select = within(dialog).getByRole('combobox', { name: labelled('Process model') });
    await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
    await pick(select, 'Hiring');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect((await within(dialog).findByTestId('form-danger')).textContent).toBe(
      'The chosen process model is no longer published. Choose another one.',
    );
    expect(within(region('Sales')).getByTestId('empty-process-group')).toBeTruthy();
  });
});
