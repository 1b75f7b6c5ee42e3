/** Values shared by the e2e global setup and the tests. */

/** The built-in administrator of the e2e server (passed as STROOMLIJN_ADMIN_EMAIL / _PASSWORD). */
export const ADMIN_EMAIL = 'admin@stroomlijn.test';
export const ADMIN_PASSWORD = 'e2e-admin-password-2024';

/** Hosts that Chromium maps to 127.0.0.1 (see the --host-resolver-rules flag in browser.ts). */
export const TEST_HOST = 'acceptatie.stroomlijn.test';
export const CUSTOMER_HOST = 'klant.stroomlijn.test';
export const DASHBOARD_URL = 'https://dashboard.example.org/';
/** The contact address the editor's help dialog names (STROOMLIJN_HELP_CONTACT). */
export const HELP_CONTACT = 'help@stroomlijn.test';

/** The environment every e2e server starts with; startServer() adds the port, data dir and overrides. */
export const BASE_SERVER_ENV: Readonly<Record<string, string>> = {
  STROOMLIJN_ADMIN_EMAIL: ADMIN_EMAIL,
  STROOMLIJN_ADMIN_PASSWORD: ADMIN_PASSWORD,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  STROOMLIJN_DASHBOARD_URL: DASHBOARD_URL,
  STROOMLIJN_DASHBOARD_TEST_HOSTS: TEST_HOST,
  STROOMLIJN_DASHBOARD_CUSTOMER_HOSTS: CUSTOMER_HOST,
  STROOMLIJN_HELP_CONTACT: HELP_CONTACT,
};

/** Debian Chromium headless, quiet and offline-friendly: the tests' and the benchmarks' browser. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
