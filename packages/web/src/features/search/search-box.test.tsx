import type { SearchAnswer, SearchHit } from '@stroomlijn/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { deferred, errorResponse, stubApi } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { SearchBox } from './search-box';

const MODEL = '11111111-1111-4111-8111-111111111111';

const modelHit = (title: string): SearchHit => ({
  kind: 'process-model',
  id: MODEL,
  processModelId: MODEL,
  stepId: null,
  formId: null,
  responseId: null,
  title,
  within: title,
  snippet: [{ text: title, match: false }],
});
const answerOf = (...titles: string[]): SearchAnswer => ({ hits: titles.map(modelHit), totalPages: 1 });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderBox() {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <SearchBox />
            <Where />
          </>
        ),
      },
    ],
    ['/'],
  );
}

const box = () => screen.getByRole('combobox', { name: 'Search' });
const searches = (calls: { path: string; search?: string }[]) =>
  calls
    .filter((call) => call.path === '/api/search')
    .map((call) => new URLSearchParams(call.search).get('q'));

beforeEach(() => startSession(securityInfo(['ROLE_USER'])));
afterEach(() => vi.unstubAllGlobals());

describe('the search box', () => {
  it('an answer to an earlier query that arrives late never replaces the answer to what was typed since', async () => {
    const late = deferred<SearchAnswer>();
    const calls = stubApi({
      'GET /api/search': (call) => {
        const q = new URLSearchParams(call.search).get('q');
        return q === 'ink' ? late.promise : answerOf('Inkoop en betaling');
      },
    });
    renderBox();
    await userEvent.type(box(), 'ink');
    await waitFor(() => expect(searches(calls)).toEqual(['ink']));
    await userEvent.type(box(), 'oop');
    expect(await screen.findByRole('option', { name: /Inkoop en betaling/ })).toBeTruthy();
    late.resolve(answerOf('Inktpatronen bestellen'));
    await new Promise((settle) => setTimeout(settle, 300));
    expect(screen.queryByRole('option', { name: /Inktpatronen/ })).toBeNull();
    expect(screen.getByRole('option', { name: /Inkoop en betaling/ })).toBeTruthy();
    expect(searches(calls)).toEqual(['ink', 'inkoop']);
  });

  it("leaves out a hit of a kind this client does not know (a newer server's)", async () => {
    stubApi({
      'GET /api/search': () => ({
        hits: [{ ...modelHit('Inkoop'), kind: 'recipe', id: 'r1' }, modelHit('Inkoop en betaling')],
        totalPages: 1,
      }),
    });
    renderBox();
    await userEvent.type(box(), 'inkoop');
    await screen.findByRole('option', { name: /Inkoop en betaling/ });
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('names the model or form of each hit from the answer itself, asking for no list of models', async () => {
    const calls = stubApi({
      'GET /api/search': () => ({
        hits: [
          {
            ...modelHit('Factuur controleren'),
            kind: 'step',
            stepId: 'step-1',
            within: 'Inkoop en betaling',
          },
        ],
        totalPages: 1,
      }),
    });
    renderBox();
    await userEvent.type(box(), 'factuur');
    const option = await screen.findByRole('option', { name: /Factuur controleren/ });
    expect(option.textContent).toContain('In Inkoop en betaling');
    expect(calls.map((call) => call.path)).toEqual(['/api/search']);
  });

  it('says so when nothing is found, and when the search fails', async () => {
    stubApi({
      'GET /api/search': (call) =>
        new URLSearchParams(call.search).get('q') === 'kapot' ? errorResponse(500, 'internal') : answerOf(),
    });
    renderBox();
    await userEvent.type(box(), 'niets');
    expect(await screen.findAllByText('No results for “niets”')).not.toHaveLength(0);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    await userEvent.clear(box());
    await userEvent.type(box(), 'kapot');
    expect(await screen.findAllByText('The search failed. Please try again.')).not.toHaveLength(0);
  });

  it('Enter with no hit chosen opens all results of the query; ArrowDown and Enter open the chosen hit', async () => {
    stubApi({ 'GET /api/search': () => answerOf('Inkoop') });
    renderBox();
    await userEvent.type(box(), 'inkoop');
    await screen.findByRole('option', { name: /Inkoop/ });
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/search?q=inkoop');

    await userEvent.type(box(), 'inkoop');
    await screen.findByRole('option', { name: /Inkoop/ });
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Inkoop/ }).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe(`/business-model/${MODEL}/view`);
  });
});
