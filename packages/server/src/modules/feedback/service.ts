import { randomUUID } from 'node:crypto';
import type { Feedback, FeedbackBody, FeedbackDoneItem, FeedbackStatusUpdate } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { versionAfter } from '../../db/update-unchanged.js';
import { AppError } from '../../errors.js';
import type { AuthSession } from '../../lib/sessions.js';
import { holdsSystemRole } from '../../plugins/auth.js';
import { recordAudit } from '../audit/index.js';
import type { PublishListener } from '../publish-events.js';
import type { FeedbackMailing } from './feedback-mail.js';
import { toFeedback, toFeedbackDoneItem } from './mapping.js';
import { type FeedbackItemRow, feedbackRepository, type PublishedModelRow } from './repository.js';

const modelNotFound = () => new AppError('not-found', { message: 'No such published process model' });
const feedbackNotFound = () => new AppError('not-found', { message: 'No such feedback' });
const invalidField = (name: string, message: string) =>
  new AppError('validation', { message, errors: [{ name, message: 'invalid-value' }] });

/**
 * Does the caller handle feedback on the model: holding its owner or manager role (latest revision),
 * directly or through a role that contains it, or ROLE_ADMIN?
 */
function handles(
  caller: AuthSession,
  model: Pick<PublishedModelRow, 'owner_role_id' | 'manager_role_id'>,
): boolean {
  if (holdsSystemRole(caller, 'ROLE_ADMIN')) return true;
  const held = new Set(caller.info.roles.map((role) => role.id));
  return [model.owner_role_id, model.manager_role_id].some((id) => id !== null && held.has(id));
}

export function feedbackService(db: Kysely<Database>, mail: FeedbackMailing) {
  const repository = feedbackRepository(db);

  async function publishedModel(id: string): Promise<PublishedModelRow> {
    const model = await repository.publishedModel(id);
    if (!model) throw modelNotFound();
    return model;
  }

  async function itemIn(database: Kysely<Database>, id: string): Promise<FeedbackItemRow> {
    const row = await feedbackRepository(database).item(id);
    if (!row) throw feedbackNotFound();
    return row;
  }

  const item = (id: string) => itemIn(db, id);

  return {
    /** Feedback on the latest revision of a published model, or on one of its steps; its handlers are told. */
    async give(caller: AuthSession, processModelId: string, body: FeedbackBody): Promise<Feedback> {
      const model = await publishedModel(processModelId);
      let step: { id: string; name: string } | null = null;
      if (body.stepId) {
        const steps = await repository.revisionSteps(model.id, model.revision);
        step = steps.find((candidate) => candidate.id === body.stepId) ?? null;
        if (step === null) throw invalidField('stepId', 'The step is not a step of the published model');
      }
      if (body.fileId) {
        const file = await repository.uploadedFile(body.fileId);
        // Only a file of one's own: attaching would otherwise let the handlers read anyone's upload.
        if (!file || file.uploaded_by !== caller.info.user.id) {
          throw invalidField('fileId', 'No such file was uploaded by you');
        }
      }
      const id = randomUUID();
      const now = Date.now();
      const feedback = await db.transaction().execute(async (trx) => {
        const trxRepository = feedbackRepository(trx);
        await trxRepository.insert({
          id,
          process_model_id: model.id,
          revision: model.revision,
          step_id: step?.id ?? null,
          step_name: step?.name ?? null,
          text: body.text,
          file_id: body.fileId ?? null,
          author_id: caller.info.user.id,
          status: 'open',
          reason: null,
          done_in_revision: null,
          created_at: now,
          updated_at: now,
        });
        const given = toFeedback(await itemIn(trx, id));
        await recordAudit(trx, { entity: 'feedback', entityId: id, action: 'create', after: given });
        return given;
      });
      mail.given(feedback, { ownerRoleId: model.owner_role_id, managerRoleId: model.manager_role_id });
      return feedback;
    },

    /**
     * The model's feedback, newest first: all of it for those who handle it and for modelers (who publish
     * the revision that marks it done), else the caller's own.
     */
    async ofModel(caller: AuthSession, processModelId: string): Promise<Feedback[]> {
      const model = await publishedModel(processModelId);
      const rows =
        handles(caller, model) || holdsSystemRole(caller, 'ROLE_MODELER')
          ? await repository.ofModel(model.id)
          : await repository.ofModel(model.id, caller.info.user.id);
      return rows.map(toFeedback);
    },

    /** The caller's own feedback, newest first, with its answers. */
    async mine(caller: AuthSession): Promise<Feedback[]> {
      return (await repository.ofAuthor(caller.info.user.id)).map(toFeedback);
    },

    /** Open and accepted feedback on the models whose owner or manager role the caller holds. */
    async toHandle(caller: AuthSession): Promise<Feedback[]> {
      return (await repository.toHandle(caller.info.roles.map((role) => role.id))).map(toFeedback);
    },

    /** The owner's or manager's answer; the author is told when it changes anything. */
    async setStatus(caller: AuthSession, id: string, update: FeedbackStatusUpdate): Promise<Feedback> {
      const row = await item(id);
      if (!handles(caller, row)) {
        throw new AppError('not-allowed', { message: "Only the model's owner or manager answers feedback" });
      }
      if (Number(row.updated_at) !== update.updatedAt) throw new AppError('conflict');
      const reason = update.status === 'declined' ? (update.reason ?? null) : null;
      if (row.status === update.status && row.reason === reason) return toFeedback(row);
      // A revision's mark stays only while the feedback stays done.
      const doneInRevision = update.status === 'done' ? row.done_in_revision : null;
      const feedback = await db.transaction().execute(async (trx) => {
        const written = await feedbackRepository(trx).updateStatus(
          id,
          update.updatedAt,
          { status: update.status, reason, done_in_revision: doneInRevision },
          versionAfter(row.updated_at),
        );
        if (!written) throw new AppError('conflict');
        const answered = toFeedback(await itemIn(trx, id));
        await recordAudit(trx, {
          entity: 'feedback',
          entityId: id,
          action: 'update',
          before: toFeedback(row),
          after: answered,
          subjects: [row.author_id],
        });
        return answered;
      });
      mail.answered(feedback);
      return feedback;
    },

    /** The feedback a revision of a live model marked done, as its change note lists it. */
    async doneIn(processModelId: string, revision: number): Promise<FeedbackDoneItem[]> {
      if (!(await repository.liveRevisionExists(processModelId, revision))) throw modelNotFound();
      const rows = await repository.doneIn(processModelId, revision);
      return rows.reverse().map(toFeedbackDoneItem);
    },
  };
}

/**
 * The publish listener: the feedback the publisher named as dealt with becomes done by the new revision,
 * in the publish's transaction. Each must be open or accepted feedback on that model, else the publish
 * is refused (422 under feedbackDone) and rolls back. The authors are told once the publish committed.
 */
export function feedbackDoneListener(mail: FeedbackMailing): PublishListener {
  return async (trx, event) => {
    const ids = [...new Set(event.feedbackDone)];
    if (ids.length === 0) return;
    const repository = feedbackRepository(trx);
    const open = new Set(await repository.openOf(event.processModelId, ids));
    const refused = ids.filter((id) => !open.has(id));
    const marked =
      refused.length === 0
        ? await repository.markDone(event.processModelId, ids, event.revision, Date.now())
        : 0;
    if (refused.length > 0 || marked !== ids.length) {
      throw new AppError('validation', {
        message: 'Only open or accepted feedback on this process model can be marked done',
        errors: [{ name: 'feedbackDone', message: 'invalid-value' }],
        references: (refused.length > 0 ? refused : ids).map((name) => ({ name })),
      });
    }
    mail.doneAfterCommit(event.processModelId, event.revision, ids);
  };
}

export type FeedbackService = ReturnType<typeof feedbackService>;
