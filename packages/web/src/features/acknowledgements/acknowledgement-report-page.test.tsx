import type { AcknowledgementReport } from '@stroomlijn/domain';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { MODEL, REVISION_2 } from '../../test/acknowledgements';
import { errorResponse, stubApi } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { MANAGERS, OWNERS } from '../../test/process-models';
import { renderRoutes, withProviders } from '../../test/render';
import { ReadConfirmationsLink } from '../process-models';
import { AcknowledgementReportPage } from './acknowledgement-report-page';

const REPORT_API = `/api/process_model/revisions/${MODEL}/2/acknowledgements`;
const person = (n: number, name: string, fields: Partial<AcknowledgementReport['people'][number]> = {}) => ({
  user: { id: `40000000-0000-4000-8000-00000000000${n}`, name, email: `${name.split(' ')[0]}@example.org` },
  confirmedAt: null,
  replaced: false,
  ...fields,
});
const REPORT: AcknowledgementReport = {
  asked: 4,
  confirmed: 1,
  share: 0.25,
  people: [
    person(1, 'Piet Clerk', { confirmedAt: 1_700_000_600_000 }),
    person(2, 'Anna Clerk'),
    person(3, 'Otto Owner', { replaced: true }),
    person(4, 'Bea Manager'),
  ],
};

function renderReport(path = `/acknowledgements/${MODEL}/2/report`) {
  return renderRoutes(
    [{ path: '/acknowledgements/:id/:revision/report', element: <AcknowledgementReportPage /> }],
    [path],
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('the read confirmations of a revision', () => {
  it('shows asked, confirmed and the share, each person with when they confirmed, not yet or replaced, and the CSV link', async () => {
    startSession(securityInfo(['ROLE_ADMIN']));
    stubApi({
      [`GET ${REPORT_API}`]: () => REPORT,
      [`GET /api/process_model/revisions/${MODEL}/2`]: () => REVISION_2,
    });
    renderReport();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Read confirmations: Invoices, revision 2' }),
    ).toBeTruthy();
    expect(screen.getByTestId('report-share').textContent).toBe('1 of 4 confirmed (25 %)');
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe(`${REPORT_API}.csv`);
    expect(csv.hasAttribute('download')).toBe(true);
    const table = screen.getByRole('table', { name: 'People asked to confirm' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.map(([name, , confirmed]) => [name, confirmed])).toEqual([
      ['Anna Clerk', 'Not yet'],
      ['Bea Manager', 'Not yet'],
      ['Otto Owner', 'Replaced by a later revision'],
      ['Piet Clerk', expect.stringMatching(/2023/)],
    ]);
    expect(rows[0]?.[1]).toBe('Anna@example.org');
  });

  it('in Dutch: 403 says who may read it; nobody asked says so', async () => {
    await act(() => i18n.changeLanguage('nl'));
    startSession(securityInfo(['ROLE_USER']));
    stubApi({ [`GET ${REPORT_API}`]: () => errorResponse(403, 'not-allowed') });
    const refused = renderReport();
    expect(await screen.findByText('Niet voor u beschikbaar')).toBeTruthy();
    expect(
      screen.getByText(
        'Alleen de eigenaar en de beheerder van het proces en applicatiebeheerders zien wie heeft bevestigd een revisie te hebben gelezen.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'CSV downloaden' })).toBeNull();
    refused.unmount();

    stubApi({
      [`GET ${REPORT_API}`]: () => ({ asked: 0, confirmed: 0, share: null, people: [] }),
      [`GET /api/process_model/revisions/${MODEL}/2`]: () => REVISION_2,
    });
    renderReport();
    expect(await screen.findByText('Niemand is gevraagd deze revisie te bevestigen.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('"Read confirmations" is offered to the holders of the owner or manager role and administrators only', () => {
    const model = { owner: OWNERS, manager: MANAGERS };
    const link = () => screen.queryByRole('link', { name: 'Read confirmations of revision 2' });
    const show = () =>
      render(
        withProviders(
          <MemoryRouter>
            <ReadConfirmationsLink model={model} processModelId={MODEL} revision={2} />
          </MemoryRouter>,
        ),
      );
    const modelerInfo = securityInfo(['ROLE_MODELER']);
    startSession({ ...modelerInfo, roles: [...modelerInfo.roles, MANAGERS] });
    const manager = show();
    expect(link()?.getAttribute('href')).toBe(`/acknowledgements/${MODEL}/2/report`);
    manager.unmount();
    startSession(securityInfo(['ROLE_MODELER', 'ROLE_USER']));
    const modeler = show();
    expect(link()).toBeNull();
    modeler.unmount();
    startSession(securityInfo(['ROLE_ADMIN']));
    show();
    expect(link()).not.toBeNull();
  });
});
