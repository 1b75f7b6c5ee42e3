import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearNavigationHistory, recordVisit } from '../../../../lib/navigation-history';
import {
  MODEL_ID,
  renderEditorDialogs,
  STEP,
  serverModel,
  testModel,
} from '../../../../test/editor-test-harness';
import { deferred, errorResponse, type FakeCall, stubApi } from '../../../../test/fake-api';
import type { EditableModel } from '../editor-types';
import { editableOf } from '../editor-types';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  clearNavigationHistory();
});

const writes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');
const renamed = (model: EditableModel) => ({ info: { ...model.info, name: 'Intake v2' } });

/** The server's answer to a save of `body`: the next version. */
const savedAnswer = (body: unknown, fields = {}) =>
  serverModel({ ...(body as EditableModel), updatedAt: 2000 }, { updatedAt: 2000, ...fields });

describe('save: the save dialog', () => {
  it('ED-14: asks, shows progress, saves the working copy (PUT with its version) and closes', async () => {
    const answer = deferred<unknown>();
    const calls = stubApi({
      'PUT /api/process_model': async (call) => {
        await answer.promise;
        return savedAnswer(call.body);
      },
    });
    const view = renderEditorDialogs({ subRoute: 'save' });
    const dialog = await screen.findByRole('dialog', { name: 'Save' });
    expect(within(dialog).getByText('Save the working copy?')).toBeTruthy();
    act(() => view.editor().setFields(renamed(view.editor().model)));
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await userEvent.click(save);
    // Busy, yet not `disabled`: the focus stays on it; a second press saves nothing.
    expect([save.getAttribute('aria-disabled'), save.getAttribute('aria-busy'), save.disabled]).toEqual([
      'true',
      'true',
      false,
    ]);
    await userEvent.click(save);
    answer.resolve(undefined);
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]?.body).toMatchObject({
      id: MODEL_ID,
      info: { name: 'Intake v2' },
      updatedAt: 1000,
    });
    expect(view.editor().dirty).toBe(false);
    expect(view.editor().model.updatedAt).toBe(2000);
  });

  it('ED-14: a new model is created by its first save (POST)', async () => {
    const calls = stubApi({ 'POST /api/process_model': (call) => savedAnswer(call.body, { revision: 0 }) });
    const view = renderEditorDialogs({ mode: 'new', subRoute: 'save' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/process_model']);
  });

  it('409 conflict: explains that someone else saved, and Reload loads the newer version', async () => {
    const newer = serverModel({
      ...testModel(),
      info: { name: 'Their intake', description: '' },
      updatedAt: 3000,
    });
    const calls = stubApi({
      'PUT /api/process_model': () => errorResponse(409, 'conflict'),
      [`GET /api/process_model/${MODEL_ID}/edit`]: () => newer,
    });
    const view = renderEditorDialogs({ subRoute: 'save' });
    act(() => view.editor().setFields(renamed(view.editor().model)));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const danger = await screen.findByTestId('form-danger');
    expect(danger.textContent).toMatch(/^Someone else saved a newer version of this process model/);
    expect(danger.textContent).toMatch(/kept as a local draft that you can restore/);
    expect(screen.queryByRole('dialog', { name: 'An error occurred' })).toBeNull();
    await userEvent.click(within(danger).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(view.editor().model).toEqual(editableOf(newer));
    expect(view.editor().dirty).toBe(false);
    // The version the server holds is looked at once before the refusal shows (is it the client's own
    // write?), and loaded on Reload.
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/process_model',
      `GET /api/process_model/${MODEL_ID}/edit`,
      `GET /api/process_model/${MODEL_ID}/edit`,
    ]);
  });

  it('a refusal (422 subprocess_not_published, validation) shows its message in the dialog, which stays', async () => {
    let refusal = errorResponse(422, 'subprocess_not_published');
    stubApi({ 'PUT /api/process_model': () => refusal });
    const view = renderEditorDialogs({ subRoute: 'save' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('form-danger')).textContent).toBe(
      'A subprocess of this process model is missing or not published',
    );
    expect(view.pathname()).toBe(`${view.basePath}/save`);
    expect(screen.queryByRole('dialog', { name: 'An error occurred' })).toBeNull();

    refusal = errorResponse(422, 'validation', { errors: [{ name: 'info.name', message: 'text-too-long' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('form-danger').textContent).toBe('Some fields are not valid'),
    );
    expect(screen.getByTestId('save-field-errors').textContent).toContain('info.name');
  });

  it('ED-18: an unexpected failure opens the generic error dialog', async () => {
    stubApi({ 'PUT /api/process_model': () => errorResponse(500, 'internal', { debugInfo: 'stack here' }) });
    renderEditorDialogs({ subRoute: 'save' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const error = await screen.findByRole('dialog', { name: 'An error occurred' });
    expect(error.textContent).toContain('stack here');
  });

  it('ED-14: not offered in a read-only mode', async () => {
    stubApi({});
    renderEditorDialogs({ mode: 'view', subRoute: 'save' });
    expect((await screen.findByTestId('editor-dialog-notice')).textContent).toMatch(/read-only/);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('save-and-publish: the save and publish dialog', () => {
  it('ED-14: names the next revision and saves and publishes in one call', async () => {
    const calls = stubApi({
      [`POST /api/process_model/publish/${MODEL_ID}`]: (call) =>
        savedAnswer((call.body as { model: EditableModel }).model, { revision: 3, status: 'published' }),
    });
    const view = renderEditorDialogs({ subRoute: 'save-and-publish' });
    const dialog = await screen.findByRole('dialog', { name: 'Save and publish' });
    expect(within(dialog).getByText('Save the working copy and publish it as revision 3?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]?.body).toMatchObject({ model: { id: MODEL_ID, updatedAt: 1000 } });
  });

  it('the change note typed in the dialog goes with the save and publish', async () => {
    const calls = stubApi({
      [`POST /api/process_model/publish/${MODEL_ID}`]: (call) =>
        savedAnswer((call.body as { model: EditableModel }).model, { revision: 3, status: 'published' }),
    });
    const view = renderEditorDialogs({ subRoute: 'save-and-publish' });
    const dialog = await screen.findByRole('dialog', { name: 'Save and publish' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Change note (optional)' }),
      'New approval step',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(writes(calls)[0]?.body).toMatchObject({
      model: { id: MODEL_ID },
      changeNote: 'New approval step',
    });
  });

  it('ED-14: a refusal shows in the dialog', async () => {
    stubApi({
      [`POST /api/process_model/publish/${MODEL_ID}`]: () => errorResponse(422, 'subprocess_not_published'),
    });
    renderEditorDialogs({ subRoute: 'save-and-publish' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save and publish' }));
    expect((await screen.findByTestId('form-danger')).textContent).toBe(
      'A subprocess of this process model is missing or not published',
    );
  });

  it('a subprocess without a published model: the way out, and a button that opens that step', async () => {
    stubApi({
      [`POST /api/process_model/publish/${MODEL_ID}`]: () =>
        errorResponse(409, 'subprocess_not_published', { references: [{ name: 'Handle complaint' }] }),
    });
    const view = renderEditorDialogs({ subRoute: 'save-and-publish' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save and publish' }));
    const wayOut = await screen.findByTestId('subprocess-way-out');
    expect(wayOut.textContent).toContain('A subprocess step must open a published process model.');
    await userEvent.click(within(wayOut).getByRole('button', { name: 'Open step Handle complaint' }));
    await waitFor(() => expect(view.pathname()).toBe(`${view.basePath}/edit-step/${STEP.subprocess}`));
    expect(await screen.findByRole('dialog', { name: 'Edit step' })).toBeTruthy();
  });
});

describe('exit: the exit dialog', () => {
  it('ED-15: without unsaved changes it asks to leave; Leave goes up one level (no history)', async () => {
    stubApi({});
    const view = renderEditorDialogs({ subRoute: 'exit' });
    const dialog = await screen.findByRole('dialog', { name: 'Leave the editor' });
    expect(within(dialog).getByText('Leave the editor?')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save and leave' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.pathname()).toBe('/process-model'));
  });

  it('ED-15: in view mode it goes back to the previous remembered page', async () => {
    stubApi({});
    recordVisit('/business-model');
    recordVisit(`/business-model/${MODEL_ID}/view`);
    const view = renderEditorDialogs({ mode: 'view', areaPrefix: '/business-model', subRoute: 'exit' });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.pathname()).toBe('/business-model'));
  });

  it('ED-15: with unsaved changes it warns; Cancel stays, Leave without saving drops them', async () => {
    const calls = stubApi({});
    const view = renderEditorDialogs({ subRoute: 'exit' });
    const dialog = await screen.findByRole('dialog', { name: 'Leave the editor' });
    act(() => view.editor().setFields(renamed(view.editor().model)));
    expect(
      await within(dialog).findByText(
        'There are unsaved changes. They are lost when you leave without saving.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(view.editor().dirty).toBe(true);

    await view.router.navigate(`${view.basePath}/exit`);
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(view.pathname()).toBe('/process-model'));
    expect(writes(calls)).toEqual([]);
  });

  it('ED-15: Save and leave saves first, then leaves; a refused save stays with its message', async () => {
    let refuse = true;
    const calls = stubApi({
      'PUT /api/process_model': (call) => (refuse ? errorResponse(409, 'conflict') : savedAnswer(call.body)),
    });
    const view = renderEditorDialogs({ subRoute: 'exit' });
    await screen.findByRole('dialog', { name: 'Leave the editor' });
    act(() => view.editor().setFields(renamed(view.editor().model)));
    await userEvent.click(await screen.findByRole('button', { name: 'Save and leave' }));
    expect((await screen.findByTestId('form-danger')).textContent).toMatch(
      /^Someone else saved a newer version/,
    );
    expect(view.pathname()).toBe(`${view.basePath}/exit`);
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save and leave' }));
    await waitFor(() => expect(view.pathname()).toBe('/process-model'));
    expect(writes(calls)).toHaveLength(2);
    expect(writes(calls)[1]?.body).toMatchObject({ info: { name: 'Intake v2' } });
  });
});
