import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ADMIN_USER_ID,
  type AuditPage,
  type BusinessModel,
  DEFAULT_BUSINESS_MODEL_ID,
  NOT_SELECTED_FORM_ID,
  type ProcessModel,
  type Role,
  SEARCH_KINDS,
  type SearchAnswer,
} from '@stroomlijn/domain';
import type { LightMyRequestResponse } from 'fastify';
import { create } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../app.js';
import { verifyChain } from '../modules/audit/index.js';
import { type Client, signedInAs } from '../test/client.js';
import { createDefinition } from '../test/input-outputs.js';
import { multipartBody } from '../test/multipart.js';
import { asUpdate, createModel, graph, publish } from '../test/process-models.js';
import { isApiRoute } from '../test/route-access-table.js';
import { pdf } from '../test/sample-files.js';
import { createPostgresDatabase, createTestApp, type TestApp, testDialect } from '../test/test-app.js';
import { createdAction, receivedResponse, useWorkflowFormService } from '../test/workflows.js';
import { readManifest } from './archive.js';
import { type BackupSummary, backup } from './backup.js';
import { runCommand } from './command.js';
import type { Place } from './place.js';
import { publicRelations, withClient } from './postgres.js';
import { restore } from './restore.js';

const forms = useWorkflowFormService();
const onPostgres = testDialect === 'postgres';

const disposals: (() => Promise<void>)[] = [];

/** A fresh, empty place of the suite's dialect: a data directory and, on PostgreSQL, a database. */
async function emptyPlace(): Promise<Place> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'stroomlijn-place-'));
  const database = process.env.DATABASE_URL
    ? await createPostgresDatabase(process.env.DATABASE_URL, 'stroomlijn_restore')
    : null;
  disposals.push(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { dataDir, databaseUrl: database?.url ?? null, sqliteFile: path.join(dataDir, 'stroomlijn.sqlite') };
}

/** What a place holds: its files with sizes (SQLite) or its relations in public (PostgreSQL). */
async function contentsOf(place: Place): Promise<unknown> {
  if (place.databaseUrl) return withClient(place.databaseUrl, publicRelations);
  const names = await readdir(place.dataDir, { recursive: true });
  const sizes = await Promise.all(
    names.map(async (name) => (await stat(path.join(place.dataDir, name))).size),
  );
  return names.map((name, index) => `${name} ${sizes[index]}`).sort();
}

async function scratchFile(name: string, content: string | Buffer = ''): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stroomlijn-scratch-'));
  disposals.push(() => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}

/** A gzipped tar of the given entries, as a forger would make it. */
async function archiveOf(entries: Record<string, string>): Promise<string> {
  const file = await scratchFile('forged.tar.gz');
  const dir = path.dirname(file);
  for (const [name, content] of Object.entries(entries)) await writeFile(path.join(dir, name), content);
  await create({ gzip: true, file, cwd: dir }, Object.keys(entries));
  return file;
}

/** What the source app holds, by id, for the list of URLs to compare. */
interface Filled {
  userIds: string[];
  roleIds: string[];
  models: { id: string; revisions: number }[];
  definitions: { processModelId: string; id: string }[];
  /** A model whose working copy awaits approval. */
  awaitingModelId: string;
  fileId: string;
  form: { id: string; formId: string };
  formModelId: string;
  responseId: string;
  actionId: string;
}

async function ok(answer: Promise<LightMyRequestResponse>, status = 200): Promise<LightMyRequestResponse> {
  const response = await answer;
  expect(response.statusCode, response.body).toBe(status);
  return response;
}

function newUser(lastName: string) {
  const id = randomUUID();
  return {
    id,
    email: `${lastName.toLowerCase()}-${id.slice(0, 6)}@stroomlijn.test`,
    firstName: 'Ada',
    preposition: 'van',
    lastName,
    personnelNumber: 'P-7',
  };
}

async function newRole(admin: Client, type: 'multi' | 'roles', name: string): Promise<Role> {
  const body = { id: randomUUID(), name, description: `${name} role`, type, tasksSummary: 'Judges' };
  return (
    await ok(admin.post('/api/role', { ...body, education: '', competences: '', screening: '' }), 201)
  ).json();
}

/** Data in every area, through the API: users, roles in roles, models with revisions, definitions, a file, a workflow. */
async function fillEveryArea(t: BuiltApp, admin: Client): Promise<Filled> {
  const users = [newUser('Lovelace'), newUser('Hopper')];
  for (const user of users) await ok(admin.post('/api/user', user), 201);
  const reviewer = await newRole(admin, 'multi', 'Reviewer');
  const holder = await newRole(admin, 'multi', 'Holder');
  const team = await newRole(admin, 'roles', 'Team');
  await ok(admin.post('/api/user-role/add_role', { roleId: team.id, id: reviewer.id }));
  await ok(admin.post('/api/user-role/add_user', { roleId: reviewer.id, id: ADMIN_USER_ID }));
  await ok(admin.post('/api/user-role/add_user', { roleId: holder.id, id: users[0]?.id }));
  await ok(admin.post('/api/user-role/add_user', { roleId: reviewer.id, id: users[1]?.id }));

  const actor = { id: reviewer.id, name: reviewer.name };
  const model = await createModel(admin, { steps: graph({ actor }), owner: actor });
  await publish(admin, model.id);
  await ok(
    admin.put('/api/process_model', { ...asUpdate(model), info: { name: 'Intake', description: 'v2' } }),
  );
  await publish(admin, model.id);
  const current = (await ok(admin.get(`/api/process_model/${model.id}/edit`))).json() as ProcessModel;
  await ok(
    admin.put('/api/process_model', {
      ...asUpdate(current),
      info: { name: 'Intake', description: 'draft 3' },
    }),
  );
  const parent = await createModel(admin, { steps: graph({ subprocess: model.id }) });
  await publish(admin, parent.id);
  await ok(
    admin.post(`/api/process_model/${model.id}/feedback`, { text: 'Step two is missing a check' }),
    201,
  );
  const awaiting = await createModel(admin, { approvalRole: { id: holder.id, name: holder.name } });
  await ok(admin.post(`/api/process_model/publish/${awaiting.id}`, { changeNote: 'For approval' }), 202);

  const fileId = randomUUID();
  const upload = multipartBody([
    { kind: 'field', name: 'id', value: fileId },
    { kind: 'file', filename: 'Handboek 2026.pdf', contentType: 'application/pdf', content: pdf() },
  ]);
  await ok(admin.upload('/api/file/upload', upload), 201);
  const information = await createDefinition(admin, model.id, { reader: actor });
  const handbook = await createDefinition(admin, model.id, {
    type: 'upload',
    data: fileId,
    application: 'pdf',
  });

  const businessModel = (await ok(admin.get(`/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`))).json();
  const [first, ...rest] = (businessModel as BusinessModel).groups;
  const items = [
    { processModelId: model.id, name: '' },
    { url: 'https://example.org/handbook', name: 'Handbook' },
  ];
  const groups = [{ ...first, items: [{ id: randomUUID(), name: 'Sales', items }] }, ...rest];
  await ok(admin.put('/api/business_model', { ...businessModel, groups }));

  const roles = {
    reviewer: actor,
    reader: { id: team.id, name: team.name },
    actionHolder: { id: holder.id, name: holder.name },
  };
  const workflow = await receivedResponse(t, forms, { admin, modeler: admin }, roles, {
    senderId: users[1]?.id ?? '',
    subject: 'Kapotte lamp',
  });
  const responsePath = `/api/workflow/${workflow.form.id}/response/${workflow.response.id}`;
  await ok(admin.post(`${responsePath}/comment`, { comment: 'Called the sender' }));
  const target = { ...workflow, reviewer: admin, holder: { id: users[0]?.id ?? '' } };
  const action = await createdAction(target);
  const link = {
    id: randomUUID(),
    host: 'portaal.example.nl',
    url: 'https://rapportage.example.nl/x',
    kind: 'customer',
  };
  await ok(admin.post('/api/dashboard', link), 201);

  return {
    userIds: [ADMIN_USER_ID, ...users.map((user) => user.id)],
    roleIds: [reviewer.id, holder.id, team.id],
    models: [
      { id: model.id, revisions: 2 },
      { id: parent.id, revisions: 1 },
      { id: workflow.model.id, revisions: 1 },
    ],
    definitions: [information, handbook].map(({ processModelId, id }) => ({ processModelId, id })),
    awaitingModelId: awaiting.id,
    fileId,
    form: workflow.form,
    formModelId: workflow.model.id,
    responseId: workflow.response.id,
    actionId: action.id,
  };
}

/** Every GET of the API that reads stored data, for the data filled in. */
function dataUrls(f: Filled): string[] {
  const form = f.form.id;
  return [
    ...f.userIds.flatMap((id) => [`/api/user/${id}`, `/api/user-role/roles-from-user/${id}`]),
    '/api/role',
    '/api/role/selector',
    ...f.roleIds.flatMap((id) => [
      `/api/role/${id}`,
      `/api/user-role/users-by-role/${id}`,
      `/api/user-role/roles-from-role/${id}`,
      `/api/user-role/selectable-users-by-role/${id}`,
    ]),
    '/api/process_model',
    '/api/process_model/governance',
    '/api/process_model/approval',
    '/api/process_model/review-due',
    '/api/acknowledgement',
    `/api/acknowledgement/${f.models[0]?.id}/1`,
    '/api/feedback/mine',
    '/api/feedback/to-handle',
    '/api/workflow/response/to-review',
    '/api/response-action/open',
    `/api/process_model/approval/${f.awaitingModelId}`,
    ...['actor', 'owner', 'manager'].map((kind) => `/api/process_model/published/${kind}`),
    ...f.models.flatMap(({ id, revisions }) => [
      `/api/process_model/${id}`,
      `/api/process_model/${id}/edit`,
      `/api/process_model/revisions/${id}`,
      ...Array.from({ length: revisions }, (_, index) => [
        `/api/process_model/revisions/${id}/${index + 1}`,
        `/api/process_model/revisions/${id}/${index + 1}/input-output`,
        `/api/process_model/structure/${id}/revisions/${index + 1}`,
        `/api/process_model/revisions/${id}/${index + 1}/bpmn`,
        `/api/process_model/revisions/${id}/${index + 1}/handbook.html`,
        `/api/process_model/revisions/${id}/${index + 1}/handbook.pdf`,
        `/api/process_model/revisions/${id}/1/compare/${index + 1}`,
        `/api/process_model/revisions/${id}/${index + 1}/compare/working-copy`,
        `/api/process_model/revisions/${id}/${index + 1}/acknowledgements`,
        `/api/process_model/revisions/${id}/${index + 1}/acknowledgements.csv`,
        `/api/process_model/revisions/${id}/${index + 1}/feedback-done`,
      ]).flat(),
      `/api/process_model/${id}/feedback`,
      `/api/process_model/structure/${id}`,
      `/api/process_model/structure/${id}/published`,
      `/api/input-output/${id}`,
    ]),
    ...f.definitions.map((d) => `/api/input-output/${d.processModelId}/${d.id}`),
    `/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`,
    `/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}/handbook.pdf`,
    `/api/file/${f.fileId}`,
    `/api/file/${f.fileId}/download`,
    '/api/workflow',
    '/api/workflow/settings',
    `/api/workflow/${form}`,
    `/api/workflow/${f.formModelId}/${form}`,
    `/api/workflow/${form}/responses/1`,
    `/api/workflow/${form}/response/${f.responseId}`,
    `/api/workflow/response/review/${form}/${f.responseId}`,
    `/api/workflow/response/read/${form}/${f.responseId}`,
    ...['review', 'read'].flatMap((list) =>
      [form, NOT_SELECTED_FORM_ID].map((id) => `/api/workflow/response/${list}/${id}/all/1`),
    ),
    '/api/workflow/reviewer',
    '/api/workflow/reader',
    '/api/workflow/action',
    `/api/response-action/user/${NOT_SELECTED_FORM_ID}/1`,
    `/api/response-action/${form}/${f.responseId}`,
    `/api/response-action/${form}/${f.responseId}/${f.actionId}`,
    `/api/response-action/${form}/${f.responseId}/${f.actionId}/download-agenda`,
    '/api/dashboard',
    '/api/search?q=intake',
    '/api/search?q=model&kind=process-model&page=2',
    '/api/search?q=kapotte+lamp',
    '/api/search?q=bel&kind=action',
    '/api/search?q=sales',
    '/api/search?q=handbook&kind=business-model-entry',
    '/api/search?q=definition&kind=definition',
    '/api/external/clicdata/responses',
    '/api/external/clicdata/actions',
  ];
}

/**
 * The last reads of the feeds: the feed reads of the comparison are recorded, so it is compared with the
 * source's answer after the backup, and read first in the restored app.
 */
const STATUS_URL = '/api/dashboard-status';

/** GET routes that read no stored data (or only the caller's own session). */
const NOT_DATA = ['/api/doc.json', '/api/config', '/api/security/ping', '/api/security/logout'];
/**
 * The audit trail goes on after the backup (the restore appends to it): compared by a test of its own. A
 * person's data export holds their audit entries too (and the moment it was made); its other parts come
 * from the stored data the compared routes read.
 */
const AUDIT_URLS = [
  '/api/audit',
  '/api/audit/export.csv',
  '/api/person-data/me/export.json',
  '/api/person-data/me/export.zip',
  '/api/person-data/:userId/export.json',
  '/api/person-data/:userId/export.zip',
];
const NOT_DATA_PREFIXES = ['/api/security/logged_out', '/connect/'];

/** Answers that name the moment they were made (`at`, the governance overview): compared without it. */
const TIMED = ['/api/process_model/governance'];

async function answersOf(admin: Client, urls: readonly string[]) {
  const answers: Record<string, { status: number; type: unknown; body: unknown }> = {};
  for (const url of urls) {
    const response = await admin.get(url);
    const json = String(response.headers['content-type']).startsWith('application/json');
    const body = json ? response.json() : response.rawPayload.toString('base64');
    if (TIMED.includes(url)) delete body.at;
    answers[url] = { status: response.statusCode, type: response.headers['content-type'], body };
  }
  return answers;
}

let source: TestApp;
let sourcePlace: Place;
let admin: Client;
let filled: Filled;
let before: Awaited<ReturnType<typeof answersOf>>;
let usersBefore: unknown;
let usersAfter: unknown;
let statusAfter: unknown;
let backupFile: string;
let summary: BackupSummary;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'stroomlijn-source-'));
  disposals.push(() => rm(dataDir, { recursive: true, force: true }));
  const sqliteFile = path.join(dataDir, 'stroomlijn.sqlite');
  source = await createTestApp({ dataDir, sqliteFile }, { formService: forms.service });
  sourcePlace = { dataDir, databaseUrl: source.config.databaseUrl, sqliteFile };
  admin = await signedInAs(source, ADMIN_USER_ID);
  filled = await fillEveryArea(source, admin);
  before = await answersOf(admin, dataUrls(filled));
  usersBefore = (await admin.get('/api/user')).json();

  // The running app keeps recent writes in SQLite's WAL: a plain copy of the file would miss them.
  if (!onPostgres) expect((await stat(`${sqliteFile}-wal`)).size).toBeGreaterThan(0);
  backupFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'stroomlijn-backups-')), 'backup.tar.gz');
  disposals.push(() => rm(path.dirname(backupFile), { recursive: true, force: true }));
  // A write while the backup runs: the backup holds the state before it or after it, nothing between.
  [summary] = await Promise.all([
    backup(sourcePlace, backupFile),
    ok(admin.post('/api/user', newUser('Concurrent')), 201),
  ]);
  usersAfter = (await admin.get('/api/user')).json();
  statusAfter = (await ok(admin.get(STATUS_URL))).json();
});

afterAll(async () => {
  await source?.close();
  for (const dispose of disposals.reverse()) await dispose();
});

describe('a backup taken while the app runs', () => {
  it('restores into an empty place where a new app answers every list exactly as the first one did', async () => {
    const failed = Object.entries(before).filter(([, answer]) => answer.status !== 200);
    expect(failed).toEqual([]);
    expect(summary).toMatchObject({ dialect: testDialect, files: 1, missingFiles: [] });
    expect(summary.migrations.length).toBeGreaterThan(10);
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);

    const place = await emptyPlace();
    const restored = await restore(place, backupFile);
    expect(restored).toMatchObject({ dialect: testDialect, files: 1, migrations: summary.migrations });
    const second = await buildApp(
      { ...source.config, ...place },
      { logger: false, formService: forms.service },
    );
    try {
      const admin2 = await signedInAs(second, ADMIN_USER_ID);
      expect((await admin2.get(STATUS_URL)).json()).toEqual(statusAfter);
      expect(await answersOf(admin2, dataUrls(filled))).toEqual(before);
      expect([usersBefore, usersAfter]).toContainEqual((await admin2.get('/api/user')).json());
      const download = await admin2.get(`/api/file/${filled.fileId}/download`);
      expect(download.rawPayload.equals(pdf())).toBe(true);
    } finally {
      await second.app.close();
    }
  });

  it('the backup holds the audit entry that records it, and the restored trail goes on with the restore, intact', async () => {
    const sourceTrail = (await ok(admin.get('/api/audit/export.csv'))).body.trim().split('\r\n');
    const made = (await ok(admin.get('/api/audit?entity=backup'))).json<AuditPage>().entries;
    expect(made).toMatchObject([
      { actor: { kind: 'system', id: null }, entity: 'backup', entityId: 'backup.tar.gz', action: 'backup' },
    ]);
    expect(made[0]?.change.after).toEqual({ file: backupFile });

    const place = await emptyPlace();
    await restore(place, backupFile);
    const second = await buildApp(
      { ...source.config, ...place },
      { logger: false, formService: forms.service },
    );
    try {
      const admin2 = await signedInAs(second, ADMIN_USER_ID);
      const { entries } = (await ok(admin2.get('/api/audit?entity=backup'))).json<AuditPage>();
      expect(entries.map((entry) => [entry.action, entry.actor.kind, entry.entityId])).toEqual([
        ['restore', 'system', 'backup.tar.gz'],
        ['backup', 'system', 'backup.tar.gz'],
      ]);
      expect(entries[0]?.seq).toBeGreaterThan(entries[1]?.seq ?? Number.POSITIVE_INFINITY);
      expect(entries[0]?.change.after).toMatchObject({ file: backupFile });
      // Every entry of the backup is there as it was (the source went on meanwhile), then the restore's.
      const restoredTrail = (await ok(admin2.get('/api/audit/export.csv'))).body.trim().split('\r\n');
      expect(sourceTrail.slice(0, restoredTrail.length - 1)).toEqual(restoredTrail.slice(0, -1));
      expect(await verifyChain(second.database.db)).toEqual({
        entries: restoredTrail.length - 1,
        broken: null,
      });
    } finally {
      await second.app.close();
    }
  });

  it('the compared searches find every kind the filled areas hold (the restored index answers them alike)', () => {
    const kinds = Object.entries(before)
      .filter(([url]) => url.startsWith('/api/search'))
      .flatMap(([, answer]) => (answer.body as SearchAnswer).hits.map((hit) => hit.kind));
    expect(new Set(kinds)).toEqual(new Set(SEARCH_KINDS));
  });

  it('the comparison reads every GET route of stored data', () => {
    const urls = [...dataUrls(filled), STATUS_URL];
    const routes = source.routes
      .filter((route) => route.method === 'GET' && isApiRoute(route.url))
      .map((route) => route.url.replace(/\/$/, ''))
      .filter(
        (url) =>
          !NOT_DATA.includes(url) &&
          !AUDIT_URLS.includes(url) &&
          !NOT_DATA_PREFIXES.some((prefix) => url.startsWith(prefix)),
      );
    const uncovered = routes.filter((route) => {
      const pattern = new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
      return !urls.some((url) => pattern.test(url.split('?')[0] ?? url)) && route !== '/api/user';
    });
    expect(uncovered).toEqual([]);
  });
});

describe('restore refuses', () => {
  it('a target that is not empty, and changes nothing there', async () => {
    const occupied = await emptyPlace();
    if (occupied.databaseUrl) {
      await withClient(occupied.databaseUrl, (client) =>
        client.query("CREATE TABLE keep AS SELECT 'kept' AS note"),
      );
    } else {
      await mkdir(path.join(occupied.dataDir, 'files'));
      await writeFile(path.join(occupied.dataDir, 'files', randomUUID()), 'an uploaded file');
    }
    for (const place of [occupied, sourcePlace]) {
      const contents = await contentsOf(place);
      await expect(restore(place, backupFile)).rejects.toThrow(/is not empty .*nothing was changed/);
      expect(await contentsOf(place)).toEqual(contents);
    }
    expect((await admin.get('/api/user')).json()).toEqual(usersAfter);
  });

  it('a file that is not a backup, naming why', async () => {
    const place = await emptyPlace();
    const cases: [string, RegExp][] = [
      [path.join(os.tmpdir(), `missing-${randomUUID()}.tar.gz`), /was not found/],
      [await scratchFile('notes.txt', 'just some text\n'.repeat(100)), /is not a Stroomlijn backup/],
      [
        await archiveOf({ 'notes.txt': 'hello' }),
        /is not a Stroomlijn backup: it does not start with manifest.json/,
      ],
      [
        await archiveOf({ 'manifest.json': '{"format":"other"}' }),
        /is not a Stroomlijn backup: its manifest.json/,
      ],
    ];
    for (const [file, message] of cases) await expect(restore(place, file)).rejects.toThrow(message);
    expect(await contentsOf(place)).toEqual([]);
  });

  it('a backup of the other kind of database, or of a newer version', async () => {
    const place = await emptyPlace();
    const manifest = await readManifest(backupFile);
    const other = onPostgres ? 'sqlite' : 'postgres';
    const otherKind = await archiveOf({ 'manifest.json': JSON.stringify({ ...manifest, dialect: other }) });
    await expect(restore(place, otherKind)).rejects.toThrow(
      onPostgres
        ? /is a backup of a SQLite database, but DATABASE_URL names a PostgreSQL database .*: restore it with DATABASE_URL unset/
        : /is a backup of a PostgreSQL database, but DATABASE_URL is not set, .*: restore it with DATABASE_URL naming/,
    );
    const newer = { ...manifest, migrations: [...manifest.migrations, '9999-from-the-future'] };
    await expect(restore(place, await archiveOf({ 'manifest.json': JSON.stringify(newer) }))).rejects.toThrow(
      /newer version of Stroomlijn/,
    );
    expect(await contentsOf(place)).toEqual([]);
  });

  it('a damaged backup, leaving the target empty', async () => {
    const place = await emptyPlace();
    const whole = await readFile(backupFile);
    const truncated = await scratchFile(
      'truncated.tar.gz',
      whole.subarray(0, Math.floor(whole.length * 0.6)),
    );
    await expect(restore(place, truncated)).rejects.toThrow(
      /is not a Stroomlijn backup: the archive is damaged/,
    );
    expect(await contentsOf(place)).toEqual([]);
  });

  it.runIf(onPostgres)('on PostgreSQL, a pg_restore that fails half-way leaves no table behind', async () => {
    const place = await emptyPlace();
    // A composite type is no table, but it takes the name a later table of the dump needs.
    await withClient(place.databaseUrl ?? '', (client) =>
      client.query('CREATE TYPE workflow_responses AS (x int)'),
    );
    await expect(restore(place, backupFile)).rejects.toThrow(/pg_restore failed .*workflow_responses/);
    expect(await contentsOf(place)).toEqual([]);
  });
});

describe('backup refuses', () => {
  it('an existing file, a missing directory and a place without data', async () => {
    await expect(backup(sourcePlace, backupFile)).rejects.toThrow(/exists already/);
    await expect(backup(sourcePlace, path.join(os.tmpdir(), randomUUID(), 'b.tar.gz'))).rejects.toThrow(
      /does not exist/,
    );
    const empty = await emptyPlace();
    await expect(backup(empty, await scratchFile('unused'))).rejects.toThrow(/exists already/);
    const target = path.join(path.dirname(await scratchFile('unused')), 'empty.tar.gz');
    await expect(backup(empty, target)).rejects.toThrow(
      onPostgres ? /holds no Stroomlijn data/ : /There is no database at .*nothing to back up/,
    );
    expect(await contentsOf(empty)).toEqual([]);
  });

  it.runIf(onPostgres)('on PostgreSQL, without pg_dump', async () => {
    const target = path.join(path.dirname(await scratchFile('unused')), 'b.tar.gz');
    await expect(backup(sourcePlace, target, { tools: { pgDump: '/nowhere/pg_dump' } })).rejects.toThrow(
      /pg_dump was not found .*install the PostgreSQL client tools/,
    );
  });
});

describe('the commands', () => {
  function recorder() {
    const lines: string[] = [];
    return {
      lines,
      output: { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) },
    };
  }

  it('say what is missing', async () => {
    for (const [args, message] of [
      [[], /Usage: npm run backup -- <file>/],
      [['backup'], /Name exactly one backup file: npm run backup -- <file>/],
      [['restore', 'a', 'b'], /Name exactly one backup file/],
    ] as const) {
      const { lines, output } = recorder();
      expect(await runCommand(args, {}, output)).toBe(2);
      expect(lines.join('\n')).toMatch(message);
    }
    const { lines, output } = recorder();
    expect(await runCommand(['restore', 'nothing-here.tar.gz'], { INIT_CWD: os.tmpdir() }, output)).toBe(1);
    expect(lines.at(-1)).toBe(
      `restore failed: ${path.join(os.tmpdir(), 'nothing-here.tar.gz')} was not found (or is no file)`,
    );
  });

  it('back up and restore from the environment, reporting sizes and files, never a password', async () => {
    const password = 'geheim-wachtwoord';
    const withPassword = (url: string | null) => {
      if (!url) return {};
      const parsed = new URL(url);
      parsed.password = password;
      return { DATABASE_URL: parsed.toString() };
    };
    const dir = path.dirname(await scratchFile('unused'));
    const backupLog = recorder();
    const env = {
      STROOMLIJN_DATA_DIR: sourcePlace.dataDir,
      INIT_CWD: dir,
      ...withPassword(sourcePlace.databaseUrl),
    };
    expect(
      await runCommand(['backup', 'cli.tar.gz'], env, backupLog.output),
      backupLog.lines.join('\n'),
    ).toBe(0);
    expect(backupLog.lines.join('\n')).toMatch(
      new RegExp(
        `Wrote ${path.join(dir, 'cli.tar.gz')} \\(\\d[\\d.]* kB\\)\\n  database: ${onPostgres ? 'PostgreSQL' : 'SQLite'}, .*schema 0\\d+-[a-z-]+ \\(\\d+ migrations\\)\\n  uploaded files: 1`,
      ),
    );

    const place = await emptyPlace();
    const restoreLog = recorder();
    const restoreEnv = {
      STROOMLIJN_DATA_DIR: place.dataDir,
      INIT_CWD: dir,
      ...withPassword(place.databaseUrl),
    };
    expect(
      await runCommand(['restore', 'cli.tar.gz'], restoreEnv, restoreLog.output),
      restoreLog.lines.join('\n'),
    ).toBe(0);
    expect(restoreLog.lines.join('\n')).toMatch(
      /Restored .*cli\.tar\.gz \(made .*\) into the (SQLite|PostgreSQL) database .*\n.*\n {2}uploaded files: 1/,
    );
    // Refused the second time: the place is no longer empty.
    expect(await runCommand(['restore', 'cli.tar.gz'], restoreEnv, restoreLog.output)).toBe(1);
    expect(restoreLog.lines.at(-1)).toMatch(/^restore failed: .* is not empty/);
    for (const line of [...backupLog.lines, ...restoreLog.lines]) expect(line).not.toContain(password);
    if (onPostgres) expect(restoreLog.lines.join('\n')).toContain(':****@');
  });
});
