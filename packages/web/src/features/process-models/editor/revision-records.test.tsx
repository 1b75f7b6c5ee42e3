import { GLOBAL_PROCESS_MODEL_ID, NO_ROLE, sampleId } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import {
  MODEL_ID,
  OTHER_MODEL_ID,
  renderEditorDialogs,
  STEP,
  serverModel,
  testModel,
  withProcess,
} from '../../../test/editor-test-harness';
import { stubApi } from '../../../test/fake-api';
import { securityInfo } from '../../../test/fixtures';
import { definition, group } from '../../../test/information-groups-test-data';

/**
 * Published revisions never change (docs/decisions.md, "Published revisions are records"): a read-only
 * editor shows a revision as it was published: the definitions it stored, the tree it recorded, the
 * subprocess revision each step opened.
 */
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const REFUNDS_ID = sampleId(102);
const POLICY_THEN = definition(401, { name: 'Policy as published', description: 'Then' });
const POLICY_NOW = { ...POLICY_THEN, name: 'Policy renamed', description: 'Now' };
const model = {
  ...withProcess(testModel(), { id: OTHER_MODEL_ID, name: 'Complaints', actor: NO_ROLE, revision: 3 }),
  groups: [group(701, { name: 'Papers', inputs: [POLICY_THEN.id] })],
};

describe('a revision shows what was published', () => {
  it('view-step-information in a revision and in the published view shows the definitions the revision stored, not the live ones', async () => {
    startSession(securityInfo(['ROLE_MODELER']));
    for (const [mode, revision] of [
      ['revision', 1],
      ['view', 4],
    ] as const) {
      const calls = stubApi({
        [`GET /api/process_model/revisions/${MODEL_ID}/${revision}/input-output`]: () => [POLICY_THEN],
        [`GET /api/input-output/${MODEL_ID}`]: () => [POLICY_NOW],
        [`GET /api/input-output/${GLOBAL_PROCESS_MODEL_ID}`]: () => [],
      });
      const view = renderEditorDialogs({
        mode,
        model,
        server: serverModel(model, { status: 'published', revision }),
        subRoute: `view-step-information/${STEP.activity}`,
      });
      const dialog = await screen.findByRole('dialog', { name: 'Step information: Check request' });
      expect(await within(dialog).findByText('Policy as published')).toBeTruthy();
      expect(within(dialog).getByText('Then')).toBeTruthy();
      expect(within(dialog).queryByText('Policy renamed')).toBeNull();
      expect(calls.map((call) => call.path)).toEqual([
        `/api/process_model/revisions/${MODEL_ID}/${revision}/input-output`,
      ]);
      view.unmount();
      vi.unstubAllGlobals();
    }
  });

  it('view-step-information of a working copy shows the live definitions', async () => {
    startSession(securityInfo(['ROLE_MODELER']));
    const calls = stubApi({
      [`GET /api/input-output/${MODEL_ID}`]: () => [POLICY_NOW],
      [`GET /api/input-output/${GLOBAL_PROCESS_MODEL_ID}`]: () => [],
    });
    renderEditorDialogs({ model, subRoute: `view-step-information/${STEP.activity}` });
    const dialog = await screen.findByRole('dialog', { name: 'Step information: Check request' });
    expect(await within(dialog).findByText('Policy renamed')).toBeTruthy();
    expect(calls.some((call) => call.path.includes('/revisions/'))).toBe(false);
  });

  it('structure in a revision reads the tree the revision recorded and leads to the revision of each model', async () => {
    const calls = stubApi({
      [`GET /api/process_model/structure/${MODEL_ID}/revisions/2`]: () => ({
        id: MODEL_ID,
        name: 'Intake',
        revision: 2,
        children: [
          {
            id: OTHER_MODEL_ID,
            name: 'Complaints',
            revision: 3,
            children: [{ id: REFUNDS_ID, name: 'Refunds', revision: 1, children: [] }],
          },
          // An older revision of the model itself is another page.
          { id: MODEL_ID, name: 'Intake old', revision: 1, children: [] },
        ],
      }),
    });
    const view = renderEditorDialogs({ mode: 'revision', model, subRoute: 'structure' });
    const dialog = await screen.findByRole('dialog', { name: 'Structure' });
    const tree = await within(dialog).findByRole('navigation', {
      name: 'Process model and its subprocesses',
    });
    expect(
      within(tree)
        .getByText(/^Intake \(revision 2\)/)
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(tree)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Complaints (revision 3)', `/process-model/${OTHER_MODEL_ID}/revisions/3`],
      ['Refunds (revision 1)', `/process-model/${REFUNDS_ID}/revisions/1`],
      ['Intake old (revision 1)', `/process-model/${MODEL_ID}/revisions/1`],
    ]);
    expect(within(dialog).queryByTestId('structure-save-hint')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([`/api/process_model/structure/${MODEL_ID}/revisions/2`]);
    await userEvent.click(within(tree).getByRole('link', { name: 'Complaints (revision 3)' }));
    await waitFor(() => expect(view.pathname()).toBe(`/process-model/${OTHER_MODEL_ID}/revisions/3`));
  });

  it('open-subprocess in a revision opens the revision of the subprocess the step recorded', async () => {
    stubApi({});
    const view = renderEditorDialogs({
      mode: 'revision',
      model,
      subRoute: `open-subprocess/${STEP.subprocess}`,
    });
    await waitFor(() => expect(view.pathname()).toBe(`/process-model/${OTHER_MODEL_ID}/revisions/3`));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });
});
