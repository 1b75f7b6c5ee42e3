import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { mailerFor } from './smtp-mailer.js';

const load = (env: NodeJS.ProcessEnv) => loadConfig(env, { webDir: null });
const silent = { debug() {}, warn() {}, error() {} };

describe('mail configuration', () => {
  it('sends no email by default, from Stroomlijn <no-reply@localhost>, in English', () => {
    const config = load({});
    expect(config.mail).toEqual({ smtpUrl: null, from: 'Stroomlijn <no-reply@localhost>' });
    expect(config.defaultLanguage).toBe('en');
    expect(mailerFor(config, silent)).toBeNull();
  });

  it('reads SMTP_URL (smtp:// and smtps://) and gives a mailer for it', async () => {
    expect(load({ SMTP_URL: ' smtp://user:pass@mail.example.org:587 ' }).mail.smtpUrl).toBe(
      'smtp://user:pass@mail.example.org:587',
    );
    const config = load({ SMTP_URL: 'smtps://mail.example.org' });
    expect(config.mail.smtpUrl).toBe('smtps://mail.example.org');
    const mailer = mailerFor(config, silent);
    expect(mailer).not.toBeNull();
    await mailer?.close();
  });

  it.each([
    ['not an address', /SMTP_URL is not a valid address/],
    ['http://user:secret@mail.example.org', /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    ['mailto:someone@example.org', /SMTP_URL must start with smtp:\/\//],
    ['smtp://', /SMTP_URL/],
  ])('refuses SMTP_URL %s, without repeating it', (value, message) => {
    expect(() => load({ SMTP_URL: value })).toThrow(message);
    expect(() => load({ SMTP_URL: value })).not.toThrow(/secret/);
  });

  it('reads STROOMLIJN_MAIL_FROM as one address, with or without a name', () => {
    expect(load({ STROOMLIJN_MAIL_FROM: 'workflow@example.org' }).mail.from).toBe('workflow@example.org');
    expect(load({ STROOMLIJN_MAIL_FROM: '"Stroomlijn, Finance" <fin@example.org>' }).mail.from).toBe(
      '"Stroomlijn, Finance" <fin@example.org>',
    );
    for (const bad of ['Stroomlijn', 'a@example.org, b@example.org', 'Name <not an address>', '<>'])
      expect(() => load({ STROOMLIJN_MAIL_FROM: bad })).toThrow(
        /STROOMLIJN_MAIL_FROM must be one email address/,
      );
  });

  it('reads STROOMLIJN_DEFAULT_LANGUAGE: en or nl, and refuses anything else', () => {
    expect(load({ STROOMLIJN_DEFAULT_LANGUAGE: 'nl' }).defaultLanguage).toBe('nl');
    expect(load({ STROOMLIJN_DEFAULT_LANGUAGE: ' NL ' }).defaultLanguage).toBe('nl');
    expect(load({ STROOMLIJN_DEFAULT_LANGUAGE: 'en' }).defaultLanguage).toBe('en');
    expect(() => load({ STROOMLIJN_DEFAULT_LANGUAGE: 'de' })).toThrow(
      'STROOMLIJN_DEFAULT_LANGUAGE must be one of en, nl (got "de")',
    );
  });
});
