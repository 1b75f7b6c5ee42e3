import {
  displayName,
  PERSON_DATA_FORMAT,
  PERSON_DATA_VERSION,
  type PersonDataExport,
  personDataFilePath,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { effectiveRolesOfUser } from '../../security/index.js';
import { personDataRepository } from './repository.js';

/** What each part of the export holds, in the file itself, so that the person can read it without us. */
export const ABOUT: Record<string, string> = {
  person:
    'Your account: name, email, personnel number, chosen language, whether a password is set (never the password), when it was created and changed, how many sessions are open now and when each remembered browser signed in (no secrets).',
  roles:
    'The roles you hold: direct ones were given to you, the others you hold through a role that contains them or because every user holds them.',
  responses:
    'The responses of workflow forms you sent (the form service named your user id), with their answers.',
  comments: 'The comments you wrote on responses.',
  actions: 'The follow-up actions assigned to you or created by you.',
  feedback: 'The feedback you gave on process models.',
  acknowledgements: 'The published revisions you were asked to confirm having read, and when you confirmed.',
  approvals: 'The submissions of process models for approval that you made or decided.',
  revisions:
    'Published revisions that name you as publisher or approver (revisions keep the name, not the account: found by your name).',
  files: 'The files you uploaded; their content is in the zip under "files/" at each path.',
  audit:
    'The entries of the audit trail made by you or about you: when, who, from which address, what and the fields changed.',
};

const parsed = (json: string): unknown[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

/** Everything but the audit trail (that is streamed: it can be long). Throws not-found for an unknown user. */
export async function gatherPersonData(
  db: Kysely<Database>,
  userId: string,
  exportedAt: number,
): Promise<Omit<PersonDataExport, 'audit'>> {
  const data = personDataRepository(db);
  const user = await data.account(userId);
  if (!user) throw new AppError('not-found');
  const [sessions, devices, direct, effective] = await Promise.all([
    data.sessions(userId),
    data.signInDevices(userId),
    data.directRoleIds(userId),
    user.deleted ? Promise.resolve([]) : effectiveRolesOfUser(db, userId),
  ]);
  const directIds = new Set(direct.map((row) => row.role_id));
  const effectiveIds = new Set(effective.map((role) => role.id));
  // A deleted user holds nothing effectively (no session is let in); their direct roles are still listed.
  const directRoles = await data.rolesByIds([...directIds]);
  const roles = [
    ...effective.map((role) => ({ ...role, direct: directIds.has(role.id), effective: true })),
    ...directRoles
      .filter((role) => !effectiveIds.has(role.id))
      .map((role) => ({ id: role.id, name: role.name, direct: true, effective: false })),
  ];
  const name = displayName({
    firstName: user.first_name,
    preposition: user.preposition,
    lastName: user.last_name,
  });
  const [responses, comments, actions, feedback, acknowledgements, approvals, revisions, files] =
    await Promise.all([
      data.responsesSentBy(userId),
      data.commentsBy(userId),
      data.actionsOf(userId),
      data.feedbackBy(userId),
      data.acknowledgementsOf(userId),
      data.approvalsOf(userId),
      name === '' ? Promise.resolve([]) : data.revisionsNaming(name),
      data.filesUploadedBy(userId),
    ]);
  return {
    format: PERSON_DATA_FORMAT,
    version: PERSON_DATA_VERSION,
    exportedAt,
    about: ABOUT,
    person: {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      preposition: user.preposition,
      lastName: user.last_name,
      personnelNumber: user.personnel_number,
      language: user.language ?? null,
      hasPassword: user.password_hash !== null,
      deleted: Boolean(user.deleted),
      createdAt: Number(user.created_at),
      updatedAt: Number(user.updated_at),
      sessions,
      signInDevices: devices.map((row) => ({ signedInAt: Number(row.signed_in_at) })),
    },
    roles,
    responses: responses.map((row) => ({
      id: row.id,
      form: { id: row.form_id, name: row.form_name },
      internalId: Number(row.internal_id),
      submissionId: row.submission_id,
      subject: row.subject,
      submissionDate: Number(row.submission_date),
      status: row.status,
      remarks: row.remarks,
      answers: parsed(row.answers),
      deleted: Boolean(row.deleted),
    })),
    comments: comments.map((row) => ({
      responseId: row.id,
      form: { id: row.form_id, name: row.form_name },
      subject: row.subject,
      comment: row.comment,
      updatedAt: Number(row.updated_at),
    })),
    actions: actions.map((row) => ({
      id: row.id,
      responseId: row.response_id,
      form: { id: row.form_id, name: row.form_name },
      action: row.action,
      remarks: row.remarks,
      status: row.status,
      startDate: row.start_date,
      endDate: row.end_date,
      assignedToPerson: row.assignee_user_id === userId,
      createdByPerson: row.owner_user_id === userId,
      deleted: Boolean(row.deleted),
      createdAt: Number(row.created_at),
      updatedAt: Number(row.updated_at),
    })),
    feedback: feedback.map((row) => ({
      id: row.id,
      processModel: { id: row.process_model_id, name: row.model_name },
      revision: Number(row.revision),
      stepName: row.step_name,
      text: row.text,
      fileId: row.file_id,
      status: row.status,
      reason: row.reason,
      createdAt: Number(row.created_at),
      updatedAt: Number(row.updated_at),
    })),
    acknowledgements: acknowledgements.map((row) => ({
      processModel: { id: row.process_model_id, name: row.model_name },
      revision: Number(row.revision),
      askedAt: Number(row.created_at),
      confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
    })),
    approvals: approvals.map((row) => ({
      id: row.id,
      processModel: { id: row.process_model_id, name: row.model_name },
      state: row.state,
      submittedByPerson: row.submitted_by === userId,
      decidedByPerson: row.decided_by === userId,
      submittedAt: Number(row.submitted_at),
      changeNote: row.change_note,
      decidedAt: row.decided_at === null ? null : Number(row.decided_at),
      reason: row.reason,
    })),
    revisions: revisions.map((row) => ({
      processModelId: row.process_model_id,
      revision: Number(row.revision),
      name: row.name,
      publishedAt: Number(row.published_at),
      publishedByName: row.published_by_name,
      approvedByName: row.approved_by_name,
    })),
    files: files.map((row) => ({
      id: row.id,
      name: row.name,
      size: Number(row.size),
      type: row.content_type,
      uploadedAt: Number(row.created_at),
      path: personDataFilePath(row.id, row.name),
    })),
  };
}

export type GatheredPersonData = Awaited<ReturnType<typeof gatherPersonData>>;
