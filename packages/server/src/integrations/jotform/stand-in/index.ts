/** The JotForm stand-in, for tests and `npm run forms:stand-in` only; production code never imports it. */
export { SEED_FORMS } from './seed-forms.js';
export {
  type DownMode,
  type FormServiceStandIn,
  type FormServiceStandInOptions,
  startFormServiceStandIn,
} from './stand-in.js';
export type { StandInForm, StandInFormInput, StandInQuestionInput, StandInSubmission } from './store.js';
export type { WebhookDelivery } from './webhooks.js';
