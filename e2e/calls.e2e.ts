/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { SYSTEM_ROLES } from '@stroomlijn/domain';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { actionOf, actionsWorld } from './support/actions';
import { field, tempFile } from './support/admin-area';
import {
  countRequests,
  isDocumentLoad,
  readStorage,
  recordedMessages,
  recordMessages,
  textsFor,
  waitForPath,
} from './support/app';
import { useBrowser } from './support/browser';
import { useStandInServer } from './support/stand-in-server';
import { createUser, endSessionsOf, signInWithPassword } from './support/users';
import { addWebClient } from './support/web-client';

const browser = useBrowser();
// The agenda belongs to an action of a response, which only the form service's webhook brings in.
const running = useStandInServer();
const { signedIn, arrivedResponse } = actionsWorld(browser, running);
const t = textsFor('en-US');

interface Call {
  method: string;
  url: string;
  contentType: string | undefined;
  cookie: string | undefined;
  hasBody: boolean;
  resourceType: string;
}

async function describeCall(request: Request): Promise<Call> {
  const headers = await request.allHeaders();
  return {
    method: request.method(),
    url: request.url(),
    contentType: headers['content-type'],
    cookie: headers.cookie,
    hasBody: request.method() === 'POST' || request.method() === 'PUT',
    resourceType: request.resourceType(),
  };
}

describe('calls', () => {
  it('SH-22: every call goes to the same host with the session cookie; JSON bodies are JSON, the upload is multipart, the agenda arrives as a blob', async () => {
    const h = await arrivedResponse('en-US');
    const action = await actionOf(await signedIn('en-US', h.reviewer), h, `Plannen ${h.tag}`);
    const tag = h.tag;
    const user = await createUser(SYSTEM_ROLES, {}, running.server.dataDir);

    const { page } = await browser.openPage({ baseURL: running.server.baseUrl });
    const pending: Promise<Call>[] = [];
    // Calls that reached the server: one the page dropped on navigating away has only the browser's
    // provisional headers, never what was sent.
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) pending.push(describeCall(request));
    });
    await signInWithPassword(page, user.email, user.password);
    const signIn = (await Promise.all(pending)).length;

    // A JSON write: a new role through its form.
    await page.goto('/roles/new');
    await field(page, t.roles.field.name).fill(`E2E rol ${tag}`);
    await field(page, t.roles.field.description).fill('Voor de aanroepen');
    const created = page.waitForResponse(
      (answer) => answer.request().method() === 'POST' && new URL(answer.url()).pathname === '/api/role',
    );
    await page.getByRole('button', { name: t.common.save, exact: true }).click();
    expect((await created).status()).toBe(201);

    // An upload: the CSV import.
    await page.goto('/users/import');
    await page
      .locator('input[type="file"]')
      .setInputFiles(tempFile(`calls-${tag}.csv`, `Kees,Klaas ${tag},,kees-${tag}@stroomlijn.test\n`));
    await page.getByRole('button', { name: t['user-import'].submit, exact: true }).click();
    await page.getByTestId('import-succeeded').waitFor();

    // The agenda: the calendar file is fetched and saved from a blob.
    const download = page.waitForEvent('download');
    await page.goto(`/agenda/${h.form.id}/${h.response.id}/${action.id}`);
    const file = await download;
    expect(file.suggestedFilename()).toBe('calendar.ics');
    expect(file.url()).toMatch(/^blob:/);
    expect(readFileSync((await file.path()) ?? '', 'utf8')).toContain('BEGIN:VCALENDAR');

    const calls = (await Promise.all(pending)).slice(signIn);
    const origin = new URL(running.server.baseUrl).origin;
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'stroomlijn_session');
    expect(session?.httpOnly).toBe(true);
    for (const call of calls) {
      const where = `${call.method} ${call.url}`;
      expect(new URL(call.url).origin, where).toBe(origin);
      expect(call.cookie, where).toContain(`stroomlijn_session=${session?.value}`);
      expect(['fetch', 'xhr'], where).toContain(call.resourceType);
    }
    const pathOf = (call: Call) => new URL(call.url).pathname;
    const withBody = calls.filter((call) => call.hasBody);
    const upload = withBody.filter((call) => pathOf(call) === '/api/user/import');
    expect(upload).toHaveLength(1);
    expect(upload[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const json = withBody.filter((call) => pathOf(call) !== '/api/user/import');
    expect(json.map(pathOf)).toContain('/api/role');
    for (const call of json) expect(call.contentType, `${call.method} ${call.url}`).toBe('application/json');
    expect(calls.some((call) => pathOf(call).endsWith('/download-agenda'))).toBe(true);
  });

  it('ER-01: a 401 rejects the pending call with "Not authenticated", after the session is cleared, logout called and the page reloaded', async () => {
    const user = await createUser([]);
    const { page } = await browser.openPage();
    await recordMessages(page);
    await signInWithPassword(page, user.email, user.password);
    await page.getByRole('heading', { level: 1, name: t.home.title, exact: true }).waitFor();
    await addWebClient(page);
    const loads = countRequests(page, isDocumentLoad);
    const logout = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/security/logout',
    );

    // The session ends on the server while the page is open; the next call of the page is answered 401.
    expect(endSessionsOf(user.id)).toBe(1);
    await page.evaluate(() => {
      const { api } = (window as unknown as { stroomlijnClient: typeof import('./support/web-client-entry') })
        .stroomlijnClient;
      void api.get('/api/role/selector').then(
        () => window.sessionStorage.setItem('er-01', 'resolved'),
        (error: Error) => window.sessionStorage.setItem('er-01', JSON.stringify([error.name, error.message])),
      );
    });
    await logout;
    await waitForPath(page, '/login');
    await page.getByRole('heading', { level: 1, name: t.login.title, exact: true }).waitFor();
    expect(await page.evaluate(() => window.sessionStorage.getItem('er-01'))).toBe(
      JSON.stringify(['NotAuthenticatedError', 'Not authenticated']),
    );
    expect(await readStorage(page)).toMatchObject({ user: null, lastActivity: null });
    expect(loads()).toBe(1);
    // Nothing on the way said 'unknown error'.
    expect(await recordedMessages(page)).not.toContain(t['error-dialog'].unknown);
  });
});
