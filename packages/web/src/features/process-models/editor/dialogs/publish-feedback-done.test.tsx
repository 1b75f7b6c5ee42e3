import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODEL_ID, renderEditorDialogs, serverModel } from '../../../../test/editor-test-harness';
import { stubApi } from '../../../../test/fake-api';
import type { EditableModel } from '../editor-types';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const feedback = (id: string, status: string, text: string) => ({
  id,
  processModelId: MODEL_ID,
  processModelName: 'Intake',
  revision: 2,
  step: null,
  text,
  file: null,
  author: { id: '40000000-0000-4000-8000-000000000001', name: 'Rita Reader' },
  createdAt: 1,
  status,
  reason: status === 'declined' ? 'No' : null,
  doneInRevision: null,
  updatedAt: 1,
});
const OPEN = '20000000-0000-4000-8000-000000000001';
const ACCEPTED = '20000000-0000-4000-8000-000000000002';
const DECLINED = '20000000-0000-4000-8000-000000000003';

describe('save-and-publish: feedback dealt with in the new revision', () => {
  it("lists the model's open and accepted feedback (not declined) with checkboxes; the checked ones go as feedbackDone", async () => {
    const calls = stubApi({
      [`GET /api/process_model/${MODEL_ID}/feedback`]: () => [
        feedback(OPEN, 'open', 'Finance first'),
        feedback(ACCEPTED, 'accepted', 'Add archiving'),
        feedback(DECLINED, 'declined', 'Drop the model'),
      ],
      [`POST /api/process_model/publish/${MODEL_ID}`]: (call) =>
        serverModel((call.body as { model: EditableModel }).model, { revision: 3, status: 'published' }),
    });
    const view = renderEditorDialogs({ subRoute: 'save-and-publish' });
    const dialog = await screen.findByRole('dialog', { name: 'Save and publish' });
    const group = await within(dialog).findByRole('group', { name: /Feedback dealt with in this revision/ });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(within(group).queryByText('Drop the model')).toBeNull();
    await userEvent.click(within(group).getByRole('checkbox', { name: /Add archiving/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    const publish = calls.find((call) => call.method === 'POST');
    expect(publish?.body).toMatchObject({ feedbackDone: [ACCEPTED] });
  });

  it('without feedback checked the publish names none', async () => {
    const calls = stubApi({
      [`GET /api/process_model/${MODEL_ID}/feedback`]: () => [feedback(OPEN, 'open', 'Finance first')],
      [`POST /api/process_model/publish/${MODEL_ID}`]: (call) =>
        serverModel((call.body as { model: EditableModel }).model, { revision: 3, status: 'published' }),
    });
    const view = renderEditorDialogs({ subRoute: 'save-and-publish' });
    const dialog = await screen.findByRole('dialog', { name: 'Save and publish' });
    await within(dialog).findByRole('checkbox', { name: /Finance first/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
    expect(calls.find((call) => call.method === 'POST')?.body).not.toHaveProperty('feedbackDone');
  });
});
