import { type GovernanceOverview, governanceOverviewSchema } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { setLanguage } from '../../../lib/i18n';
import { startSession } from '../../../lib/session';
import { deferred, errorResponse, stubApi } from '../../../test/fake-api';
import { securityInfo } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import type { ProcessModelEditorPageProps } from '../editor';
import { ProcessModelsArea } from '../process-models-area';

vi.setConfig({ testTimeout: 20_000 });

// The editor is tested elsewhere: here it only shows where a line's link leads.
vi.mock('../editor', () => ({
  ProcessModelEditorPage: ({ mode }: ProcessModelEditorPageProps) => {
    const params = useParams();
    return <div data-testid="editor">{JSON.stringify({ mode, id: params.id, rest: params['*'] })}</div>;
  },
}));

const DAY = 24 * 60 * 60 * 1000;
const AT = Date.UTC(2026, 10, 26, 9);
const id = (n: number) => `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ROUTE = 'GET /api/process_model/governance';

const OVERVIEW: GovernanceOverview = governanceOverviewSchema.parse({
  at: AT,
  withoutOwnerOrManager: [
    { id: id(1), name: 'Complaints', revision: 0, ownerMissing: true, managerMissing: true },
    { id: id(2), name: 'Intake', revision: 2, ownerMissing: false, managerMissing: true },
  ],
  reviews: [
    {
      id: id(3),
      name: 'Invoices',
      revision: 4,
      publishedAt: AT - 380 * DAY,
      reviewIntervalMonths: 12,
      reviewDate: AT - 15 * DAY,
      state: 'due',
    },
    {
      id: id(4),
      name: 'Purchasing',
      revision: 1,
      publishedAt: AT - 200 * DAY,
      reviewIntervalMonths: 6,
      reviewDate: AT + 10 * DAY,
      state: 'upcoming',
    },
    {
      id: id(5),
      name: 'Travel',
      revision: 3,
      publishedAt: AT - 160 * DAY,
      reviewIntervalMonths: 3,
      reviewDate: AT - 70 * DAY,
      state: 'overdue',
    },
  ],
  staleWorkingCopies: [{ id: id(2), name: 'Intake', revision: 2, unpublishedSince: AT - 45 * DAY }],
  confirmations: [
    { id: id(3), name: 'Invoices', revision: 4, asked: 8, confirmed: 6, share: 0.75 },
    { id: id(4), name: 'Purchasing', revision: 1, asked: 0, confirmed: 0, share: null },
  ],
  outdatedSubprocesses: [
    {
      id: id(6),
      name: 'Onboarding',
      revision: 2,
      subprocesses: [
        { id: id(7), name: 'Accounts', usedRevision: 1, latestRevision: 3 },
        { id: id(8), name: '', usedRevision: 2, latestRevision: 4 },
      ],
    },
  ],
});

const EMPTY: GovernanceOverview = {
  at: AT,
  withoutOwnerOrManager: [],
  reviews: [],
  staleWorkingCopies: [],
  outdatedSubprocesses: [],
  confirmations: [],
};

function renderPage(path = '/process-model/governance') {
  return renderRoutes([{ path: '/process-model/*', element: <ProcessModelsArea /> }], [path]);
}

/** Each section: its heading, and each line's text. */
function sections(): [string, string[]][] {
  return screen
    .getAllByRole('region')
    .map((section) => [
      within(section).getByRole('heading', { level: 2 }).textContent ?? '',
      [...section.querySelectorAll(':scope > ul > li')].map((item) => item.textContent ?? ''),
    ]);
}

/** The links of a section: name and address. */
function linksIn(testId: string): string[] {
  return within(screen.getByTestId(testId))
    .getAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`);
}

beforeEach(() => startSession(securityInfo(['ROLE_MODELER'])));
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('the governance overview', () => {
  it('shows a loader, then the five sections with their counts and lines, in the answer order', async () => {
    const answer = deferred<GovernanceOverview>();
    stubApi({ [ROUTE]: () => answer.promise });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Governance overview' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    // The title is set in an effect, which may run a moment after the heading is drawn.
    await waitFor(() => expect(document.title).toBe('Governance overview – Stroomlijn'));
    answer.resolve(OVERVIEW);

    await screen.findByRole('heading', { level: 2, name: 'Without owner or manager (2)' });
    const date = (at: number) => formatDate(at, 'en');
    expect(sections()).toEqual([
      ['Without owner or manager (2)', ['ComplaintsNo ownerNo manager', 'IntakeNo manager']],
      [
        'Reviews (3)',
        [
          `InvoicesDueReview date ${date(AT - 15 * DAY)} · every 12 months`,
          `PurchasingUpcomingReview date ${date(AT + 10 * DAY)} · every 6 months`,
          `TravelOverdueReview date ${date(AT - 70 * DAY)} · every 3 months`,
        ],
      ],
      ['Unpublished working copies (1)', [`IntakeUnpublished since ${date(AT - 45 * DAY)} (45 days)`]],
      [
        'Newer subprocess revisions (1)',
        [
          'OnboardingAccounts: revision 1 used, 3 latest' +
            'Unnamed process model: revision 2 used, 4 latest',
        ],
      ],
      [
        'Read confirmations (2)',
        ['InvoicesRevision 4: 6 of 8 confirmed (75 %)', 'PurchasingRevision 1: nobody was asked'],
      ],
    ]);
    expect(linksIn('governance-confirmations')).toEqual([
      `Invoices /acknowledgements/${id(3)}/4/report`,
      `Purchasing /acknowledgements/${id(4)}/1/report`,
    ]);
    expect(
      [...document.querySelectorAll('[data-state]')].map((badge) => badge.getAttribute('data-state')),
    ).toEqual(['due', 'upcoming', 'overdue']);
  });

  it('each line links to the model: missing roles to its information in the editor, the others to the editor', async () => {
    stubApi({ [ROUTE]: () => OVERVIEW });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Reviews (3)' });
    expect(linksIn('governance-without-owner-or-manager')).toEqual([
      `Complaints /process-model/${id(1)}/edit`,
      `Intake /process-model/${id(2)}/edit`,
    ]);
    expect(linksIn('governance-reviews')).toEqual([
      `Invoices /process-model/${id(3)}`,
      `Purchasing /process-model/${id(4)}`,
      `Travel /process-model/${id(5)}`,
    ]);
    expect(linksIn('governance-stale-working-copies')).toEqual([`Intake /process-model/${id(2)}`]);
    expect(linksIn('governance-outdated-subprocesses')).toEqual([`Onboarding /process-model/${id(6)}`]);

    await userEvent.click(screen.getByRole('link', { name: 'Travel' }));
    expect(JSON.parse((await screen.findByTestId('editor')).textContent ?? '')).toEqual({
      mode: 'edit',
      id: id(5),
      rest: '',
    });
  });

  it('the lines are reached with Tab and followed with Enter', async () => {
    stubApi({ [ROUTE]: () => OVERVIEW });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Reviews (3)' });
    await userEvent.tab();
    expect(document.activeElement?.textContent).toContain('Back to process models');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Complaints' }));
    await userEvent.keyboard('{Enter}');
    expect(JSON.parse((await screen.findByTestId('editor')).textContent ?? '')).toEqual({
      mode: 'edit',
      id: id(1),
      rest: 'edit',
    });
  });

  it('an empty section says there is nothing to do; with nothing at all, one message instead of the sections', async () => {
    stubApi({ [ROUTE]: () => ({ ...EMPTY, staleWorkingCopies: OVERVIEW.staleWorkingCopies }) });
    const view = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Unpublished working copies (1)' });
    expect(
      screen.getAllByTestId('section-empty').map((item) => item.closest('section')?.dataset.testid),
    ).toEqual([
      'governance-without-owner-or-manager',
      'governance-reviews',
      'governance-outdated-subprocesses',
      'governance-confirmations',
    ]);
    expect(screen.getAllByText('Nothing to do')).toHaveLength(4);
    view.unmount();

    stubApi({ [ROUTE]: () => EMPTY });
    renderPage();
    expect((await screen.findByTestId('empty-state')).textContent).toMatch(/^Nothing needs attention/);
    expect(screen.queryAllByRole('region')).toEqual([]);
  });

  it('ER-07: a failed answer shows the error with a retry, which loads the overview', async () => {
    let fail = true;
    stubApi({ [ROUTE]: () => (fail ? errorResponse(500, 'internal') : OVERVIEW) });
    renderPage();
    expect((await screen.findByTestId('page-error')).textContent).toContain('Internal error');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Reviews (3)' })).toBeTruthy();
  });

  it('the process model list links to the overview; the back link returns to the list', async () => {
    stubApi({ 'GET /api/process_model': () => [], [ROUTE]: () => EMPTY });
    const view = renderPage('/process-model');
    await userEvent.click(await screen.findByRole('link', { name: 'Governance' }));
    await screen.findByRole('heading', { level: 1, name: 'Governance overview' });
    expect(view.router.state.location.pathname).toBe('/process-model/governance');
    await userEvent.click(screen.getByRole('link', { name: /Back to process models/ }));
    await screen.findByRole('heading', { level: 1, name: 'Process models' });
  });

  it('the same in Dutch', async () => {
    await setLanguage('nl');
    stubApi({ [ROUTE]: () => OVERVIEW });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Toezicht op procesmodellen' });
    await screen.findByRole('heading', { level: 2, name: 'Zonder eigenaar of beheerder (2)' });
    const date = (at: number) => formatDate(at, 'nl');
    expect(sections().map(([heading]) => heading)).toEqual([
      'Zonder eigenaar of beheerder (2)',
      'Herzieningen (3)',
      'Ongepubliceerde werkversies (1)',
      'Nieuwere subprocesrevisies (1)',
      'Leesbevestigingen (2)',
    ]);
    expect(sections()[4]?.[1][0]).toBe('InvoicesRevisie 4: 6 van 8 bevestigd (75 %)');
    expect(sections()[1]?.[1][2]).toBe(
      `TravelAchterstalligHerzieningsdatum ${date(AT - 70 * DAY)} · elke 3 maanden`,
    );
    expect(sections()[2]?.[1]).toEqual([`IntakeNiet gepubliceerd sinds ${date(AT - 45 * DAY)} (45 dagen)`]);
    expect(sections()[3]?.[1][0]).toContain('Accounts: revisie 1 gebruikt, 3 nieuwste');
  });
});
