import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { errorResponse, stubApi, stubLayout } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { DashboardArea } from './dashboard-area';

vi.setConfig({ testTimeout: 20_000 });

const LINK = {
  id: '6a1f0c2b-1111-4c2d-8e3f-000000000001',
  host: 'klant.example.org',
  url: 'https://dashboard.example.org/klant',
  kind: 'customer' as const,
  updatedAt: 5,
};
const FEEDS = 'https://stroomlijn.example.org/api/external/clicdata';
const STATUS = {
  feeds: {
    configured: true,
    addresses: {
      responses: { csv: `${FEEDS}/responses`, json: `${FEEDS}/responses?format=json` },
      actions: { csv: `${FEEDS}/actions`, json: `${FEEDS}/actions?format=json` },
    },
    responsesLastRead: null,
    actionsLastRead: null,
  },
  formService: { configured: true, lastPoll: null, lastError: 'form-service-unauthorized' },
};
const renderArea = (path = '/workflow/dashboard') =>
  renderRoutes([{ path: '/workflow/dashboard/*', element: <DashboardArea /> }], [path]);

beforeEach(() => {
  stubLayout();
  startSession(securityInfo(['ROLE_ADMIN']));
});
afterEach(() => vi.unstubAllGlobals());

describe('DashboardArea', () => {
  it('EX-06, EX-07: the links by host and the state of the feeds and the form service', async () => {
    stubApi({ 'GET /api/dashboard': () => [LINK], 'GET /api/dashboard-status': () => STATUS });
    renderArea();
    const table = await screen.findByRole('table', { name: 'Dashboard links' });
    expect(await within(table).findByRole('cell', { name: 'klant.example.org' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'view dashboard and forms (customer)' })).toBeTruthy();
    const status = await screen.findByTestId('dashboard-status');
    expect(status.textContent).toContain('Responses last read: never');
    expect(status.textContent).toContain('Last error: The form service refused the API key');
  });

  it('EX-07: the feed addresses, CSV and JSON, each with a copy button that says Copied', async () => {
    const copied: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async (text: string) => void copied.push(text) },
    });
    stubApi({ 'GET /api/dashboard': () => [LINK], 'GET /api/dashboard-status': () => STATUS });
    renderArea();
    const table = await screen.findByRole('table', { name: 'Feed addresses' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [
          within(row).getByRole('rowheader').textContent,
          within(row).getByRole('code').textContent,
        ]),
    ).toEqual([
      ['Responses (CSV)', `${FEEDS}/responses`],
      ['Responses (JSON)', `${FEEDS}/responses?format=json`],
      ['Actions (CSV)', `${FEEDS}/actions`],
      ['Actions (JSON)', `${FEEDS}/actions?format=json`],
    ]);
    const copy = within(table).getByRole('button', { name: 'Copy the address of Actions (JSON)' });
    copy.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(copied).toEqual([`${FEEDS}/actions?format=json`]));
    const row = copy.closest('tr') as HTMLElement;
    expect(within(row).getByRole('status').textContent).toBe('Copied');
  });

  it('EX-07: a browser that refuses the copy says so, so the address can be copied by hand', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async () => Promise.reject(new Error('denied')) },
    });
    stubApi({ 'GET /api/dashboard': () => [LINK], 'GET /api/dashboard-status': () => STATUS });
    renderArea();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy the address of Responses (CSV)' }));
    expect(
      await screen.findByText('Could not copy: select the address and copy it yourself.', {
        selector: '[role=status]',
      }),
    ).toBeTruthy();
  });

  it('EX-06: a new link goes as POST /api/dashboard with a client id; a taken host shows under the field', async () => {
    let answer: unknown = errorResponse(409, 'duplicate-name', {
      errors: [{ name: 'host', message: 'duplicate-name' }],
    });
    const calls = stubApi({
      'GET /api/dashboard': () => [LINK],
      'GET /api/dashboard-status': () => STATUS,
      'POST /api/dashboard': () => answer,
    });
    const { router } = renderArea('/workflow/dashboard/new');
    const dialog = await screen.findByRole('dialog', { name: 'New dashboard link' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Host/ }), 'klant.example.org');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Dashboard address/ }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Dashboard address/ }),
      'https://d.example.org',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(i18n.t('field.duplicate-name'))).toBeTruthy();
    answer = { ...LINK, host: 'other.example.org' };
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Host/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Host/ }), 'other.example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workflow/dashboard'));
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      host: 'other.example.org',
      url: 'https://d.example.org',
      kind: 'customer',
    });
  });

  it('EX-06: without ROLE_ADMIN nothing is asked and the page says not allowed', async () => {
    startSession(securityInfo(['ROLE_USER', 'ROLE_MODELER', 'ROLE_EDITOR', 'ROLE_USER_MANAGER']));
    const calls = stubApi({});
    renderArea();
    expect((await screen.findByTestId('page-error')).textContent).toContain('Not allowed');
    expect(calls).toEqual([]);
  });

  it('I18N (nl): the page in Dutch', async () => {
    await i18n.changeLanguage('nl');
    stubApi({ 'GET /api/dashboard': () => [LINK], 'GET /api/dashboard-status': () => STATUS });
    renderArea();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard en rapportage' })).toBeTruthy();
    expect(
      await screen.findByRole('cell', { name: 'dashboard en formulieren bekijken (klant)' }),
    ).toBeTruthy();
    const addresses = await screen.findByRole('table', { name: 'Adressen van de feeds' });
    expect(
      within(addresses).getByRole('button', { name: 'Het adres van Reacties (CSV) kopiëren' }),
    ).toBeTruthy();
  });
});
