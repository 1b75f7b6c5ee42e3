import { type SecurityInfo, SYSTEM_ROLE_IDS } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { MODEL_ID, renderEditorDialogs, STEP, testModel } from '../../../test/editor-test-harness';
import { securityInfo } from '../../../test/fixtures';
import {
  COMPLAINT_FORM,
  DRAFTERS,
  group,
  HANDBOOK,
  INTRANET,
  POLICY,
  READERS,
  RESULTS,
  stubDefinitions,
} from '../../../test/information-groups-test-data';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const model = {
  ...testModel(),
  groups: [
    group(701, { name: 'Forms', inputs: [COMPLAINT_FORM.id, INTRANET.id], output: RESULTS.id }),
    group(702, {
      name: 'Papers',
      description: 'Kept for ten years',
      inputs: [POLICY.id],
      output: HANDBOOK.id,
    }),
  ],
};

function signIn(...roles: { id: string; name: string }[]): SecurityInfo {
  const info = securityInfo(['ROLE_USER']);
  const session = { ...info, roles: [...info.roles, ...roles] };
  startSession(session);
  return session;
}

async function openView(mode: 'view' | 'revision' = 'view') {
  stubDefinitions();
  const view = renderEditorDialogs({ mode, model, subRoute: `view-step-information/${STEP.activity}` });
  const dialog = await screen.findByRole('dialog', { name: 'Step information: Check request' });
  await within(dialog).findAllByText('Complaint form');
  return { view, dialog };
}

const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

describe('view-step-information: the read-only overview', () => {
  it('IO-01: shows every group with name, description, inputs and output, and no edit actions', async () => {
    signIn();
    const { dialog } = await openView();
    const papers = section('Papers');
    expect(within(papers).getByText('Kept for ten years')).toBeTruthy();
    expect(within(papers).getByText('Policy')).toBeTruthy();
    expect(within(within(papers).getByTestId('group-output')).getByText('Handbook')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Add group' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /Edit group/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Finish' })).toBeNull();
  });

  it('WF-24: a drafter sees the link that opens the form; without the role there is none', async () => {
    signIn(DRAFTERS);
    await openView();
    const link = within(section('Forms')).getByRole('link', { name: 'Open form Complaint form' });
    expect(link.getAttribute('href')).toBe(`/workflow/${COMPLAINT_FORM.data}/${MODEL_ID}/form`);
    expect(within(section('Forms')).queryByRole('link', { name: /Results/ })).toBeNull();
  });

  it('WF-25: a reader sees the links to the results (/actions/read; form and form result); without the role there are none', async () => {
    signIn(READERS);
    await openView();
    const forms = section('Forms');
    expect(within(forms).queryByRole('link', { name: /Open form/ })).toBeNull();
    expect(within(forms).getByRole('link', { name: 'Results of Complaint form' }).getAttribute('href')).toBe(
      '/actions/read',
    );
    expect(within(forms).getByRole('link', { name: 'Results of Complaint results' })).toBeTruthy();
  });

  it('neither role: no form or results links; uploads download and links open for everyone', async () => {
    signIn({ id: SYSTEM_ROLE_IDS.ROLE_MODELER, name: 'ROLE_MODELER' });
    await openView('revision');
    expect(screen.queryByRole('link', { name: /Open form|Results of/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download Handbook' }).getAttribute('href')).toBe(
      `/api/file/${HANDBOOK.data}/download`,
    );
    const intranet = screen.getByRole('link', { name: 'Open link Intranet page' });
    expect(intranet.getAttribute('href')).toBe(INTRANET.data);
    expect(intranet.getAttribute('target')).toBe('_blank');
  });

  it('IO-06: the definition areas are read-only in view mode; Close goes back to the editor', async () => {
    signIn({ id: SYSTEM_ROLE_IDS.ROLE_MODELER, name: 'ROLE_MODELER' });
    const { view, dialog } = await openView();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Definitions of this process model' }));
    const area = await screen.findByTestId('definition-area-model');
    expect(await within(area).findByText('Complaint form')).toBeTruthy();
    expect(within(area).queryByRole('link', { name: 'New definition' })).toBeNull();
    await userEvent.click(within(area).getByRole('button', { name: 'Back to the information groups' }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Close' })).at(-1) as HTMLElement);
    await waitFor(() => expect(view.pathname()).toBe(view.basePath));
  });

  it('edit pages under view-step-information say the model is read-only', async () => {
    signIn();
    stubDefinitions();
    renderEditorDialogs({
      mode: 'view',
      model,
      subRoute: `view-step-information/${STEP.activity}/add-group`,
    });
    expect((await screen.findByTestId('step-information-notice')).textContent).toContain('read-only');
  });
});
