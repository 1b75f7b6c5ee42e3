import { ADMIN_USER_ID } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { client, signedInAs } from '../../test/client.js';
import { testAppForThisTest, useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import { addWorkflowForm, useWorkflowFormService } from '../../test/workflows.js';

const KEY = 'feed-key-for-the-tests-0123456789';
const PUBLIC_URL = 'https://stroomlijn.example.org';
const FEEDS = `${PUBLIC_URL}/api/external/clicdata`;
const ADDRESSES = {
  responses: { csv: `${FEEDS}/responses`, json: `${FEEDS}/responses?format=json` },
  actions: { csv: `${FEEDS}/actions`, json: `${FEEDS}/actions?format=json` },
};

const forms = useWorkflowFormService();
const t = useTestApp({ feedApiKey: KEY, publicUrl: PUBLIC_URL }, { formService: forms.service });
const admin = useSignedInClient(t, ['ROLE_ADMIN']);
const others = useSignedInClient(t, ['ROLE_USER', 'ROLE_MODELER', 'ROLE_EDITOR', 'ROLE_USER_MANAGER']);

const status = async () => {
  const answer = await admin.get('/api/dashboard-status');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const readFeed = (feed: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/external/clicdata/${feed}${query}`,
    headers: { 'x-api-key': KEY },
  });

describe('EX-07: GET /api/dashboard-status', () => {
  it('EX-07: says what is set up and that nothing was read or polled yet', async () => {
    expect(await status()).toEqual({
      feeds: { configured: true, addresses: ADDRESSES, responsesLastRead: null, actionsLastRead: null },
      formService: { configured: true, lastPoll: null, lastError: null },
    });
  });

  it("EX-07: gives each feed's last read", async () => {
    const before = Date.now();
    expect((await readFeed('responses')).statusCode).toBe(200);
    const between = Date.now();
    const afterResponses = await status();
    expect(afterResponses.feeds.responsesLastRead).toBeGreaterThanOrEqual(before);
    expect(afterResponses.feeds.responsesLastRead).toBeLessThanOrEqual(between);
    expect(afterResponses.feeds.actionsLastRead).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 2));
    expect((await readFeed('actions', '?format=json')).statusCode).toBe(200);
    const afterActions = await status();
    expect(afterActions.feeds.actionsLastRead).toBeGreaterThan(between);
    expect(afterActions.feeds.responsesLastRead).toBe(afterResponses.feeds.responsesLastRead);
  });

  it('EX-07: gives the addresses of both feeds, CSV and JSON, absolute from the public URL; each answers there', async () => {
    const { addresses } = (await status()).feeds;
    expect(addresses).toEqual(ADDRESSES);
    for (const [feed, format, type] of [
      ['responses', 'csv', 'text/csv'],
      ['actions', 'json', 'application/json'],
    ] as const) {
      const address = new URL(addresses[feed][format]);
      const answer = await t.app.inject({
        method: 'GET',
        url: `${address.pathname}${address.search}`,
        headers: { 'x-api-key': KEY },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toContain(type);
    }
  });

  it("EX-07: gives the form service's last poll and the reason of a failed one until a poll succeeds", async () => {
    await addWorkflowForm(admin, forms);
    const before = Date.now();
    await t.jobs.get('formPolling').pollNow();
    const polled = await status();
    expect(polled.formService.lastPoll).toBeGreaterThanOrEqual(before);
    expect(polled.formService.lastError).toBeNull();

    forms.failWith('unavailable');
    try {
      await t.jobs.get('formPolling').pollNow();
      const failed = await status();
      expect(failed.formService).toEqual({
        configured: true,
        lastPoll: polled.formService.lastPoll,
        lastError: 'form-service-unavailable',
      });
    } finally {
      forms.failWith(null);
    }
    await t.jobs.get('formPolling').pollNow();
    const recovered = await status();
    expect(recovered.formService.lastError).toBeNull();
    expect(recovered.formService.lastPoll).toBeGreaterThan(polled.formService.lastPoll);
  });

  it('EX-07: says when neither the feed key nor the form service is set up', async () => {
    const bare = await testAppForThisTest();
    const answer = await (await signedInAs(bare, ADMIN_USER_ID)).get('/api/dashboard-status');
    expect(answer.json()).toEqual({
      feeds: {
        configured: false,
        addresses: expect.objectContaining({ responses: expect.any(Object) }),
        responsesLastRead: null,
        actionsLastRead: null,
      },
      formService: { configured: false, lastPoll: null, lastError: null },
    });
  });

  it('EX-07: for administrators only: 403 for other users, 401 for anonymous callers', async () => {
    expect((await others.get('/api/dashboard-status')).statusCode).toBe(403);
    expect((await client(t.app).get('/api/dashboard-status')).statusCode).toBe(401);
  });
});
