import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { detail, MODEL, REVISION_2, task } from '../../test/acknowledgements';
import { errorResponse, stubApi } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { AcknowledgementPage } from './acknowledgement-page';

vi.setConfig({ testTimeout: 20_000 });

const TASK_API = `/api/acknowledgement/${MODEL}/2`;
const REVISION_API = `/api/process_model/revisions/${MODEL}/2`;

function renderPage(path = `/acknowledgements/${MODEL}/2`) {
  return renderRoutes(
    [{ path: '/acknowledgements/:id/:revision', element: <AcknowledgementPage /> }],
    [path],
  );
}

/** The drawn steps' accessible names and marks. */
const drawnMarks = () =>
  [...document.querySelectorAll<HTMLElement>('.pm-step')].map((box) => [
    box.getAttribute('aria-label'),
    box.dataset.mark ?? null,
  ]);

beforeEach(() => {
  startSession(securityInfo(['ROLE_USER']));
  // React Flow reads its size from the element; jsdom has none. A window's size draws every step here.
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1280);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(1000);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('the acknowledgement task page', () => {
  it('shows the revision, the changes that concern the user first and marked on the diagram, then the others; "I have read this" confirms and says when', async () => {
    const calls = stubApi({
      [`GET ${TASK_API}`]: () => detail(),
      [`GET ${REVISION_API}`]: () => REVISION_2,
      [`POST ${TASK_API}`]: () => task({ confirmedAt: 1_700_000_600_000 }),
      'GET /api/acknowledgement': () => [],
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices, revision 2' })).toBeTruthy();
    const facts = await screen.findByTestId('acknowledgement-facts');
    expect(within(facts).getByText('Approved by').nextElementSibling?.textContent).toBe('Abel Approver');
    expect(within(facts).getByText('Pay instead of fax')).toBeTruthy();
    expect(within(facts).getByText(/^Mia Modeler on /)).toBeTruthy();

    // The user's own change comes first, then the diagram, then the rest.
    const mine = await screen.findByRole('region', { name: 'The changes that concern you (1)' });
    expect(within(mine).getByText(/Check/)).toBeTruthy();
    expect(within(mine).queryByText(/Pay/)).toBeNull();
    const others = screen.getByRole('region', { name: 'Other changes (2)' });
    expect(within(others).getByText(/Pay/)).toBeTruthy();
    expect(within(others).getByText(/Fax/)).toBeTruthy();
    const sections = [...document.querySelectorAll('[data-testid^="acknowledgement-"]')].map((each) =>
      each.getAttribute('data-testid'),
    );
    expect(sections.indexOf('acknowledgement-mine')).toBeLessThan(
      sections.indexOf('acknowledgement-diagram'),
    );
    expect(sections.indexOf('acknowledgement-diagram')).toBeLessThan(
      sections.indexOf('acknowledgement-others'),
    );
    // On the diagram only the user's changed step is marked (Pay, added by someone else's change, is not).
    await waitFor(() => expect(document.querySelectorAll('.pm-step')).toHaveLength(4));
    expect(drawnMarks()).toEqual([
      ['Start: Start', null],
      ['Activity: Check invoice (Changed)', 'changed'],
      ['Activity: Pay', null],
      ['End: End', null],
    ]);
    expect(screen.getByText('Your changed step is marked.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'I have read this' }));
    const confirmed = await screen.findByTestId('acknowledgement-confirmed');
    expect(confirmed.textContent).toMatch(/^You confirmed having read this revision on /);
    await waitFor(() => expect(document.activeElement).toBe(confirmed));
    expect(screen.queryByRole('button', { name: 'I have read this' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: TASK_API, body: {} },
    ]);
  });

  it('in Dutch: a confirmed task says so and offers no button; a replaced one links to the later revision', async () => {
    await act(() => i18n.changeLanguage('nl'));
    stubApi({
      [`GET ${TASK_API}`]: () => detail({ confirmedAt: 1_700_000_600_000 }),
      [`GET ${REVISION_API}`]: () => REVISION_2,
    });
    const first = renderPage();
    expect((await screen.findByTestId('acknowledgement-confirmed')).textContent).toMatch(
      /^U hebt op .* bevestigd dat u deze revisie hebt gelezen\.$/,
    );
    expect(screen.queryByRole('button', { name: 'Ik heb dit gelezen' })).toBeNull();
    first.unmount();

    stubApi({
      [`GET ${TASK_API}`]: () => detail({ replacedBy: 3 }),
      [`GET ${REVISION_API}`]: () => REVISION_2,
    });
    renderPage();
    const replaced = await screen.findByTestId('acknowledgement-replaced');
    expect(within(replaced).getByText('Een latere revisie vervangt deze')).toBeTruthy();
    expect(within(replaced).getByRole('link', { name: 'Revisie 3 openen' }).getAttribute('href')).toBe(
      `/acknowledgements/${MODEL}/3`,
    );
    expect(screen.queryByRole('button', { name: 'Ik heb dit gelezen' })).toBeNull();
  });

  it('a revision that does not concern the user (404) says so clearly, in English and Dutch', async () => {
    stubApi({ [`GET ${TASK_API}`]: () => errorResponse(404, 'not-found') });
    const english = renderPage();
    expect(await screen.findByText('This revision does not concern you')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I have read this' })).toBeNull();
    english.unmount();

    await act(() => i18n.changeLanguage('nl'));
    const calls = stubApi({});
    renderPage(`/acknowledgements/${MODEL}/zero`);
    expect(await screen.findByText('Deze revisie gaat u niet aan')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('a confirmation refused because a later revision replaced the task meanwhile shows the later one', async () => {
    let replaced = false;
    stubApi({
      [`GET ${TASK_API}`]: () => detail(replaced ? { replacedBy: 3 } : {}),
      [`GET ${REVISION_API}`]: () => REVISION_2,
      [`POST ${TASK_API}`]: () => {
        replaced = true;
        return errorResponse(404, 'not-found');
      },
      'GET /api/acknowledgement': () => [],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'I have read this' }));
    expect(await screen.findByRole('link', { name: 'Open revision 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I have read this' })).toBeNull();
  });
});
