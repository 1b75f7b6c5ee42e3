import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { stubLayout } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { DataTable } from './data-table';
import { type QueryState, QueryView } from './query-view';
import type { VirtualColumn } from './virtual-table';

interface Person {
  id: string;
  name: string;
  age: number;
}

const people: Person[] = [
  { id: 'b', name: 'Bea', age: 30 },
  { id: 'a', name: 'Ann', age: 41 },
  { id: 'c', name: 'Cor', age: 25 },
];
const columns: VirtualColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (person) => person.name, sort: (a, b) => a.name.localeCompare(b.name) },
  { id: 'age', header: 'Age', cell: (person) => person.age, width: '20%', sort: (a, b) => a.age - b.age },
];
const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

function query<T>(state: Partial<QueryState<T>>): QueryState<T> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn(), ...state };
}

describe('DataTable', () => {
  it('writes the header row from the columns, names the table and keeps the rows in order', () => {
    renderWithProviders(
      <DataTable rows={people} columns={columns} rowKey={(p) => p.id} label="People" data-testid="people" />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toBe(screen.getByTestId('people'));
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Age']);
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    expect(headers[1]?.style.width).toBe('20%');
    expect(headers.some((header) => header.hasAttribute('aria-sort'))).toBe(false);
    expect(firstCells(table)).toEqual(['Bea', 'Ann', 'Cor']);
  });

  it("sorts by a column's comparator, either way, and tells screen readers the order", () => {
    const first = renderWithProviders(
      <DataTable
        rows={people}
        columns={columns}
        rowKey={(p) => p.id}
        label="People"
        sortBy={{ column: 'name' }}
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(firstCells(table)).toEqual(['Ann', 'Bea', 'Cor']);
    expect(within(table).getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    first.unmount();
    renderWithProviders(
      <DataTable
        rows={people}
        columns={columns}
        rowKey={(p) => p.id}
        label="People"
        sortBy={{ column: 'age', direction: 'descending' }}
      />,
    );
    expect(firstCells(screen.getByRole('table'))).toEqual(['Ann', 'Bea', 'Cor']);
    expect(screen.getByRole('columnheader', { name: 'Age' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Name' }).hasAttribute('aria-sort')).toBe(false);
    expect(people.map((p) => p.name)).toEqual(['Bea', 'Ann', 'Cor']);
  });

  it("shows the page's empty text instead of a table without rows", () => {
    renderWithProviders(
      <DataTable rows={[]} columns={columns} rowKey={(p) => p.id} label="People" empty="No one matches" />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('empty-state').textContent).toBe('No one matches');
  });

  it('delegates to VirtualTable for virtual rows: a captioned table in a focusable region', () => {
    stubLayout();
    const many = Array.from({ length: 400 }, (_, n) => ({ id: `p${n}`, name: `P${n}`, age: n }));
    renderWithProviders(
      <DataTable virtual rows={many} columns={columns} rowKey={(p) => p.id} label="People" data-testid="t" />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.querySelector('caption')?.textContent).toBe('People');
    expect(table.getAttribute('aria-rowcount')).toBe('401');
    expect(within(table).getAllByRole('row').length).toBeLessThan(100);
    expect(screen.getByRole('region', { name: 'People' })).toBe(screen.getByTestId('t'));
  });
});

describe('QueryView', () => {
  const failure = new ApiError(500, {
    message: 'x',
    messageKey: 'storage',
    errors: [],
    references: [],
    debugInfo: '',
  });

  it('shows a loader while any of its queries loads', () => {
    renderWithProviders(
      <QueryView
        query={query<Person[]>({ data: people })}
        waitFor={[query({ isPending: true })]}
        empty="None"
      >
        {() => 'rows'}
      </QueryView>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('rows')).toBeNull();
  });

  it('shows the error with a retry that refetches the failed query; the other query waited for first', async () => {
    const list = query<Person[]>({ isError: true, error: failure });
    const role = query({ isError: true, error: failure });
    renderWithProviders(
      <QueryView query={list} waitFor={[role]}>
        {() => 'rows'}
      </QueryView>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Database error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(role.refetch).toHaveBeenCalledTimes(1);
    expect(list.refetch).not.toHaveBeenCalled();
  });

  it("shows the page's empty text for an empty list, else the children with the data", () => {
    const first = renderWithProviders(
      <QueryView query={query<Person[]>({ data: [] })} empty="No people yet">
        {(rows) => `${rows.length} rows`}
      </QueryView>,
    );
    expect(screen.getByTestId('empty-state').textContent).toBe('No people yet');
    first.unmount();
    renderWithProviders(
      <QueryView query={query<Person[]>({ data: people })} empty="No people yet">
        {(rows) => `${rows.length} rows`}
      </QueryView>,
    );
    expect(screen.getByText('3 rows')).toBeTruthy();
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });

  it('without an empty text shows the children even for empty data', () => {
    renderWithProviders(<QueryView query={query<Person[]>({ data: [] })}>plain</QueryView>);
    expect(screen.getByText('plain')).toBeTruthy();
  });
});
