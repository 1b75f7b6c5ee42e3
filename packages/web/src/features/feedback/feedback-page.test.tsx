import type { Feedback } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '../../lib/session';
import { serverModel, testModel } from '../../test/editor-test-harness';
import { errorResponse, type FakeCall, stubApi } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { FeedbackPage } from './feedback-page';
import { feedbackOf, MODEL } from './test-feedback';

const OWNERS = { id: '50000000-0000-4000-8000-000000000001', name: 'Owners' };

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const model = serverModel(
  { ...testModel(), id: MODEL, owner: OWNERS, info: { name: 'Invoices', description: '' } },
  { status: 'published' },
);

/** The page as a holder of the owner role (or, with `owner: false`, a reader), over a fake API. */
function renderPage(
  items: Feedback[],
  routes: Record<string, (call: FakeCall) => unknown> = {},
  owner = true,
) {
  const info = securityInfo(['ROLE_USER']);
  startSession(owner ? { ...info, roles: [...info.roles, OWNERS] } : info);
  const calls = stubApi({
    [`GET /api/process_model/${MODEL}`]: () => model,
    [`GET /api/process_model/${MODEL}/feedback`]: () => items,
    ...routes,
  });
  renderRoutes([{ path: '/feedback/:id', element: <FeedbackPage /> }], [`/feedback/${MODEL}`]);
  return calls;
}

const puts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'PUT');

describe('FeedbackPage', () => {
  it('the owner sees the feedback with its step linked into the model, and accepts it (with the version it read)', async () => {
    const given = feedbackOf();
    const calls = renderPage([given], {
      [`PUT /api/feedback/${given.id}/status`]: () => feedbackOf({ status: 'accepted', updatedAt: 2 }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Feedback on Invoices' });
    const item = await screen.findByTestId('feedback-item');
    expect(within(item).getByRole('link', { name: 'Step Check invoice' }).getAttribute('href')).toBe(
      `/my-process-models/owner/${MODEL}/view/view-step-information/${given.step?.id}`,
    );
    expect(within(item).getByText('Finance first.')).toBeTruthy();
    expect(within(item).getByText(/Rita Reader/)).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(puts(calls).map((call) => call.body)).toEqual([
        { status: 'accepted', updatedAt: given.updatedAt },
      ]),
    );
  });

  it('an answer to a version someone else answered meanwhile (409) says so and Reload loads the current one', async () => {
    const given = feedbackOf();
    const calls = renderPage([given], {
      [`PUT /api/feedback/${given.id}/status`]: () => errorResponse(409, 'conflict'),
    });
    const item = await screen.findByTestId('feedback-item');
    await userEvent.click(within(item).getByRole('button', { name: 'Mark done' }));
    expect(
      await within(item).findByText(
        'Someone else answered this feedback in the meantime, so your answer was not saved. Reload to see the current answer.',
      ),
    ).toBeTruthy();
    const before = calls.filter((call) => call.path.endsWith('/feedback')).length;
    await userEvent.click(within(item).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path.endsWith('/feedback')).length).toBeGreaterThan(before),
    );
  });

  it('declining asks for a reason (required) and sends it', async () => {
    const given = feedbackOf({ status: 'accepted' });
    const calls = renderPage([given], {
      [`PUT /api/feedback/${given.id}/status`]: () =>
        feedbackOf({ status: 'declined', reason: 'Out of scope', updatedAt: 2 }),
    });
    const item = await screen.findByTestId('feedback-item');
    expect(within(item).queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: 'Decline…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline feedback' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Field should not be empty')).toBeTruthy();
    expect(puts(calls)).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Out of scope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(puts(calls).map((call) => call.body)).toEqual([
        { status: 'declined', reason: 'Out of scope', updatedAt: given.updatedAt },
      ]),
    );
  });

  it('a reader sees their own feedback with the answer, and no answers to give', async () => {
    renderPage([feedbackOf({ status: 'declined', reason: 'Out of scope', step: null })], {}, false);
    const item = await screen.findByTestId('feedback-item');
    expect(within(item).getByText('The process model as a whole')).toBeTruthy();
    expect(within(item).getByText('Declined')).toBeTruthy();
    expect(within(item).getByText('Reason: Out of scope')).toBeTruthy();
    expect(within(item).queryByRole('button')).toBeNull();
    expect(
      screen.getByText('Your feedback on this process model and its answers, newest first.'),
    ).toBeTruthy();
  });
});
