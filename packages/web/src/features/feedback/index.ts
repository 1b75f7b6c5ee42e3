export { feedbackPagePath, feedbackToHandleQuery, myFeedbackQuery } from './feedback-api';
export { FeedbackDoneField } from './feedback-done-field';
export { FeedbackDoneList } from './feedback-done-list';
export { FeedbackPage } from './feedback-page';
export { feedbackStepPath } from './feedback-paths';
export { FeedbackStatusBadge } from './feedback-status';
export { GiveFeedbackForm } from './give-feedback-form';
