import { emailLinkPaths } from '@stroomlijn/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../lib/session';
import { detail, MODEL, REVISION_2 } from '../test/acknowledgements';
import { renderApp } from '../test/app';
import { stubApi, stubLayout } from '../test/fake-api';
import { securityInfo } from '../test/fixtures';
import { FORM_ID, makeAction, makeResponse } from '../test/workflow-data';

vi.setConfig({ testTimeout: 30_000 });
// The first page loads the shell's and the area's code: slow on a loaded machine.
const LOADING = { timeout: 15_000 };

// The pages the server's emails link to (emailLinkPaths), opened in the whole app by a user without
// ROLE_ADMIN: each is a page of the app that such a user may open, never "not allowed" or not found.
const response = makeResponse({ subject: 'Leaking roof', status: 'new' });
const action = makeAction({ responseId: response.id, action: 'Call the roofer' });

beforeEach(() => {
  stubLayout();
  startSession(securityInfo(['ROLE_USER']));
  stubApi({
    [`GET /api/workflow/${FORM_ID}/response/${response.id}`]: () => response,
    [`GET /api/workflow/response/review/${FORM_ID}/${response.id}`]: () => response,
    [`GET /api/response-action/${FORM_ID}/${response.id}`]: () => [action],
    [`GET /api/response-action/${FORM_ID}/${response.id}/${action.id}`]: () => action,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the pages the emails link to', () => {
  it("AC-14, AC-18: a new response's link opens the reviewer's page of the response for a reviewer", async () => {
    renderApp(emailLinkPaths.reviewResponse(FORM_ID, response.id));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review response' }, LOADING)).toBeTruthy();
    expect(await screen.findAllByText('Leaking roof')).not.toHaveLength(0);
    expect(screen.queryByText(/not allowed/i)).toBeNull();
  });

  it("AC-04: an action's link opens the assignee's page of the action", async () => {
    renderApp(emailLinkPaths.myAction(FORM_ID, response.id, action.id));
    expect(await screen.findByRole('heading', { level: 1, name: 'Update action' }, LOADING)).toBeTruthy();
    expect(await screen.findAllByText('Call the roofer')).not.toHaveLength(0);
  });

  it("AG-01: a calendar event's link opens the action's agenda", async () => {
    renderApp(emailLinkPaths.agenda(FORM_ID, response.id, action.id));
    expect(await screen.findByRole('heading', { level: 1, name: 'Agenda' }, LOADING)).toBeTruthy();
  });

  it("a change notice's link opens the task of the revision for any signed-in user, outside the modelers' area", async () => {
    stubApi({
      [`GET /api/acknowledgement/${MODEL}/2`]: () => detail(),
      [`GET /api/process_model/revisions/${MODEL}/2`]: () => REVISION_2,
    });
    renderApp(emailLinkPaths.acknowledgement(MODEL, 2));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoices, revision 2' }, LOADING),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'I have read this' }, LOADING)).toBeTruthy();
  });
});
