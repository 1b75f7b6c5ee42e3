import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache, CachedAnswer, CHANGING_COMPRESSION, IMMUTABLE_COMPRESSION } from './answer-cache.js';
import { entityTag, isNotModified, preferredEncoding } from './send-answer.js';

/** A JSON answer of exactly `size` bytes. */
const json = (size: number) => JSON.stringify('x'.repeat(size - 2));
const load = (cache: AnswerCache, key: string, text: string, keep = true) =>
  cache.load(key, async () => ({ json: text, keep }), CHANGING_COMPRESSION);

describe('AnswerCache', () => {
  it('keeps answers by key until their bytes exceed the limit, then drops the least recently used', async () => {
    const cache = new AnswerCache({ maxBytes: 3000, maxEntryBytes: 3000 });
    const a = await load(cache, 'a', json(1000));
    await load(cache, 'b', json(1000));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(2000);
    expect(cache.get('a')).toBe(a); // a is now the most recently used
    await load(cache, 'c', json(1000));
    await load(cache, 'd', json(1000));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(a);
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(3000);
    // Loading a kept key builds nothing.
    expect(await cache.load('a', () => Promise.reject(new Error('built')), CHANGING_COMPRESSION)).toBe(a);
  });

  it('compresses each form once, counts it in the bytes and drops older answers for it', async () => {
    const cache = new AnswerCache({ maxBytes: 25_000, maxEntryBytes: 25_000 });
    const text = JSON.stringify(Array.from({ length: 600 }, (_, n) => ({ n, name: `Step ${n}` })));
    const old = await load(cache, 'old', json(24_000 - text.length));
    const answer = await load(cache, 'new', text);
    expect(cache.bytes).toBe(old.bytes + answer.bytes);
    const [gzip, br] = await Promise.all([answer.encoded('gzip'), answer.encoded('br')]);
    expect(await answer.encoded('gzip')).toBe(gzip);
    expect(gunzipSync(gzip).toString('utf8')).toBe(text);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(text);
    expect(answer.bytes).toBe(text.length + gzip.length + br.length);
    // Over the limit with both forms: the older answer went, the new one stays whole.
    expect(cache.get('old')).toBeUndefined();
    expect(cache.bytes).toBe(answer.bytes);
  });

  it('serves but does not keep an answer its build does not vouch for, nor one over the entry limit', async () => {
    const cache = new AnswerCache({ maxBytes: 10_000, maxEntryBytes: 1000 });
    expect((await load(cache, 'moved', json(10), false)).body.toString()).toBe(json(10));
    expect((await load(cache, 'huge', json(2000))).body.toString()).toBe(json(2000));
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('shares one build among loads of one key at the same time; a failed build keeps nothing', async () => {
    const cache = new AnswerCache({ maxBytes: 10_000 });
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { json: json(10), keep: true };
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.load('k', build, IMMUTABLE_COMPRESSION)));
    expect(builds).toBe(1);
    expect(new Set(answers).size).toBe(1);

    const failing = () => Promise.reject(new Error('gone'));
    await expect(cache.load('f', failing, IMMUTABLE_COMPRESSION)).rejects.toThrow('gone');
    expect(cache.get('f')).toBeUndefined();
    expect(await load(cache, 'f', json(10))).toBeInstanceOf(CachedAnswer);
  });
});

describe('content negotiation of kept answers', () => {
  it('prefers br, then gzip, by q-value and wildcard; else the plain bytes', () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'identity'],
      ['', 'identity'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['GZIP;q=0.5', 'gzip'],
      ['x-gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', 'identity'],
      ['*', 'br'],
      ['br;q=0, *', 'gzip'],
      ['*;q=0', 'identity'],
      ['deflate', 'identity'],
      ['identity', 'identity'],
      ['br;q=abc', 'identity'],
    ];
    for (const [header, expected] of cases) expect(preferredEncoding(header), String(header)).toBe(expected);
  });

  it('If-None-Match names the answer by the tag of any of its forms, weak or strong, or by *', () => {
    const answer = new CachedAnswer(json(10), CHANGING_COMPRESSION);
    const other = new CachedAnswer(json(11), CHANGING_COMPRESSION);
    expect(entityTag(answer, 'identity')).toBe(`"${answer.tag}"`);
    expect(entityTag(answer, 'br')).toBe(`"${answer.tag}-br"`);
    for (const form of ['identity', 'gzip', 'br'] as const) {
      expect(isNotModified(entityTag(answer, form), answer)).toBe(true);
      expect(isNotModified(`W/${entityTag(answer, form)}`, answer)).toBe(true);
      expect(isNotModified(entityTag(other, form), answer)).toBe(false);
    }
    expect(isNotModified(`"a", ${entityTag(answer, 'gzip')}`, answer)).toBe(true);
    expect(isNotModified('*', answer)).toBe(true);
    expect(isNotModified(undefined, answer)).toBe(false);
    expect(isNotModified(answer.tag, answer)).toBe(false);
  });
});
