import {
  feedbackBodySchema,
  feedbackDoneItemSchema,
  feedbackSchema,
  feedbackStatusUpdateSchema,
} from '@stroomlijn/domain';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import { idParams, revisionParams, routeOptions } from '../route-options.js';
import type { ModuleApp } from '../server-module.js';
import type { FeedbackService } from './service.js';

const route = routeOptions('feedback');
const feedbackList = { 200: z.array(feedbackSchema) };

/** Under `/api/process_model`: giving feedback on a published model, its list, and what a revision dealt with. */
export function registerModelFeedbackRoutes(api: ModuleApp, feedback: FeedbackService): void {
  api.post(
    '/:id/feedback',
    route(
      'authenticated',
      "Gives feedback on the latest revision of a published process model, or on one of its steps (stepId), with an optional file the caller uploaded (fileId); the holders of the model's owner and manager roles are told by email",
      { params: idParams, body: feedbackBodySchema, response: { 201: feedbackSchema } },
    ),
    async (request, reply) =>
      reply.code(201).send(await feedback.give(requireAuth(request), request.params.id, request.body)),
  );

  api.get(
    '/:id/feedback',
    route(
      'authenticated',
      "The feedback on a published process model, newest first: all of it for the holders of the model's owner and manager roles, administrators and modelers, only the caller's own for anyone else",
      { params: idParams, response: feedbackList },
    ),
    (request) => feedback.ofModel(requireAuth(request), request.params.id),
  );

  api.get(
    '/revisions/:id/:revision/feedback-done',
    route(
      'authenticated',
      "The feedback that a published revision marked done, in the order it was given: each with the step's name, the text and the author's name",
      { params: revisionParams, response: { 200: z.array(feedbackDoneItemSchema) } },
    ),
    (request) => feedback.doneIn(request.params.id, request.params.revision),
  );
}

/** Under `/api/feedback`: the caller's own feedback, the feedback they handle, and the answer to one. */
export function registerFeedbackRoutes(api: ModuleApp, feedback: FeedbackService): void {
  api.get(
    '/mine',
    route(
      'authenticated',
      "The caller's own feedback on live process models, newest first, with its status and answer",
      {
        response: feedbackList,
      },
    ),
    (request) => feedback.mine(requireAuth(request)),
  );

  api.get(
    '/to-handle',
    route(
      'authenticated',
      'Open and accepted feedback on the live process models whose owner or manager role (latest revision) the caller holds, newest first',
      { response: feedbackList },
    ),
    (request) => feedback.toHandle(requireAuth(request)),
  );

  api.put(
    '/:id/status',
    route(
      'authenticated',
      "Answers feedback (open, accepted, declined with a reason, done): only the holders of the model's owner and manager roles and administrators; a stale updatedAt is refused with 409 conflict; the author is told by email",
      { params: idParams, body: feedbackStatusUpdateSchema, response: { 200: feedbackSchema } },
    ),
    (request) => feedback.setStatus(requireAuth(request), request.params.id, request.body),
  );
}
