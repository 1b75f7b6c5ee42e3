import { SYSTEM_ROLES, type SystemRole } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import {
  expectedNavigation,
  homeHeading,
  isCall,
  LOCALES,
  mainNavigation,
  NAVIGATION_RULES,
  navigationLabels,
  navigationLinks,
  pathOf,
  readStorage,
  signInThroughLoginPage,
  tabTo,
  textsFor,
  waitForPath,
} from './support/app';
import { useBrowser } from './support/browser';
import { createUser, endSessionsOf, signInWithPassword } from './support/users';

const browser = useBrowser();

let builtAreas: Promise<string[]> | null = null;

/**
 * The paths of the navigation table whose area exists in the running app: a user with all roles
 * opens each one; an area not built yet shows "page not found" in the shell. Found once per file.
 */
function findBuiltAreas(): Promise<string[]> {
  builtAreas ??= (async () => {
    const t = textsFor('en-US');
    const admin = await createUser(SYSTEM_ROLES);
    const { page } = await browser.openPage();
    await signInWithPassword(page, admin.email, admin.password);
    const built = ['/logout'];
    for (const rule of NAVIGATION_RULES.filter((item) => item.path !== '/logout')) {
      await page.goto(rule.path);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      if ((await heading.innerText()).trim() !== t['not-found'].title) built.push(rule.path);
    }
    return built;
  })();
  return builtAreas;
}

describe('logged-out routes', () => {
  const t = textsFor('en-US');

  it.each([
    ['/login', t.login.title],
    ['/support/login', t['support-login'].title],
    ['/logincheck', t.logincheck.title],
  ])('SH-03: %s opens without a redirect when logged out', async (path, title) => {
    const { page } = await browser.openPage();
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    if (path === '/logincheck')
      await page.getByText(t.logincheck['not-logged-in'], { exact: true }).waitFor();
    expect(pathOf(page)).toBe(path);
    expect(await mainNavigation(page, t).count()).toBe(0);
  });
});

describe.each(LOCALES)('shell (%s)', (locale) => {
  const t = textsFor(locale);

  it('SH-04, SH-05, SH-06: a deep path opened while logged out goes to /login and is reached after sign-in', async () => {
    const user = await createUser([]);
    const { page } = await browser.openPage({ locale });
    await page.goto('/some/deep/path?x=1');
    await waitForPath(page, '/login');
    await page.getByRole('heading', { level: 1, name: t.login.title, exact: true }).waitFor();
    // SH-06: the pre-login address is kept in local storage.
    expect(await readStorage(page)).toMatchObject({ afterLogin: '/some/deep/path?x=1', user: null });

    await signInThroughLoginPage(page, t, user, { open: false });
    await page.waitForURL((url) => url.pathname === '/some/deep/path');
    expect(pathOf(page)).toBe('/some/deep/path?x=1');
    // No area knows the path: the shell shows "page not found" with its navigation.
    await page.getByRole('heading', { level: 1, name: t['not-found'].title, exact: true }).waitFor();
    await mainNavigation(page, t).getByRole('link', { name: t.nav.home, exact: true }).waitFor();
    expect((await readStorage(page)).afterLogin).toBeNull();
  });

  it('SH-09: a logged-in user opening /login or /support/login goes to /', async () => {
    const user = await createUser([]);
    const { page } = await browser.openPage({ locale });
    await signInWithPassword(page, user.email, user.password);
    for (const path of ['/login', '/support/login']) {
      await page.goto('/no/such/area');
      await page.getByRole('heading', { level: 1, name: t['not-found'].title, exact: true }).waitFor();
      await page.goto(path);
      await waitForPath(page, '/');
      await homeHeading(page, t).waitFor();
    }
  });

  it('SH-13: /logincheck without a session shows the not-logged-in message and a way to sign in', async () => {
    const { page } = await browser.openPage({ locale });
    await page.goto('/logincheck');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.innerText()).trim()).toBe(t.logincheck['not-logged-in']);
    await page.getByRole('link', { name: t.logincheck['to-login'], exact: true }).click();
    await waitForPath(page, '/login');
    await page.getByRole('heading', { level: 1, name: t.login.title, exact: true }).waitFor();
  });

  it('SH-13: after "not logged in" on /logincheck, its link leads to the sign-in page, also when the browser still held an ended session', async () => {
    const user = await createUser([]);
    const { page } = await browser.openPage({ locale });
    await signInWithPassword(page, user.email, user.password);
    await homeHeading(page, t).waitFor();
    // The home page's tasks have loaded: none of its calls is still on its way to meet the ended session.
    await page.waitForLoadState('networkidle');
    // The server ends the session (expired, revoked); the browser still holds its local copy.
    expect(endSessionsOf(user.id)).toBe(1);

    await page.goto('/logincheck');
    await page.getByText(t.logincheck['not-logged-in'], { exact: true }).waitFor();
    await page.getByRole('link', { name: t.logincheck['to-login'], exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/logincheck');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The local copy of the ended session must not send the user on from /login into the shell.
    expect(pathOf(page)).toBe('/login');
    await page.getByRole('heading', { level: 1, name: t.login.title, exact: true }).waitFor();
  });

  it("SH-12: /logincheck?error=user-not-found shows 'Authentication failed' and the reason", async () => {
    const { page } = await browser.openPage({ locale });
    let infoCalls = 0;
    page.on('request', (request) => {
      if (isCall(request, 'POST', '/api/security/info')) infoCalls += 1;
    });
    await page.goto('/logincheck?error=user-not-found');
    const alert = page.getByRole('alert');
    await alert.getByText(t.logincheck.failed, { exact: true }).waitFor();
    await alert.getByText(t.error['user-not-found'], { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/logincheck?error=user-not-found');
    expect(infoCalls).toBe(0);
    expect(
      await page.getByRole('link', { name: t.logincheck['to-login'], exact: true }).getAttribute('href'),
    ).toBe('/login');
  });

  describe('navigation by role', () => {
    const users: [string, readonly SystemRole[]][] = [
      ['all roles', SYSTEM_ROLES],
      ['only ROLE_MODELER', ['ROLE_MODELER']],
      ['no roles (ROLE_USER and Everyone only)', []],
    ];

    it.each(users)(
      'NAV-01..06, SH-01, SH-23: a user with %s sees exactly the entries of the built areas the roles allow',
      async (_name, roles) => {
        // Every area of the spec's navigation table is built: each opens a page of its own.
        const built = await findBuiltAreas();
        expect(built.sort()).toEqual(NAVIGATION_RULES.map((rule) => rule.path).sort());

        const user = await createUser(roles);
        const { page } = await browser.openPage({ locale });
        await signInWithPassword(page, user.email, user.password);
        await homeHeading(page, t).waitFor();
        // The spec's full table, in its order, filtered by the user's roles only.
        expect(await navigationLinks(page, t)).toEqual(expectedNavigation(roles, built, t));
        // SH-23: the current page's entry is marked.
        const home = mainNavigation(page, t).getByRole('link', { name: t.nav.home, exact: true });
        expect(await home.getAttribute('aria-current')).toBe('page');
      },
    );

    it('NAV-02..06: a user with no roles given (ROLE_USER only) sees no entry that the user with all roles does not', async () => {
      const shownTo = async (roles: readonly SystemRole[]) => {
        const user = await createUser(roles);
        const { page } = await browser.openPage({ locale });
        await signInWithPassword(page, user.email, user.password);
        return navigationLabels(page, t);
      };
      const everything = await shownTo(SYSTEM_ROLES);
      const userOnly = await shownTo([]);
      for (const label of userOnly) expect(everything).toContain(label);
      expect(userOnly.length).toBeLessThanOrEqual(everything.length);
    });
  });

  it('NAV-01, SH-16 (keyboard): Tab reaches the navigation links and Enter follows one', async () => {
    const user = await createUser([]);
    const { page } = await browser.openPage({ locale });
    await signInWithPassword(page, user.email, user.password);
    await page.goto('/no/such/area');
    await page.getByRole('heading', { level: 1, name: t['not-found'].title, exact: true }).waitFor();

    const navigation = mainNavigation(page, t);
    const home = navigation.getByRole('link', { name: t.nav.home, exact: true });
    await tabTo(page, home);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/');
    await homeHeading(page, t).waitFor();
    expect(await home.getAttribute('aria-current')).toBe('page');

    // Further on, after the other entries, comes Logout.
    await home.focus();
    await tabTo(page, navigation.getByRole('link', { name: t.nav.logout, exact: true }), 10);
    const logout = page.waitForRequest((request) => isCall(request, 'GET', '/api/security/logout'));
    await page.keyboard.press('Enter');
    await logout;
    await waitForPath(page, '/login');
    await page.getByRole('heading', { level: 1, name: t.login.title, exact: true }).waitFor();
  });
});
