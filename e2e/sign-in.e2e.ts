import { describe, expect, it } from 'vitest';
import {
  fieldErrorOf,
  homeHeading,
  interpolate,
  isCall,
  isDocumentLoad,
  LOCALES,
  pathOf,
  readStorage,
  recordedMessages,
  recordMessages,
  signInThroughLoginPage,
  textsFor,
  waitForPath,
} from './support/app';
import { useBrowser } from './support/browser';
import { createUser } from './support/users';

const browser = useBrowser();

describe.each(LOCALES)('password sign-in (%s)', (locale) => {
  const t = textsFor(locale);

  it('SH-08, SH-10, SH-11, SH-14: /login → Sign in → /connect/auth → /support/login → /logincheck → home', async () => {
    const user = await createUser(['ROLE_MODELER'], {
      firstName: 'Anna',
      preposition: 'de',
      lastName: 'Vries',
    });
    const { page } = await browser.openPage({ locale });
    await recordMessages(page);

    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: t.login.title, exact: true }).waitFor();
    // SH-08: the way to the organisation's sign-in.
    const signInLink = page.getByRole('link', { name: t.login['sign-in'], exact: true });
    expect(await signInLink.getAttribute('href')).toBe('/connect/auth');
    const connect = page.waitForRequest((request) => isCall(request, 'GET', '/connect/auth'));
    await signInLink.click();
    await connect;
    // Without single sign-on the server sends the browser on to the password form.
    await waitForPath(page, '/support/login');
    await page.getByRole('heading', { level: 1, name: t['support-login'].title, exact: true }).waitFor();

    // Pass the info call through, keeping what the page was and what the server answered.
    const infoCalls: { calledOn: string; status: number; body: unknown }[] = [];
    await page.route('**/api/security/info', async (route) => {
      const calledOn = pathOf(page);
      const response = await route.fetch();
      infoCalls.push({ calledOn, status: response.status(), body: await response.json() });
      await route.fulfill({ response });
    });
    const load = page.waitForRequest(isDocumentLoad);
    await page.getByLabel(t['support-login'].email, { exact: true }).fill(user.email);
    await page.getByLabel(t['support-login'].password, { exact: true }).fill(user.password);
    await page.getByRole('button', { name: t['support-login'].submit, exact: true }).click();

    // SH-10: then a full load of the remembered address (none remembered: the home page).
    expect(new URL((await load).url()).pathname).toBe('/');
    // SH-10, SH-14: before that, /logincheck read the user with the role list.
    expect(infoCalls).toEqual([
      {
        calledOn: '/logincheck',
        status: 200,
        body: expect.objectContaining({
          user: expect.objectContaining({
            id: user.id,
            email: user.email,
            firstName: 'Anna',
            preposition: 'de',
          }),
          roles: [{ name: 'Everyone' }, { name: 'ROLE_MODELER' }, { name: 'ROLE_USER' }].map((role) =>
            expect.objectContaining(role),
          ),
        }),
      },
    ]);
    await waitForPath(page, '/');
    await homeHeading(page, t).waitFor();
    await page
      .getByText(interpolate(t.shell['signed-in-as'], { name: 'Anna de Vries' }), { exact: true })
      .waitFor();
    expect(JSON.parse((await readStorage(page)).user ?? 'null')).toMatchObject({
      user: { id: user.id },
      roles: [{ name: 'Everyone' }, { name: 'ROLE_MODELER' }, { name: 'ROLE_USER' }],
    });
    // SH-11: on the way, /logincheck said so.
    expect(await recordedMessages(page)).toContain(t.logincheck.success);
  });

  it('ER-03, ER-09, ER-21: a wrong password shows the translated invalid-credentials message and stays on the form', async () => {
    const user = await createUser([]);
    const { page } = await browser.openPage({ locale });
    await signInThroughLoginPage(page, t, { email: user.email, password: `${user.password}-wrong` });

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.innerText()).trim()).toBe(t.error['invalid-credentials']);
    expect(pathOf(page)).toBe('/support/login');
    expect(await page.getByLabel(t['support-login'].email, { exact: true }).inputValue()).toBe(user.email);
    expect((await readStorage(page)).user).toBeNull();
    expect((await page.request.post('/api/security/info', { data: {} })).status()).toBe(401);

    // The right password on the same form then works.
    await page.getByLabel(t['support-login'].password, { exact: true }).fill(user.password);
    await page.getByRole('button', { name: t['support-login'].submit, exact: true }).click();
    await waitForPath(page, '/');
    await homeHeading(page, t).waitFor();
  });

  it('ER-13, ER-22: an empty form shows "field should not be empty" under both fields, without a call', async () => {
    const { page } = await browser.openPage({ locale });
    let loginCalls = 0;
    page.on('request', (request) => {
      if (isCall(request, 'POST', '/api/security/login')) loginCalls += 1;
    });
    await page.goto('/support/login');
    const email = page.getByLabel(t['support-login'].email, { exact: true });
    const password = page.getByLabel(t['support-login'].password, { exact: true });
    await page.getByRole('button', { name: t['support-login'].submit, exact: true }).click();

    await page.getByText(t.field['not-empty']).first().waitFor();
    expect(await fieldErrorOf(email)).toBe(t.field['not-empty']);
    expect(await fieldErrorOf(password)).toBe(t.field['not-empty']);
    expect(loginCalls).toBe(0);

    // Filling one field and submitting again leaves the error only under the other one.
    await email.fill('someone@stroomlijn.test');
    await password.press('Enter');
    await page.waitForFunction(
      (id) => document.getElementById(id)?.getAttribute('aria-invalid') !== 'true',
      (await email.getAttribute('id')) ?? '',
    );
    expect(await fieldErrorOf(email)).toBeNull();
    expect(await fieldErrorOf(password)).toBe(t.field['not-empty']);
    expect(loginCalls).toBe(0);
  });

  it("ER-13, ER-09: the server's field errors appear under the field of the same name", async () => {
    const { page, allowConsoleError } = await browser.openPage({ locale });
    allowConsoleError(/status of 422\b/);
    await page.goto('/support/login');
    const email = page.getByLabel(t['support-login'].email, { exact: true });
    const password = page.getByLabel(t['support-login'].password, { exact: true });
    await email.fill('someone@stroomlijn.test');
    // A NUL character passes the form's own check; the server refuses it as a field error.
    await password.fill('secret\u0000password');
    const answer = page.waitForResponse((response) =>
      isCall(response.request(), 'POST', '/api/security/login'),
    );
    await page.getByRole('button', { name: t['support-login'].submit, exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(422);
    expect(await response.json()).toMatchObject({
      messageKey: 'validation',
      errors: [{ name: 'password', message: 'invalid-value' }],
    });

    await page.getByRole('alert').waitFor();
    expect((await page.getByRole('alert').innerText()).trim()).toBe(t.error.validation);
    await page.getByText(t.field['invalid-value'], { exact: true }).waitFor();
    expect(await fieldErrorOf(password)).toBe(t.field['invalid-value']);
    expect(await fieldErrorOf(email)).toBeNull();
    expect(pathOf(page)).toBe('/support/login');
  });
});
