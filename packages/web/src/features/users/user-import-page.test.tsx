import type { UserImportResult } from '@stroomlijn/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, stubLayout } from '../../test/fake-api';
import { FakeXhr } from '../../test/fake-xhr';
import { renderRoutes } from '../../test/render';
import { UsersArea } from './users-area';

vi.setConfig({ testTimeout: 20_000 });

const csv = (name = 'users.csv', type = 'text/csv') =>
  new File(['Jan;Jansen;;jan@example.org\n'], name, { type });

function renderImport() {
  return renderRoutes([{ path: '/users/*', element: <UsersArea /> }], ['/users/import']);
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const importButton = () => screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement;

const row = (n: number, email: string, outcome: UserImportResult['rows'][number]['outcome']) => ({
  row: n,
  email,
  firstName: 'First',
  preposition: '',
  lastName: `Last ${n}`,
  outcome,
});

beforeEach(() => {
  stubLayout();
  FakeXhr.install();
  stubApi({ 'GET /api/user': () => [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('UserImportPage', () => {
  it('US-18: explains the columns and takes one .csv file', async () => {
    renderImport();
    expect(await screen.findByRole('heading', { level: 1, name: 'Import users' })).toBeTruthy();
    expect(
      screen.getByText('Columns, in this order: first name, last name, preposition, email.'),
    ).toBeTruthy();
    expect(fileInput().getAttribute('accept')).toBe('.csv,text/csv');
    expect(fileInput().multiple).toBe(false);
    expect(screen.getByRole('link', { name: /Back to users/ }).getAttribute('href')).toBe('/users');
    await waitFor(() => expect(document.title).toBe('Import users – Stroomlijn'));
  });

  it('US-19: the import button is disabled while no file is chosen', async () => {
    renderImport();
    await screen.findByRole('heading', { name: 'Import users' });
    expect(importButton().disabled).toBe(true);
    await userEvent.upload(fileInput(), csv());
    expect(importButton().disabled).toBe(false);
  });

  it('US-21: a file that is not a CSV file is refused before the upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderImport();
    await screen.findByRole('heading', { name: 'Import users' });
    await user.upload(fileInput(), csv('report.pdf', 'application/pdf'));
    expect(await screen.findByText('Choose a CSV file (.csv)')).toBeTruthy();
    expect(importButton().disabled).toBe(true);
    expect(FakeXhr.sent).toEqual([]);
  });

  it('US-20, US-24: disabled with progress while the import runs; then every row and "All users were imported"', async () => {
    renderImport();
    await screen.findByRole('heading', { name: 'Import users' });
    await userEvent.upload(fileInput(), csv());
    await userEvent.click(importButton());

    const request = FakeXhr.last();
    expect(request.url).toBe('/api/user/import');
    const part = (request.body as FormData).get('file') as File;
    expect(part.name).toBe('users.csv');
    expect(importButton().disabled).toBe(true);
    act(() => request.progress(40, 100));
    expect((await screen.findByTestId('import-progress')).textContent).toContain('Uploading… 40%');
    act(() => request.progress(100, 100));
    expect(screen.getByTestId('import-progress').textContent).toContain('Importing…');
    expect(importButton().disabled).toBe(true);

    act(() =>
      request.respond(200, {
        rows: [row(1, 'a@example.org', 'imported'), row(2, 'b@example.org', 'imported')],
        imported: [],
      }),
    );
    const result = await screen.findByTestId('import-succeeded');
    expect(result.textContent).toContain('All users were imported');
    expect(result.textContent).toContain('2 of 2 rows imported.');
    const table = screen.getByRole('table', { name: 'Imported rows' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Row', 'Email', 'First name', 'Preposition', 'Last name', 'Outcome']);
    expect(importButton().disabled).toBe(false);
    expect(screen.queryByTestId('import-progress')).toBeNull();
  });

  it('US-25: rows that could not be imported give "Some rows could not be imported", each with its reason', async () => {
    renderImport();
    await screen.findByRole('heading', { name: 'Import users' });
    await userEvent.upload(fileInput(), csv());
    await userEvent.click(importButton());
    act(() =>
      FakeXhr.last().respond(200, {
        rows: [
          row(1, 'a@example.org', 'imported'),
          row(2, 'not-an-email', 'invalid-email'),
          row(3, 'a@example.org', 'duplicate-email'),
          row(4, 'c@example.org', 'missing-name'),
        ],
        imported: [],
      }),
    );
    const result = await screen.findByTestId('import-failed');
    expect(result.getAttribute('role')).toBe('alert');
    expect(result.textContent).toContain('Some rows could not be imported');
    expect(result.textContent).toContain('1 of 4 rows imported.');
    const table = screen.getByRole('table', { name: 'Imported rows' });
    const outcomes = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tableRow) => within(tableRow).getAllByRole('cell').at(-1)?.textContent);
    expect(outcomes).toEqual([
      'Imported',
      'Invalid email address',
      'Email address already exists',
      'First or last name missing',
    ]);
  });

  it('US-21: the server refusing the file shows its message under the file field', async () => {
    renderImport();
    await screen.findByRole('heading', { name: 'Import users' });
    await userEvent.upload(fileInput(), csv());
    await userEvent.click(importButton());
    act(() =>
      FakeXhr.last().respond(422, {
        message: 'The file is not a CSV file',
        messageKey: 'validation',
        errors: [{ name: 'file', message: 'not-a-csv-file' }],
        references: [],
        debugInfo: '',
      }),
    );
    expect(await screen.findByText('Choose a CSV file (.csv)')).toBeTruthy();
  });

  it('a file that is too large for the server shows a danger message', async () => {
    renderImport();
    await screen.findByRole('heading', { name: 'Import users' });
    await userEvent.upload(fileInput(), csv());
    await userEvent.click(importButton());
    act(() =>
      FakeXhr.last().respond(413, {
        message: 'too large',
        messageKey: 'payload-too-large',
        errors: [{ name: 'file', message: 'file-too-large' }],
        references: [],
        debugInfo: '',
      }),
    );
    expect((await screen.findByTestId('form-danger')).textContent).toBe('The file or request is too large');
  });
});
