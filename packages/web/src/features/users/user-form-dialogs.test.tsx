import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, type FakeCall, labelled, makeUser, stubApi, stubLayout } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { UsersArea } from './users-area';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const jan = makeUser({
  email: 'jan@example.org',
  firstName: 'Jan',
  preposition: 'van',
  lastName: 'Dijk',
  updatedAt: 5,
});

function renderUsers(path = '/users') {
  return renderRoutes([{ path: '/users/*', element: <UsersArea /> }], [path]);
}

/** The error text under an input (Mantine links it through aria-describedby). */
function fieldError(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean);
  return texts.length > 0 ? texts.join(' ') : null;
}

async function fillNewUser(dialog: HTMLElement, email = 'piet@example.org') {
  await userEvent.type(within(dialog).getByLabelText(labelled('Email')), email);
  await userEvent.type(within(dialog).getByLabelText(labelled('First name')), ' Piet ');
  await userEvent.type(within(dialog).getByLabelText(labelled('Last name')), 'Puk');
}

const posts = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');

// Dialogs with several inputs take a few seconds in jsdom, more while other suites run.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => stubLayout());
afterEach(() => vi.unstubAllGlobals());

describe('new user', () => {
  it("US-05, US-06, ER-08: saves with a client-generated UUID, then shows 'form success' on the list", async () => {
    let users = [jan];
    const calls = stubApi({
      'GET /api/user': () => users,
      'POST /api/user': ({ body }) => {
        const created = makeUser({ ...(body as object), updatedAt: 1 });
        users = [...users, created];
        return created;
      },
    });
    const { router } = renderUsers();
    await userEvent.click(await screen.findByRole('link', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await waitFor(() => expect(document.title).toBe('New user – Stroomlijn'));
    await fillNewUser(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect((await screen.findByTestId('form-success')).textContent).toBe('Saved successfully.');
    const [post] = posts(calls);
    expect(post?.path).toBe('/api/user');
    expect(post?.body).toEqual({
      id: expect.stringMatching(UUID),
      email: 'piet@example.org',
      firstName: 'Piet',
      preposition: '',
      lastName: 'Puk',
      personnelNumber: '',
    });
    expect(await screen.findByText('piet@example.org')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Users – Stroomlijn'));
  });

  it('US-09: an invalid email and empty names are refused under the fields before any call', async () => {
    const calls = stubApi({ 'GET /api/user': () => [jan] });
    renderUsers('/users/new');
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await userEvent.type(within(dialog).getByLabelText(labelled('Email')), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(fieldError(within(dialog).getByLabelText(labelled('Email')))).toBe('Invalid email address');
    expect(fieldError(within(dialog).getByLabelText(labelled('First name')))).toBe(
      'Field should not be empty',
    );
    expect(fieldError(within(dialog).getByLabelText(labelled('Last name')))).toBe(
      'Field should not be empty',
    );
    expect(fieldError(within(dialog).getByLabelText(labelled('Preposition')))).toBeNull();
    expect(posts(calls)).toEqual([]);
  });

  it('ER-09, ER-13: server field errors show under the field of the same name, with a danger message', async () => {
    stubApi({
      'GET /api/user': () => [jan],
      'POST /api/user': () =>
        errorResponse(422, 'validation', { errors: [{ name: 'lastName', message: 'text-too-long' }] }),
    });
    renderUsers('/users/new');
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await fillNewUser(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fieldError(within(dialog).getByLabelText(labelled('Last name')))).toBe('Text too long'),
    );
    expect(within(dialog).getByTestId('form-danger').textContent).toBe('Some fields are not valid');
  });

  it('US-10: a duplicate email shows "The email address already exists"', async () => {
    stubApi({
      'GET /api/user': () => [jan],
      'POST /api/user': () =>
        errorResponse(409, 'duplicate-email', { errors: [{ name: 'email', message: 'duplicate-email' }] }),
    });
    renderUsers('/users/new');
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await fillNewUser(dialog, 'JAN@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByTestId('form-danger')).textContent).toBe(
      'The email address already exists',
    );
  });

  it('an unexpected server error also opens the error dialog with its debug info', async () => {
    stubApi({
      'GET /api/user': () => [jan],
      'POST /api/user': () => errorResponse(500, 'internal', { debugInfo: 'Error: boom' }),
    });
    renderUsers('/users/new');
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await fillNewUser(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('error-dialog-debug-info')).textContent).toBe('Error: boom');
    expect(within(dialog).getByTestId('form-danger').textContent).toBe('Internal error');
  });
});

describe('edit user', () => {
  it('US-05: loads the user, saves the whole user with the updatedAt it was based on', async () => {
    const calls = stubApi({
      'GET /api/user': () => [jan],
      [`GET /api/user/${jan.id}`]: () => jan,
      'PUT /api/user': ({ body }) => ({ ...jan, ...(body as object), updatedAt: 6 }),
    });
    const { router } = renderUsers(`/users/${jan.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    const lastName = await within(dialog).findByLabelText(labelled('Last name'));
    expect((lastName as HTMLInputElement).value).toBe('Dijk');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Dijkstra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(posts(calls)[0]?.body).toEqual({
      id: jan.id,
      email: 'jan@example.org',
      firstName: 'Jan',
      preposition: 'van',
      lastName: 'Dijkstra',
      personnelNumber: '',
      updatedAt: 5,
    });
    expect(await screen.findByTestId('form-success')).toBeTruthy();
  });

  it('a conflict (someone else saved first) explains it and offers a reload of the newer version', async () => {
    let version = jan;
    stubApi({
      'GET /api/user': () => [version],
      [`GET /api/user/${jan.id}`]: () => version,
      'PUT /api/user': () => errorResponse(409, 'conflict'),
    });
    renderUsers(`/users/${jan.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await userEvent.type(await within(dialog).findByLabelText(labelled('Personnel number')), '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const danger = await within(dialog).findByTestId('form-danger');
    expect(danger.textContent).toContain('Someone else changed this in the meantime');
    version = { ...jan, personnelNumber: '99', updatedAt: 9 };
    await userEvent.click(within(danger).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((within(dialog).getByLabelText(labelled('Personnel number')) as HTMLInputElement).value).toBe(
        '99',
      ),
    );
    expect(within(dialog).queryByTestId('form-danger')).toBeNull();
  });

  it('an unknown user shows the not-found message', async () => {
    stubApi({ 'GET /api/user': () => [jan] });
    renderUsers('/users/40000000-0000-4000-8000-000000000000');
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect((await within(dialog).findByTestId('page-error')).textContent).toContain(
      'The requested item was not found',
    );
  });
});
