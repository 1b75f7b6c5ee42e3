import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { errorResponse, type FakeCall, stubApi } from '../../test/fake-api';
import {
  ALL_ROLES,
  BOARD,
  combobox,
  definition,
  FORMS,
  HOST,
  inputValue,
  labelled,
  location,
  MODEL_ID,
  MULTI_ROLES,
  optionTexts,
  pick,
  REVIEWERS,
  renderDefinitions,
} from '../../test/input-outputs';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const LIST = `GET /api/input-output/${MODEL_ID}`;

function stubLists(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/role/selector': (call) => (call.search === '?type=multi' ? MULTI_ROLES : ALL_ROLES),
    'GET /api/workflow': () => FORMS,
    [LIST]: () => [],
    ...extra,
  });
}

/** The field with this label (not the list of options a select labels with it too), or null. */
const field = (name: string): HTMLElement | null =>
  screen.queryAllByLabelText(labelled(name)).find((element) => element.getAttribute('role') !== 'listbox') ??
  null;
const writes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');

async function openNew(type?: string) {
  renderDefinitions('/new');
  const select = await screen.findByRole('combobox', { name: labelled('Type') });
  if (type) await pick(select, type);
  return select;
}

describe('a new definition', () => {
  it('IO-10, IO-09: only the type shows until it is chosen; then the fields follow', async () => {
    stubLists();
    await openNew();
    expect(screen.getByRole('heading', { name: 'New definition' })).toBeTruthy();
    expect(screen.getByTestId('type-first').textContent).toBe(
      'Choose the type first; the fields that fit it follow.',
    );
    expect(field('Name')).toBeNull();
    expect(field('Description')).toBeNull();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await pick(combobox('Type'), 'Information');
    expect(field('Name')).toBeTruthy();
    expect(field('Description')).toBeTruthy();
    expect(screen.queryByTestId('type-first')).toBeNull();
  });

  it('IO-20: the type select offers every type, translated, in the spec order', async () => {
    stubLists();
    const select = await openNew();
    expect(await optionTexts(select)).toEqual([
      'Information',
      'Tool',
      'Material',
      'Office 365',
      'SharePoint',
      'Google Drive',
      'JotForm',
      'JotForm result',
      'Typeform',
      'Upload',
      'ClicData',
    ]);
  });

  it('fields per kind: information, link, form, form result and upload', async () => {
    stubLists();
    const type = await openNew('Tool');
    const shown = () =>
      ['Link', 'Application', 'Form', 'Form whose results are meant', 'File', 'Reviewer'].filter(
        (name) => field(name) !== null,
      );
    expect(shown()).toEqual([]);
    expect(
      ['Retention period', 'Classification', 'Owner', 'Drafter', 'Action holder', 'Reader'].map(field),
    ).not.toContain(null);
    await pick(type, 'Google Drive');
    expect(shown()).toEqual(['Link', 'Application']);
    await pick(type, 'Typeform');
    expect(shown()).toEqual(['Form', 'Reviewer']);
    await pick(type, 'JotForm result');
    expect(shown()).toEqual(['Form whose results are meant']);
    await pick(type, 'Upload');
    expect(shown()).toEqual(['Application', 'File']);
  });

  it('IO-21, IO-22, IO-23, IO-26: the selects start at their first option and offer the spec options', async () => {
    stubLists();
    await openNew('ClicData');
    expect(inputValue(combobox('Retention period'))).toBe('Not selected');
    expect(await optionTexts(combobox('Retention period'))).toEqual([
      'Not selected',
      '3 months',
      '1 year',
      '2 years',
      '3 years',
      '4 years',
      '5 years',
      '6 years',
      '7 years',
      '8 years',
      '9 years',
      '10 years',
      'Lifetime of the project',
      'Lifetime of the object',
      'Current year',
      'Undefined time',
      'Until the next change',
    ]);
    expect(inputValue(combobox('Classification'))).toBe('Public');
    expect(await optionTexts(combobox('Classification'))).toEqual([
      'Public',
      'Internal',
      'Confidential',
      'Secret',
    ]);
    expect(inputValue(combobox('Application'))).toBe('Excel');
    expect(await optionTexts(combobox('Application'))).toEqual(['Excel', 'Word', 'PDF']);
    // CL-08: role selects start at 'not selected', sorted by name.
    await waitFor(() => expect((combobox('Owner') as HTMLInputElement).disabled).toBe(false));
    // An empty search with 'Not selected' as its placeholder (typing starts a search).
    expect(inputValue(combobox('Owner'))).toBe('');
    expect(combobox('Owner').getAttribute('placeholder')).toBe('Not selected');
    expect(await optionTexts(combobox('Owner'))).toEqual(['Not selected', 'auditors', 'Board', 'Reviewers']);
  });

  it('IO-26: the form of a form definition is chosen from GET /api/workflow, the first by name preset', async () => {
    stubLists();
    await openNew('JotForm');
    await waitFor(() => expect(inputValue(combobox('Form'))).toBe('Complaint'));
    expect(await optionTexts(combobox('Form'))).toEqual(['Complaint', 'Vacation request']);
  });

  it.each([
    [
      'en',
      'JotForm',
      'Form',
      'No forms are available yet. An administrator registers forms under Workflows.',
    ],
    [
      'nl',
      'JotForm',
      'Formulier',
      'Er zijn nog geen formulieren beschikbaar. Een applicatiebeheerder registreert formulieren onder Werkstromen.',
    ],
  ])(
    'IO-26 (%s): without forms the form field says where an administrator registers them',
    async (language, type, label, help) => {
      await i18n.changeLanguage(language);
      stubLists({ 'GET /api/workflow': () => [] });
      await openNew(type);
      const form = combobox(label);
      await waitFor(() => expect(screen.getByText(help)).toBeTruthy());
      const described = (form.getAttribute('aria-describedby') ?? '').split(' ');
      expect(described).toContain(screen.getByText(help).id);
    },
  );

  it('IO-24: the reviewer of a form offers only roles of type multi (GET /api/role/selector?type=multi)', async () => {
    const calls = stubLists();
    await openNew('JotForm');
    const reviewer = combobox('Reviewer');
    await waitFor(() => expect((reviewer as HTMLInputElement).disabled).toBe(false));
    expect(await optionTexts(reviewer)).toEqual(['Not selected', 'auditors', 'Reviewers']);
    expect(calls.some((call) => call.path === '/api/role/selector' && call.search === '?type=multi')).toBe(
      true,
    );
    expect(screen.getByText('Only roles of type multi can review.')).toBeTruthy();
  });

  it("IO-25: a link that is no web address shows 'invalid-url' under it; empty is allowed", async () => {
    const calls = stubLists();
    await openNew('Office 365');
    await userEvent.type(field('Name') as HTMLElement, 'Team site');
    const link = field('Link') as HTMLInputElement;
    await userEvent.type(link, 'abc');
    await userEvent.tab();
    expect(await screen.findByText('Invalid url')).toBeTruthy();
    expect(link.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(writes(calls)).toEqual([]);
    await userEvent.clear(link);
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText('Invalid url')).toBeNull());
    await userEvent.click(link);
    await userEvent.paste('https://example.sharepoint.com/sites/team');
    await userEvent.tab();
    expect(screen.queryByText('Invalid url')).toBeNull();
  });

  it("CL-01: the description is cut at 200 characters and says 'Text too long'", async () => {
    stubLists();
    await openNew('Information');
    const description = field('Description') as HTMLTextAreaElement;
    fireEvent.change(description, { target: { value: 'x'.repeat(250) } });
    expect(description.value).toHaveLength(200);
    expect(await screen.findByText('Text too long')).toBeTruthy();
  });

  it('IO-27, IO-19: submitting gathers every named field; back on the list with a success message', async () => {
    const saved: unknown[] = [];
    const calls = stubLists({
      'POST /api/input-output': (call) => {
        saved.push(call.body);
        return { ...(call.body as object), updatedAt: 1 };
      },
      [LIST]: () => saved,
    });
    await openNew('JotForm');
    await userEvent.type(field('Name') as HTMLElement, '  Leave request ');
    await userEvent.type(field('Description') as HTMLElement, 'Apply for leave');
    await waitFor(() => expect(inputValue(combobox('Form'))).toBe('Complaint'));
    await pick(combobox('Form'), 'Vacation request');
    await pick(combobox('Reviewer'), 'Reviewers');
    await pick(combobox('Owner'), 'Board');
    await pick(combobox('Classification'), 'Confidential');
    await pick(combobox('Retention period'), '5 years');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const body = writes(calls)[0]?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'actionHolder',
        'application',
        'classification',
        'data',
        'description',
        'drafter',
        'id',
        'name',
        'owner',
        'period',
        'processModelId',
        'reader',
        'reviewer',
        'type',
      ].sort(),
    );
    expect(body).toMatchObject({
      processModelId: MODEL_ID,
      type: 'jotform',
      name: 'Leave request',
      description: 'Apply for leave',
      data: FORMS[0]?.id,
      period: '5-year',
      classification: 'confidential',
      application: null,
      owner: BOARD,
      reviewer: REVIEWERS,
      drafter: null,
      actionHolder: null,
      reader: null,
    });
    expect(body.id).toMatch(UUID);
    expect((await screen.findByTestId('form-success')).textContent).toBe(
      'The definition Leave request was saved.',
    );
    expect(location()).toBe(HOST);
    expect(await screen.findByRole('cell', { name: 'Leave request' })).toBeTruthy();
  });

  it('ER-13: server field errors show under the named fields, the general message above', async () => {
    stubLists({
      'POST /api/input-output': () =>
        errorResponse(422, 'validation', {
          errors: [
            { name: 'data', message: 'invalid-url' },
            { name: 'reviewer', message: 'invalid-value' },
          ],
        }),
    });
    await openNew('SharePoint');
    await userEvent.type(field('Name') as HTMLElement, 'Site');
    await userEvent.click(field('Link') as HTMLElement);
    await userEvent.paste('https://example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('form-danger')).textContent).toBe('Some fields are not valid');
    expect(await screen.findByText('Invalid url')).toBeTruthy();
    expect(location()).toBe(`${HOST}/new`);
  });

  it('Cancel goes back to the list', async () => {
    stubLists();
    await openNew();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe(HOST));
  });

  it('I18N: the form in Dutch', async () => {
    await i18n.changeLanguage('nl');
    stubLists();
    renderDefinitions('/new');
    await pick(await screen.findByRole('combobox', { name: labelled('Type') }), 'Bestand uploaden');
    expect(inputValue(combobox('Bewaartermijn'))).toBe('Niet geselecteerd');
    expect(inputValue(combobox('Classificatie'))).toBe('Openbaar');
    expect(inputValue(combobox('Toepassing'))).toBe('Excel');
    expect(field('Bestand')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeTruthy();
  });
});

describe('editing a definition', () => {
  const SITE = definition({
    type: 'google-drive',
    name: 'Drive',
    data: 'https://drive.google.com/x',
    application: 'pdf',
    owner: BOARD,
    updatedAt: 42,
  });

  it('IO-09: loads the definition; the type stays; PUT sends the version it is based on', async () => {
    const calls = stubLists({
      [`${LIST}/${SITE.id}`]: () => SITE,
      'PUT /api/input-output': (call) => call.body,
    });
    renderDefinitions(`/${SITE.id}`);
    expect(await screen.findByRole('heading', { name: 'Edit definition' })).toBeTruthy();
    const type = await screen.findByLabelText('Type');
    expect(inputValue(type)).toBe('Google Drive');
    expect((type as HTMLInputElement).readOnly).toBe(true);
    expect(inputValue(field('Link') as HTMLElement)).toBe('https://drive.google.com/x');
    expect(inputValue(combobox('Application'))).toBe('PDF');
    await userEvent.clear(field('Name') as HTMLElement);
    await userEvent.type(field('Name') as HTMLElement, 'Shared drive');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      body: { id: SITE.id, name: 'Shared drive', application: 'pdf', updatedAt: 42, owner: BOARD },
    });
    await waitFor(() => expect(location()).toBe(HOST));
  });

  it('a stale save is refused with conflict and offers a reload', async () => {
    stubLists({
      [`${LIST}/${SITE.id}`]: () => SITE,
      'PUT /api/input-output': () => errorResponse(409, 'conflict'),
    });
    renderDefinitions(`/${SITE.id}`);
    await screen.findByRole('heading', { name: 'Edit definition' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const danger = await screen.findByTestId('form-danger');
    expect(within(danger).getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
