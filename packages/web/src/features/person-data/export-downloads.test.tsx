import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { renderApp } from '../../test/app';
import { deferred, errorResponse, makeUser, stubApi, stubLayout } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { UsersArea } from '../users';

vi.setConfig({ testTimeout: 30_000 });
// The first page loads the shell's code: slow on a loaded machine.
const LOADING = { timeout: 15_000 };

/** The names the browser was asked to save files under (the anchor's `download`). */
let saved: string[] = [];

beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await setLanguage('en');
});

const attachment = (name: string, type: string) =>
  new Response(
    type === 'application/zip' ? new Uint8Array([0x50, 0x4b, 5, 6]) : '{"format":"stroomlijn-person-data"}',
    {
      headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
    },
  );

describe('My data in the shell', () => {
  it('every signed-in user downloads their own data as a zip and as JSON, busy until the file is there', async () => {
    const zip = deferred<Response>();
    const calls = stubApi({
      'GET /api/person-data/me/export.zip': () => zip.promise,
      'GET /api/person-data/me/export.json': () =>
        attachment('stroomlijn-person-2026-11-28.json', 'application/json'),
    });
    startSession(securityInfo(['ROLE_USER']));
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'My data' }, LOADING));
    const dialog = await screen.findByRole('dialog', { name: 'My data' });
    expect(dialog.textContent).toContain('Download everything Stroomlijn holds about you');
    expect(dialog.textContent).toContain('the files uploaded (in the zip)');
    const zipButton = within(dialog).getByRole('button', { name: 'Download zip (data and files)' });
    await userEvent.click(zipButton);
    await waitFor(() => expect(zipButton.getAttribute('aria-busy')).toBe('true'));
    expect(within(dialog).getByRole('status').textContent).toBe('Preparing the download…');
    zip.resolve(attachment('stroomlijn-person-2026-11-28.zip', 'application/zip'));
    await waitFor(() => expect(saved).toEqual(['stroomlijn-person-2026-11-28.zip']));
    await waitFor(() => expect(zipButton.getAttribute('aria-busy')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download JSON (data only)' }));
    await waitFor(() =>
      expect(saved).toEqual(['stroomlijn-person-2026-11-28.zip', 'stroomlijn-person-2026-11-28.json']),
    );
    expect(calls.filter((call) => call.path.startsWith('/api/person-data'))).toEqual([
      { method: 'GET', path: '/api/person-data/me/export.zip', body: undefined },
      { method: 'GET', path: '/api/person-data/me/export.json', body: undefined },
    ]);
  });

  it('in Dutch; a failed download shows the error dialog and saves nothing', async () => {
    stubApi({ 'GET /api/person-data/me/export.zip': () => errorResponse(500, 'internal') });
    await setLanguage('nl');
    startSession(securityInfo(['ROLE_USER']));
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Mijn gegevens' }, LOADING));
    const dialog = await screen.findByRole('dialog', { name: 'Mijn gegevens' });
    expect(dialog.textContent).toContain('Download alles wat Stroomlijn over u bewaart');
    expect(within(dialog).getByRole('button', { name: 'JSON downloaden (alleen gegevens)' })).toBeTruthy();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Zip downloaden (gegevens en bestanden)' }),
    );
    const error = await screen.findByRole('dialog', { name: /fout/i });
    expect(error.textContent).toContain('Interne fout');
    expect(saved).toEqual([]);
  });
});

describe("a user's data in the users area", () => {
  const jan = makeUser({ email: 'jan@example.org', firstName: 'Jan', preposition: 'van', lastName: 'Dijk' });
  const renderUsers = (path = '/users') =>
    renderRoutes([{ path: '/users/*', element: <UsersArea /> }], [path]);

  beforeEach(() => stubLayout());

  it('an administrator exports a user from the row: a dialog with the zip and the JSON of that user', async () => {
    const calls = stubApi({
      'GET /api/user': () => [jan],
      [`GET /api/user/${jan.id}`]: () => jan,
      [`GET /api/person-data/${jan.id}/export.zip`]: () =>
        attachment('stroomlijn-person-2026-11-28.zip', 'application/zip'),
      [`GET /api/person-data/${jan.id}/export.json`]: () =>
        attachment('stroomlijn-person-2026-11-28.json', 'application/json'),
    });
    startSession(securityInfo(['ROLE_ADMIN', 'ROLE_USER_MANAGER']));
    renderUsers();
    await userEvent.click(await screen.findByRole('link', { name: 'Export data of Jan van Dijk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export data of Jan van Dijk' });
    expect(dialog.textContent).toContain('Download everything Stroomlijn holds about Jan van Dijk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download zip (data and files)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download JSON (data only)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(calls.filter((call) => call.path.startsWith('/api/person-data')).map((call) => call.path)).toEqual(
      [`/api/person-data/${jan.id}/export.zip`, `/api/person-data/${jan.id}/export.json`],
    );
  });

  it('in Dutch for an administrator; a user manager without ROLE_ADMIN has no export link', async () => {
    stubApi({ 'GET /api/user': () => [jan] });
    await setLanguage('nl');
    startSession(securityInfo(['ROLE_ADMIN', 'ROLE_USER_MANAGER']));
    const first = renderUsers();
    expect(await screen.findByRole('link', { name: 'Gegevens exporteren van Jan van Dijk' })).toBeTruthy();
    first.unmount();
    startSession(securityInfo(['ROLE_USER_MANAGER']));
    renderUsers();
    await screen.findByRole('cell', { name: 'jan@example.org' });
    expect(screen.queryByRole('link', { name: /Gegevens exporteren/ })).toBeNull();
  });

  it("the dialog's address opened without ROLE_ADMIN says not allowed and offers no download", async () => {
    const calls = stubApi({ 'GET /api/user': () => [jan], [`GET /api/user/${jan.id}`]: () => jan });
    startSession(securityInfo(['ROLE_USER_MANAGER']));
    renderUsers(`/users/${jan.id}/export-data`);
    const dialog = await screen.findByRole('dialog', { name: 'Export data of Jan van Dijk' });
    expect((await within(dialog).findByTestId('page-error')).textContent).toContain('Not allowed');
    expect(within(dialog).queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/api/person-data'))).toEqual([]);
  });
});
