import { UNKNOWN_ROLE_ID } from '@stroomlijn/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../../lib/i18n';
import {
  ADVISOR,
  BOARD,
  MODEL_ID,
  optionTexts,
  pick,
  QUALITY,
  ROLES,
  renderEditorDialogs,
  serverModel,
  testModel,
} from '../../../../test/editor-test-harness';
import { type FakeCall, stubApi } from '../../../../test/fake-api';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const writes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');

describe('edit: the model info dialog', () => {
  it('ED-06: fields name, description, owner and manager and a Done button, filled from the model', async () => {
    stubApi({ 'GET /api/role/selector': () => ROLES });
    renderEditorDialogs({ subRoute: 'edit' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit process model' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Intake');
    expect((within(dialog).getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'Handles requests',
    );
    await waitFor(() =>
      expect((within(dialog).getByRole('combobox', { name: 'Owner' }) as HTMLInputElement).value).toBe(
        'Quality',
      ),
    );
    const manager = within(dialog).getByRole('combobox', { name: 'Manager' }) as HTMLInputElement;
    expect([manager.value, manager.placeholder]).toEqual(['', 'Not selected']);
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Edit process model – Stroomlijn'));
  });

  it("ED-06: the role selects list 'Not selected' first, then the roles sorted by name, and filter", async () => {
    stubApi({ 'GET /api/role/selector': () => ROLES });
    renderEditorDialogs({ subRoute: 'edit' });
    const manager = await screen.findByRole('combobox', { name: 'Manager' });
    await waitFor(() => expect((manager as HTMLInputElement).disabled).toBe(false));
    await userEvent.click(manager);
    expect(await optionTexts(manager)).toEqual(['Not selected', 'advisor', 'Board', 'Quality']);
    // typing into the empty box searches at once, nothing to clear first.
    await userEvent.type(manager, 'bo');
    expect(manager.getAttribute('value') ?? (manager as HTMLInputElement).value).toBe('bo');
    await waitFor(async () => expect(await optionTexts(manager)).toEqual(['Board']));
  });

  it('ED-06: Done puts the values into the working copy and closes; nothing goes to the server', async () => {
    const calls = stubApi({ 'GET /api/role/selector': () => ROLES });
    const view = renderEditorDialogs({ subRoute: 'edit' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit process model' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, '  Intake and triage ');
    const manager = within(dialog).getByRole('combobox', { name: 'Manager' });
    await waitFor(() => expect((manager as HTMLInputElement).disabled).toBe(false));
    await pick(manager, 'Board');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    const model = view.editor().model;
    expect(model.info).toEqual({ name: 'Intake and triage', description: 'Handles requests' });
    expect(model.manager).toEqual(BOARD);
    expect(model.owner).toEqual(QUALITY);
    expect(view.editor().dirty).toBe(true);
    expect(writes(calls)).toEqual([]);
  });

  it("CL-08: a role set to 'Not selected' becomes the 'unknown role' placeholder with an empty name", async () => {
    stubApi({ 'GET /api/role/selector': () => ROLES });
    const view = renderEditorDialogs({ subRoute: 'edit' });
    const owner = await screen.findByRole('combobox', { name: 'Owner' });
    await waitFor(() => expect((owner as HTMLInputElement).value).toBe('Quality'));
    await pick(owner, 'Not selected');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(view.editor().model.owner).toEqual({ id: UNKNOWN_ROLE_ID, name: '' });
  });

  it('ED-06: Done without a change leaves the working copy unchanged (nothing unsaved)', async () => {
    stubApi({ 'GET /api/role/selector': () => ROLES });
    const view = renderEditorDialogs({ subRoute: 'edit' });
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(view.editor().dirty).toBe(false);
  });

  it('CL-01: name and description are cut at 200 characters and show "text too long"', async () => {
    stubApi({ 'GET /api/role/selector': () => ROLES });
    const view = renderEditorDialogs({ subRoute: 'edit' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit process model' });
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'n'.repeat(201) } });
    const description = within(dialog).getByLabelText('Description') as HTMLTextAreaElement;
    fireEvent.change(description, { target: { value: 'd'.repeat(250) } });
    expect(name.value).toHaveLength(200);
    expect(description.value).toHaveLength(200);
    expect(within(dialog).getAllByText('Text too long')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(view.editor().model.info.name).toBe('n'.repeat(200));
  });

  it('ED-06: a role the selector no longer lists stays shown; a failed list shows "select failure"', async () => {
    stubApi({ 'GET /api/role/selector': () => new Response('boom', { status: 500 }) });
    renderEditorDialogs({ subRoute: 'edit' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit process model' });
    expect((await within(dialog).findAllByText('The options could not be loaded.')).length).toBe(3);
    expect((within(dialog).getByRole('combobox', { name: 'Owner' }) as HTMLInputElement).value).toBe(
      'Quality',
    );
  });

  it('ED-06: not offered in a read-only mode', async () => {
    stubApi({});
    renderEditorDialogs({ mode: 'view', subRoute: 'edit' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit process model' });
    expect(within(dialog).getByTestId('editor-dialog-notice').textContent).toMatch(/read-only/);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('ED-17: the close button, Escape and a click on the overlay go back to the editor', async () => {
    stubApi({ 'GET /api/role/selector': () => ROLES });
    const view = renderEditorDialogs({ subRoute: 'edit' });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(screen.queryByRole('dialog')).toBeNull();

    await view.router.navigate(`${view.basePath}/edit`);
    await screen.findByRole('dialog', { name: 'Edit process model' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));

    await view.router.navigate(`${view.basePath}/edit`);
    await screen.findByRole('dialog', { name: 'Edit process model' });
    const overlay = document.querySelector('.mantine-Modal-overlay') as HTMLElement;
    await userEvent.click(overlay);
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(view.editor().dirty).toBe(false);
  });
});

describe('view: the model info dialog', () => {
  it('ED-07: shows name, description, owner and manager (none when not set)', async () => {
    stubApi({});
    const view = renderEditorDialogs({ mode: 'view', subRoute: 'view' });
    const dialog = await screen.findByRole('dialog', { name: 'Process model' });
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      ['Name', 'Intake'],
      ['Description', 'Handles requests'],
      ['Owner', 'Quality'],
      ['Manager', 'None'],
      ['Approval by', 'None'],
    ]);
    expect(view.basePath).toBe(`/process-model/${MODEL_ID}/view`);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
  });

  it('a revision names its approval role and who approved it', async () => {
    stubApi({});
    const model = { ...testModel(), approvalRole: ADVISOR };
    renderEditorDialogs({
      mode: 'revision',
      subRoute: 'view',
      model,
      server: serverModel(model, {
        status: 'published',
        approvedBy: { name: 'Anna de Vries' },
        approvedAt: 950,
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Process model' });
    expect(within(dialog).getByRole('row', { name: /Approval by/ }).textContent).toContain(ADVISOR.name);
    expect(within(dialog).getByRole('row', { name: /Approved by/ }).textContent).toContain('Anna de Vries');
  });

  it('ED-07: the same in Dutch', async () => {
    await setLanguage('nl');
    stubApi({});
    renderEditorDialogs({ mode: 'revision', subRoute: 'view', model: { ...testModel(), manager: ADVISOR } });
    const dialog = await screen.findByRole('dialog', { name: 'Procesmodel' });
    expect(within(dialog).getByRole('row', { name: /Beheerder/ }).textContent).toContain('advisor');
  });
});
