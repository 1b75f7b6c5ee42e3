import { Select, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { openOptions, pick } from '../test/select';
import { RouteDialog } from './route-dialog';

function Dialog() {
  return (
    <RouteDialog title="Thing" fallback="/things">
      <TextInput label="Name" />
      <Select label="Colour" data={['Red', 'Blue']} />
    </RouteDialog>
  );
}

const routes = [
  { path: '/things', element: <p>the list</p> },
  { path: '/things/new', element: <Dialog /> },
];

const open = () => renderRoutes(routes, ['/things', '/things/new'], undefined);
const dialog = () => screen.findByRole('dialog', { name: 'Thing' });

describe('a dialog with fields', () => {
  it('closes at once on Escape when nothing was changed', async () => {
    const { router } = open();
    await userEvent.click(await screen.findByRole('textbox', { name: 'Name' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/things'));
  });

  it('asks before Escape drops typed text; keep editing keeps it, discard closes', async () => {
    const { router } = open();
    await dialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Lamp');
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(router.state.location.pathname).toBe('/things/new');
    // Escape in the question keeps editing.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(question.isConnected).toBe(false));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Lamp');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/things'));
  });

  it('Escape in an open select closes only its list; a picked option counts as a change', async () => {
    const { router } = open();
    await dialog();
    const colour = screen.getByRole('combobox', { name: 'Colour' });
    await openOptions(colour);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(colour.getAttribute('aria-expanded')).toBe('false'));
    expect(router.state.location.pathname).toBe('/things/new');
    await pick(colour, 'Blue');
    await userEvent.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Discard changes?' });
  });

  it('text typed and erased again is no change', async () => {
    const { router } = open();
    await dialog();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'x');
    await userEvent.clear(name);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/things'));
  });
});
