import { FEED_NAMES } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { FEED_KEY, feedPath } from '../../test/feeds.js';
import { testAppForThisTest, useSignedInClient, useTestApp } from '../../test/use-test-app.js';

const KEY = FEED_KEY;
const FEEDS = FEED_NAMES.map(feedPath);

const t = useTestApp({ feedApiKey: KEY });
const admin = useSignedInClient(t, ['ROLE_ADMIN']);
const others = useSignedInClient(t, ['ROLE_USER', 'ROLE_MODELER', 'ROLE_EDITOR', 'ROLE_USER_MANAGER']);

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const NOT_AUTHENTICATED = {
  message: expect.any(String),
  messageKey: 'not-authenticated',
  errors: [],
  references: [],
  debugInfo: '',
};

describe('EX-08, EX-09: the feeds answer their key', () => {
  it.each(FEEDS)('%s: the key in the X-API-Key header or the apiKey query parameter', async (feed) => {
    const byHeader = await get(feed, { 'x-api-key': KEY });
    expect(byHeader.statusCode, byHeader.body).toBe(200);
    expect(byHeader.headers['content-type']).toBe('text/csv; charset=utf-8');
    const byQuery = await get(`${feed}?apiKey=${encodeURIComponent(KEY)}`);
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    expect(byQuery.body).toBe(byHeader.body);
  });

  it.each(FEEDS)('%s: 401 not-authenticated without a key, or with a wrong one', async (feed) => {
    const refusals = [
      await get(feed),
      await get(feed, { 'x-api-key': 'wrong-key-wrong-key-wrong' }),
      await get(feed, { 'x-api-key': KEY.toUpperCase() }),
      await get(feed, { 'x-api-key': `${KEY} ` }),
      await get(feed, { 'x-api-key': '' }),
      await get(`${feed}?apiKey=wrong-key-wrong-key-wrong`),
      await get(`${feed}?apiKey=${KEY}&apiKey=${KEY}`),
      // Every key sent must be right.
      await get(`${feed}?apiKey=wrong-key-wrong-key-wrong`, { 'x-api-key': KEY }),
      // A key sent is checked even for a signed-in administrator.
      await get(feed, { 'x-api-key': 'wrong-key-wrong-key-wrong', cookie: admin.cookie }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(401);
      expect(refused.json()).toEqual(NOT_AUTHENTICATED);
    }
  });

  it.each(FEEDS)(
    '%s: the key is checked before the query: a wrong key with bad parameters is 401',
    async (feed) => {
      const refused = await get(`${feed}?format=xml&limit=0`, { 'x-api-key': 'wrong-key-wrong-key-wrong' });
      expect(refused.statusCode).toBe(401);
      const checked = await get(`${feed}?format=xml&limit=0`, { 'x-api-key': KEY });
      expect(checked.statusCode).toBe(422);
    },
  );

  it.each(FEEDS)(
    '%s: without a key, a signed-in administrator reads it; other users get 403',
    async (feed) => {
      expect((await admin.get(feed)).statusCode).toBe(200);
      const refused = await others.get(feed);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messageKey).toBe('not-allowed');
    },
  );

  it('without a configured key every key is refused with 401', async () => {
    const bare = await testAppForThisTest();
    expect(bare.config.feedApiKey).toBeNull();
    for (const feed of FEEDS) {
      for (const headers of [{}, { 'x-api-key': KEY }, { 'x-api-key': '' }]) {
        const refused = await bare.app.inject({ method: 'GET', url: feed, headers });
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual(NOT_AUTHENTICATED);
      }
    }
  });
});

describe('STROOMLIJN_FEED_API_KEY', () => {
  const load = (value: string | undefined) =>
    loadConfig({ STROOMLIJN_FEED_API_KEY: value }, { webDir: null }).feedApiKey;

  it('is the trimmed key, none when unset or blank, and refused when shorter than 16 characters', () => {
    expect(load(undefined)).toBeNull();
    expect(load('  ')).toBeNull();
    expect(load(` ${KEY} `)).toBe(KEY);
    expect(() => load('short-key')).toThrow(/STROOMLIJN_FEED_API_KEY/);
  });
});
