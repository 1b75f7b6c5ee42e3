import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { startSession } from '../../../lib/session';
import { stubApi } from '../../../test/fake-api';
import { FakeXhr } from '../../../test/fake-xhr';
import { securityInfo } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { listedOptions } from '../../../test/select';
import { ProcessModelsArea } from '../process-models-area';
import { CLERK, makePreview, RESULT, ROLES, SALES } from './import-test-data';

vi.setConfig({ testTimeout: 20_000 });

// The editor is written elsewhere: here it only shows which model it opened.
vi.mock('../editor', () => ({
  ProcessModelEditorPage: () => <div data-testid="editor">{useParams().id}</div>,
}));

const bpmn = (name = 'orders.bpmn') =>
  new File(['<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"/>'], name, {
    type: 'application/xml',
  });

function renderArea(path = '/process-model/import') {
  return renderRoutes([{ path: '/process-model/*', element: <ProcessModelsArea /> }], [path]);
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** Chooses the file and asks for the preview; the request the page sent. */
async function upload(name = 'Upload and preview', file = bpmn()) {
  await screen.findByRole('heading', { level: 1 });
  await userEvent.upload(fileInput(), file);
  await userEvent.click(button(name));
  return FakeXhr.last();
}

/** Uploads and answers with the preview; waits until it shows. */
async function showPreview(preview = makePreview()) {
  const request = await upload();
  act(() => request.respond(200, preview));
  await screen.findByTestId('import-preview');
  return request;
}

const reportRows = () =>
  within(screen.getByTestId('import-report'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

beforeEach(async () => {
  startSession(securityInfo(['ROLE_MODELER']));
  FakeXhr.install();
  stubApi({ 'GET /api/role/selector': () => ROLES, 'GET /api/process_model': () => [] });
  // React Flow reads its size from the element; jsdom has none. A window's size draws every step here.
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1280);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(1000);
  await setLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('BPMN import: the page', () => {
  it('the list links to the import page, which takes one .bpmn file; the upload waits for a file', async () => {
    const { router } = renderArea('/process-model');
    await userEvent.click(await screen.findByRole('link', { name: 'Import BPMN' }));
    expect(router.state.location.pathname).toBe('/process-model/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import BPMN' })).toBeTruthy();
    // Not a model id: the import page, not the editor.
    expect(screen.queryByTestId('editor')).toBeNull();
    expect(fileInput().getAttribute('accept')).toBe('.bpmn,.xml,application/xml,text/xml');
    expect(fileInput().multiple).toBe(false);
    expect(button('Upload and preview').disabled).toBe(true);
    await userEvent.upload(fileInput(), bpmn());
    expect(button('Upload and preview').disabled).toBe(false);
    await waitFor(() => expect(document.title).toBe('Import BPMN – Stroomlijn'));
  });

  it('asks for the preview (dryRun, the file as `file`), busy meanwhile, and shows the models', async () => {
    renderArea();
    const request = await upload();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/process_model/import/bpmn?dryRun=true');
    expect(((request.body as FormData).get('file') as File).name).toBe('orders.bpmn');
    expect(button('Upload and preview').disabled).toBe(true);
    act(() => request.progress(100, 100));
    expect(screen.getByTestId('import-progress').textContent).toContain('Reading the file…');
    act(() => request.respond(200, makePreview()));

    const intro = await screen.findByTestId('import-preview-intro');
    expect(intro.textContent).toContain('Preview of orders.bpmn');
    await waitFor(() => expect(document.activeElement).toBe(intro));
    // Each sub-process right after its parent, indented and named as its subprocess.
    const models = screen.getAllByTestId('import-model');
    expect(models.map((model) => within(model).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Order handling',
      'Check stock',
      'Returns',
    ]);
    expect(within(models[1] as HTMLElement).getByText('Subprocess of Order handling')).toBeTruthy();
    // Drawn by the editor's canvas, with the lanes' roles as actors.
    const order = within(models[0] as HTMLElement);
    await waitFor(() =>
      expect(
        [...(models[0] as HTMLElement).querySelectorAll('.pm-step')].map((box) =>
          box.getAttribute('aria-label'),
        ),
      ).toEqual(['Start: Start', 'Activity: Take order', 'Subprocess: Check stock', 'End: End']),
    );
    expect(order.getByRole('region', { name: 'Legend of the actors' }).textContent).toContain('Sales');
    expect(order.getByRole('region', { name: 'Legend of the actors' }).textContent).toContain('Warehouse');
    // A refused model: why, and the elements involved, instead of a diagram.
    const returns = within(models[2] as HTMLElement);
    expect(returns.queryByTestId('import-diagram')).toBeNull();
    const refusal = returns.getByTestId('import-model-refusal');
    expect(refusal.textContent).toContain('This process model cannot be imported');
    expect(refusal.textContent).toContain('A loop that never leads on: the process model cannot be imported');
    expect(within(refusal).getByRole('listitem').textContent).toBe('Task_9 Retry');
  });

  it('a subprocess step of the preview leads to the preview of the sub-process it opens', async () => {
    const { router } = renderArea();
    await showPreview();
    const model = screen.getAllByTestId('import-model')[0] as HTMLElement;
    const step = await within(model).findByRole('group', { name: 'Subprocess: Check stock' });
    await userEvent.click(within(step).getByRole('button', { name: /Open subprocess/ }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Check stock' }));
    expect(router.state.location.pathname).toBe('/process-model/import');
  });

  it('shows the BPMN documentation of a step (its information group) from the diagram', async () => {
    renderArea();
    await showPreview();
    const model = screen.getAllByTestId('import-model')[0] as HTMLElement;
    const step = await within(model).findByRole('group', { name: 'Activity: Take order' });
    await userEvent.click(within(step).getByRole('button', { name: /information/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Information of Take order' });
    expect(dialog.textContent).toContain('Write the order down.');
  });
});

describe('BPMN import: lanes, report and confirmation', () => {
  const laneSelect = (lane: string) => screen.getByRole('combobox', { name: `Role for the lane ${lane}` });

  it('preselects the role matching each lane, else a new role; a lane is given another role with the keyboard', async () => {
    renderArea();
    await showPreview();
    const lanes = screen.getByRole('table', { name: 'The role of each lane' });
    expect(
      within(lanes)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sales', 'Warehouse']);
    await waitFor(() => expect((laneSelect('Sales') as HTMLInputElement).value).toBe('Sales'));
    expect((laneSelect('Warehouse') as HTMLInputElement).value).toBe('New role “Warehouse”');

    // Keyboard only: into the select, the down arrow opens its list on the next option (Clerk), Enter.
    const warehouse = laneSelect('Warehouse') as HTMLInputElement;
    warehouse.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect((await listedOptions(warehouse)).map((option) => option.textContent)).toEqual([
      'New role “Warehouse”',
      'Clerk',
      'Sales',
    ]);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(warehouse.value).toBe('Clerk'));
  });

  it('posts the same file with the lanes (before it) on "Create working copies", then opens the first working copy with links to all', async () => {
    const { router } = renderArea();
    await showPreview();
    const warehouse = laneSelect('Warehouse') as HTMLInputElement;
    await waitFor(() => expect(warehouse.disabled).toBe(false));
    warehouse.focus();
    await userEvent.keyboard('{ArrowDown}');
    await listedOptions(warehouse);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(warehouse.value).toBe('Clerk'));

    await userEvent.click(button('Create working copies'));
    const request = FakeXhr.last();
    expect(request.url).toBe('/api/process_model/import/bpmn');
    const body = request.body as FormData;
    expect([...body.keys()]).toEqual(['lanes', 'file']);
    expect(JSON.parse(body.get('lanes') as string)).toEqual([
      { key: 'sales', roleId: SALES.id },
      { key: 'warehouse', roleId: CLERK.id },
    ]);
    expect((body.get('file') as File).name).toBe('orders.bpmn');
    // Busy: a second press sends nothing.
    const confirm = button(/Create working copies/);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Creating the working copies…')).toBeTruthy();
    await userEvent.click(confirm);
    expect(FakeXhr.sent).toHaveLength(2);

    act(() => request.respond(201, RESULT));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/process-model/${RESULT.models[0]?.id}`),
    );
    expect((await screen.findByTestId('editor')).textContent).toBe(RESULT.models[0]?.id);
    const notice = await screen.findByTestId('imported-notice');
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(notice.textContent).toContain('2 working copies created');
    expect(notice.textContent).toContain('Imported from orders.bpmn, not published');
    expect(notice.textContent).toContain('New roles: Warehouse');
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(RESULT.models.map((model) => [`Open ${model.name}`, `/process-model/${model.id}`]));
    // It stays while the modeler moves on in the area, until closed.
    await userEvent.click(within(notice).getByRole('link', { name: 'Open Check stock' }));
    expect((await screen.findByTestId('editor')).textContent).toBe(RESULT.models[1]?.id);
    await userEvent.click(screen.getByRole('button', { name: 'Close the message' }));
    expect(screen.queryByTestId('imported-notice')).toBeNull();
  });

  it('"Cancel" goes back to the list without storing anything', async () => {
    const { router } = renderArea();
    await showPreview();
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/process-model');
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('when every model is refused, "Create working copies" is disabled and says why', async () => {
    renderArea();
    const preview = makePreview();
    await showPreview({ ...preview, models: preview.models.filter((model) => model.refusal !== null) });
    const confirm = button('Create working copies');
    expect(confirm.disabled).toBe(true);
    const reason = screen.getByTestId('import-all-refused');
    expect(reason.textContent).toBe(
      'Every process model of the file is refused: there is nothing to create.',
    );
    expect(confirm.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('reports every element with its outcome as a word and the reason; counts per outcome; filters by outcome with the keyboard', async () => {
    renderArea();
    await showPreview();
    const table = screen.getByRole('table', { name: 'What becomes of each element of the file' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Element', 'BPMN type', 'Process model', 'Outcome', 'Explanation']);
    expect(reportRows()).toEqual([
      ['Order handling', 'process', '', 'Kept', 'Becomes the process model “Order handling”'],
      ['Take order', 'userTask', 'Order handling', 'Kept', 'Becomes an activity'],
      [
        'Gateway_1',
        'inclusiveGateway',
        'Order handling',
        'Approximated',
        'Becomes a choice control: Stroomlijn has no inclusive, complex or event-based control',
      ],
      [
        'in stock',
        'sequenceFlow',
        'Order handling',
        'Left out',
        'The name of a sequence flow is left out: a path has no name',
      ],
      [
        'Retry',
        'task',
        'Returns',
        'Refused',
        'A loop that never leads on: the process model cannot be imported',
      ],
    ]);
    expect(screen.getByTestId('import-report-summary').textContent).toBe(
      '5 elements: 2 kept, 1 approximated, 1 left out, 1 refused.',
    );
    // The filter is a group of radio buttons: the arrow keys move through the outcomes.
    // jsdom has no CSS.escape, which user-event's walk through a radio group asks for.
    vi.stubGlobal('CSS', { escape: (text: string) => text.replace(/["\\]/g, '\\$&') });
    const all = screen.getByRole('radio', { name: 'All (5)' });
    all.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: 'Kept (2)' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(reportRows().map((row) => row[0])).toEqual(['Order handling', 'Take order']));
    expect(screen.getByTestId('import-report-count').textContent).toBe('2 of 5 elements shown');
    await userEvent.click(screen.getByRole('radio', { name: 'Refused (1)' }));
    expect(reportRows().map((row) => row[3])).toEqual(['Refused']);
  });

  it('shows a long report in pages of 50 rows', async () => {
    renderArea();
    const report = Array.from({ length: 120 }, (_, n) => ({
      elementId: `Task_${n + 1}`,
      elementType: 'task',
      name: `Task ${n + 1}`,
      model: 'Process_1',
      outcome: 'kept' as const,
      reason: 'activity' as const,
      detail: '',
    }));
    await showPreview(makePreview({ report }));
    expect(reportRows()).toHaveLength(50);
    expect(screen.getByTestId('pager-status').textContent).toBe('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(reportRows().map((row) => row[0])).toEqual(
      Array.from({ length: 20 }, (_, n) => `Task ${n + 101}`),
    );
  });
});

describe('BPMN import: a refused file', () => {
  const refused = (message: string, references: string[] = []) => ({
    message: 'refused',
    messageKey: 'validation',
    errors: [{ name: 'file', message }],
    references: references.map((name) => ({ name })),
    debugInfo: '',
  });

  it('shows why under the file field, with the elements named, in English and in Dutch', async () => {
    renderArea();
    let request = await upload();
    act(() => request.respond(422, refused('bpmn-duplicate-id', ['Task_1', 'Task_2'])));
    expect(await screen.findByText('The file uses an id more than once: Task_1, Task_2')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('import-preview')).toBeNull();

    await act(() => setLanguage('nl'));
    await userEvent.click(screen.getByRole('button', { name: 'Gekozen bestand verwijderen' }));
    request = await upload('Uploaden en bekijken');
    act(() => request.respond(422, refused('bpmn-doctype')));
    const error = await screen.findByText(
      'Het bestand declareert een DOCTYPE of entiteiten, die een BPMN-bestand nooit nodig heeft: het wordt voor de veiligheid geweigerd',
    );
    const field = screen.getByRole('button', { name: 'BPMN-bestand' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('a file refused on confirmation shows why beside "Create working copies" and under the file field', async () => {
    renderArea();
    await showPreview();
    await userEvent.click(button('Create working copies'));
    act(() => FakeXhr.last().respond(422, refused('bpmn-dangling-reference', ['Flow_3'])));
    const text = 'The file refers to an element it does not contain: Flow_3';
    expect((await screen.findByTestId('form-danger')).textContent).toBe(text);
    expect(screen.getAllByText(text)).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a file without a .bpmn or .xml name is refused before the upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderArea();
    await screen.findByRole('heading', { level: 1 });
    await user.upload(fileInput(), new File(['x'], 'orders.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Choose a BPMN 2.0 file (.bpmn): this file is not one')).toBeTruthy();
    expect(button('Upload and preview').disabled).toBe(true);
    expect(FakeXhr.sent).toEqual([]);
  });

  it('any other failure opens the error dialog', async () => {
    renderArea();
    const request = await upload();
    act(() =>
      request.respond(403, {
        message: 'no',
        messageKey: 'not-allowed',
        errors: [],
        references: [],
        debugInfo: '',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Not allowed');
  });
});
