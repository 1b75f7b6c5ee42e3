import { FEED_NAMES } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { FEED_KEY, feedPath } from '../../test/feeds.js';
import { appendedBy, appendsNone } from '../../test/recorded-audit.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ feedApiKey: FEED_KEY });
const admin = useSignedInClient(t, ['ROLE_ADMIN'], { firstName: 'Ada', lastName: 'Admin' });
const other = useSignedInClient(t, ['ROLE_USER']);

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: '10.5.0.1' });

describe('the audit trail of the feeds', () => {
  it.each(FEED_NAMES)(
    '%s: a read with the key is recorded with the feed key as actor, CSV and JSON',
    async (feed) => {
      const file = await appendedBy(t.database.db, async () => {
        const answer = await get(feedPath(feed), { 'x-api-key': FEED_KEY });
        expect(answer.statusCode, answer.body).toBe(200);
      });
      expect(file).toMatchObject({
        actor: { kind: 'feed-key', id: null, name: '' },
        address: '10.5.0.1',
        entity: 'feed',
        entityId: feed,
        action: 'read',
        change: { before: null, after: { format: 'csv', rows: 0 } },
      });
      const page = await appendedBy(t.database.db, async () => {
        const answer = await get(`${feedPath(feed)}?format=json&limit=5&apiKey=${FEED_KEY}`);
        expect(answer.statusCode, answer.body).toBe(200);
      });
      expect(page).toMatchObject({
        actor: { kind: 'feed-key' },
        entityId: feed,
        change: { after: { format: 'json', offset: 0, limit: 5, rows: 0 } },
      });
      expect(JSON.stringify(page)).not.toContain(FEED_KEY);
    },
  );

  it.each(FEED_NAMES)(
    '%s: an administrator read without the key is recorded with the administrator as actor',
    async (feed) => {
      const entry = await appendedBy(t.database.db, async () => {
        const answer = await get(`${feedPath(feed)}?format=json`, { cookie: admin.cookie });
        expect(answer.statusCode, answer.body).toBe(200);
      });
      expect(entry).toMatchObject({
        actor: { kind: 'user', id: admin.id, name: 'Ada Admin' },
        entity: 'feed',
        entityId: feed,
        action: 'read',
      });
      // The CSV file is recorded once it was written, in the request's context still.
      const file = await appendedBy(t.database.db, async () => {
        expect((await get(feedPath(feed), { cookie: admin.cookie })).statusCode).toBe(200);
      });
      expect(file).toMatchObject({ actor: { kind: 'user', id: admin.id }, address: '10.5.0.1' });
    },
  );

  it.each(FEED_NAMES)('%s: a refused or bad read appends nothing', async (feed) => {
    await appendsNone(t.database.db, async () => {
      expect((await get(feedPath(feed))).statusCode).toBe(401);
      expect((await get(feedPath(feed), { 'x-api-key': 'wrong-key-wrong-key-wrong' })).statusCode).toBe(401);
      expect((await get(feedPath(feed), { cookie: other.cookie })).statusCode).toBe(403);
      expect((await get(`${feedPath(feed)}?format=xml`, { 'x-api-key': FEED_KEY })).statusCode).toBe(422);
    });
  });
});
