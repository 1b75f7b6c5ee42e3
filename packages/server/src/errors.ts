import type { FieldError, MessageKey } from '@stroomlijn/domain';

const STATUS: Partial<Record<MessageKey, number>> = {
  'not-authenticated': 401,
  'invalid-credentials': 401,
  'not-allowed': 403,
  'not-found': 404,
  conflict: 409,
  'invalid-state': 409,
  'not-available': 409,
  'unsupported-role-switch': 409,
  'duplicate-name': 409,
  'duplicate-email': 409,
  'duplicate-revision': 409,
  'duplicate-form': 409,
  'built-in-user': 409,
  'already-erased': 409,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  validation: 422,
  'invalid-id': 422,
  'too-many-requests': 429,
  // The form service (JotForm) failed: a failed dependency, never a 5xx of Stroomlijn.
  'form-not-found': 424,
  'form-service-unauthorized': 424,
  'form-service-unavailable': 424,
  internal: 500,
  storage: 500,
  unknown: 500,
};

/** The one error type of the server: every refusal names a message key of the catalogue. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messageKey: MessageKey;
  readonly errors: FieldError[];
  readonly references: { name: string }[];
  readonly debugInfo: string;
  /** Seconds after which the same request may succeed (the Retry-After header of a 429 or 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    messageKey: MessageKey,
    options: {
      message?: string;
      statusCode?: number;
      errors?: FieldError[];
      references?: { name: string }[];
      debugInfo?: string;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(options.message ?? messageKey);
    this.name = 'AppError';
    this.messageKey = messageKey;
    this.statusCode = options.statusCode ?? STATUS[messageKey] ?? 400;
    this.errors = options.errors ?? [];
    this.references = options.references ?? [];
    this.debugInfo = options.debugInfo ?? '';
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
