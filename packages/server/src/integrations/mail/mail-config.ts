import { LANGUAGES, type Language } from '@stroomlijn/domain';
import addressparser from 'nodemailer/lib/addressparser';

export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://…`; null sends no email at all. */
  smtpUrl: string | null;
  /** The From header: `Name <address>` or a bare address. */
  from: string;
}

export const DEFAULT_MAIL_FROM = 'Stroomlijn <no-reply@localhost>';

const SMTP_URL_EXAMPLE = 'smtp://user:password@mail.example.org:587 or smtps://…:465';

/** Reads SMTP_URL and STROOMLIJN_MAIL_FROM; throws a message naming the variable when one is unusable. */
export function loadMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  return {
    smtpUrl: smtpUrl(env.SMTP_URL),
    from: mailFrom(env.STROOMLIJN_MAIL_FROM),
  };
}

/** STROOMLIJN_DEFAULT_LANGUAGE: the language of email to a user who chose no interface language. */
export function loadDefaultLanguage(env: NodeJS.ProcessEnv): Language {
  const value = (env.STROOMLIJN_DEFAULT_LANGUAGE ?? '').trim().toLowerCase();
  if (value === '') return 'en';
  const language = LANGUAGES.find((candidate) => candidate === value);
  if (language === undefined)
    throw new Error(`STROOMLIJN_DEFAULT_LANGUAGE must be one of ${LANGUAGES.join(', ')} (got "${value}")`);
  return language;
}

function smtpUrl(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return null;
  // The value carries the password: the message never repeats it.
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`SMTP_URL is not a valid address; expected ${SMTP_URL_EXAMPLE}`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps://; expected ${SMTP_URL_EXAMPLE}`);
  if (url.hostname === '') throw new Error(`SMTP_URL names no host; expected ${SMTP_URL_EXAMPLE}`);
  return trimmed;
}

const ADDRESS = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+$/;

function mailFrom(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return DEFAULT_MAIL_FROM;
  const parsed = addressparser(trimmed);
  const only = parsed.length === 1 ? parsed[0] : undefined;
  if (only?.address === undefined || !ADDRESS.test(only.address))
    throw new Error(
      `STROOMLIJN_MAIL_FROM must be one email address, such as "Stroomlijn <no-reply@example.org>" (got "${trimmed}")`,
    );
  return trimmed;
}
