import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { renderWithProviders } from '../test/render';
import { DataTable } from './data-table';
import { Pager } from './pager';

/** A pager bound to state, as a server-paged list binds it to the answer's `{page, totalPages}`. */
function BoundPager({ totalPages, start = 1 }: { totalPages: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pager page={page} totalPages={totalPages} onPageChange={setPage} />;
}

const status = () => screen.getByTestId('pager-status').textContent;

describe('Pager', () => {
  it('shows page x of y and moves with first, previous, next and last', async () => {
    renderWithProviders(<BoundPager totalPages={5} start={3} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(status()).toBe('Page 3 of 5');
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(status()).toBe('Page 4 of 5');
    await userEvent.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(status()).toBe('Page 5 of 5');
    expect(within(nav).getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    expect(within(nav).getByRole('button', { name: 'Last page' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(status()).toBe('Page 4 of 5');
    await userEvent.click(within(nav).getByRole('button', { name: 'First page' }));
    expect(status()).toBe('Page 1 of 5');
    expect(within(nav).getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    expect(within(nav).getByRole('button', { name: 'First page' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(status()).toBe('Page 2 of 5');
    expect(within(nav).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('works from the keyboard: Tab reaches the buttons, Enter and Space press them', async () => {
    renderWithProviders(<BoundPager totalPages={3} />);
    const next = screen.getByRole('button', { name: 'Next page' });
    while (document.activeElement !== next) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(status()).toBe('Page 2 of 3');
    await userEvent.keyboard(' ');
    expect(status()).toBe('Page 3 of 3');
  });

  it('names its buttons in Dutch too', async () => {
    await act(() => i18n.changeLanguage('nl'));
    try {
      renderWithProviders(<BoundPager totalPages={4} start={2} />);
      const nav = screen.getByRole('navigation', { name: "Pagina's" });
      expect(status()).toBe('Pagina 2 van 4');
      for (const name of ['Eerste pagina', 'Vorige pagina', 'Volgende pagina', 'Laatste pagina', 'Pagina 3'])
        expect(within(nav).getByRole('button', { name })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('is not shown for a single page', () => {
    renderWithProviders(<Pager page={1} totalPages={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('moves a saved page beyond the last page to the last page', () => {
    const onPageChange = vi.fn();
    renderWithProviders(<Pager page={7} totalPages={3} onPageChange={onPageChange} />);
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('a server-paged DataTable shows the rows of the answer with the pager bound to it', async () => {
    const answer = { rows: [{ id: 'a', name: 'Alpha' }], page: 2, totalPages: 3 };
    const onPageChange = vi.fn();
    renderWithProviders(
      <DataTable
        rows={answer.rows}
        columns={[{ id: 'name', header: 'Name', cell: (row) => row.name }]}
        rowKey={(row) => row.id}
        label="Responses"
        paging={{ page: answer.page, totalPages: answer.totalPages, onPageChange }}
      />,
    );
    expect(screen.getByRole('table', { name: 'Responses' })).toBeTruthy();
    expect(status()).toBe('Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
