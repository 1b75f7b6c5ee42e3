import { describe, expect, it } from 'vitest';
import {
  BpmnImportPage,
  ComparePage,
  GovernancePage,
  ProcessModelDeleteDialog,
  ProcessModelEditorPage,
  ProcessModelListPage,
  ProcessModelPublishDialog,
  processModelPagesFor,
  RevisionListPage,
} from './pages';

const ID = '2f1c5a8e-0b6d-4f7a-9c3e-5d8b1a2c3e4f';

describe('the pages an address shows, whose code the route loader fetches with the area', () => {
  it('names the page of each address of the area, with the list under its dialogs', () => {
    expect(processModelPagesFor('/process-model')).toEqual([ProcessModelListPage]);
    expect(processModelPagesFor('/process-model/')).toEqual([ProcessModelListPage]);
    expect(processModelPagesFor(`/process-model/${ID}/delete`)).toEqual([
      ProcessModelListPage,
      ProcessModelDeleteDialog,
    ]);
    expect(processModelPagesFor(`/process-model/${ID}/publish`)).toEqual([
      ProcessModelListPage,
      ProcessModelPublishDialog,
    ]);
    expect(processModelPagesFor('/process-model/governance')).toEqual([GovernancePage]);
    expect(processModelPagesFor('/process-model/import')).toEqual([BpmnImportPage]);
    expect(processModelPagesFor(`/process-model/${ID}/revisions`)).toEqual([RevisionListPage]);
    expect(processModelPagesFor(`/process-model/${ID}/revisions/compare`)).toEqual([ComparePage]);
  });

  it('names the editor at a model, a revision or a published model, in every area that shows it', () => {
    for (const address of [
      '/process-model/new',
      '/process-model/new/edit',
      `/process-model/${ID}`,
      `/process-model/${ID}/edit-step/x`,
      `/process-model/${ID}/revisions/3`,
      `/business-model/${ID}/view`,
      `/my-process-models/actor/${ID}/view`,
    ])
      expect(processModelPagesFor(address)).toEqual([ProcessModelEditorPage]);
  });

  it('names none outside the area', () => {
    expect(processModelPagesFor('/business-model')).toEqual([]);
    expect(processModelPagesFor('/users')).toEqual([]);
  });
});
