import { type Language, SESSION_IDLE_SECONDS } from '@stroomlijn/domain';
import { z } from 'zod';
import { type DatabaseTimeouts, loadDatabaseTimeouts } from './db/database-config.js';
import { type FormServiceConfig, loadFormServiceConfig } from './integrations/jotform/jotform-config.js';
import { loadDefaultLanguage, loadMailConfig, type MailConfig } from './integrations/mail/mail-config.js';
import type { OidcConfig } from './integrations/oidc-client.js';
import { positiveInt } from './lib/env-values.js';
import { loadMetricsToken } from './lib/metrics.js';
import { loadTrustProxy, type TrustProxy } from './lib/trust-proxy.js';

export interface DashboardConfig {
  url: string;
  testHosts: string[];
  customerHosts: string[];
}

export interface Config {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; empty means the SQLite file `<dataDir>/stroomlijn.sqlite`. */
  databaseUrl: string | null;
  /** `:memory:` or a file path; overrides the file under dataDir (tests). */
  sqliteFile?: string;
  publicUrl: string;
  adminEmail: string;
  adminPassword: string | null;
  oidc: OidcConfig | null;
  dashboard: DashboardConfig;
  sessionIdleSeconds: number;
  /** Directory of the built web app; null serves no web app (API only). */
  webDir: string | null;
  logLevel: string;
  /** STROOMLIJN_TRUST_PROXY: the reverse proxies in front whose X-Forwarded-For counts (lib/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** The email address the editor's help names; empty names none. */
  helpContact: string;
  /** Outgoing email (SMTP_URL, STROOMLIJN_MAIL_FROM); no SMTP_URL sends none. */
  mail: MailConfig;
  /** STROOMLIJN_DEFAULT_LANGUAGE: the language of email to a user who chose no interface language. */
  defaultLanguage: Language;
  /** The form service (JOTFORM_API_URL, JOTFORM_API_KEY, JOTFORM_FORM_URL) and the poll interval. */
  formService: FormServiceConfig;
  /** STROOMLIJN_FEED_API_KEY: the key of the reporting feeds (/api/external/clicdata/…); null: none. */
  feedApiKey: string | null;
  /** STROOMLIJN_METRICS_TOKEN: the bearer token of `GET /metrics` (plugins/metrics.ts); null: no metrics. */
  metricsToken: string | null;
  /** STROOMLIJN_REMINDER_HOUR (0–23, server local time): from this hour on, due actions are mailed. */
  reminderHour: number;
  /** STROOMLIJN_ACKNOWLEDGEMENT_REMINDER_DAYS: days after which an unconfirmed change notice is reminded of once; 0: never. */
  acknowledgementReminderDays: number;
  /** STROOMLIJN_AUDIT_RETENTION_YEARS (1–100): audit entries older than this are removed, whole days. */
  auditRetentionYears: number;
  /** The database's time-outs (STROOMLIJN_DB_*_TIMEOUT_MS, STROOMLIJN_SQLITE_BUSY_TIMEOUT_MS). */
  databaseTimeouts: DatabaseTimeouts;
}

/** Served over HTTPS (the public URL says so): cookies are then Secure and plain HTTP is upgraded. */
export function servesHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https://');
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
}

/** A whole hour of the day, 0 to 23. */
function hourOfDay(name: string, value: string | undefined, fallback: number): number {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return fallback;
  const parsed = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || parsed > 23)
    throw new Error(`${name} must be a whole hour from 0 to 23 (got "${trimmed}")`);
  return parsed;
}

/** A whole number of days, 0 or more (0: never), at most ten years. */
function wholeDays(name: string, value: string | undefined, fallback: number): number {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return fallback;
  const parsed = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || parsed > 3650)
    throw new Error(`${name} must be a whole number of days from 0 to 3650 (got "${trimmed}")`);
  return parsed;
}

function wholeYears(name: string, value: string | undefined, fallback: number): number {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return fallback;
  const parsed = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || parsed < 1 || parsed > 100)
    throw new Error(`${name} must be a whole number of years from 1 to 100 (got "${trimmed}")`);
  return parsed;
}

/** Shorter feed keys are guessable; the feeds answer every caller who has one. */
export const FEED_API_KEY_MIN_LENGTH = 16;

function feedApiKey(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return null;
  if (trimmed.length < FEED_API_KEY_MIN_LENGTH)
    throw new Error(`STROOMLIJN_FEED_API_KEY must have at least ${FEED_API_KEY_MIN_LENGTH} characters`);
  return trimmed;
}

function emailAddress(name: string, value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  if (trimmed !== '' && !z.email().safeParse(trimmed).success)
    throw new Error(`${name} must be an email address`);
  return trimmed;
}

/** Reads the configuration from environment variables; every one has a safe default (see README). */
export function loadConfig(env: NodeJS.ProcessEnv, defaults: { webDir: string | null }): Config {
  const port = positiveInt('PORT', env.PORT, 8080);
  const oidc =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          requireVerifiedEmail: env.OIDC_REQUIRE_VERIFIED_EMAIL !== 'false',
        }
      : null;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    // Anything but an explicit development or test run is production: no debug details in answers.
    production: env.NODE_ENV !== 'development' && env.NODE_ENV !== 'test',
    dataDir: env.STROOMLIJN_DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    publicUrl: (env.STROOMLIJN_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    adminEmail: env.STROOMLIJN_ADMIN_EMAIL ?? 'admin@stroomlijn.local',
    adminPassword: env.STROOMLIJN_ADMIN_PASSWORD ? env.STROOMLIJN_ADMIN_PASSWORD : null,
    oidc,
    dashboard: {
      url: env.STROOMLIJN_DASHBOARD_URL ?? '',
      testHosts: list(env.STROOMLIJN_DASHBOARD_TEST_HOSTS),
      customerHosts: list(env.STROOMLIJN_DASHBOARD_CUSTOMER_HOSTS),
    },
    sessionIdleSeconds: positiveInt(
      'STROOMLIJN_SESSION_IDLE_SECONDS',
      env.STROOMLIJN_SESSION_IDLE_SECONDS,
      SESSION_IDLE_SECONDS,
    ),
    webDir: env.STROOMLIJN_WEB_DIR ?? defaults.webDir,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: loadTrustProxy(env.STROOMLIJN_TRUST_PROXY),
    helpContact: emailAddress('STROOMLIJN_HELP_CONTACT', env.STROOMLIJN_HELP_CONTACT),
    mail: loadMailConfig(env),
    defaultLanguage: loadDefaultLanguage(env),
    formService: loadFormServiceConfig(env),
    feedApiKey: feedApiKey(env.STROOMLIJN_FEED_API_KEY),
    metricsToken: loadMetricsToken(env.STROOMLIJN_METRICS_TOKEN),
    reminderHour: hourOfDay('STROOMLIJN_REMINDER_HOUR', env.STROOMLIJN_REMINDER_HOUR, 7),
    acknowledgementReminderDays: wholeDays(
      'STROOMLIJN_ACKNOWLEDGEMENT_REMINDER_DAYS',
      env.STROOMLIJN_ACKNOWLEDGEMENT_REMINDER_DAYS,
      7,
    ),
    auditRetentionYears: wholeYears(
      'STROOMLIJN_AUDIT_RETENTION_YEARS',
      env.STROOMLIJN_AUDIT_RETENTION_YEARS,
      7,
    ),
    databaseTimeouts: loadDatabaseTimeouts(env),
  };
}
