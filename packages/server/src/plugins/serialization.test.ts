import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deeplyFrozen, serializerCompiler } from './serialization.js';

const answerSchema = z.object({ name: z.string(), tags: z.array(z.object({ id: z.string() })) });

async function appAnswering(answer: () => unknown) {
  const app = Fastify();
  app.setSerializerCompiler(serializerCompiler);
  app.get('/answer', { schema: { response: { 200: answerSchema } } }, async () => answer());
  await app.ready();
  return app;
}

describe('serialisation of answers', () => {
  it('checks every answer against its schema and leaves out unknown fields, frozen or not', async () => {
    const frozen = Object.freeze({
      name: 'a',
      secret: 'x',
      tags: Object.freeze([Object.freeze({ id: '1', hidden: true })]),
    });
    for (const answer of [frozen, { name: 'b', secret: 'y', tags: [{ id: '2', hidden: true }] }]) {
      const app = await appAnswering(() => answer);
      for (let call = 0; call < 2; call++) {
        const reply = await app.inject({ method: 'GET', url: '/answer' });
        expect(reply.statusCode).toBe(200);
        expect(reply.json()).toEqual({ name: answer.name, tags: [{ id: answer.tags[0]?.id }] });
      }
      await app.close();
    }
  });

  it('a deeply frozen answer is checked and written once per route, then its JSON is reused', async () => {
    let reads = 0;
    const answer = Object.freeze(
      Object.defineProperty({ tags: Object.freeze([]) }, 'name', {
        enumerable: true,
        get: () => {
          reads += 1;
          return 'a';
        },
      }),
    );
    const app = await appAnswering(() => answer);
    const first = await app.inject({ method: 'GET', url: '/answer' });
    const afterFirst = reads;
    const second = await app.inject({ method: 'GET', url: '/answer' });
    expect(afterFirst).toBeGreaterThan(0);
    expect(reads).toBe(afterFirst);
    expect(second.body).toBe(first.body);
    expect(second.json()).toEqual({ name: 'a', tags: [] });
    await app.close();
  });

  it('an answer that is frozen only at the top is written anew each time: its parts may change', async () => {
    const tags = [{ id: '1' }];
    const answer = Object.freeze({ name: 'a', tags });
    const app = await appAnswering(() => answer);
    expect((await app.inject({ method: 'GET', url: '/answer' })).json().tags).toEqual([{ id: '1' }]);
    tags.push({ id: '2' });
    expect((await app.inject({ method: 'GET', url: '/answer' })).json().tags).toEqual([
      { id: '1' },
      { id: '2' },
    ]);
    await app.close();
  });

  it('an answer that breaks its schema is refused, also when frozen', async () => {
    const app = await appAnswering(() => Object.freeze({ name: 1, tags: Object.freeze([]) }));
    expect((await app.inject({ method: 'GET', url: '/answer' })).statusCode).toBe(500);
    await app.close();
  });

  it('deeplyFrozen: every object in the value frozen', () => {
    expect(deeplyFrozen(Object.freeze({ a: Object.freeze([Object.freeze({})]), b: 1 }))).toBe(true);
    expect(deeplyFrozen(Object.freeze({ a: [1] }))).toBe(false);
    expect(deeplyFrozen({})).toBe(false);
    expect(deeplyFrozen('text')).toBe(true);
  });
});
