import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stubApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { AcknowledgementTasks } from './acknowledgement-tasks';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const MODEL = '10000000-0000-4000-8000-000000000001';
const task = {
  processModelId: MODEL,
  modelName: 'Invoices',
  revision: 3,
  publishedAt: 1_700_000_000_000,
  publishedBy: { name: 'Mia Modeler' },
  changeNote: null,
  createdAt: 1_700_000_000_000,
  confirmedAt: null,
  replacedBy: null,
};

function renderSection() {
  renderWithProviders(
    <MemoryRouter>
      <AcknowledgementTasks />
    </MemoryRouter>,
  );
}

describe('home page: changes to confirm', () => {
  it('lists the open tasks with a count, each opening its revision', async () => {
    stubApi({ 'GET /api/acknowledgement': () => [task] });
    renderSection();
    const section = screen.getByTestId('tasks-acknowledgements');
    expect(within(section).getByRole('heading', { name: /^Changes to confirm/ })).toBeTruthy();
    const link = await within(section).findByRole('link', { name: 'Invoices, revision 3' });
    expect(link.getAttribute('href')).toBe(`/acknowledgements/${MODEL}/3`);
    expect(within(section).getByText(/^Published by Mia Modeler on /)).toBeTruthy();
    expect(within(section).getByLabelText('1 task').textContent).toBe('1');
  });

  it('in Dutch: nothing to confirm says so in a line', async () => {
    await act(() => i18n.changeLanguage('nl'));
    stubApi({ 'GET /api/acknowledgement': () => [] });
    renderSection();
    const section = screen.getByTestId('tasks-acknowledgements');
    expect(within(section).getByRole('heading', { name: 'Te bevestigen wijzigingen' })).toBeTruthy();
    expect(await within(section).findByText('Er wacht geen wijziging op uw leesbevestiging.')).toBeTruthy();
  });
});
