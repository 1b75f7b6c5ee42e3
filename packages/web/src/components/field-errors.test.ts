import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { i18n } from '../lib/i18n';
import { fieldErrorMap, formErrors } from './field-errors';

const t = i18n.t.bind(i18n);

const error = (messageKey: string, errors: { name: string; message: string }[]) =>
  new ApiError(422, { message: '', messageKey, errors, references: [], debugInfo: '' });

describe('field errors', () => {
  it('ER-13: server field errors are translated and keyed by field name', () => {
    expect(
      fieldErrorMap(t, [
        { name: 'email', message: 'invalid-email' },
        { name: 'name', message: 'text-too-long' },
        { name: 'password', message: 'password-too-short' },
        { name: 'x', message: 'something-new' },
      ]),
    ).toEqual({
      email: 'Invalid email address',
      name: 'Text too long',
      password: 'The password must have at least 8 characters',
      x: 'Invalid value',
    });
  });

  it('ER-13: a validation error shows its field errors and a danger message', () => {
    const result = formErrors(t, error('validation', [{ name: 'email', message: 'not-empty' }]));
    expect(result.fields).toEqual({ email: 'Field should not be empty' });
    expect(result.general).toBe('Some fields are not valid');
  });

  it('ER-14: a general error overrides the field errors', () => {
    const result = formErrors(t, error('duplicate-email', [{ name: 'email', message: 'duplicate-email' }]));
    expect(result.fields).toEqual({});
    expect(result.general).toBe('The email address already exists');
  });

  it('a field key the server added after the domain shows its own text (too-many-rows)', () => {
    expect(fieldErrorMap(t, [{ name: 'file', message: 'too-many-rows' }])).toEqual({
      file: 'The file has more rows than can be imported at once (at most 20,000)',
    });
  });

  it('no error, no messages', () => {
    expect(formErrors(t, null)).toEqual({ general: null, fields: {} });
  });
});
