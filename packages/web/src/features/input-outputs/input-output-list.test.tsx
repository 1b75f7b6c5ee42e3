import { GLOBAL_PROCESS_MODEL_ID } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { errorResponse, stubApi } from '../../test/fake-api';
import { BOARD, definition, HOST, location, MODEL_ID, renderDefinitions } from '../../test/input-outputs';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const LIST = `GET /api/input-output/${MODEL_ID}`;
const POLICY = definition({ name: 'Policy', description: 'Rules of the house', owner: BOARD });
const FORM = definition({
  id: '20000000-0000-4000-8000-0000000000d2',
  name: 'application form',
  type: 'jotform',
  data: '20000000-0000-4000-8000-0000000000f1',
});
const SITE = definition({
  id: '20000000-0000-4000-8000-0000000000d3',
  name: 'Intranet',
  type: 'sharepoint',
  data: 'https://intranet.example.org',
  application: 'word',
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    );

const linksOf = (name: string) => {
  const row = screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`);
};

describe('the list of definitions', () => {
  it('IO-06, IO-07, IO-08: name, description, type, owner and actions, sorted by name, inside a dialog', async () => {
    stubApi({ [LIST]: () => [SITE, POLICY, FORM] });
    renderDefinitions('');
    expect(await screen.findByRole('heading', { name: 'Definitions of this process model' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Definitions of this process model' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Description', 'Type', 'Owner', 'Actions']);
    expect(rowsOf(table)).toEqual([
      ['application form', '', 'JotForm', ''],
      ['Intranet', '', 'SharePoint', ''],
      ['Policy', 'Rules of the house', 'Information', 'Board'],
    ]);
    // IO-09: relative links, wherever the definitions are mounted.
    expect(screen.getByRole('link', { name: 'New definition' }).getAttribute('href')).toBe(`${HOST}/new`);
    expect(linksOf('Policy')).toEqual([`Edit ${HOST}/${POLICY.id}`, `Delete ${HOST}/${POLICY.id}/delete`]);
    expect(screen.getByRole('link', { name: 'Delete Policy' })).toBeTruthy();
  });

  it('IO-06, IO-18: the global definitions ask for the global process-model id and say so', async () => {
    const calls = stubApi({ [`GET /api/input-output/${GLOBAL_PROCESS_MODEL_ID}`]: () => [POLICY] });
    renderDefinitions('', { global: true, page: true });
    expect(await screen.findByRole('heading', { name: 'Global definitions' })).toBeTruthy();
    await screen.findByRole('cell', { name: 'Policy' });
    expect(calls.map((call) => call.path)).toEqual([`/api/input-output/${GLOBAL_PROCESS_MODEL_ID}`]);
  });

  it('read-only: no new link; each row offers View, which shows the definition without a form', async () => {
    stubApi({ [LIST]: () => [SITE], [`${LIST}/${SITE.id}`]: () => SITE });
    renderDefinitions('', { editable: false });
    await screen.findByRole('cell', { name: 'Intranet' });
    expect(screen.queryByRole('link', { name: 'New definition' })).toBeNull();
    expect(linksOf('Intranet')).toEqual([`View ${HOST}/${SITE.id}`]);
    await userEvent.click(screen.getByRole('link', { name: 'View Intranet' }));
    const view = await screen.findByTestId('input-output-view');
    expect(within(view).getByRole('link', { name: 'https://intranet.example.org' })).toBeTruthy();
    expect(within(view).getByText('Word')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: /Back to the definitions/ }));
    await waitFor(() => expect(location()).toBe(HOST));
  });

  it('read-only: new and delete addresses say that nothing can be changed here', async () => {
    stubApi({});
    renderDefinitions(`/${POLICY.id}/delete`, { editable: false });
    expect((await screen.findByTestId('input-output-unavailable')).textContent).toBe(
      'These definitions cannot be changed here.',
    );
  });

  it('shows loading, then the empty message', async () => {
    let answer: (value: unknown) => void = () => {};
    stubApi({ [LIST]: () => new Promise((resolve) => (answer = resolve)) });
    renderDefinitions('', { page: true });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
    answer([]);
    expect((await screen.findByTestId('empty-state')).textContent).toBe('There are no definitions yet.');
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    stubApi({ [LIST]: () => (fail ? errorResponse(403, 'not-allowed') : [POLICY]) });
    renderDefinitions('', { page: true });
    expect((await screen.findByTestId('page-error')).textContent).toContain('Not allowed');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Policy' })).toBeTruthy();
  });

  it('I18N: Dutch headers, types and links', async () => {
    await i18n.changeLanguage('nl');
    stubApi({ [LIST]: () => [POLICY] });
    renderDefinitions('');
    const table = await screen.findByRole('table', { name: 'Definities van dit procesmodel' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Naam', 'Omschrijving', 'Type', 'Eigenaar', 'Acties']);
    expect(rowsOf(table)).toEqual([['Policy', 'Rules of the house', 'Informatie', 'Board']]);
    expect(screen.getByRole('link', { name: 'Nieuwe definitie' })).toBeTruthy();
  });
});

describe('deleting a definition', () => {
  it('IO-09: asks, deletes, goes back to the list (refreshed) with a success message', async () => {
    let list = [POLICY, SITE];
    const calls = stubApi({
      [LIST]: () => list,
      [`${LIST}/${POLICY.id}`]: () => POLICY,
      [`DELETE /api/input-output/${MODEL_ID}/${POLICY.id}`]: () => {
        list = [SITE];
        return undefined;
      },
    });
    renderDefinitions('');
    await userEvent.click(await screen.findByRole('link', { name: 'Delete Policy' }));
    expect(await screen.findByText('Delete the definition Policy?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('form-success')).textContent).toBe(
      'The definition Policy was deleted.',
    );
    expect(location()).toBe(HOST);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Policy' })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('used-in-process-models: a refusal shows the translated message with the names of the models', async () => {
    stubApi({
      [`${LIST}/${POLICY.id}`]: () => POLICY,
      [`DELETE /api/input-output/${MODEL_ID}/${POLICY.id}`]: () =>
        errorResponse(409, 'used-in-process-models', {
          references: [{ name: 'Intake' }, { name: 'Billing' }],
        }),
    });
    renderDefinitions(`/${POLICY.id}/delete`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('form-danger')).textContent).toBe(
      'Used in process models: Intake, Billing',
    );
    expect(location()).toBe(`${HOST}/${POLICY.id}/delete`);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe(HOST));
  });

  it('used-in-process-models in Dutch', async () => {
    await i18n.changeLanguage('nl');
    stubApi({
      [`${LIST}/${POLICY.id}`]: () => POLICY,
      [`DELETE /api/input-output/${MODEL_ID}/${POLICY.id}`]: () =>
        errorResponse(409, 'used-in-process-models', { references: [{ name: 'Intake' }] }),
    });
    renderDefinitions(`/${POLICY.id}/delete`);
    expect(await screen.findByText('De definitie Policy verwijderen?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const danger = await screen.findByTestId('form-danger');
    expect(danger.textContent).toContain('Intake');
    expect(danger.textContent).toBe(`${i18n.t('error.used-in-process-models')} Intake`);
  });
});
