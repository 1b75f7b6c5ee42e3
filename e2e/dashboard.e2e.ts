import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { homeHeading, mainNavigation, pathOf, textsFor } from './support/app';
import { type Locale, useBrowser } from './support/browser';
import { appUrl, baseUrl } from './support/context';
import { CUSTOMER_HOST, DASHBOARD_URL, TEST_HOST } from './support/settings';
import { createUser, signInWithPassword } from './support/users';

const browser = useBrowser();

type DashboardKind = 'dashboard-test' | 'dashboard-customer';

/** Signs in on the given host name (cookies are per host) and opens the home page there. */
async function homeOn(host: string, locale: Locale) {
  const user = await createUser([]);
  const watched = await browser.openPage({ locale, baseURL: new URL(appUrl('/', host)).origin });
  // Plain http on a host name other than localhost is not a trustworthy origin: Chromium says it
  // ignores the server's Cross-Origin-Opener-Policy header there (production runs on https).
  watched.allowConsoleError(/The Cross-Origin-Opener-Policy header has been ignored/);
  await signInWithPassword(watched.page, user.email, user.password);
  await homeHeading(watched.page, textsFor(locale)).waitFor();
  return watched;
}

describe('dashboard link on the home page', () => {
  it.each<[string, string, Locale, DashboardKind]>([
    ['EX-01, EX-04', TEST_HOST, 'en-US', 'dashboard-test'],
    ['EX-02, EX-04', CUSTOMER_HOST, 'en-US', 'dashboard-customer'],
    ['EX-01, EX-04', TEST_HOST, 'nl-NL', 'dashboard-test'],
    ['EX-02, EX-04', CUSTOMER_HOST, 'nl-NL', 'dashboard-customer'],
  ])(
    '%s: on %s (%s) the home page links to the dashboard in a new tab',
    async (_rows, host, locale, kind) => {
      const t = textsFor(locale);
      const { page, context } = await homeOn(host, locale);
      const link = page.getByRole('link', { name: t.home[kind], exact: true });
      expect(await link.getAttribute('href')).toBe(DASHBOARD_URL);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      const other: DashboardKind = kind === 'dashboard-test' ? 'dashboard-customer' : 'dashboard-test';
      expect(await page.getByRole('link', { name: t.home[other], exact: true }).count()).toBe(0);

      // EX-04: clicking opens the dashboard in a new tab and leaves the app where it was.
      await context.route(`${DASHBOARD_URL}**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Dashboard</title><h1>Dashboard</h1>' }),
      );
      const opened = context.waitForEvent('page');
      await link.click();
      const tab = await opened;
      await tab.waitForURL(DASHBOARD_URL);
      expect(await tab.title()).toBe('Dashboard');
      expect(pathOf(page)).toBe('/');
      expect(new URL(page.url()).hostname).toBe(host);
    },
  );

  it.each(['127.0.0.1', 'localhost'])('EX-03: on %s the home page shows no dashboard link', async (host) => {
    const t = textsFor('en-US');
    const { page } = await homeOn(host, 'en-US');
    await page.getByText(t.home.intro, { exact: true }).waitFor();
    for (const kind of ['dashboard-test', 'dashboard-customer'] as const) {
      expect(await page.getByRole('link', { name: t.home[kind], exact: true }).count()).toBe(0);
    }
    // Nothing on the home page leads out of the app (its tasks link to the app's own pages, and which
    // tasks a new user has depends on what the other tests published for everyone's ROLE_USER).
    const links = page.getByRole('main').getByRole('link');
    const targets = await links.evaluateAll((found) =>
      found.map((link) => new URL((link as HTMLAnchorElement).href).origin),
    );
    expect(targets.filter((origin) => origin !== new URL(page.url()).origin)).toEqual([]);
    expect(await mainNavigation(page, t).getByRole('link').count()).toBeGreaterThan(0);
  });
});

describe.each(['en-US', 'nl-NL'] as const)('dashboard links on the Workflows screen (%s)', (locale) => {
  it('EX-06, EX-07: an administrator adds a link for a new host, whose home page then shows it', async () => {
    const t = textsFor(locale);
    const host = `nieuw-${locale.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}.stroomlijn.test`;
    const admin = await createUser(['ROLE_ADMIN']);
    const { page } = await browser.openPage({ locale });
    await signInWithPassword(page, admin.email, admin.password);
    await page.goto('/workflow');
    await page.getByRole('link', { name: t.workflows['dashboard-link'], exact: true }).click();
    await page.getByTestId('dashboard-status').waitFor();
    await page.getByRole('link', { name: t.dashboard['new-link'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.dashboard.form['new-title'] });
    await dialog.getByRole('textbox', { name: new RegExp(`^${t.dashboard.field.host}`) }).fill(host);
    const address = dialog.getByRole('textbox', { name: new RegExp(`^${t.dashboard.field.url}`) });
    await address.fill(`${DASHBOARD_URL}nieuw`);
    await dialog.getByRole('button', { name: t.common.save }).click();
    await page
      .getByRole('table', { name: t.dashboard.links })
      .getByRole('cell', { name: host, exact: true })
      .waitFor();

    const { page: home } = await homeOn(host, locale);
    const link = home.getByRole('link', { name: t.home['dashboard-customer'], exact: true });
    expect(await link.getAttribute('href')).toBe(`${DASHBOARD_URL}nieuw`);
  });
});

describe.each(['en-US', 'nl-NL'] as const)('feed addresses on the reporting page (%s)', (locale) => {
  it('EX-07: an administrator sees both feeds as CSV and JSON addresses and copies one with the keyboard', async () => {
    const t = textsFor(locale);
    const f = t.dashboard['feed-addresses'];
    const admin = await createUser(['ROLE_ADMIN']);
    const { page, context } = await browser.openPage({ locale });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await signInWithPassword(page, admin.email, admin.password);
    await page.goto('/workflow/dashboard');
    const table = page.getByRole('table', { name: f.title });
    const feeds = `${baseUrl()}/api/external/clicdata`;
    const name = (feed: 'responses' | 'actions', format: 'csv' | 'json') => `${f[feed]} (${f[format]})`;
    await table.waitFor();
    expect(await table.getByRole('rowheader').allInnerTexts()).toEqual([
      name('responses', 'csv'),
      name('responses', 'json'),
      name('actions', 'csv'),
      name('actions', 'json'),
    ]);
    expect(await table.locator('code').allInnerTexts()).toEqual([
      `${feeds}/responses`,
      `${feeds}/responses?format=json`,
      `${feeds}/actions`,
      `${feeds}/actions?format=json`,
    ]);
    await expectAccessible(page, 'reporting page');

    // Tab to the copy button of the responses' JSON address and press Enter: the address is on the
    // clipboard and the status beside it says Copied.
    const copyJson = { name: f['copy-name'].replace('{{name}}', name('responses', 'json')), exact: true };
    const copy = table.getByRole('button', copyJson);
    await table
      .getByRole('button', { name: f['copy-name'].replace('{{name}}', name('responses', 'csv')) })
      .focus();
    await page.keyboard.press('Tab');
    expect(await copy.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const row = table.getByRole('row').filter({ has: page.getByRole('button', copyJson) });
    await row.getByRole('status').getByText(f.copied, { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${feeds}/responses?format=json`);

    // The address answers: the administrator's session reads the feed without the key.
    const answer = await page.request.get(copied);
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ data: expect.any(Array) });
  });
});
