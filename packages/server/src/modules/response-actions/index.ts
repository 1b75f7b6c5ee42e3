export { type ResponseActionMail, responseActionMailOf } from './reminders.js';
export { responseActionsModule } from './routes.js';
