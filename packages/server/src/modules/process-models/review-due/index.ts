export { registerReviewDueRoutes } from './routes.js';
export { reviewDueService } from './service.js';
