import { GLOBAL_PROCESS_MODEL_ID, stepGroups } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { renderEditorDialogs, STEP, testModel } from '../../../test/editor-test-harness';
import { securityInfo } from '../../../test/fixtures';
import {
  COMPLAINT_FORM,
  group,
  HANDBOOK,
  INTRANET,
  POLICY,
  RESULTS,
  SURVEY,
  stubDefinitions,
} from '../../../test/information-groups-test-data';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const TITLE = 'Step information: Check request';

function modelWith(
  groups = [group(701, { name: 'Intake papers', inputs: [POLICY.id], output: HANDBOOK.id })],
) {
  return { ...testModel(), groups: [...groups, group(702, { stepId: STEP.branch, name: 'Other step' })] };
}

async function open(subRoute = '', model = modelWith()) {
  stubDefinitions();
  startSession(securityInfo(['ROLE_MODELER']));
  const view = renderEditorDialogs({
    model,
    subRoute: `edit-step-information/${STEP.activity}${subRoute}`,
  });
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  return { view, dialog };
}

const groupsOf = (view: Awaited<ReturnType<typeof open>>['view']) =>
  stepGroups(view.editor().model, STEP.activity);

async function groupCard(name: string) {
  const title = await screen.findByRole('heading', { name });
  return title.closest('section') as HTMLElement;
}

describe('edit-step-information: the group list', () => {
  it("IO-01: lists the step's groups with their inputs and output, not other steps' groups", async () => {
    await open();
    const card = await groupCard('Intake papers');
    await within(card).findByText('Policy');
    expect(within(card).getByText('Handbook')).toBeTruthy();
    expect(within(card).getByText('Upload')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Other step' })).toBeNull();
  });

  it('IO-01: a step without groups says so; start and end steps have none', async () => {
    await open('', modelWith([]));
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'This step has no information groups.',
    );
  });

  it('start and unknown steps: a notice instead of the groups', async () => {
    stubDefinitions();
    renderEditorDialogs({ subRoute: `edit-step-information/${STEP.start}` });
    expect((await screen.findByTestId('editor-dialog-notice')).textContent).toBe(
      'Start and end steps have no information groups.',
    );
  });

  it('edit-step-information in view mode is refused as read-only', async () => {
    stubDefinitions();
    renderEditorDialogs({ mode: 'view', subRoute: `edit-step-information/${STEP.activity}` });
    expect((await screen.findByTestId('editor-dialog-notice')).textContent).toContain('read-only');
  });
});

describe('edit-step-information: groups', () => {
  it('IO-02, IO-16: add-group adds a group to the local copy; Finish applies it as one undoable edit', async () => {
    const { view, dialog } = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add group' }));
    await waitFor(() => expect(view.pathname()).toMatch(/\/add-group$/));
    await userEvent.type(screen.getByLabelText(/Name/), 'Decision');
    await userEvent.type(screen.getByLabelText('Description'), 'What the decision needs');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await groupCard('Decision');
    expect(screen.getByText('What the decision needs')).toBeTruthy();
    // Held locally: the editor's model is unchanged until Finish.
    expect(groupsOf(view).map((g) => g.name)).toEqual(['Intake papers']);
    expect(screen.getByTestId('step-information-dirty')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(groupsOf(view).map((g) => g.name)).toEqual(['Intake papers', 'Decision']);
    const added = groupsOf(view)[1];
    expect(added).toMatchObject({ stepId: STEP.activity, output: GLOBAL_PROCESS_MODEL_ID, inputs: [] });
    expect(view.editor().model.groups.some((g) => g.name === 'Other step')).toBe(true);
    view.editor().undo();
    await waitFor(() => expect(groupsOf(view).map((g) => g.name)).toEqual(['Intake papers']));
  });

  it('add-group needs a name', async () => {
    await open('/add-group');
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Field should not be empty')).toBeTruthy();
  });

  it('IO-03: edit-group changes name and description (text cut at 200); delete-group asks first', async () => {
    const { view } = await open();
    const card = await groupCard('Intake papers');
    await userEvent.click(within(card).getByRole('link', { name: 'Edit group Intake papers' }));
    const name = (await screen.findByLabelText(/Name/)) as HTMLInputElement;
    expect(name.value).toBe('Intake papers');
    await userEvent.clear(name);
    await userEvent.type(name, 'Papers');
    const description = screen.getByLabelText('Description') as HTMLTextAreaElement;
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(230));
    expect(description.value).toHaveLength(200);
    expect(screen.getByText('Text too long')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    const renamed = await groupCard('Papers');
    await userEvent.click(within(renamed).getByRole('link', { name: 'Delete group Papers' }));
    expect(await screen.findByText('Delete the group Papers with its inputs and output?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await groupCard('Papers');
    await userEvent.click(
      within(await groupCard('Papers')).getByRole('link', { name: 'Delete group Papers' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'This step has no information groups.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(groupsOf(view)).toEqual([]);
  });
});

describe('edit-step-information: inputs and output', () => {
  async function choose(name: string) {
    await userEvent.click(await screen.findByRole('button', { name: `Choose ${name}` }));
  }

  it('IO-04, IO-14: select-input adds an input; choosing it again keeps one entry; delete-input removes it', async () => {
    const { view } = await open();
    const card = await groupCard('Intake papers');
    await userEvent.click(within(card).getByRole('link', { name: 'Add input to Intake papers' }));
    await screen.findByText('Add an input to Intake papers');
    // The model's and the global definitions, forms included.
    for (const item of [POLICY, COMPLAINT_FORM, INTRANET, RESULTS, HANDBOOK, SURVEY])
      expect(screen.getByRole('button', { name: `Choose ${item.name}` })).toBeTruthy();
    await choose('Intranet page');
    await userEvent.click(
      within(await groupCard('Intake papers')).getByRole('link', { name: 'Add input to Intake papers' }),
    );
    await choose('Intranet page');
    const inputs = within(await groupCard('Intake papers')).getAllByTestId('group-input');
    expect(inputs.map((item) => item.querySelector('p')?.textContent)).toEqual(['Policy', 'Intranet page']);

    await userEvent.click(
      within(await groupCard('Intake papers')).getByRole('link', { name: 'Remove input Policy' }),
    );
    expect(await screen.findByText('Remove the input Policy from the group Intake papers?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(async () =>
      expect(within(await groupCard('Intake papers')).getAllByTestId('group-input')).toHaveLength(1),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(groupsOf(view)[0]?.inputs).toEqual([INTRANET.id]);
  });

  it('the picker filters by the search', async () => {
    await open(`/${group(701).id}/select-input`);
    await userEvent.type(await screen.findByLabelText('Search definitions'), 'hand');
    expect(screen.getByRole('button', { name: 'Choose Handbook' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose Policy' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Search definitions'), 'zzz');
    expect(screen.getByTestId('empty-state').textContent).toBe('No definition matches the search.');
  });

  it('IO-15: select-output does not offer forms (JotForm, Typeform)', async () => {
    await open(`/${group(701).id}/select-output`);
    await screen.findByRole('button', { name: 'Choose Policy' });
    expect(screen.queryByRole('button', { name: 'Choose Complaint form' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose Survey' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose Complaint results' })).toBeTruthy();
    expect(screen.getByText('Current output')).toBeTruthy();
  });

  it('IO-05, IO-13, IO-12: a group has one output; delete-output leaves none, stored as the global id', async () => {
    const { view } = await open();
    await userEvent.click(
      within(await groupCard('Intake papers')).getByRole('link', { name: 'Change output of Intake papers' }),
    );
    await choose('Policy');
    const card = await groupCard('Intake papers');
    expect(within(card).getAllByTestId('group-output')).toHaveLength(1);
    expect(within(within(card).getByTestId('group-output')).getByText('Policy')).toBeTruthy();

    await userEvent.click(within(card).getByRole('link', { name: 'Remove output Policy' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await within(await groupCard('Intake papers')).findByText('No output.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(groupsOf(view)[0]?.output).toBe(GLOBAL_PROCESS_MODEL_ID);
  });

  it('warns when a form is used twice in the process model (the server refuses that)', async () => {
    await open('', modelWith([group(701, { name: 'A', inputs: [COMPLAINT_FORM.id] })]));
    await userEvent.click(within(await groupCard('A')).getByRole('link', { name: 'Add input to A' }));
    await screen.findByText('Add an input to A');
    await choose('Policy');
    expect(screen.queryByTestId('step-information-reuse')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
    await userEvent.type(await screen.findByLabelText(/Name/), 'B');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(within(await groupCard('B')).getByRole('link', { name: 'Add input to B' }));
    await choose('Complaint form');
    expect(await screen.findByTestId('step-information-reuse')).toBeTruthy();
  });
});

describe('edit-step-information: leaving', () => {
  it('IO-16: Cancel without changes closes at once', async () => {
    const { view } = await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
  });

  it('IO-16: Cancel with changes asks; Keep editing stays, Discard drops the local copy', async () => {
    const { view } = await open();
    await userEvent.click(
      within(await groupCard('Intake papers')).getByRole('link', { name: 'Delete group Intake papers' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await screen.findByTestId('empty-state');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect(view.pathname()).toMatch(/edit-step-information/);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(groupsOf(view).map((g) => g.name)).toEqual(['Intake papers']);
  });

  it('IO-06: the local copy survives a visit to the definition areas; each lists its own definitions', async () => {
    const { view } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
    await userEvent.type(await screen.findByLabelText(/Name/), 'Kept');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await groupCard('Kept');

    await userEvent.click(screen.getByRole('link', { name: 'Definitions of this process model' }));
    const model = await screen.findByTestId('definition-area-model');
    expect(await within(model).findByText('Complaint form')).toBeTruthy();
    expect(within(model).queryByText('Handbook')).toBeNull();
    // A modeler manages the model's definitions.
    expect(within(model).getByRole('link', { name: 'New definition' })).toBeTruthy();
    await userEvent.click(within(model).getByRole('button', { name: 'Back to the information groups' }));

    await userEvent.click(await screen.findByRole('link', { name: 'Global definitions' }));
    const global = await screen.findByTestId('definition-area-global');
    expect(await within(global).findByText('Handbook')).toBeTruthy();
    expect(within(global).queryByText('Complaint form')).toBeNull();
    // Global definitions are managed by editors only.
    expect(within(global).queryByRole('link', { name: 'New definition' })).toBeNull();
    await userEvent.click(within(global).getByRole('button', { name: 'Back to the information groups' }));

    await groupCard('Kept');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(groupsOf(view).map((g) => g.name)).toEqual(['Intake papers', 'Kept']);
  });

  it('from a picker, the definition area goes back to the picker', async () => {
    const { view } = await open(`/${group(701).id}/select-input`);
    await userEvent.click(await screen.findByRole('link', { name: 'Global definitions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to choosing' }));
    await waitFor(() => expect(view.pathname()).toMatch(/select-input$/));
  });

  it('the edit-step dialog leads to the step information in its place', async () => {
    stubDefinitions();
    startSession(securityInfo(['ROLE_MODELER']));
    const view = renderEditorDialogs({ model: modelWith(), subRoute: `edit-step/${STEP.activity}` });
    const editStep = await screen.findByRole('dialog', { name: 'Edit step' });
    await userEvent.click(within(editStep).getByRole('button', { name: 'Step information (1 group)' }));
    await screen.findByRole('dialog', { name: TITLE });
    expect(view.pathname()).toBe(`${view.basePath}/edit-step-information/${STEP.activity}`);
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('a new model has no definitions of its own until it is saved', async () => {
    stubDefinitions();
    startSession(securityInfo(['ROLE_MODELER']));
    renderEditorDialogs({
      mode: 'new',
      model: modelWith(),
      subRoute: `edit-step-information/${STEP.activity}/input-output`,
    });
    expect((await screen.findByTestId('step-information-notice')).textContent).toContain(
      'Save the process model first',
    );
  });
});
