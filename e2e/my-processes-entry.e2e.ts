import path from 'node:path';
import { SYSTEM_ROLE_IDS } from '@stroomlijn/domain';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeHeading, LOCALES, navigationLabels, textsFor } from './support/app';
import { useBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { createUser, signInWithPassword } from './support/users';

const browser = useBrowser();

/**
 * Every live user holds ROLE_USER (docs/decisions.md, special roles), so a user without it exists only
 * where the role itself is gone: a server of this file alone, whose ROLE_USER is marked deleted.
 */
let server: RunningServer | null = null;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

function setRoleUserDeleted(deleted: boolean): void {
  const db = new Database(path.join(server?.dataDir ?? '', 'stroomlijn.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('UPDATE role SET deleted = ? WHERE id = ?').run(deleted ? 1 : 0, SYSTEM_ROLE_IDS.ROLE_USER);
  } finally {
    db.close();
  }
}

describe.each(LOCALES)('My processes entry (%s)', (locale) => {
  const t = textsFor(locale);

  it('NAV-03: My processes is shown to a user holding ROLE_USER and not to one without it, whose area is refused', async () => {
    if (!server) throw new Error('no server');
    const shownTo = async () => {
      const user = await createUser(['ROLE_MODELER'], {}, server?.dataDir);
      const watched = await browser.openPage({ locale, baseURL: server?.baseUrl });
      await signInWithPassword(watched.page, user.email, user.password);
      await homeHeading(watched.page, t).waitFor();
      return { ...watched, labels: await navigationLabels(watched.page, t) };
    };
    const withRole = await shownTo();
    expect(withRole.labels).toContain(t.nav['my-processes']);
    expect(withRole.labels).toContain(t.nav.processes);

    setRoleUserDeleted(true);
    try {
      const without = await shownTo();
      without.allowConsoleError(/status of 403\b/);
      // The same user otherwise: only My processes is gone.
      expect(without.labels).toEqual(withRole.labels.filter((label) => label !== t.nav['my-processes']));
      await without.page.goto('/my-process-models/actor');
      await without.page.getByText(t.error['not-allowed'], { exact: true }).first().waitFor();
    } finally {
      setRoleUserDeleted(false);
    }
  });
});
