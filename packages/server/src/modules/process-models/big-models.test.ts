import { randomUUID } from 'node:crypto';
import { MAX_STEPS, NO_ROLE, type Step } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { asUpdate, newModel } from '../../test/process-models.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import { MODEL_BODY_LIMIT_BYTES } from './routes.js';

const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const manager = useSignedInClient(t, ['ROLE_USER_MANAGER']);

/** Start → MAX_STEPS − 2 activities with names of the longest allowed → end. */
function largestChain(): Step[] {
  const ids = Array.from({ length: MAX_STEPS }, () => randomUUID());
  return ids.map((id, index) => {
    const type = index === 0 ? 'start' : index === MAX_STEPS - 1 ? 'end' : 'activity';
    const name = type === 'activity' ? `Step ${index} `.padEnd(200, 'x') : '';
    const next = ids[index + 1];
    return { id, name, type, children: next ? [{ id: next, weight: 1 }] : [], actor: NO_ROLE };
  });
}

describe('a model of MAX_STEPS steps', () => {
  it('is created, saved and published, though its body is over the 1 MiB of other routes', async () => {
    const model = newModel({ steps: largestChain() });
    const size = Buffer.byteLength(JSON.stringify(model));
    expect(size).toBeGreaterThan(1024 * 1024);
    const created = await modeler.post('/api/process_model', model);
    expect(created.statusCode, created.body.slice(0, 300)).toBe(201);
    const saved = await modeler.put('/api/process_model', asUpdate(created.json()));
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    const published = await modeler.post(`/api/process_model/publish/${model.id}`, {
      model: asUpdate(saved.json()),
    });
    expect(published.statusCode, published.body.slice(0, 300)).toBe(200);
    expect(published.json().steps).toHaveLength(MAX_STEPS);
  });

  it('a body over the model limit is refused with 413, and other routes keep 1 MiB', async () => {
    const huge = JSON.stringify({ pad: 'x'.repeat(MODEL_BODY_LIMIT_BYTES) });
    const refused = await modeler.postRaw('/api/process_model', huge);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().messageKey).toBe('payload-too-large');
    const roleBody = JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 10) });
    const role = await manager.postRaw('/api/role', roleBody);
    expect(role.statusCode).toBe(413);
  });
});
