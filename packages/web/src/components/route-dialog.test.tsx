import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, useOutlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { FormSuccess } from './form-messages';
import { RouteDialog, useGoBack, useListRouteContext, useListSuccess } from './route-dialog';
import { TabLinks } from './tab-links';

function List() {
  const { success, context } = useListSuccess(useOutlet() !== null);
  return (
    <>
      <p>the list</p>
      <Link to="/things/1">open</Link>
      {success !== null && <FormSuccess>{success || undefined}</FormSuccess>}
      <Outlet context={context} />
    </>
  );
}

function Dialog() {
  const goBack = useGoBack('/things');
  const { showSuccess } = useListRouteContext();
  return (
    <RouteDialog title="Thing" fallback="/things">
      <Button
        onClick={() => {
          showSuccess('Done.');
          goBack();
        }}
      >
        Finish
      </Button>
    </RouteDialog>
  );
}

const routes = [
  { path: '/', element: <p>home</p> },
  { path: '/things', element: <List />, children: [{ path: ':id', element: <Dialog /> }] },
];

describe('route dialogs', () => {
  it('NAV-08: finishing goes back one step, and the list shows the success message', async () => {
    const { router } = renderRoutes(routes, ['/', '/things']);
    await userEvent.click(screen.getByRole('link', { name: 'open' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/things'));
    expect(router.state.historyAction).toBe('POP');
    expect((await screen.findByTestId('form-success')).textContent).toBe('Done.');
    // The next dialog clears the message.
    await userEvent.click(screen.getByRole('link', { name: 'open' }));
    await screen.findByRole('button', { name: 'Finish' });
    expect(screen.queryByTestId('form-success')).toBeNull();
  });

  it('opened directly (no step to go back to), closing goes to the list in place of the dialog', async () => {
    const { router } = renderRoutes(routes, ['/things/1']);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/things'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('the dialog sets the document title while it is open', async () => {
    renderRoutes(routes, ['/things/1']);
    await screen.findByRole('button', { name: 'Finish' });
    await waitFor(() => expect(document.title).toBe('Thing – Stroomlijn'));
  });
});

describe('TabLinks', () => {
  it('links, the current one marked, also on the paths it covers', () => {
    const tabs = [
      { to: '/users', label: 'Users' },
      { to: '/roles', label: 'Roles', alsoActiveOn: ['/role-users'] },
    ];
    renderRoutes(
      [{ path: '*', element: <TabLinks tabs={tabs} label="Parts" pathname="/role-users/7" /> }],
      ['/'],
    );
    expect(screen.getByRole('navigation', { name: 'Parts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Roles' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/users');
  });
});
