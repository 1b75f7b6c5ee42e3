import {
  approvalRejectionSchema,
  approvalReviewSchema,
  approvalTaskSchema,
  processModelSchema,
} from '@stroomlijn/domain';
import { z } from 'zod';
import { requireAuth } from '../../../plugins/auth.js';
import { idParams, routeOptions } from '../../route-options.js';
import type { ModuleApp } from '../../server-module.js';
import type { ApprovalService } from './service.js';

const route = routeOptions('process-models');
const byModel = { params: idParams, response: { 200: processModelSchema } };

/**
 * Approval before publishing: holders of a model's approval role list the submissions they may decide
 * and approve or reject them (never their own: 403); the submitter withdraws one. Any signed-in user may
 * call the decisions; the service checks the approval role.
 */
export function registerApprovalRoutes(api: ModuleApp, approvals: ApprovalService): void {
  api.get(
    '/approval',
    route(
      'authenticated',
      'The submissions for approval the caller may decide: of models whose approval role the caller holds, not submitted by the caller; oldest first',
      { response: { 200: z.array(approvalTaskSchema) } },
    ),
    (request) => approvals.tasks(requireAuth(request)),
  );

  api.get(
    '/approval/:id',
    route(
      'authenticated',
      'The submission awaiting approval, the submitted working copy and what it changes from the latest revision (the first revision: every step added); for holders of the approval role, its submitter and modelers (403 others); 404 when nothing awaits approval',
      { params: idParams, response: { 200: approvalReviewSchema } },
    ),
    (request) => approvals.review(requireAuth(request), request.params.id),
  );

  api.post(
    '/approval/:id/approve',
    route(
      'authenticated',
      'Approves the submission awaiting approval: publishes it as the next revision with its change note, naming its submitter as publisher and the caller as approver. 403 unless the caller holds the approval role, and for the submitter; 409 invalid-state when nothing awaits approval',
      byModel,
      [409],
    ),
    (request) => approvals.approve(requireAuth(request), request.params.id),
  );

  api.post(
    '/approval/:id/reject',
    route(
      'authenticated',
      'Rejects the submission awaiting approval with a reason: the working copy returns to its modelers, who read why. 403 unless the caller holds the approval role, and for the submitter; 409 invalid-state when nothing awaits approval',
      { ...byModel, body: approvalRejectionSchema },
      [409],
    ),
    (request) => approvals.reject(requireAuth(request), request.params.id, request.body.reason),
  );

  api.post(
    '/approval/:id/withdraw',
    route(
      ['ROLE_MODELER'],
      'Withdraws the submission awaiting approval (its submitter only, else 403): the working copy may be changed again. 409 invalid-state when nothing awaits approval',
      byModel,
      [409],
    ),
    (request) => approvals.withdraw(requireAuth(request), request.params.id),
  );
}
