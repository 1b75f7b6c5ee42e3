import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '../../lib/session';
import { securityInfo } from '../../test/fixtures';
import { prefetchAgain, prefetchProcessModel } from './process-model-queries';
import { processModelKeys } from './query-keys';

const ID = '0b6d1f2e-8f1e-4c36-9a53-1c1a8e4c0d2f';

/** The query keys a visit of `pathname` starts fetching. */
function prefetched(pathname: string): unknown[] {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const spy = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  prefetchProcessModel(client, pathname);
  return spy.mock.calls.map(([options]) => options.queryKey);
}

describe('prefetchProcessModel', () => {
  afterEach(() => clearSession());

  it('asks for the model an editor address opens, in the mode of the address', () => {
    startSession(securityInfo(['ROLE_MODELER', 'ROLE_USER']));
    expect(prefetched(`/process-model/${ID}`)).toEqual([processModelKeys.workingCopy(ID)]);
    expect(prefetched(`/process-model/${ID}/edit-step/${ID}`)).toEqual([processModelKeys.workingCopy(ID)]);
    expect(prefetched(`/process-model/${ID}/view`)).toEqual([processModelKeys.latest(ID)]);
    expect(prefetched(`/process-model/${ID}/view/structure`)).toEqual([processModelKeys.latest(ID)]);
    expect(prefetched(`/process-model/${ID}/revisions/2`)).toEqual([processModelKeys.revision(ID, 2)]);
    expect(prefetched(`/my-process-models/actor/${ID}/view`)).toEqual([processModelKeys.latest(ID)]);
  });

  it('asks for nothing on other pages, when signed out, or for a working copy without ROLE_MODELER', () => {
    startSession(securityInfo(['ROLE_MODELER']));
    expect(prefetched('/process-model')).toEqual([]);
    expect(prefetched('/process-model/new')).toEqual([]);
    expect(prefetched(`/process-model/${ID}/revisions`)).toEqual([]);
    expect(prefetched(`/process-model/${ID}/delete`)).toEqual([]);
    startSession(securityInfo(['ROLE_USER']));
    expect(prefetched(`/process-model/${ID}`)).toEqual([]);
    clearSession();
    expect(prefetched(`/process-model/${ID}/view`)).toEqual([]);
  });

  it('runs again only when the address opens another model, not for the dialogs of the editor', () => {
    const again = (from: string, to: string) =>
      prefetchAgain({ currentUrl: new URL(from, 'http://x'), nextUrl: new URL(to, 'http://x') });
    expect(again(`/process-model/${ID}`, `/process-model/${ID}/save`)).toBe(false);
    expect(again(`/process-model/${ID}/view`, `/process-model/${ID}/view/structure`)).toBe(false);
    expect(again('/process-model', `/process-model/${ID}`)).toBe(true);
    expect(again(`/process-model/${ID}`, `/process-model/${ID}/view`)).toBe(true);
    expect(again(`/process-model/${ID}/revisions/1`, `/process-model/${ID}/revisions/2`)).toBe(true);
  });
});
