import type { FormStatusMessage } from '@stroomlijn/domain';
import { AppError } from '../../errors.js';
import { type FormService, FormServiceError } from '../../integrations/form-service.js';

/** The message key of a failed call to the form service (also the form's status message). */
export function statusMessageOf(error: unknown): FormStatusMessage {
  if (error instanceof FormServiceError) {
    if (error.failure === 'not-found') return 'form-not-found';
    if (error.failure === 'unauthorized') return 'form-service-unauthorized';
  }
  return 'form-service-unavailable';
}

/** A failed call to the form service as Stroomlijn answers it: 424, never a 5xx of its own. */
export function serviceFailure(error: unknown): AppError {
  const key = statusMessageOf(error);
  return new AppError(key, {
    statusCode: 424,
    message: error instanceof Error ? `The form service failed: ${error.message}` : 'The form service failed',
  });
}

/** The configured form service, or 424 form-service-unavailable when none is. */
export function requireFormService(service: FormService | null): FormService {
  if (!service) {
    throw new AppError('form-service-unavailable', {
      statusCode: 424,
      message: 'No form service is configured (JOTFORM_API_KEY)',
    });
  }
  return service;
}
