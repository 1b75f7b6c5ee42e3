import { FEEDBACK_TEXT_MAX } from '@stroomlijn/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { GiveFeedbackForm } from './give-feedback-form';
import { feedbackOf, MODEL } from './test-feedback';

afterEach(() => vi.unstubAllGlobals());

const STEP_ID = '30000000-0000-4000-8000-000000000001';

function renderForm(onClose = vi.fn()) {
  renderWithProviders(
    <MemoryRouter>
      <GiveFeedbackForm processModelId={MODEL} stepId={STEP_ID} onClose={onClose} />
    </MemoryRouter>,
  );
  return onClose;
}

describe('GiveFeedbackForm', () => {
  it('sends the text on the step, then says it was sent and links to the model’s feedback', async () => {
    const calls = stubApi({ [`POST /api/process_model/${MODEL}/feedback`]: () => feedbackOf() });
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Your feedback/ }), 'Finance first.');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText('Thank you. Your feedback was sent to the owner and manager of this process.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/process_model/${MODEL}/feedback`,
        body: { text: 'Finance first.', stepId: STEP_ID, fileId: null },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Feedback on this model' }).getAttribute('href')).toBe(
      `/feedback/${MODEL}`,
    );
  });

  it('an empty text is refused under the field without a call; the text stops at 2,000 characters', async () => {
    const calls = stubApi({});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Field should not be empty')).toBeTruthy();
    expect(calls).toEqual([]);
    const textbox = screen.getByRole('textbox', { name: /Your feedback/ }) as HTMLTextAreaElement;
    expect(textbox.maxLength).toBe(FEEDBACK_TEXT_MAX);
  });

  it('a refusal shows under its field and keeps what was typed', async () => {
    stubApi({
      [`POST /api/process_model/${MODEL}/feedback`]: () =>
        errorResponse(422, 'validation', { errors: [{ name: 'text', message: 'text-too-long' }] }),
    });
    renderForm();
    const textbox = screen.getByRole('textbox', { name: /Your feedback/ }) as HTMLTextAreaElement;
    await userEvent.type(textbox, 'Keep me');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(textbox.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Text too long')).toBeTruthy();
    expect(textbox.value).toBe('Keep me');
  });

  it('a failure without a field (the step is gone) shows above the form, and Cancel closes it', async () => {
    stubApi({
      [`POST /api/process_model/${MODEL}/feedback`]: () =>
        errorResponse(422, 'validation', { errors: [{ name: 'stepId', message: 'invalid-value' }] }),
    });
    const onClose = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Your feedback/ }), 'Text');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByTestId('form-danger')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
