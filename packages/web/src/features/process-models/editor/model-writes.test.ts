import type { ProcessModel, ProcessModelUpdate } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { serverModel, testModel } from '../../../test/editor-test-harness';
import type { EditableModel } from './editor-types';
import {
  type KnownVersion,
  sendWrite,
  versionOf,
  type WriteCalls,
  type WriteKind,
  writeQueue,
} from './model-writes';

const refusal = (messageKey: string) =>
  new ApiError(409, { message: messageKey, messageKey, errors: [], references: [], debugInfo: '' });

/** A working copy kept as the server keeps it: a write based on another version is refused (409). */
function storedModel(start: ProcessModel) {
  let stored = start;
  const sent: string[] = [];
  const later = () => new Promise((resolve) => setTimeout(resolve, 1));
  const saveIn = (update: ProcessModelUpdate) => {
    if (update.updatedAt !== stored.updatedAt) throw refusal('conflict');
    stored = { ...stored, ...update, updatedAt: stored.updatedAt + 1, unpublishedDraftAvailable: true };
  };
  const calls: WriteCalls = {
    async create(model) {
      sent.push('create');
      await later();
      stored = serverModel(model, { revision: 0, updatedAt: 1 });
      return stored;
    },
    async save(update) {
      sent.push('save');
      await later();
      saveIn(update);
      return stored;
    },
    async publish(_id, update, _changeNote) {
      sent.push('publish');
      await later();
      if (update) saveIn(update);
      if (!stored.unpublishedDraftAvailable) throw refusal('duplicate-revision');
      stored = { ...stored, revision: stored.revision + 1, unpublishedDraftAvailable: false };
      return stored;
    },
    async workingCopy() {
      sent.push('read');
      await later();
      return stored;
    },
  };
  return {
    calls,
    sent,
    current: () => stored,
    /** Someone else writes: a save from another browser. */
    otherWrite(fields: Partial<ProcessModel>) {
      stored = { ...stored, ...fields, updatedAt: stored.updatedAt + 1, unpublishedDraftAvailable: true };
    },
  };
}

const renamed = (model: EditableModel, name: string): EditableModel => ({
  ...model,
  info: { ...model.info, name },
});

describe('sendWrite', () => {
  it('bases a write on the version the client knows, not on the version in the model', async () => {
    const server = storedModel(serverModel(testModel(), { updatedAt: 5 }));
    const answer = await sendWrite(
      server.calls,
      'save',
      { ...testModel(), updatedAt: 1 },
      { updatedAt: 5, revision: 2 },
    );
    expect(answer.updatedAt).toBe(6);
    expect(server.sent).toEqual(['save']);
  });

  it("a stale write against someone else's version is refused as a conflict", async () => {
    const server = storedModel(serverModel(testModel(), { updatedAt: 5 }));
    server.otherWrite({ info: { name: 'Theirs', description: '' } });
    const known = { updatedAt: 5, revision: 2 };
    for (const kind of ['save', 'save-and-publish'] as const) {
      await expect(sendWrite(server.calls, kind, renamed(testModel(), 'Mine'), known)).rejects.toMatchObject({
        body: { messageKey: 'conflict' },
      });
    }
    expect(server.current().info.name).toBe('Theirs');
  });

  it('a refused write whose change the server holds already (its answer was lost) counts as written', async () => {
    const server = storedModel(serverModel(testModel(), { updatedAt: 5 }));
    const mine = renamed(testModel(), 'Mine');
    const known = { updatedAt: 5, revision: 2 };
    // The first write reached the server; its answer did not reach the client, which still knows 5.
    await sendWrite(server.calls, 'save', mine, known);
    const answer = await sendWrite(server.calls, 'save', mine, known);
    expect(answer).toEqual(server.current());
    expect(server.sent).toEqual(['save', 'save', 'read']);
  });

  it('a publish counts as done only when the server published this change after the known revision', async () => {
    const mine = renamed(testModel(), 'Mine');
    const known = { updatedAt: 5, revision: 2 };
    const published = storedModel(serverModel(testModel(), { updatedAt: 5 }));
    await sendWrite(published.calls, 'save-and-publish', mine, known);
    const answer = await sendWrite(published.calls, 'save-and-publish', mine, known);
    expect(answer.revision).toBe(3);
    expect(published.sent).toEqual(['publish', 'publish', 'read']);

    // Saved with this content (by another save) but not published: this publish has not happened.
    const saved = storedModel(serverModel(testModel(), { updatedAt: 5 }));
    await sendWrite(saved.calls, 'save', mine, known);
    await expect(sendWrite(saved.calls, 'save-and-publish', mine, known)).rejects.toMatchObject({
      body: { messageKey: 'conflict' },
    });
  });

  it('a model never saved is created (and then published, when asked)', async () => {
    const server = storedModel(serverModel(testModel()));
    const created = await sendWrite(server.calls, 'save-and-publish', testModel(), null);
    expect(server.sent).toEqual(['create', 'publish']);
    expect(created.revision).toBe(1);
  });
});

/** The editor's use of both: each write based on the version its own latest write left. */
function editorWrites(server: ReturnType<typeof storedModel>, model: () => EditableModel) {
  const busy: boolean[] = [];
  const queue = writeQueue((value) => busy.push(value));
  let known: KnownVersion | null = versionOf(server.current());
  const write = (kind: WriteKind, changeNote = '') =>
    queue.run(`${kind}:${changeNote}`, async () => {
      const answer = await sendWrite(server.calls, kind, model(), known, changeNote);
      known = versionOf(answer);
      return answer;
    });
  return { write, busy };
}

describe('writeQueue', () => {
  it('a write asked for again while it runs (a double-click) joins it: one save, one publish', async () => {
    const server = storedModel(serverModel(testModel(), { updatedAt: 5, revision: 1 }));
    let model = renamed(testModel(), 'First');
    const { write, busy } = editorWrites(server, () => model);
    const [one, two] = [write('save'), write('save')];
    expect(two).toBe(one);
    await Promise.all([one, two]);
    expect(server.sent).toEqual(['save']);

    model = renamed(model, 'Second');
    const [first, second] = [write('save-and-publish', 'note'), write('save-and-publish', 'note')];
    expect(second).toBe(first);
    expect((await second).revision).toBe(2);
    expect(server.sent).toEqual(['save', 'publish']);
    expect(busy).toEqual([true, false, true, false]);
  });

  it('another write waits for the one in flight and is based on the version it wrote', async () => {
    const server = storedModel(serverModel(testModel(), { updatedAt: 5, revision: 1 }));
    const { write, busy } = editorWrites(server, () => renamed(testModel(), 'Mine'));
    const saved = write('save');
    const published = write('save-and-publish');
    expect(busy).toEqual([true]);
    await expect(saved).resolves.toMatchObject({ updatedAt: 6 });
    await expect(published).resolves.toMatchObject({ updatedAt: 7, revision: 2 });
    expect(server.sent).toEqual(['save', 'publish']);
    expect(busy).toEqual([true, false]);
  });

  it('a write after one has ended runs anew; a failed write lets the next one run', async () => {
    const server = storedModel(serverModel(testModel(), { updatedAt: 5, revision: 1 }));
    const { write } = editorWrites(server, () => testModel());
    await write('save');
    await write('save');
    expect(server.sent).toEqual(['save', 'save']);

    server.otherWrite({ info: { name: 'Theirs', description: '' } });
    const refused = write('save');
    const next = write('save-and-publish');
    await expect(refused).rejects.toMatchObject({ body: { messageKey: 'conflict' } });
    await expect(next).rejects.toMatchObject({ body: { messageKey: 'conflict' } });
    expect(server.sent).toEqual(['save', 'save', 'save', 'read', 'publish', 'read']);
  });
});
