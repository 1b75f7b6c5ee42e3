import { type ProcessModel, type ProcessModelListItem, UNKNOWN_ROLE_ID } from '@stroomlijn/domain';

let counter = 0;
/** A fresh model id (a version-4 UUID). */
export function modelId(): string {
  counter += 1;
  return `50000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

export const OWNERS = { id: '20000000-0000-4000-8000-000000000001', name: 'Owners' };
export const MANAGERS = { id: '20000000-0000-4000-8000-000000000002', name: 'Managers' };
export const NO_ROLE = { id: UNKNOWN_ROLE_ID, name: '' };

/** An item of `GET /api/process_model` (or of `/published/{type}`). */
export function makeListItem(fields: Partial<ProcessModelListItem> = {}): ProcessModelListItem {
  return {
    id: modelId(),
    info: { name: 'Model', description: 'A model' },
    owner: OWNERS,
    manager: MANAGERS,
    status: 'working-copy',
    deleted: false,
    revision: 0,
    updatedAt: 1_700_000_000_000,
    publishedAt: null,
    publishedBy: null,
    unpublishedDraftAvailable: true,
    ...fields,
  };
}

/** A whole model as the server answers it (publish, revisions). */
export function makeModel(fields: Partial<ProcessModel> = {}): ProcessModel {
  return { ...makeListItem(), steps: [], groups: [], ...fields };
}
