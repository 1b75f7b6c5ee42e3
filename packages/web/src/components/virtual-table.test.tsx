import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubLayout } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { VirtualTable } from './virtual-table';

const rows = Array.from({ length: 500 }, (_, n) => ({ id: `r${n}`, name: `Row ${n}` }));
const columns = [{ id: 'name', header: 'Name', cell: (row: { name: string }) => row.name }];

describe('VirtualTable', () => {
  it('W2: the table is named by its caption; the scroll region points to that caption, not a copy', () => {
    stubLayout();
    renderWithProviders(
      <VirtualTable rows={rows} columns={columns} rowKey={(row) => row.id} label="People" data-testid="t" />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    const region = screen.getByRole('region', { name: 'People' });
    const caption = table.querySelector('caption');
    expect(caption?.textContent).toBe('People');
    // One text, written once: the region refers to the caption; neither carries an aria-label.
    expect(region.getAttribute('aria-labelledby')).toBe(caption?.id);
    expect(region.hasAttribute('aria-label')).toBe(false);
    expect(table.hasAttribute('aria-label')).toBe(false);
    expect(screen.getAllByText('People')).toHaveLength(1);
    // Keyboard users can focus the region to scroll it.
    expect(region.tabIndex).toBe(0);
    expect(region.contains(table)).toBe(true);
    expect(region).toBe(screen.getByTestId('t'));
    // The caption is not a row: the row count is the header plus the data rows.
    expect(table.getAttribute('aria-rowcount')).toBe('501');
    expect(within(table).getAllByRole('row').length).toBeLessThan(100);
  });
});
