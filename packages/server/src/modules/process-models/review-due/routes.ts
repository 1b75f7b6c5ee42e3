import { GOVERNANCE_WINDOW_DAYS, reviewDueSchema, TASK_ITEMS_SHOWN } from '@stroomlijn/domain';
import { requireAuth } from '../../../plugins/auth.js';
import { routeOptions } from '../../route-options.js';
import type { ModuleApp } from '../../server-module.js';
import type { ReviewDueService } from './service.js';

const route = routeOptions('process-models');

/** `GET /api/process_model/review-due`: a static path, which the router prefers to `/:id`. */
export function registerReviewDueRoutes(api: ModuleApp, reviews: ReviewDueService): void {
  api.get(
    '/review-due',
    route(
      'authenticated',
      `The published models whose owner or manager role the caller holds and whose review comes up within ${GOVERNANCE_WINDOW_DAYS} days, is due or overdue: {count, items} with the first ${TASK_ITEMS_SHOWN} items, the earliest review date first`,
      { response: { 200: reviewDueSchema } },
    ),
    (request) => reviews.forCaller(requireAuth(request), Date.now()),
  );
}
