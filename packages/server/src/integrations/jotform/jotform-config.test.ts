import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

const load = (env: NodeJS.ProcessEnv) => loadConfig({ NODE_ENV: 'production', ...env }, { webDir: null });

describe('the form service configuration', () => {
  it('defaults to JotForm itself, polling every 300 s, and no form service without a key', () => {
    expect(load({}).formService).toEqual({
      apiUrl: 'https://api.jotform.com',
      apiKey: null,
      formUrl: 'https://form.jotform.com',
      pollSeconds: 300,
    });
  });

  it('reads the four variables; an http address on this machine is allowed, also in production', () => {
    const config = load({
      JOTFORM_API_URL: 'http://127.0.0.1:8090/',
      JOTFORM_API_KEY: ' abc123 ',
      JOTFORM_FORM_URL: 'http://localhost:8090',
      STROOMLIJN_FORMS_POLL_SECONDS: '0',
    });
    expect(config.production).toBe(true);
    expect(config.formService).toEqual({
      apiUrl: 'http://127.0.0.1:8090',
      apiKey: 'abc123',
      formUrl: 'http://localhost:8090',
      pollSeconds: 0,
    });
    expect(load({ JOTFORM_API_URL: 'https://eu-api.jotform.com' }).formService.apiUrl).toBe(
      'https://eu-api.jotform.com',
    );
    expect(load({ JOTFORM_API_URL: 'http://[::1]:9000/jotform' }).formService.apiUrl).toBe(
      'http://[::1]:9000/jotform',
    );
  });

  it('stops the start with a message naming the variable for an unusable value', () => {
    expect(() => load({ JOTFORM_API_URL: 'api.jotform.com' })).toThrow(
      /^JOTFORM_API_URL is not a valid address/,
    );
    expect(() => load({ JOTFORM_API_URL: 'http://jotform.internal' })).toThrow(
      /^JOTFORM_API_URL must be an https:\/\/ address, or http:\/\/ on this machine/,
    );
    expect(() => load({ JOTFORM_FORM_URL: 'ftp://form.jotform.com' })).toThrow(
      /^JOTFORM_FORM_URL must be an https/,
    );
    expect(() => load({ JOTFORM_API_URL: 'https://u:p@api.jotform.com' })).toThrow(/without credentials/);
    expect(() => load({ STROOMLIJN_FORMS_POLL_SECONDS: '-5' })).toThrow(
      /^STROOMLIJN_FORMS_POLL_SECONDS must be/,
    );
    expect(() => load({ STROOMLIJN_FORMS_POLL_SECONDS: '1.5' })).toThrow(/whole number/);
  });
});
