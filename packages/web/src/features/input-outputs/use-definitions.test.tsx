import { GLOBAL_PROCESS_MODEL_ID } from '@stroomlijn/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../test/fake-api';
import { definition, MODEL_ID } from '../../test/input-outputs';
import { createTestQueryClient } from '../../test/render';
import { useDefinitionsById } from './use-definitions';

afterEach(() => vi.unstubAllGlobals());

const OWN = definition({ id: '20000000-0000-4000-8000-0000000000a1', name: 'Own' });
const GLOBAL = definition({
  id: '20000000-0000-4000-8000-0000000000a2',
  name: 'Shared',
  processModelId: GLOBAL_PROCESS_MODEL_ID,
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

describe('useDefinitionsById', () => {
  it("merges the model's and the global definitions by id", async () => {
    stubApi({
      [`GET /api/input-output/${MODEL_ID}`]: () => [OWN],
      [`GET /api/input-output/${GLOBAL_PROCESS_MODEL_ID}`]: () => [GLOBAL],
    });
    const { result } = renderHook(() => useDefinitionsById(MODEL_ID), { wrapper });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect([...result.current.byId.keys()].sort()).toEqual([OWN.id, GLOBAL.id].sort());
    expect(result.current.byId.get(GLOBAL.id)?.name).toBe('Shared');
    expect(result.current.error).toBeNull();
  });

  it('reports a failed list', async () => {
    stubApi({
      [`GET /api/input-output/${MODEL_ID}`]: () => errorResponse(403, 'not-allowed'),
      [`GET /api/input-output/${GLOBAL_PROCESS_MODEL_ID}`]: () => [GLOBAL],
    });
    const { result } = renderHook(() => useDefinitionsById(MODEL_ID), { wrapper });
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.byId.get(GLOBAL.id)?.name).toBe('Shared');
  });
});
