import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigationHistory } from '../lib/navigation-history';
import { startSession } from '../lib/session';
import { renderApp } from '../test/app';
import { makeUser, stubApi, stubLayout } from '../test/fake-api';
import { securityInfo } from '../test/fixtures';
import { makeListItem } from '../test/process-models';

vi.setConfig({ testTimeout: 20_000 });

const model = makeListItem({ info: { name: 'Invoicing', description: '' } });

beforeEach(() => {
  window.sessionStorage.clear();
  stubLayout();
  stubApi({
    'GET /api/process_model': () => [model],
    'GET /api/process_model/published/actor': () => [],
    'GET /api/user': () => [makeUser()],
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the process model areas in the shell', () => {
  it('NAV-03, NAV-04: Processes and My processes open from the navigation', async () => {
    startSession(securityInfo(['ROLE_USER', 'ROLE_MODELER']));
    const { router } = renderApp('/');
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(navigation).getByRole('link', { name: 'Processes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Process models' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Invoicing' })).toBeTruthy();
    await userEvent.click(within(navigation).getByRole('link', { name: 'My processes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-process-models/actor'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My processes' })).toBeTruthy();
  });

  it('NAV-09, NAV-10: the shell records the remembered paths only', async () => {
    startSession(securityInfo(['ROLE_USER', 'ROLE_MODELER', 'ROLE_USER_MANAGER']));
    const { router } = renderApp('/process-model');
    await screen.findByRole('heading', { level: 1, name: 'Process models' });
    await router.navigate('/users');
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    await router.navigate('/my-process-models');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-process-models/actor'));
    await waitFor(() => expect(navigationHistory()).toEqual(['/process-model', '/my-process-models/actor']));
  });
});
