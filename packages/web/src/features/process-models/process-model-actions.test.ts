import { describe, expect, it } from 'vitest';
import { filterByStatus, parseStatusFilter, processModelActions } from './process-model-actions';

describe('processModelActions', () => {
  it('PM-09: publish only with an unpublished draft; view and revisions only once a revision exists', () => {
    expect(processModelActions({ revision: 0, unpublishedDraftAvailable: true })).toEqual({
      edit: true,
      view: false,
      revisions: false,
      publish: true,
      delete: true,
    });
    expect(processModelActions({ revision: 2, unpublishedDraftAvailable: false })).toEqual({
      edit: true,
      view: true,
      revisions: true,
      publish: false,
      delete: true,
    });
  });
});

describe('status filter', () => {
  it('PM-04: the values are all, published and working-copy; anything else is all', () => {
    expect(['published', 'working-copy', 'all', null, 'draft'].map(parseStatusFilter)).toEqual([
      'published',
      'working-copy',
      'all',
      'all',
      'all',
    ]);
  });

  it('PM-03, PM-04: filters by status and keeps the order', () => {
    const models = [
      { id: 'a', status: 'working-copy' as const },
      { id: 'b', status: 'published' as const },
      { id: 'c', status: 'working-copy' as const },
    ];
    expect(filterByStatus(models, 'working-copy').map((model) => model.id)).toEqual(['a', 'c']);
    expect(filterByStatus(models, 'published').map((model) => model.id)).toEqual(['b']);
    expect(filterByStatus(models, 'all').map((model) => model.id)).toEqual(['a', 'b', 'c']);
  });
});
