import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type PersonDataExport, personDataExportSchema } from '@stroomlijn/domain';
import type { LightMyRequestResponse } from 'fastify';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, type SignedInClient, signedInClient } from '../../../test/client.js';
import { giveFeedback, setLanguage, uploadedPdf } from '../../../test/feedback.js';
import { multipartBody } from '../../../test/multipart.js';
import { graph, publishedModel } from '../../../test/process-models.js';
import { appendedBy, appendsNone } from '../../../test/recorded-audit.js';
import { pdf } from '../../../test/sample-files.js';
import { assignRoles, createRole, createUser, testDialect } from '../../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../../test/use-test-app.js';
import {
  createdAction,
  receivedResponse,
  responseWithHandlers,
  useWorkflowFormService,
} from '../../../test/workflows.js';

const forms = useWorkflowFormService();
const t = useTestApp({}, { formService: forms.service });
const admin = useSignedInClient(t, ['ROLE_ADMIN'], { firstName: 'Ada', lastName: 'Admin' });
const modeler = useSignedInClient(t, ['ROLE_MODELER']);

const NOTES = 'Notities van Petra: coördinatie, één keer\n';

/** What the person did (one of each kind) and what another person did beside them. */
interface World {
  person: SignedInClient;
  other: SignedInClient;
  team: { id: string; name: string };
  container: { id: string; name: string };
  responseId: string;
  otherResponseId: string;
  formName: string;
  assigned: string;
  created: string;
  otherAction: string;
  modelId: string;
  feedbackId: string;
  otherFeedbackId: string;
  pdfId: string;
  notesId: string;
  otherFileId: string;
  approvalId: string;
}
let world: World;

async function uploadedText(user: SignedInClient, name: string, content: string): Promise<string> {
  const id = randomUUID();
  const answer = await user.upload(
    '/api/file/upload',
    multipartBody([
      { kind: 'field', name: 'id', value: id },
      { kind: 'file', filename: name, contentType: 'text/plain', content },
    ]),
  );
  expect(answer.statusCode, answer.body).toBe(201);
  return id;
}

beforeAll(async () => {
  const person = await signedInClient(t, ['ROLE_MODELER'], {
    firstName: 'Petra',
    preposition: 'van',
    lastName: 'Persoon',
  });
  const other = await signedInClient(t, [], { firstName: 'Otto', lastName: 'Other' });
  await setLanguage(t, person, 'nl');
  const team = await createRole(t, { name: 'Team Petra' });
  const container = await createRole(t, { type: 'roles', name: 'Afdeling', contains: [team.id] });
  await assignRoles(t, person.id, [team.id]);

  // A response the person sent; the person reviews it too: comments, and creates an action for the holder.
  const handled = await responseWithHandlers(t, forms, { admin, modeler, sender: person }, 'Lamp kapot');
  await assignRoles(t, person.id, [handled.roles.reviewer.id, handled.roles.actionHolder.id]);
  const { form, response, reviewer, holder, otherHolder } = handled;
  const commented = await person.post(`/api/workflow/${form.id}/response/${response.id}/comment`, {
    comment: 'Petra belt terug',
  });
  expect(commented.statusCode, commented.body).toBe(200);
  const created = await createdAction({ form, response, reviewer: person, holder }, { action: 'Door Petra' });
  const assigned = await createdAction(
    { form, response, reviewer, holder: person },
    { action: 'Voor Petra' },
  );
  const otherAction = await createdAction(
    { form, response, reviewer, holder: otherHolder },
    { action: 'Voor een ander' },
  );
  const otherResponse = await receivedResponse(t, forms, { admin, modeler }, handled.roles, {
    senderId: other.id,
    subject: 'Van een ander',
  });

  // A model the person publishes (their name on the revision), asked to acknowledge and confirmed.
  const model = await publishedModel(person, {
    info: { name: 'Inkoop', description: '' },
    steps: graph({ actor: team }),
  });
  const confirmed = await person.post(`/api/acknowledgement/${model.id}/1`, {});
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const pdfId = await uploadedPdf(person, 'verslag.pdf');
  const notesId = await uploadedText(person, '../notities %22april%22.txt', NOTES);
  const feedback = await giveFeedback(person, model, { text: 'Stap 2 is onduidelijk', fileId: pdfId });
  const otherFileId = await uploadedPdf(other, 'ander.pdf');
  const otherFeedback = await giveFeedback(other, model, { text: 'Feedback van Otto', fileId: otherFileId });
  const approvalId = randomUUID();
  await t.database.db
    .insertInto('approval_request')
    .values({
      id: approvalId,
      process_model_id: model.id,
      state: 'approved',
      approval_role_id: team.id,
      submitted_by: person.id,
      submitted_by_name: 'Petra van Persoon',
      submitted_at: Date.now(),
      change_note: 'Eerste versie',
      feedback_done: '[]',
      decided_by: admin.id,
      decided_by_name: 'Ada Admin',
      decided_at: Date.now(),
      reason: null,
    })
    .execute();
  world = {
    person,
    other,
    team,
    container,
    responseId: response.id,
    otherResponseId: otherResponse.response.id,
    formName: form.name,
    assigned: assigned.id,
    created: created.id,
    otherAction: otherAction.id,
    modelId: model.id,
    feedbackId: feedback.id,
    otherFeedbackId: otherFeedback.id,
    pdfId,
    notesId,
    otherFileId,
    approvalId,
  };
});

function exported(answer: LightMyRequestResponse): PersonDataExport {
  expect(answer.statusCode, answer.body).toBe(200);
  return personDataExportSchema.parse(JSON.parse(answer.body));
}

const today = () => new Date().toISOString().slice(0, 10);

describe("a person's data export", () => {
  it('holds each part with its values, and nothing of another person', async () => {
    const { person, other } = world;
    const answer = await admin.get(`/api/person-data/${person.id}/export.json`);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toContain(
      `attachment; filename="stroomlijn-person-${today()}.json"`,
    );
    const data = exported(answer);
    expect(data).toMatchObject({ format: 'stroomlijn-person-data', version: 1 });
    expect(Object.keys(data.about).sort()).toEqual(
      Object.keys(data)
        .filter((key) => !['format', 'version', 'exportedAt', 'about'].includes(key))
        .sort(),
    );
    expect(data.person).toMatchObject({
      id: person.id,
      email: person.email,
      firstName: 'Petra',
      preposition: 'van',
      lastName: 'Persoon',
      language: 'nl',
      hasPassword: false,
      deleted: false,
      sessions: { count: 1 },
    });
    expect(data.roles).toEqual(
      expect.arrayContaining([
        { id: world.team.id, name: 'Team Petra', direct: true, effective: true },
        { id: world.container.id, name: 'Afdeling', direct: false, effective: true },
        expect.objectContaining({ name: 'ROLE_MODELER', direct: true, effective: true }),
      ]),
    );
    expect(data.responses).toEqual([
      expect.objectContaining({
        id: world.responseId,
        subject: 'Lamp kapot',
        form: expect.objectContaining({ name: world.formName }),
      }),
    ]);
    expect(data.comments).toEqual([
      expect.objectContaining({ responseId: world.responseId, comment: 'Petra belt terug' }),
    ]);
    expect(
      data.actions.map((action) => [
        action.id,
        action.action,
        action.assignedToPerson,
        action.createdByPerson,
      ]),
    ).toEqual([
      [world.created, 'Door Petra', false, true],
      [world.assigned, 'Voor Petra', true, false],
    ]);
    expect(data.feedback).toEqual([
      expect.objectContaining({
        id: world.feedbackId,
        text: 'Stap 2 is onduidelijk',
        fileId: world.pdfId,
        processModel: { id: world.modelId, name: 'Inkoop' },
      }),
    ]);
    expect(data.acknowledgements).toEqual([
      {
        processModel: { id: world.modelId, name: 'Inkoop' },
        revision: 1,
        askedAt: expect.any(Number),
        confirmedAt: expect.any(Number),
      },
    ]);
    expect(data.approvals).toEqual([
      expect.objectContaining({
        id: world.approvalId,
        submittedByPerson: true,
        decidedByPerson: false,
        changeNote: 'Eerste versie',
      }),
    ]);
    expect(data.revisions).toEqual([
      expect.objectContaining({
        processModelId: world.modelId,
        revision: 1,
        publishedByName: 'Petra van Persoon',
      }),
    ]);
    expect(data.files).toEqual([
      {
        id: world.pdfId,
        name: 'verslag.pdf',
        size: pdf().length,
        type: 'application/pdf',
        uploadedAt: expect.any(Number),
        path: `files/${world.pdfId}-verslag.pdf`,
      },
      {
        id: world.notesId,
        name: 'notities "april".txt',
        size: Buffer.byteLength(NOTES),
        type: expect.stringMatching(/^text\/plain/),
        uploadedAt: expect.any(Number),
        path: `files/${world.notesId}-notities _april_.txt`,
      },
    ]);
    // The audit trail's entries by or about the person, every one of them, oldest first.
    const about = await t.database.db
      .selectFrom('audit_entry')
      .select('seq')
      .where((eb) =>
        eb.or([
          eb('actor_id', '=', person.id),
          eb.and([eb('entity', '=', 'user'), eb('entity_id', '=', person.id)]),
          eb('seq', 'in', eb.selectFrom('audit_subject').select('seq').where('user_id', '=', person.id)),
        ]),
      )
      .orderBy('seq')
      .execute();
    expect(data.audit.map((entry) => entry.seq)).toEqual(about.map((row) => Number(row.seq)));
    expect(
      data.audit.some((entry) => entry.entity === 'feedback' && entry.entityId === world.feedbackId),
    ).toBe(true);
    expect(data.audit.at(-1)).toMatchObject({
      entity: 'user',
      entityId: person.id,
      action: 'export',
      actor: { id: admin.id },
    });
    // Nothing of the other person outside the audit trail (whose entries may name others who acted).
    const { audit: _, ...rest } = data;
    const text = JSON.stringify(rest);
    for (const theirs of [
      other.id,
      other.email,
      world.otherAction,
      world.otherFeedbackId,
      world.otherFileId,
      world.otherResponseId,
      'Van een ander',
      'Feedback van Otto',
      'Voor een ander',
    ])
      expect(text).not.toContain(theirs);
    expect(text).not.toMatch(/password_hash|\$argon2/);
  });

  it('the zip holds person.json equal to the JSON download and the files with their exact bytes', async () => {
    const { person } = world;
    const json = exported(await person.get('/api/person-data/me/export.json'));
    const answer = await person.get('/api/person-data/me/export.zip');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toContain(
      `attachment; filename="stroomlijn-person-${today()}.zip"`,
    );
    const entries = unzipSync(new Uint8Array(answer.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(
      [
        'person.json',
        `files/${world.pdfId}-verslag.pdf`,
        `files/${world.notesId}-notities _april_.txt`,
      ].sort(),
    );
    const inZip = personDataExportSchema.parse(
      JSON.parse(Buffer.from(entries['person.json'] as Uint8Array).toString('utf8')),
    );
    // The zip's export came second: its audit trail also holds the entry of the JSON download before it.
    const { exportedAt: _a, audit: zipAudit, ...zipRest } = inZip;
    const { exportedAt: _b, audit: jsonAudit, ...jsonRest } = json;
    expect(zipRest).toEqual(jsonRest);
    expect(zipAudit.slice(0, -1)).toEqual(jsonAudit);
    expect(zipAudit.at(-1)).toMatchObject({
      action: 'export',
      entityId: person.id,
      change: { after: { format: 'zip' } },
    });
    expect(Buffer.from(entries[`files/${world.pdfId}-verslag.pdf`] as Uint8Array).equals(pdf())).toBe(true);
    expect(
      Buffer.from(entries[`files/${world.notesId}-notities _april_.txt`] as Uint8Array).toString('utf8'),
    ).toBe(NOTES);
  });

  it('appends one audit entry user/export per download, with counts only', async () => {
    const { person } = world;
    const entry = await appendedBy(t.database.db, () =>
      admin.get(`/api/person-data/${person.id}/export.zip`),
    );
    expect(entry).toMatchObject({
      actor: { kind: 'user', id: admin.id },
      entity: 'user',
      entityId: person.id,
      action: 'export',
    });
    expect(entry.change.before).toBeNull();
    expect(entry.change.after).toEqual({
      format: 'zip',
      roles: expect.any(Number),
      responses: 1,
      comments: 1,
      actions: 2,
      feedback: 1,
      acknowledgements: 1,
      approvals: 1,
      revisions: 1,
      files: 2,
      audit: expect.any(Number),
    });
    const own = await appendedBy(t.database.db, () => person.get('/api/person-data/me/export.json'));
    expect(own).toMatchObject({
      actor: { id: person.id },
      entityId: person.id,
      change: { after: { format: 'json' } },
    });
  });

  it('answers 401 to anonymous, 403 to a non-administrator asking for anyone by id, 404 for an unknown user; none audited', async () => {
    const { person, other } = world;
    await appendsNone(t.database.db, async () => {
      for (const format of ['json', 'zip']) {
        expect((await client(t.app).get(`/api/person-data/me/export.${format}`)).statusCode).toBe(401);
        expect((await client(t.app).get(`/api/person-data/${person.id}/export.${format}`)).statusCode).toBe(
          401,
        );
        const theirs = await person.get(`/api/person-data/${other.id}/export.${format}`);
        expect(theirs.statusCode).toBe(403);
        expect(theirs.json()).toMatchObject({ messageKey: 'not-allowed' });
        expect((await person.get(`/api/person-data/${person.id}/export.${format}`)).statusCode).toBe(403);
        const unknown = await admin.get(`/api/person-data/${randomUUID()}/export.${format}`);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toMatchObject({ messageKey: 'not-found' });
      }
    });
    const mine = exported(await other.get('/api/person-data/me/export.json'));
    expect(mine.person.id).toBe(other.id);
    expect(mine.feedback.map((feedback) => feedback.id)).toEqual([world.otherFeedbackId]);
  });

  it('exports a deleted user for the administrator, and a user whose name fields are odd or empty', async () => {
    const deleted = await createUser(t, ['ROLE_EDITOR'], { deleted: true, withoutPassword: true });
    const data = exported(
      await admin.get(`/api/person-data/${deleted.id}/export.zip`.replace('.zip', '.json')),
    );
    expect(data.person).toMatchObject({ id: deleted.id, deleted: true });
    expect(data.roles).toEqual([
      expect.objectContaining({ name: 'ROLE_EDITOR', direct: true, effective: false }),
    ]);
    const zipped = await admin.get(`/api/person-data/${deleted.id}/export.zip`);
    expect(Object.keys(unzipSync(new Uint8Array(zipped.rawPayload)))).toEqual(['person.json']);

    const odd = await createUser(t, [], {
      firstName: '',
      preposition: '',
      lastName: '',
      withoutPassword: true,
    });
    await t.database.db
      .updateTable('app_user')
      .set({ first_name: 'Pseudoniem 7f3a "\u0007\u202e', last_name: '' })
      .where('id', '=', odd.id)
      .execute();
    const pseudonymous = exported(await admin.get(`/api/person-data/${odd.id}/export.json`));
    expect(pseudonymous.person.firstName).toBe('Pseudoniem 7f3a "\u0007\u202e');
    expect(pseudonymous.revisions).toEqual([]);
  });

  // PostgreSQL keeps the bytes in the database, in the transaction of the file's row: only a directory loses one.
  it.runIf(testDialect === 'sqlite')(
    "says so in the zip when a file's content is gone from the storage, and sends the rest",
    async () => {
      const user = await signedInClient(t);
      const kept = await uploadedPdf(user, 'kept.pdf');
      const lost = await uploadedPdf(user, 'lost.pdf');
      await rm(path.join(t.config.dataDir, 'files', lost));
      const answer = await admin.get(`/api/person-data/${user.id}/export.zip`);
      expect(answer.statusCode).toBe(200);
      const entries = unzipSync(new Uint8Array(answer.rawPayload));
      expect(Buffer.from(entries[`files/${kept}-kept.pdf`] as Uint8Array).equals(pdf())).toBe(true);
      expect(entries[`files/${lost}-lost.pdf`]).toBeUndefined();
      expect(Buffer.from(entries[`files/${lost}-lost.pdf.missing.txt`] as Uint8Array).toString()).toContain(
        'could not be read',
      );
    },
  );
});
