import { NO_ROLE } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OTHER_MODEL_ID,
  renderEditorDialogs,
  STEP,
  testModel,
  withProcess,
} from '../../../../test/editor-test-harness';
import { stubApi } from '../../../../test/fake-api';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const chosen = withProcess(testModel(), {
  id: OTHER_MODEL_ID,
  name: 'Complaints',
  actor: NO_ROLE,
  revision: 3,
});

describe('open-subprocess: opening the process of a subprocess step', () => {
  it('ED-16, NAV-14: in edit mode it goes to the subprocess in the same area, in place of the dialog address', async () => {
    stubApi({});
    const view = renderEditorDialogs({ model: chosen, subRoute: `open-subprocess/${STEP.subprocess}` });
    await waitFor(() => expect(view.pathname()).toBe(`/process-model/${OTHER_MODEL_ID}`));
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('NAV-14, NAV-15: in view mode it keeps the area and opens the view', async () => {
    stubApi({});
    const view = renderEditorDialogs({
      mode: 'view',
      model: chosen,
      areaPrefix: '/my-process-models/actor',
      subRoute: `open-subprocess/${STEP.subprocess}`,
    });
    await waitFor(() => expect(view.pathname()).toBe(`/my-process-models/actor/${OTHER_MODEL_ID}/view`));
  });

  it('ED-40: a subprocess without a chosen process cannot be opened: the dialog says so', async () => {
    stubApi({});
    const view = renderEditorDialogs({ subRoute: `open-subprocess/${STEP.subprocess}` });
    const dialog = await screen.findByRole('dialog', { name: 'Open subprocess' });
    expect(within(dialog).getByTestId('editor-dialog-notice').textContent).toMatch(
      /^No process has been chosen for this subprocess yet/,
    );
    expect(view.pathname()).toBe(`${view.basePath}/open-subprocess/${STEP.subprocess}`);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
  });

  it('ED-40: a step that is no subprocess, or no step at all, is explained', async () => {
    stubApi({});
    const view = renderEditorDialogs({ subRoute: `open-subprocess/${STEP.activity}` });
    expect((await screen.findByTestId('editor-dialog-notice')).textContent).toBe(
      'This step is not a subprocess.',
    );
    await view.router.navigate(`${view.basePath}/open-subprocess/unknown`);
    await waitFor(() =>
      expect(screen.getByTestId('editor-dialog-notice').textContent).toBe(
        'This step does not exist in the process model (any more).',
      ),
    );
  });

  it('ED-52: an address below the editor that names no action is an unsupported toolbar action', async () => {
    stubApi({});
    renderEditorDialogs({ subRoute: 'no-such-dialog' });
    expect((await screen.findByTestId('invalid-state-message')).textContent).toBe(
      'Unsupported toolbar action.',
    );
    expect(screen.getByTestId('invalid-state-debug').textContent).toContain(
      'Unsupported toolbar action: no-such-dialog',
    );
  });
});
