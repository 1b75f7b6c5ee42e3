import {
  findStep,
  NO_PROCESS,
  NO_ROLE,
  type ProcessModel,
  type ProcessModelListItem,
  type Step,
  sampleId,
  UNKNOWN_PROCESS_ID,
} from '@stroomlijn/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOARD,
  MODEL_ID,
  OTHER_MODEL_ID,
  optionTexts,
  pick,
  QUALITY,
  ROLES,
  renderEditorDialogs,
  STEP,
  serverModel,
  testModel,
  withProcess,
} from '../../../../test/editor-test-harness';
import { type FakeCall, stubApi } from '../../../../test/fake-api';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

function listItem(
  id: string,
  name: string,
  fields: Partial<ProcessModelListItem> = {},
): ProcessModelListItem {
  const {
    steps: _steps,
    groups: _groups,
    ...item
  } = serverModel({ ...testModel(), id, info: { name, description: '' } });
  return { ...item, ...fields };
}

const MODELS: ProcessModelListItem[] = [
  listItem(MODEL_ID, 'Intake', { revision: 2 }),
  listItem(OTHER_MODEL_ID, 'complaints', { revision: 3 }),
  listItem(sampleId(102), 'Never published', { revision: 0 }),
  listItem(sampleId(103), 'Archive', { revision: 1 }),
  listItem(sampleId(104), 'Deleted one', { revision: 4, deleted: true }),
];

const writes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');

function stubLists() {
  return stubApi({ 'GET /api/role/selector': () => ROLES, 'GET /api/process_model': () => MODELS });
}

const stepOf = (model: { steps: Step[] }, id: string) => findStep(model.steps, id) as Step;

async function openDialog(stepId: string, options: Parameters<typeof renderEditorDialogs>[0] | object = {}) {
  const view = renderEditorDialogs({ subRoute: `edit-step/${stepId}`, ...options });
  const dialog = await screen.findByRole('dialog', { name: 'Edit step' });
  return { view, dialog };
}

async function ready(select: HTMLElement) {
  await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
  return select;
}

describe('edit-step: the step dialog', () => {
  it('ED-12: name and actor of an activity; Apply runs one step.update (one undo) and closes', async () => {
    const calls = stubLists();
    const { view, dialog } = await openDialog(STEP.activity);
    expect(within(dialog).getByText('Activity')).toBeTruthy();
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Check request');
    const actor = await ready(within(dialog).getByRole('combobox', { name: 'Actor' }));
    // no actor is an empty search with the placeholder, not the text 'Not selected'.
    expect([(actor as HTMLInputElement).value, actor.getAttribute('placeholder')]).toEqual([
      '',
      'Not selected',
    ]);
    expect(within(dialog).queryByRole('combobox', { name: 'Operator' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: /Process/ })).toBeNull();

    await userEvent.click(actor);
    expect(await optionTexts(actor)).toEqual(['Not selected', 'advisor', 'Board', 'Quality']);
    await userEvent.type(actor, 'Qua');
    await waitFor(async () => expect(await optionTexts(actor)).toEqual(['Quality']));
    await userEvent.keyboard('{Escape}');
    await pick(actor, 'Quality');
    await userEvent.clear(name);
    await userEvent.type(name, 'Check the request');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    const step = stepOf(view.editor().model, STEP.activity);
    expect(step.name).toBe('Check the request');
    expect(step.actor).toEqual(QUALITY);
    expect(view.editor().dirty).toBe(true);
    // One command: one undo takes both fields back.
    act(() => view.editor().undo());
    expect(stepOf(view.editor().model, STEP.activity)).toEqual(stepOf(testModel(), STEP.activity));
    expect(view.editor().canUndo).toBe(false);
    expect(writes(calls)).toEqual([]);
  });

  it("CL-08: an actor set to 'Not selected' is stored as the 'unknown role' placeholder", async () => {
    stubLists();
    const model = testModel();
    const steps = model.steps.map((step) => (step.id === STEP.branch ? { ...step, actor: BOARD } : step));
    const { view, dialog } = await openDialog(STEP.branch, { model: { ...model, steps } });
    const actor = await ready(within(dialog).getByRole('combobox', { name: 'Actor' }));
    expect((actor as HTMLInputElement).value).toBe('Board');
    await pick(actor, 'Not selected');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(stepOf(view.editor().model, STEP.branch).actor).toEqual(NO_ROLE);
  });

  it('CL-01: the step name is cut at 200 characters and shows "text too long"', async () => {
    stubLists();
    const { view, dialog } = await openDialog(STEP.activity);
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'x'.repeat(230) } });
    expect(name.value).toHaveLength(200);
    expect(within(dialog).getByText('Text too long')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(stepOf(view.editor().model, STEP.activity).name).toBe('x'.repeat(200));
  });

  it('ED-21: a control has operator PARALLEL, CHOICE or JUDGE; JUDGE applies when none is set', async () => {
    stubLists();
    const { view, dialog } = await openDialog(STEP.control);
    const operator = within(dialog).getByRole('combobox', { name: 'Operator' });
    expect((operator as HTMLInputElement).value).toBe('Judgement (no label)');
    await pick(operator, 'Parallel: all branches');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(stepOf(view.editor().model, STEP.control).operator).toBe('PARALLEL');

    await view.router.navigate(`${view.basePath}/edit-step/${STEP.control}`);
    const again = await screen.findByRole('dialog', { name: 'Edit step' });
    const select = within(again).getByRole('combobox', { name: 'Operator' });
    expect((select as HTMLInputElement).value).toBe('Parallel: all branches');
    await userEvent.click(select);
    expect(await optionTexts(select)).toEqual([
      'Parallel: all branches',
      'Choice: one of the branches',
      'Judgement (no label)',
    ]);
    await userEvent.keyboard('{Escape}');
    await pick(select, 'Judgement (no label)');
    await userEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    // The default is stored as no operator.
    expect('operator' in stepOf(view.editor().model, STEP.control)).toBe(false);
  });

  it('ED-23, ED-31: a subprocess chooses among the models, published or not; it stores {id, name, actor, revision}', async () => {
    stubLists();
    const { view, dialog } = await openDialog(STEP.subprocess);
    expect(stepOf(view.editor().model, STEP.subprocess).process).toEqual(NO_PROCESS);
    const process = await ready(within(dialog).getByRole('combobox', { name: /^Process/ }));
    // no process is an empty search with the placeholder, as for the actor.
    expect([(process as HTMLInputElement).value, process.getAttribute('placeholder')]).toEqual([
      '',
      'Not selected',
    ]);
    await userEvent.click(process);
    // Live, not the model itself, published or not yet; by name.
    expect(await optionTexts(process)).toEqual([
      'Not selected',
      'Archive (revision 1)',
      'complaints (revision 3)',
      'Never published (not published yet)',
    ]);
    await userEvent.keyboard('{Escape}');
    await pick(process, 'complaints (revision 3)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(stepOf(view.editor().model, STEP.subprocess).process).toEqual({
      id: OTHER_MODEL_ID,
      name: 'complaints',
      actor: NO_ROLE,
      revision: 3,
    });
  });

  it('a model not published yet can be chosen (revision 0), or created from the dialog and chosen', async () => {
    const calls = stubApi({
      'GET /api/role/selector': () => ROLES,
      'GET /api/process_model': () => MODELS,
      'POST /api/process_model': (call) =>
        serverModel(call.body as ProcessModel, { revision: 0, publishedAt: 0 }),
    });
    const { view, dialog } = await openDialog(STEP.subprocess);
    const process = await ready(within(dialog).getByRole('combobox', { name: /^Process/ }));
    await pick(process, 'Never published (not published yet)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(stepOf(view.editor().model, STEP.subprocess).process).toEqual({
      id: sampleId(102),
      name: 'Never published',
      actor: NO_ROLE,
      revision: 0,
    });

    // A new model from the dialog: an empty name is refused, Enter creates it and does not apply the dialog.
    await act(() => view.router.navigate(`${view.basePath}/edit-step/${STEP.subprocess}`));
    const again = await screen.findByRole('dialog', { name: 'Edit step' });
    await userEvent.click(within(again).getByRole('button', { name: 'New process model' }));
    const name = within(again).getByRole('textbox', { name: /^Name of the new process model/ });
    expect(name).toBe(document.activeElement);
    await userEvent.click(within(again).getByRole('button', { name: 'Create' }));
    expect(within(again).getByText('Field should not be empty')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    await userEvent.type(name, 'Goods receipt{Enter}');
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const created = writes(calls)[0]?.body as ProcessModel;
    expect(created.info.name).toBe('Goods receipt');
    expect(created.steps.map((step) => step.type)).toEqual(['start', 'end']);
    const chosen = await ready(within(again).getByRole('combobox', { name: /^Process/ }));
    await waitFor(() => expect((chosen as HTMLInputElement).value).toBe('Goods receipt (not published yet)'));
    expect(view.pathname()).not.toBe(view.basePath);
    await userEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(stepOf(view.editor().model, STEP.subprocess).process).toEqual({
      id: created.id,
      name: 'Goods receipt',
      actor: NO_ROLE,
      revision: 0,
    });
  });

  it("CL-09: a process set back to 'Not selected' is the 'unknown process' placeholder with revision -1", async () => {
    stubLists();
    const chosen = { id: OTHER_MODEL_ID, name: 'complaints', actor: NO_ROLE, revision: 3 };
    const { view, dialog } = await openDialog(STEP.subprocess, { model: withProcess(testModel(), chosen) });
    const process = await ready(within(dialog).getByRole('combobox', { name: /^Process/ }));
    expect((process as HTMLInputElement).value).toBe('complaints (revision 3)');
    await pick(process, 'Not selected');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(stepOf(view.editor().model, STEP.subprocess).process).toEqual({
      id: UNKNOWN_PROCESS_ID,
      name: '',
      actor: NO_ROLE,
      revision: -1,
    });
  });

  it('ED-12: Apply without a change adds nothing to undo', async () => {
    stubLists();
    const { view, dialog } = await openDialog(STEP.subprocess);
    await ready(within(dialog).getByRole('combobox', { name: /^Process/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(view.editor().canUndo).toBe(false);
    expect(view.editor().dirty).toBe(false);
  });

  it('ED-12: start and end steps cannot be edited; an unknown step is explained, not a crash', async () => {
    stubLists();
    const { view, dialog } = await openDialog(STEP.start);
    expect(within(dialog).getByTestId('editor-dialog-notice').textContent).toBe(
      'The start and end steps cannot be edited.',
    );
    await view.router.navigate(`${view.basePath}/edit-step/${STEP.end}`);
    expect((await screen.findByTestId('editor-dialog-notice')).textContent).toBe(
      'The start and end steps cannot be edited.',
    );
    await view.router.navigate(`${view.basePath}/edit-step/no-such-step`);
    await waitFor(() =>
      expect(screen.getByTestId('editor-dialog-notice').textContent).toBe(
        'This step does not exist in the process model (any more).',
      ),
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
  });

  it('ED-12: not offered in a read-only mode', async () => {
    stubLists();
    const { dialog } = await openDialog(STEP.activity, { mode: 'revision' });
    expect(within(dialog).getByTestId('editor-dialog-notice').textContent).toMatch(/read-only/);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });
});
