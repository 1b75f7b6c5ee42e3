import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { errorResponse, type FakeCall, stubApi, stubLayout } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { FORM_ID, makeForm, OTHER_FORM_ID } from '../../test/workflow-data';
import { WorkflowsArea } from './workflows-area';

vi.setConfig({ testTimeout: 20_000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const intake = makeForm();
const broken = makeForm({
  id: OTHER_FORM_ID,
  formId: '241000000000002',
  name: 'Leave',
  processedDate: null,
  status: 'error',
  statusMessage: 'form-service-unauthorized',
  responseCount: 0,
  notificationsEnabled: true,
});
const listItem = ({ id, name, formId }: typeof intake) => ({ id, name, formId });

function stubForms(extra: Record<string, (call: FakeCall) => unknown> = {}) {
  return stubApi({
    'GET /api/workflow': () => [intake, broken].map(listItem),
    'GET /api/workflow/settings': () => ({
      formServiceConfigured: true,
      emailConfigured: true,
      pollSeconds: 300,
    }),
    [`GET /api/workflow/${FORM_ID}`]: () => intake,
    [`GET /api/workflow/${OTHER_FORM_ID}`]: () => broken,
    ...extra,
  });
}

const renderArea = (path = '/workflow') =>
  renderRoutes([{ path: '/workflow/*', element: <WorkflowsArea /> }], [path]);
const changes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  stubLayout();
  startSession(securityInfo(['ROLE_ADMIN']));
});
afterEach(() => vi.unstubAllGlobals());

describe('FormListPage', () => {
  it('WF-01: form id, name, processed date (day-month-year), status with its reason, response count, actions', async () => {
    stubForms();
    renderArea();
    expect(await screen.findByRole('heading', { level: 1, name: 'Workflows' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Workflows' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Form id', 'Name', 'Processed date', 'Status', 'Responses', 'Retention', 'Actions']);
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    await waitFor(() =>
      expect(cellsOf(first).slice(0, 5)).toEqual(['241000000000001', 'Intake', '04-03-2026', 'Active', '3']),
    );
    expect(cellsOf(second).slice(0, 5)).toEqual([
      '241000000000002',
      'Leave',
      '',
      'Error: The form service refused the API key',
      '0',
    ]);
    expect(screen.getByRole('link', { name: 'New form' }).getAttribute('href')).toBe('/workflow/new');
  });

  it('WF-01, WF-13 (I18N): Dutch headers and statuses', async () => {
    await i18n.changeLanguage('nl');
    stubForms();
    renderArea();
    const table = await screen.findByRole('table', { name: 'Werkstromen' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Formulier-id', 'Naam', 'Verwerkingsdatum', 'Status', 'Reacties', 'Bewaartermijn', 'Acties']);
    expect(await within(table).findByRole('cell', { name: 'Actief' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nieuw formulier' })).toBeTruthy();
  });

  it('WF-08: an administrator gets responses, the notification toggle and delete on each form', async () => {
    stubForms();
    renderArea();
    expect(await screen.findByRole('link', { name: 'Turn notifications on for Intake' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Responses of Intake' }).getAttribute('href')).toBe(
      `/workflow/${FORM_ID}/responses`,
    );
    expect(screen.getByRole('link', { name: 'Delete Intake' }).getAttribute('href')).toBe(
      `/workflow/${FORM_ID}/delete`,
    );
    expect(screen.getByRole('link', { name: 'Turn notifications off for Leave' }).getAttribute('href')).toBe(
      `/workflow/${OTHER_FORM_ID}/notifications/disable`,
    );
  });

  it('WF-08, NAV-06: without ROLE_ADMIN the area, its delete and its toggles are not offered', async () => {
    startSession(securityInfo(['ROLE_USER', 'ROLE_MODELER', 'ROLE_EDITOR', 'ROLE_USER_MANAGER']));
    const calls = stubForms();
    renderArea();
    expect((await screen.findByTestId('page-error')).textContent).toContain('Not allowed');
    expect(screen.queryByRole('link', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /notifications/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('WF-04: an administrator marks a form as a test form', async () => {
    const calls = stubForms({
      [`POST /api/workflow/${FORM_ID}/status`]: () => ({ ...intake, status: 'test' }),
    });
    renderArea();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as test' }));
    await waitFor(() =>
      expect(changes(calls)).toEqual([
        { method: 'POST', path: `/api/workflow/${FORM_ID}/status`, body: { status: 'test' } },
      ]),
    );
  });
});

describe('ServerSettingsNotice', () => {
  it('says nothing while the form service, polling and email are set up', async () => {
    stubForms();
    renderArea();
    await screen.findByRole('table', { name: 'Workflows' });
    await screen.findByRole('link', { name: 'Turn notifications on for Intake' });
    expect(screen.queryByTestId('workflow-settings-notice')).toBeNull();
  });

  it.each([
    [
      'en',
      { formServiceConfigured: false, emailConfigured: false, pollSeconds: 0 },
      [
        'The form service is not set up (JOTFORM_API_KEY): forms cannot be added, and no submissions arrive.',
        'Email is not set up (SMTP_URL): reviewers get no email when a response arrives.',
      ],
    ],
    [
      'nl',
      { formServiceConfigured: true, emailConfigured: true, pollSeconds: 0 },
      [
        'Ophalen staat uit (STROOMLIJN_FORMS_POLL_SECONDS is 0): inzendingen komen alleen binnen als de meldingen van een formulier aan staan.',
      ],
    ],
  ])('names what the server leaves out (%s)', async (language, settings, texts) => {
    await i18n.changeLanguage(language);
    stubForms({ 'GET /api/workflow/settings': () => settings });
    renderArea();
    const notice = await screen.findByTestId('workflow-settings-notice');
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(texts);
  });
});

describe('FormAddDialog', () => {
  it('WF-05: adds a form by its form id with a client UUID, then shows the list again', async () => {
    let forms = [intake];
    const calls = stubForms({
      'GET /api/workflow': () => forms.map(listItem),
      'POST /api/workflow/form': (call) => {
        const added = makeForm({
          ...(call.body as object),
          id: (call.body as { id: string }).id,
          name: 'Leave',
        });
        forms = [...forms, added];
        return added;
      },
    });
    const { router } = renderArea('/workflow');
    await userEvent.click(await screen.findByRole('link', { name: 'New form' }));
    const dialog = await screen.findByRole('dialog', { name: 'New form' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Form id/ }), ' 241000000000009 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workflow'));
    expect(changes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/workflow/form',
        body: { id: expect.stringMatching(UUID), formId: '241000000000009' },
      },
    ]);
    expect(await screen.findByRole('cell', { name: 'Leave' })).toBeTruthy();
  });

  it.each([
    ['en', 'The form already exists', /Form id/],
    ['nl', 'Het formulier bestaat al', /Formulier-id/],
  ])('WF-06: a form added twice shows duplicate-form under the field (%s)', async (language, text, label) => {
    await i18n.changeLanguage(language);
    stubForms({
      'POST /api/workflow/form': () =>
        errorResponse(409, 'duplicate-form', { errors: [{ name: 'formId', message: 'duplicate-form' }] }),
    });
    renderArea('/workflow/new');
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: label });
    await userEvent.type(field, '241000000000001');
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.save') }));
    const message = await within(dialog).findByText(text);
    // Under the field: the input is described by the message.
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('WF-05: an unknown form is a field error; a form service that is down a message above the field', async () => {
    let answer = errorResponse(422, 'validation', {
      errors: [{ name: 'formId', message: 'form-not-found' }],
    });
    stubForms({ 'POST /api/workflow/form': () => answer });
    renderArea('/workflow/new');
    const dialog = await screen.findByRole('dialog', { name: 'New form' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Form id/ }), '241000000000003');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The form service has no form with this id')).toBeTruthy();
    answer = errorResponse(424, 'form-service-unavailable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The form service could not be reached; try again later'),
    ).toBeTruthy();
  });
});

describe('form confirmations', () => {
  it('WF-07: delete asks, sends DELETE /api/workflow/{id}/delete and goes back to the list', async () => {
    let forms = [intake, broken];
    const calls = stubForms({
      'GET /api/workflow': () => forms.map(listItem),
      [`DELETE /api/workflow/${FORM_ID}/delete`]: () => {
        forms = [broken];
        return undefined;
      },
    });
    const { router } = renderArea();
    await userEvent.click(await screen.findByRole('link', { name: 'Delete Intake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete form' });
    expect(await within(dialog).findByText('Do you want to delete the form Intake?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workflow'));
    expect(router.state.historyAction).toBe('POP');
    expect(changes(calls)).toEqual([
      { method: 'DELETE', path: `/api/workflow/${FORM_ID}/delete`, body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Intake' })).toBeNull());
  });

  it.each([
    ['enable', FORM_ID, 'Turn notifications on for Intake', 'Turn on'],
    ['disable', OTHER_FORM_ID, 'Turn notifications off for Leave', 'Turn off'],
  ])(
    'WF-09: notifications/%s asks, then calls POST /api/workflow/notification/{id}/%s',
    async (toggle, id, link, confirm) => {
      const calls = stubForms({
        [`POST /api/workflow/notification/${id}/${toggle}`]: () => (id === FORM_ID ? intake : broken),
      });
      const { router } = renderArea();
      await userEvent.click(await screen.findByRole('link', { name: link }));
      expect(router.state.location.pathname).toBe(`/workflow/${id}/notifications/${toggle}`);
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(await within(dialog).findByRole('button', { name: confirm }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/workflow'));
      expect(changes(calls)).toEqual([
        { method: 'POST', path: `/api/workflow/notification/${id}/${toggle}`, body: {} },
      ]);
    },
  );

  it('WF-09 (I18N): the Dutch question', async () => {
    await i18n.changeLanguage('nl');
    stubForms();
    renderArea(`/workflow/${FORM_ID}/notifications/enable`);
    const dialog = await screen.findByRole('dialog', { name: 'Meldingen aanzetten' });
    expect(
      await within(dialog).findByText('Wilt u dat inzendingen van Intake direct binnenkomen?'),
    ).toBeTruthy();
  });
});
