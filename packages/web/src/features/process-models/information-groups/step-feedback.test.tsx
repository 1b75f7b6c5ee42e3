import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MODEL_ID,
  renderEditorDialogs,
  STEP,
  serverModel,
  testModel,
} from '../../../test/editor-test-harness';
import { stubApi } from '../../../test/fake-api';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

describe('view-step-information: feedback on the step', () => {
  it('a published model offers "Give feedback on this step": the form sends feedback on that step and closing returns to the step', async () => {
    const calls = stubApi({
      [`POST /api/process_model/${MODEL_ID}/feedback`]: (call) => ({
        id: '20000000-0000-4000-8000-000000000001',
        processModelId: MODEL_ID,
        processModelName: 'Intake',
        revision: 2,
        step: { id: STEP.activity, name: 'Check request' },
        text: (call.body as { text: string }).text,
        file: null,
        author: { id: '40000000-0000-4000-8000-000000000001', name: 'Rita Reader' },
        createdAt: 1,
        status: 'open',
        reason: null,
        doneInRevision: null,
        updatedAt: 1,
      }),
    });
    const view = renderEditorDialogs({ mode: 'view', subRoute: `view-step-information/${STEP.activity}` });
    const dialog = await screen.findByRole('dialog', { name: 'Step information: Check request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give feedback on this step' }));
    await waitFor(() =>
      expect(view.pathname()).toBe(`${view.basePath}/view-step-information/${STEP.activity}/feedback`),
    );
    expect(within(dialog).getByRole('heading', { name: 'Feedback on Check request' })).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your feedback/ }), 'Ask finance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await within(dialog).findByTestId('form-success');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      text: 'Ask finance',
      stepId: STEP.activity,
      fileId: null,
    });
    // The form's own Close (the dialog's close button in its header is the first).
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
    if (!close) throw new Error('no Close button');
    await userEvent.click(close);
    await waitFor(() =>
      expect(view.pathname()).toBe(`${view.basePath}/view-step-information/${STEP.activity}`),
    );
  });

  it('the toolbar’s feedback of a model never published says there is nothing to give feedback on', async () => {
    stubApi({});
    const model = testModel();
    renderEditorDialogs({
      mode: 'view',
      model,
      server: serverModel(model, { revision: 0 }),
      subRoute: 'feedback',
    });
    expect(
      await screen.findByText(
        'This process model has not been published yet, so there is nothing to give feedback on.',
      ),
    ).toBeTruthy();
  });
});
