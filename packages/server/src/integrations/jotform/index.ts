import { type FormService, FormServiceError } from '../form-service.js';
import type { FormServiceConfig } from './jotform-config.js';
import { jotformFormService } from './jotform-form-service.js';

export {
  DEFAULT_FORMS_POLL_SECONDS,
  DEFAULT_JOTFORM_API_URL,
  DEFAULT_JOTFORM_FORM_URL,
  type FormServiceConfig,
  loadFormServiceConfig,
} from './jotform-config.js';
export {
  JOTFORM_MAX_PAGE_SIZE,
  JOTFORM_TIMEOUT_MS,
  type JotformFormServiceOptions,
  jotformFormService,
} from './jotform-form-service.js';

/** The configured form service; null when JOTFORM_API_KEY is not set. */
export function formServiceFor(config: { formService: FormServiceConfig }): FormService | null {
  const { apiUrl, apiKey } = config.formService;
  return apiKey === null ? null : jotformFormService({ apiUrl, apiKey });
}

const NOT_CONFIGURED =
  'No form service is configured: set JOTFORM_API_KEY (and JOTFORM_API_URL for EU accounts)';

function notConfigured(): never {
  throw new FormServiceError('unauthorized', NOT_CONFIGURED);
}

/** For when `formServiceFor(config)` is null: every call fails `unauthorized`, saying what to set. */
export const notConfiguredFormService: FormService = {
  form: async () => notConfigured(),
  submission: async () => notConfigured(),
  // biome-ignore lint/correctness/useYield: it fails before the first submission.
  async *submissionsSince() {
    notConfigured();
  },
  webhooks: async () => notConfigured(),
  addWebhook: async () => notConfigured(),
  deleteWebhook: async () => notConfigured(),
};
