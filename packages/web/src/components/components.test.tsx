import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { renderRoutes, renderWithProviders } from '../test/render';
import { AppModal } from './app-modal';
import { BackLink } from './back-link';
import { EmptyState } from './empty-state';
import { FormDanger, FormSuccess } from './form-messages';
import { LoadingState } from './loading-state';
import { PageError } from './page-error';
import { SearchableSelect } from './searchable-select';

const failure = new ApiError(404, {
  message: 'gone',
  messageKey: 'not-found',
  errors: [],
  references: [],
  debugInfo: '',
});

describe('shared messages', () => {
  it('ER-07: a failed page load shows a danger message with a retry', async () => {
    const retry = vi.fn();
    renderWithProviders(<PageError error={failure} onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The page could not be loaded');
    expect(alert.textContent).toContain('The requested item was not found');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("ER-08: a successful submit shows 'form success'", () => {
    renderWithProviders(<FormSuccess />);
    expect(screen.getByRole('status').textContent).toBe('Saved successfully.');
  });

  it('ER-09: a failed submit shows a danger message with the translated error', () => {
    renderWithProviders(<FormDanger error={failure} />);
    expect(screen.getByRole('alert').textContent).toBe('The requested item was not found');
  });

  it("ER-12: an empty list shows the 'empty' message", () => {
    renderWithProviders(<EmptyState />);
    expect(screen.getByTestId('empty-state').textContent).toBe('There is nothing to show.');
  });

  it('a loader has an accessible name', () => {
    renderWithProviders(<LoadingState />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});

describe('SearchableSelect', () => {
  it("ER-10: options that failed to load show 'select failure'", () => {
    renderWithProviders(<SearchableSelect label="Role" data={[]} failed />);
    expect(screen.getByText('The options could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Role' }).getAttribute('aria-invalid')).toBe('true');
  });

  it("ER-11: a filter without a match shows 'no results'", async () => {
    renderWithProviders(<SearchableSelect label="Role" data={['Admin', 'Editor']} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Role' }), 'zzz');
    expect(await screen.findByText('No results')).toBeTruthy();
  });
});

describe('route helpers', () => {
  it('AppModal: closing a route-driven dialog goes one level up', async () => {
    const { router } = renderRoutes(
      [
        { path: '/users', element: <p>user list</p> },
        { path: '/users/new', element: <AppModal title="New user">form</AppModal> },
      ],
      ['/users/new'],
    );
    expect(await screen.findByText('New user')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });

  it('NAV-07: the back link goes one level up', async () => {
    const { router } = renderRoutes(
      [
        { path: '/roles', element: <p>roles</p> },
        { path: '/roles/:id', element: <BackLink /> },
      ],
      ['/roles/7'],
    );
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
  });
});
