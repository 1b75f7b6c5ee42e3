import { sampleId } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODEL_ID, OTHER_MODEL_ID, renderEditorDialogs } from '../../../../test/editor-test-harness';
import { errorResponse, stubApi } from '../../../../test/fake-api';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const REFUNDS_ID = sampleId(102);
const TREE = {
  id: MODEL_ID,
  name: 'Intake',
  children: [
    { id: OTHER_MODEL_ID, name: 'Complaints', children: [{ id: REFUNDS_ID, name: 'Refunds', children: [] }] },
  ],
};

describe('structure: the structure tree dialog', () => {
  it('ED-08, ED-09, ED-10: edit mode shows the working tree; entries lead to the model ids; a save hint', async () => {
    const calls = stubApi({ [`GET /api/process_model/structure/${MODEL_ID}`]: () => TREE });
    const view = renderEditorDialogs({ subRoute: 'structure' });
    const dialog = await screen.findByRole('dialog', { name: 'Structure' });
    const tree = await within(dialog).findByRole('navigation', {
      name: 'Process model and its subprocesses',
    });
    expect(
      within(tree)
        .getByText(/Intake/)
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(tree)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Complaints', `/process-model/${OTHER_MODEL_ID}`],
      ['Refunds', `/process-model/${REFUNDS_ID}`],
    ]);
    expect(within(dialog).getByTestId('structure-save-hint').textContent).toMatch(
      /^Save your changes before/,
    );
    expect(calls.map((call) => call.path)).toEqual([`/api/process_model/structure/${MODEL_ID}`]);

    await userEvent.click(within(tree).getByRole('link', { name: 'Complaints' }));
    await waitFor(() => expect(view.pathname()).toBe(`/process-model/${OTHER_MODEL_ID}`));
  });

  it('ED-09: view mode reads the published tree and leads to the views, in the area it is in', async () => {
    const calls = stubApi({ [`GET /api/process_model/structure/${MODEL_ID}/published`]: () => TREE });
    renderEditorDialogs({ mode: 'view', areaPrefix: '/business-model', subRoute: 'structure' });
    const dialog = await screen.findByRole('dialog', { name: 'Structure' });
    expect((await within(dialog).findByRole('link', { name: 'Complaints' })).getAttribute('href')).toBe(
      `/business-model/${OTHER_MODEL_ID}/view`,
    );
    expect(within(dialog).getByRole('link', { name: 'Refunds' }).getAttribute('href')).toBe(
      `/business-model/${REFUNDS_ID}/view`,
    );
    expect(within(dialog).queryByTestId('structure-save-hint')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([`/api/process_model/structure/${MODEL_ID}/published`]);
  });

  it('ED-08: a model without subprocesses says so; a failed load shows the error with a retry', async () => {
    let fail = true;
    stubApi({
      [`GET /api/process_model/structure/${MODEL_ID}`]: () =>
        fail ? errorResponse(404, 'not-found') : { id: MODEL_ID, name: 'Intake', children: [] },
    });
    renderEditorDialogs({ subRoute: 'structure' });
    const error = await screen.findByTestId('page-error');
    expect(error.textContent).toContain('The requested item was not found');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'This process model has no subprocesses.',
    );
  });

  it('ED-08: a new model that was never saved has no structure yet: it asks to save first', async () => {
    const calls = stubApi({});
    renderEditorDialogs({ mode: 'new', subRoute: 'structure' });
    const dialog = await screen.findByRole('dialog', { name: 'Structure' });
    expect(within(dialog).getByText(/has not been saved yet/)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('help: the help dialog', () => {
  const config = (helpContact?: string) => ({
    sessionIdleSeconds: 3000,
    oidcEnabled: false,
    dashboard: null,
    ...(helpContact === undefined ? {} : { helpContact }),
  });

  it('ED-11: explains the editor and names the configured contact address', async () => {
    stubApi({ 'GET /api/config': () => config('help@example.org') });
    const view = renderEditorDialogs({ subRoute: 'help' });
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    expect(
      within(dialog).getByText(/^Drag an activity, a control or a subprocess from the toolbar/),
    ).toBeTruthy();
    expect(within(dialog).getByText(/^Delete removes the selected step/)).toBeTruthy();
    expect(
      within(dialog).getByText('Ctrl+Z undoes the last change; Ctrl+Shift+Z or Ctrl+Y redoes it.'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/^The zoom buttons/)).toBeTruthy();
    expect(within(dialog).getByText(/^Save and publish stores the working copy/)).toBeTruthy();
    const contact = await within(dialog).findByTestId('help-contact');
    expect(contact.textContent).toBe('Questions or problems? Contact help@example.org');
    expect(within(contact).getByRole('link').getAttribute('href')).toBe('mailto:help@example.org');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
  });

  it('ED-11: without a configured address there is no contact line', async () => {
    const calls = stubApi({ 'GET /api/config': () => config('') });
    renderEditorDialogs({ mode: 'view', subRoute: 'help' });
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/config'));
    expect(within(dialog).getByText(/^Ctrl\+Z undoes/)).toBeTruthy();
    expect(within(dialog).queryByTestId('help-contact')).toBeNull();
  });
});
