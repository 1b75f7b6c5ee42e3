import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorBody, NotAuthenticatedError } from '../lib/api';
import { renderWithProviders } from '../test/render';
import { ErrorDialog } from './error-dialog';
import { useErrorDialog } from './error-dialog-provider';

const body = (patch: Partial<ApiErrorBody>): ApiErrorBody => ({
  message: '',
  messageKey: 'not-found',
  errors: [],
  references: [],
  debugInfo: '',
  ...patch,
});

function renderDialog(patch: Partial<ApiErrorBody>) {
  return renderWithProviders(<ErrorDialog opened body={body(patch)} onClose={() => {}} />);
}

describe('ErrorDialog', () => {
  it('ER-03: shows the translated text of the messageKey under the title "An error occurred"', async () => {
    renderDialog({ messageKey: 'not-available' });
    expect(await screen.findByText('An error occurred')).toBeTruthy();
    expect(screen.getByTestId('error-dialog-message').textContent).toBe('Not available anymore');
  });

  it('ER-04, ER-20: reference names follow the message, joined by a comma', async () => {
    renderDialog({ messageKey: 'used-in-process-models', references: [{ name: 'Alpha' }, { name: 'Beta' }] });
    expect((await screen.findByTestId('error-dialog-message')).textContent).toBe(
      'Used in process models: Alpha, Beta',
    );
  });

  it('ER-05: an empty messageKey shows the unknown-error text', async () => {
    renderDialog({ messageKey: '', message: 'raw' });
    expect((await screen.findByTestId('error-dialog-message')).textContent).toBe(
      'An unknown error occurred.',
    );
  });

  it('ER-05: a messageKey the client does not know shows the unknown-error text', async () => {
    renderDialog({ messageKey: 'brand-new-key' });
    expect((await screen.findByTestId('error-dialog-message')).textContent).toBe(
      'An unknown error occurred.',
    );
  });

  it('ER-06: debug info is shown beneath, preformatted', async () => {
    renderDialog({ messageKey: 'internal', debugInfo: 'Error: boom\n  at line 1' });
    expect(await screen.findByText('Debug info')).toBeTruthy();
    const pre = screen.getByTestId('error-dialog-debug-info');
    expect(pre.tagName).toBe('PRE');
    expect(pre.textContent).toBe('Error: boom\n  at line 1');
  });

  it('ER-06: without debug info there is no debug block', async () => {
    renderDialog({ messageKey: 'internal' });
    await screen.findByTestId('error-dialog-message');
    expect(screen.queryByText('Debug info')).toBeNull();
  });
});

describe('useErrorDialog', () => {
  let show: (error: unknown) => void = () => {};
  function Catcher() {
    show = useErrorDialog();
    return null;
  }

  it('ER-03: opens the dialog for an ApiError and closes with the Close button', async () => {
    renderWithProviders(<Catcher />);
    act(() => show(new ApiError(409, body({ messageKey: 'duplicate-email' }))));
    expect((await screen.findByTestId('error-dialog-message')).textContent).toBe(
      'The email address already exists',
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByTestId('error-dialog-message')).toBeNull();
  });

  it('shows nothing for a 401, which has already ended the session', () => {
    renderWithProviders(<Catcher />);
    act(() => show(new NotAuthenticatedError()));
    expect(screen.queryByText('An error occurred')).toBeNull();
  });
});
