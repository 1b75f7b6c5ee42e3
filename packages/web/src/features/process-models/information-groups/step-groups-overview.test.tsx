import { GLOBAL_PROCESS_MODEL_ID, type InputOutput, sampleId } from '@stroomlijn/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { errorResponse, stubApi } from '../../../test/fake-api';
import { securityInfo } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { StepGroupsOverview, type StepGroupsOverviewProps } from './step-groups-overview';

const render = (props: StepGroupsOverviewProps) =>
  renderRoutes([{ path: '*', element: <StepGroupsOverview {...props} /> }], ['/data-stream/x/y/view']);

afterEach(() => vi.unstubAllGlobals());

const MODEL = sampleId(900);
const DRAFTERS = { id: sampleId(901), name: 'Drafters' };
const form: InputOutput = {
  id: sampleId(910),
  processModelId: MODEL,
  type: 'jotform',
  name: 'Complaint form',
  description: 'Filled in by staff',
  data: sampleId(920),
  period: 'not-selected',
  classification: 'internal',
  application: null,
  owner: null,
  reviewer: null,
  drafter: DRAFTERS,
  actionHolder: null,
  reader: null,
};
const groups = [
  {
    id: sampleId(930),
    stepId: sampleId(940),
    name: 'Intake',
    description: '',
    output: GLOBAL_PROCESS_MODEL_ID,
    inputs: [form.id, sampleId(999)],
  },
];

describe('StepGroupsOverview', () => {
  it('loads the model and global definitions and shows each group read-only', async () => {
    const info = securityInfo(['ROLE_EDITOR']);
    startSession({ ...info, roles: [...info.roles, DRAFTERS] });
    const calls = stubApi({
      [`GET /api/input-output/${MODEL}`]: () => [form],
      [`GET /api/input-output/${GLOBAL_PROCESS_MODEL_ID}`]: () => [],
    });
    render({ processModelId: MODEL, groups });
    const group = (await screen.findByRole('heading', { name: 'Intake' })).closest('section') as HTMLElement;
    expect(await within(group).findByText('Complaint form')).toBeTruthy();
    expect(within(group).getByText('JotForm')).toBeTruthy();
    // A definition that is gone (deleted) is named so; no output is 'No output'.
    expect(within(group).getByText('Unknown definition (deleted or not available)')).toBeTruthy();
    expect(within(group).getByText('No output.')).toBeTruthy();
    expect(within(group).getByRole('link', { name: 'Open form Complaint form' })).toBeTruthy();
    expect(calls.map((call) => call.path).sort()).toEqual([
      `/api/input-output/${GLOBAL_PROCESS_MODEL_ID}`,
      `/api/input-output/${MODEL}`,
    ]);
  });

  it('shows a load failure with a retry, and the empty state without groups', async () => {
    stubApi({
      [`GET /api/input-output/${MODEL}`]: () => errorResponse(403, 'not-allowed'),
      [`GET /api/input-output/${GLOBAL_PROCESS_MODEL_ID}`]: () => [],
    });
    const { unmount } = render({ processModelId: MODEL, groups });
    expect(await screen.findByTestId('page-error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    unmount();
    render({ processModelId: MODEL, groups: [] });
    expect(screen.getByTestId('empty-state').textContent).toBe('This step has no information groups.');
  });
});
