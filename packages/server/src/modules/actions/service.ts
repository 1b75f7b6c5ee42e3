import {
  ACTION_PAGE_SIZE,
  type ActionStatusUpdate,
  dayMonthYearToIso,
  type OpenActions,
  pageCount,
  type ResponseAction,
  type ResponseActionBody,
  type ResponseActionPage,
  TASK_ITEMS_SHOWN,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { updateUnchanged, versionAfter } from '../../db/update-unchanged.js';
import { AppError } from '../../errors.js';
import type { AuthSession } from '../../lib/sessions.js';
import { holdsSystemRole } from '../../plugins/auth.js';
import { recordAudit } from '../audit/index.js';
import { workflowFormsRepository } from '../forms/index.js';
import {
  changeResponseStatus,
  liveResponses,
  notAllowed,
  responseRights,
  type WorkflowResponseRow,
  workflowResponsesRepository,
} from '../responses/index.js';
import { indexAction } from '../search/index.js';
import { effectiveHoldersOf } from '../users/index.js';
import type { ActionMailing } from './action-mail.js';
import { actionCalendar, agendaLink } from './agenda.js';
import { availableToHolder, toActions } from './mapping.js';
import { type ResponseActionRow, responseActionsRepository } from './repository.js';

const conflict = () => new AppError('conflict', { message: 'The action was changed meanwhile' });
const notFound = () => new AppError('not-found', { message: 'No such action' });
const notAvailable = () =>
  new AppError('not-available', { message: 'The response or the action is closed or deleted' });
const fieldError = (name: string, message: string) =>
  new AppError('validation', { errors: [{ name, message }] });

export interface ResponseActionsOptions {
  publicUrl: string;
  /** The emails to assignees; none without. */
  mail?: Pick<ActionMailing, 'assigned'>;
}

export function responseActionsService(db: Kysely<Database>, options: ResponseActionsOptions) {
  const live = liveResponses(db);
  const actions = responseActionsRepository(db);
  const forms = workflowFormsRepository(db);
  const responses = workflowResponsesRepository(db);

  async function answer(rows: readonly ResponseActionRow[], responses: WorkflowResponseRow[]) {
    return toActions(db, rows, new Map(responses.map((row) => [row.id, row])));
  }

  /**
   * Records the change of the action `id` in `trx`: `before` as read (null: new), after as it is now
   * (null once deleted). The entry is about the assignees before and after.
   */
  async function recordChange(
    trx: Kysely<Database>,
    id: string,
    response: WorkflowResponseRow,
    action: 'create' | 'update' | 'delete',
    before: ResponseAction | null,
  ): Promise<void> {
    const now = await responseActionsRepository(trx).findAny(id);
    const [after] =
      now && !now.deleted ? await toActions(trx, [now], new Map([[response.id, response]])) : [null];
    const subjects = [before?.assignee?.id, after?.assignee?.id].filter((user): user is string => !!user);
    await recordAudit(trx, { entity: 'action', entityId: id, action, before, after, subjects });
  }

  /** The live response, for an administrator or its reviewer, still open for changes to its actions. */
  async function reviewedOpen(caller: AuthSession, formId: string, responseId: string) {
    const response = await live.find(formId, responseId);
    const rights = responseRights(caller, response);
    if (!rights.admin && !rights.reviewer)
      throw notAllowed("Only the response's reviewer changes its actions");
    if (response.status === 'closed' || response.status === 'error')
      throw new AppError('invalid-state', { message: 'The actions of a finished response do not change' });
    return response;
  }

  /** AC-12: the assignee must hold the response's action-holder role. */
  async function assertAssignee(response: WorkflowResponseRow, assignee: { id: string } | null) {
    if (assignee === null) return;
    const roleId = response.action_holder_role_id;
    const holder =
      roleId !== null &&
      (await effectiveHoldersOf(db, roleId)
        .select('app_user.id')
        .where('app_user.id', '=', assignee.id)
        .executeTakeFirst()) !== undefined;
    if (!holder) throw fieldError('assignee', 'invalid-value');
  }

  /** One action for administrators, the response's reviewers and readers, and its assignee. */
  async function readable(caller: AuthSession, formId: string, responseId: string, id: string) {
    const response = await live.find(formId, responseId);
    const row = await actions.find(response.id, id);
    if (!row) throw notFound();
    const rights = responseRights(caller, response);
    if (!rights.admin && !rights.reader && row.assignee_user_id !== caller.info.user.id)
      throw notAllowed('Only the response’s reviewers and readers and the assignee read an action');
    return { response, action: (await answer([row], [response]))[0] as ResponseAction };
  }

  /** The action's response, live or deleted; undefined when it, or its form, is gone (AC-06). */
  async function responseOf(row: ResponseActionRow): Promise<WorkflowResponseRow | undefined> {
    const [response, form] = await Promise.all([responses.findAny(row.response_id), forms.find(row.form_id)]);
    return form ? response : undefined;
  }

  /**
   * AC-06: an action that is deleted, or whose response or form is, for its assignee and administrators
   * (the holder's page shows it read-only, not available); undefined for anyone else or a wrong path.
   */
  async function gone(caller: AuthSession, formId: string, responseId: string, id: string) {
    const row = await actions.findAny(id);
    if (!row || row.form_id !== formId || row.response_id !== responseId) return undefined;
    if (!holdsSystemRole(caller, 'ROLE_ADMIN') && row.assignee_user_id !== caller.info.user.id)
      return undefined;
    const response = await responseOf(row);
    return (await answer([row], response ? [response] : []))[0];
  }

  return {
    /** AC-11: the response's actions, for administrators and its reviewers and readers. */
    async list(caller: AuthSession, formId: string, responseId: string): Promise<ResponseAction[]> {
      const response = await live.find(formId, responseId);
      const rights = responseRights(caller, response);
      if (!rights.admin && !rights.reader) throw notAllowed('Only the response’s reviewers and readers');
      return answer(await actions.ofResponse(response.id), [response]);
    },

    /**
     * AC-11: one live action of a live response. Its assignee and administrators also read it once it,
     * its response or its form is deleted, as not available (AC-06); anyone else gets not-found then.
     */
    async get(caller: AuthSession, formId: string, responseId: string, id: string): Promise<ResponseAction> {
      try {
        return (await readable(caller, formId, responseId, id)).action;
      } catch (error) {
        if (!(error instanceof AppError) || error.messageKey !== 'not-found') throw error;
        const held = await gone(caller, formId, responseId, id);
        if (!held) throw error;
        return held;
      }
    },

    /** AC-03: the caller's actions, by form ('not selected': all), the earliest end date first. */
    async mine(caller: AuthSession, formId: string, page: number): Promise<ResponseActionPage> {
      const userId = caller.info.user.id;
      const [total, rows] = await Promise.all([
        actions.countAssigned(userId, formId),
        actions.pageAssigned(userId, formId, page),
      ]);
      const responseIds = [...new Set(rows.map((row) => row.response_id))];
      const rowsOfResponses = await responses.byIds(responseIds);
      return { actions: await answer(rows, rowsOfResponses), totalPages: pageCount(total, ACTION_PAGE_SIZE) };
    },

    /** The caller's open and waiting actions for the home page: the count, the overdue ones, the first. */
    async open(caller: AuthSession, today: string): Promise<OpenActions> {
      const userId = caller.info.user.id;
      const [counts, rows] = await Promise.all([
        actions.countOpenAssigned(userId, today),
        actions.firstOpenAssigned(userId, TASK_ITEMS_SHOWN),
      ]);
      const rowsOfResponses = await responses.byIds([...new Set(rows.map((row) => row.response_id))]);
      return { ...counts, items: await answer(rows, rowsOfResponses) };
    },

    /** AC-10: a new action (the client's id); a new response becomes in progress. */
    async create(caller: AuthSession, body: ResponseActionBody): Promise<ResponseAction> {
      const response = await reviewedOpen(caller, body.formId, body.responseId);
      if (await actions.idTaken(body.id)) throw fieldError('id', 'invalid-id');
      await assertAssignee(response, body.assignee);
      const now = Date.now();
      await db.transaction().execute(async (trx) => {
        await responseActionsRepository(trx).insert({
          id: body.id,
          form_id: response.form_id,
          response_id: response.id,
          action: body.action,
          remarks: body.remarks,
          status: body.status,
          assignee_user_id: body.assignee?.id ?? null,
          owner_user_id: caller.info.user.id,
          start_date: dayMonthYearToIso(body.startDate),
          end_date: dayMonthYearToIso(body.endDate),
          deleted: 0,
          created_at: now,
          updated_at: now,
        });
        await changeResponseStatus(trx, response, { kind: 'add-action' });
        await indexAction(trx, body.id);
        await recordChange(trx, body.id, response, 'create', null);
      });
      const action = await this.get(caller, body.formId, body.responseId, body.id);
      options.mail?.assigned(action, response.subject);
      return action;
    },

    /** AC-10: the reviewer's edit, based on the action's `updated` (409 conflict when stale). */
    async update(caller: AuthSession, body: ResponseActionBody): Promise<ResponseAction> {
      if (body.updated === undefined) throw fieldError('updated', 'not-set');
      const response = await reviewedOpen(caller, body.formId, body.responseId);
      const row = await actions.find(response.id, body.id);
      if (!row) throw notFound();
      await assertAssignee(response, body.assignee);
      const fields = {
        action: body.action,
        remarks: body.remarks,
        status: body.status,
        assignee_user_id: body.assignee?.id ?? null,
        start_date: dayMonthYearToIso(body.startDate),
        end_date: dayMonthYearToIso(body.endDate),
      };
      const at = versionAfter(row.updated_at);
      const expected = body.updated;
      const [before] = await answer([row], [response]);
      await db.transaction().execute(async (trx) => {
        if (!(await updateUnchanged(trx, 'response_actions', row.id, expected, fields, at))) throw conflict();
        await indexAction(trx, row.id);
        await recordChange(trx, row.id, response, 'update', before ?? null);
      });
      const action = await this.get(caller, body.formId, body.responseId, body.id);
      // Only a new assignee is told; an edit that keeps the assignee sends nothing.
      if (fields.assignee_user_id !== row.assignee_user_id) options.mail?.assigned(action, response.subject);
      return action;
    },

    /** AC-11: soft delete, by an administrator or the reviewer. */
    async remove(caller: AuthSession, formId: string, responseId: string, id: string): Promise<void> {
      const response = await reviewedOpen(caller, formId, responseId);
      const row = await actions.find(response.id, id);
      if (!row) throw notFound();
      const [before] = await answer([row], [response]);
      await db.transaction().execute(async (trx) => {
        const deleted = { deleted: 1 };
        // Only the version read is deleted: one changed meanwhile is a conflict, not a silent success.
        if (
          !(await updateUnchanged(
            trx,
            'response_actions',
            row.id,
            Number(row.updated_at),
            deleted,
            Date.now(),
          ))
        )
          throw conflict();
        await indexAction(trx, row.id);
        await recordChange(trx, row.id, response, 'delete', before ?? null);
      });
    },

    /**
     * AC-05, AC-06: the assignee's (or an administrator's) update of status and remarks, only while
     * neither the response nor the action is closed or deleted (409 not-available).
     */
    async updateStatus(caller: AuthSession, update: ActionStatusUpdate): Promise<ResponseAction> {
      const row = await actions.findAny(update.id);
      if (!row) throw notFound();
      if (!holdsSystemRole(caller, 'ROLE_ADMIN') && row.assignee_user_id !== caller.info.user.id)
        throw notAllowed('Only the assignee updates the status of an action');
      const response = await responseOf(row);
      if (!response || !availableToHolder(row, response)) throw notAvailable();
      const at = versionAfter(row.updated_at);
      const fields = { status: update.status, remarks: update.remarks };
      const [before] = await answer([row], [response]);
      const written = await db.transaction().execute(async (trx) => {
        if (!(await updateUnchanged(trx, 'response_actions', row.id, update.updated, fields, at)))
          return false;
        await recordChange(trx, row.id, response, 'update', before ?? null);
        return true;
      });
      if (!written) {
        const now = await actions.findAny(update.id);
        throw now?.deleted ? notAvailable() : conflict();
      }
      return this.get(caller, row.form_id, row.response_id, row.id);
    },

    /** AG-03: the action's calendar file, for whoever may read the action. */
    async agenda(caller: AuthSession, formId: string, responseId: string, id: string): Promise<string> {
      const { response, action } = await readable(caller, formId, responseId, id);
      return actionCalendar(action, response.subject, agendaLink(options.publicUrl, action));
    },
  };
}

export type ResponseActionsService = ReturnType<typeof responseActionsService>;
