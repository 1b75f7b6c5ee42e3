import { ADMIN_USER_ID, ERASED_EMAIL_DOMAIN } from '@stroomlijn/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { clearSession, startSession } from '../../lib/session';
import { errorResponse, makeUser, stubApi, stubLayout } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { UsersArea } from './users-area';

const xena = makeUser({ email: 'xena@example.org', firstName: 'Xena', preposition: 'de', lastName: 'Vries' });
const admin = makeUser({
  id: ADMIN_USER_ID,
  email: 'admin@example.org',
  firstName: 'Ada',
  lastName: 'Admin',
});
const PSEUDONYM = 'P-3f9a1c2b7d4e';
const erasedXena = {
  ...xena,
  email: `${PSEUDONYM.toLowerCase()}@${ERASED_EMAIL_DOMAIN}`,
  firstName: '',
  preposition: '',
  lastName: PSEUDONYM,
  erased: true,
};
const result = {
  userId: xena.id,
  pseudonym: PSEUDONYM,
  erasedAt: 1_700_000_000_001,
  counts: { auditEntries: 3, freeTexts: 1, filesRemoved: 0, filesKept: 0, sessions: 1, records: 2 },
};

const renderUsers = (path = '/users') => renderRoutes([{ path: '/users/*', element: <UsersArea /> }], [path]);

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  stubLayout();
  startSession(securityInfo(['ROLE_ADMIN', 'ROLE_USER_MANAGER']));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession();
  await act(() => i18n.changeLanguage('en'));
});

/** The list before and after an erasure of Xena, and the calls made. */
function stubErasure() {
  let users = [xena, admin];
  const calls = stubApi({
    'GET /api/user': () => users,
    [`GET /api/user/${xena.id}`]: () => users[0],
    [`POST /api/person-data/${xena.id}/erase`]: () => {
      users = [erasedXena, admin];
      return result;
    },
  });
  return calls;
}

describe('erasing a person from the users list', () => {
  it('explains what happens, asks what becomes of the free texts, erases by keyboard and shows the pseudonym; the row is marked erased without edit links', async () => {
    const calls = stubErasure();
    const { router } = renderUsers();
    const row = (await screen.findByRole('cell', { name: 'xena@example.org' })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('link', { name: 'Erase data of Xena de Vries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase person' });
    expect(dialog.textContent).toContain(
      'Erase the personal data of Xena de Vries (xena@example.org). This cannot be undone.',
    );
    expect(dialog.textContent).toContain('Name and email address are replaced by a pseudonym');
    expect(dialog.textContent).toContain('keeps its history, under the pseudonym');
    const choice = within(dialog).getByRole('radiogroup', { name: /Their free texts/ });
    const keep = within(choice).getByRole('radio', {
      name: 'Keep them, with their name replaced by the pseudonym',
    });
    expect((keep as HTMLInputElement).checked).toBe(true);
    // Keyboard only: Space chooses "Remove them", Enter on the focused red button erases.
    const remove = within(choice).getByRole('radio', { name: 'Remove them' }) as HTMLInputElement;
    remove.focus();
    await userEvent.keyboard(' ');
    expect(remove.checked).toBe(true);
    const confirm = within(dialog).getByRole('button', { name: 'Erase permanently' });
    confirm.focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: `/api/person-data/${xena.id}/erase`,
      body: { freeTexts: 'remove', updatedAt: xena.updatedAt },
    });
    expect((await screen.findByTestId('form-success')).textContent).toBe(
      `The person's data was erased. They are shown as ${PSEUDONYM} from now on.`,
    );
    const erasedRow = (await screen.findByRole('cell', { name: PSEUDONYM })).closest('tr') as HTMLElement;
    expect(within(erasedRow).getByText('Erased')).toBeTruthy();
    const links = within(erasedRow)
      .queryAllByRole('link')
      .map((link) => link.textContent);
    expect(links).not.toContain('Edit');
    expect(links).not.toContain('Change password');
    expect(links).not.toContain('Erase data');
  });

  it('in Dutch: the same dialog, the choice and the pseudonym in Dutch', async () => {
    await act(() => i18n.changeLanguage('nl'));
    stubErasure();
    renderUsers(`/users/${xena.id}/erase`);
    const dialog = await screen.findByRole('dialog', { name: 'Persoonsgegevens wissen' });
    await within(dialog).findByRole('button', { name: 'Definitief wissen' });
    expect(dialog.textContent).toContain(
      'De persoonsgegevens van Xena de Vries (xena@example.org) wissen. Dit kan niet ongedaan worden gemaakt.',
    );
    const keep = await within(dialog).findByRole('radio', {
      name: 'Bewaren, met de naam vervangen door het pseudoniem',
    });
    expect((keep as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Definitief wissen' }));
    expect((await screen.findByTestId('form-success')).textContent).toBe(
      `De persoonsgegevens zijn gewist. De persoon wordt voortaan getoond als ${PSEUDONYM}.`,
    );
  });

  it('offers no erasure to a user manager who is not an administrator, nor of the built-in administrator', async () => {
    stubErasure();
    renderUsers();
    const adminRow = (await screen.findByRole('cell', { name: 'admin@example.org' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(adminRow).queryByRole('link', { name: /Erase data/ })).toBeNull();
    clearSession();
    startSession(securityInfo(['ROLE_USER_MANAGER']));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Erase data/ })).toBeNull());
  });

  it('a refusal (already erased) shows in the dialog; Cancel goes back without erasing', async () => {
    const calls = stubApi({
      'GET /api/user': () => [xena],
      [`GET /api/user/${xena.id}`]: () => xena,
      [`POST /api/person-data/${xena.id}/erase`]: () => errorResponse(409, 'already-erased'),
    });
    const { router } = renderUsers(`/users/${xena.id}/erase`);
    const dialog = await screen.findByRole('dialog', { name: 'Erase person' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Erase permanently' }));
    expect(await within(dialog).findByText("This person's data has already been erased")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
