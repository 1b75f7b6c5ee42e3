import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stubApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { FeedbackAnswersTasks } from './feedback-answers-tasks';
import { FeedbackToHandleTasks } from './feedback-to-handle-tasks';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const MODEL = '10000000-0000-4000-8000-000000000001';
const feedback = (fields: object) => ({
  id: '20000000-0000-4000-8000-000000000001',
  processModelId: MODEL,
  processModelName: 'Invoices',
  revision: 1,
  step: { id: '30000000-0000-4000-8000-000000000001', name: 'Check invoice' },
  text: 'Finance first.',
  file: null,
  author: { id: '40000000-0000-4000-8000-000000000001', name: 'Rita Reader' },
  createdAt: 1_700_000_000_000,
  status: 'open',
  reason: null,
  doneInRevision: null,
  updatedAt: 1_700_000_000_000,
  ...fields,
});

function renderSections() {
  renderWithProviders(
    <MemoryRouter>
      <FeedbackToHandleTasks />
      <FeedbackAnswersTasks />
    </MemoryRouter>,
  );
}

describe('home page: feedback sections', () => {
  it('an empty section says so in one line; answers show their status and the reason of a decline', async () => {
    stubApi({
      'GET /api/feedback/to-handle': () => [],
      'GET /api/feedback/mine': () => [
        feedback({ status: 'done', doneInRevision: 2 }),
        feedback({
          id: '20000000-0000-4000-8000-000000000002',
          step: null,
          status: 'declined',
          reason: 'Out of scope',
        }),
      ],
    });
    renderSections();
    const toHandle = screen.getByTestId('tasks-feedback-to-handle');
    expect(await within(toHandle).findByText('No feedback waits for your answer.')).toBeTruthy();
    const answers = screen.getByTestId('tasks-feedback-answers');
    expect(await within(answers).findByText('Done in revision 2')).toBeTruthy();
    expect(within(answers).getByRole('link', { name: 'Invoices: Check invoice' }).getAttribute('href')).toBe(
      `/feedback/${MODEL}`,
    );
    expect(within(answers).getByText('Declined')).toBeTruthy();
    expect(within(answers).getByText('Reason: Out of scope')).toBeTruthy();
  });

  it('in Dutch: feedback to handle links to the model’s feedback; no answers says so', async () => {
    await act(() => i18n.changeLanguage('nl'));
    stubApi({
      'GET /api/feedback/to-handle': () => [feedback({ status: 'accepted' })],
      'GET /api/feedback/mine': () => [],
    });
    renderSections();
    const toHandle = screen.getByTestId('tasks-feedback-to-handle');
    expect(within(toHandle).getByRole('heading', { name: 'Te behandelen feedback' })).toBeTruthy();
    expect(
      (await within(toHandle).findByRole('link', { name: 'Invoices: Check invoice' })).getAttribute('href'),
    ).toBe(`/feedback/${MODEL}`);
    expect(within(toHandle).getByText(/Van Rita Reader op .* · Geaccepteerd/)).toBeTruthy();
    const answers = screen.getByTestId('tasks-feedback-answers');
    expect(await within(answers).findByText('U hebt nog geen feedback gegeven.')).toBeTruthy();
  });
});
