import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { errorResponse, stubApi, stubLayout } from '../../test/fake-api';
import { securityInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { FORM_ID } from '../../test/workflow-data';
import { WorkflowsArea } from './workflows-area';

vi.setConfig({ testTimeout: 20_000 });

const MODEL_ID = '9a000000-0000-4000-8000-000000000001';
const PAGE = `/workflow/${FORM_ID}/${MODEL_ID}/form`;
const EMBEDDED = {
  id: FORM_ID,
  name: 'Intake',
  formId: '241000000000001',
  url: 'https://form.example.org/241000000000001',
};

const renderPage = () => renderRoutes([{ path: '/workflow/*', element: <WorkflowsArea /> }], [PAGE]);
const post = (data: unknown, origin: string) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

beforeEach(() => {
  stubLayout();
  // A drafter: no ROLE_ADMIN; the server decides (WF-24).
  startSession(securityInfo(['ROLE_USER']));
});
afterEach(() => vi.unstubAllGlobals());

describe('EmbeddedFormPage', () => {
  it('WF-22: the form in a frame with the user id and process model id, titled by its name, with a back link', async () => {
    const calls = stubApi({ [`GET /api/workflow/${MODEL_ID}/${FORM_ID}`]: () => EMBEDDED });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Intake' })).toBeTruthy();
    const frame = screen.getByTitle('Form Intake') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(
      `${EMBEDDED.url}?userId=10000000-0000-4000-8000-000000000001&processModelId=${MODEL_ID}`,
    );
    expect(screen.getByRole('link', { name: /Back/ })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual([`/api/workflow/${MODEL_ID}/${FORM_ID}`]);
  });

  it("WF-22: the frame's height follows setHeight messages from the form's own origin only", async () => {
    stubApi({ [`GET /api/workflow/${MODEL_ID}/${FORM_ID}`]: () => EMBEDDED });
    renderPage();
    const frame = (await screen.findByTitle('Form Intake')) as HTMLIFrameElement;
    post('setHeight:1234:241000000000001', 'https://form.example.org');
    await waitFor(() => expect(frame.style.height).toBe('1234px'));
    post('setHeight:99:241000000000001', 'https://evil.example.org');
    post('setHeight:88:999', 'https://form.example.org');
    expect(frame.style.height).toBe('1234px');
  });

  it.each([
    ['en', 'Not allowed'],
    ['nl', null],
  ])('WF-24: a user without the drafter role gets not-allowed and no frame (%s)', async (language, text) => {
    await i18n.changeLanguage(language);
    stubApi({ [`GET /api/workflow/${MODEL_ID}/${FORM_ID}`]: () => errorResponse(403, 'not-allowed') });
    renderPage();
    expect((await screen.findByTestId('page-error')).textContent).toContain(
      text ?? i18n.t('error.not-allowed'),
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('I18N: the Dutch frame title', async () => {
    await i18n.changeLanguage('nl');
    stubApi({ [`GET /api/workflow/${MODEL_ID}/${FORM_ID}`]: () => EMBEDDED });
    renderPage();
    expect(await screen.findByTitle('Formulier Intake')).toBeTruthy();
  });
});
