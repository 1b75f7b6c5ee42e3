import { GLOBAL_PROCESS_MODEL_ID, SYSTEM_ROLES } from '@stroomlijn/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { actionOf, actionsWorld } from './support/actions';
import { LOCALES, textsFor } from './support/app';
import { useBrowser } from './support/browser';
import { createDefinition } from './support/input-outputs';
import { createModel } from './support/process-models';
import { useStandInServer } from './support/stand-in-server';
import { createUser } from './support/users';
import { addUserToRole, createRole } from './support/workflow-forms';

const browser = useBrowser();
// Responses and their actions come only through the form service's webhook.
const running = useStandInServer();
const { signedIn, arrivedResponse } = actionsWorld(browser, running);

/**
 * Stands in for a newer server, whose answers hold a value this client does not know: the real answers
 * of `url` pass with `field` set to `value` in every object `pick` chooses. (The server itself never
 * sends one: its answers are checked against the same lists.)
 */
async function renameInAnswers(
  page: Page,
  url: RegExp,
  pick: (item: Record<string, unknown>) => boolean,
  field: string,
  value: string,
): Promise<void> {
  await page.unrouteAll({ behavior: 'wait' });
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const json: unknown = await response.json();
    let renamed = 0;
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node !== null && typeof node === 'object') {
        const item = node as Record<string, unknown>;
        if (pick(item)) {
          item[field] = value;
          renamed += 1;
        }
        Object.values(item).forEach(visit);
      }
    };
    visit(json);
    // The body changes: its length and encoding are the new one's, not the server's.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !/^content-(length|encoding)$/i.test(name)),
    );
    await route.fulfill({
      status: response.status(),
      json,
      headers: { ...headers, 'x-e2e-renamed': String(renamed) },
    });
  });
}

const named = (tag: string) => (item: Record<string, unknown>) =>
  [item.name, item.subject, item.action, (item.info as { name?: unknown } | undefined)?.name].some(
    (text) => typeof text === 'string' && text.includes(tag),
  );

describe.each(LOCALES)('untranslatable values (%s)', (locale) => {
  const t = textsFor(locale);

  it('ER-23: an unknown input/output type, process status, role type, step type, response status, action status or form status is raised and shown raw', async () => {
    const h = await arrivedResponse(locale);
    const { tag, form } = h;
    const user = await createUser(SYSTEM_ROLES, {}, running.server.dataDir);
    // The route's error element reports what it catches.
    const page = await signedIn(locale, user, /Unknown|Unsupported|Invalid option/);

    const model = await createModel(page, { name: `E2E onbekend ${tag}` });
    await createRole(page, `Rol ${tag}`);
    await createDefinition(page, GLOBAL_PROCESS_MODEL_ID, 'information', `Definitie ${tag}`);
    // An action of the response for this user, which My actions lists.
    await addUserToRole(page, h.roles.actionHolder, user.id);
    await actionOf(await signedIn(locale, h.reviewer), h, `Actie ${tag}`, {
      assignee: { id: user.id, name: '' },
    });

    const cases: [what: string, path: string, url: RegExp, field: string][] = [
      [
        'input/output type',
        `/process-model/${model.id}/edit-step-information/${model.steps[1]?.id}/input-output-global`,
        /\/api\/input-output\/[^/]+$/,
        'type',
      ],
      ['process model status', '/process-model', /\/api\/process_model$/, 'status'],
      ['role type', '/roles', /\/api\/role$/, 'type'],
      [
        'response status',
        `/workflow/${form.id}/responses`,
        /\/api\/workflow\/[^/]+\/responses\/\d+$/,
        'status',
      ],
      ['action status', '/actions/my', /\/api\/response-action\/user\//, 'status'],
      ['form status', `/workflow/${form.id}/responses`, new RegExp(`/api/workflow/${form.id}$`), 'status'],
    ];
    for (const [what, path, url, field] of cases) {
      await renameInAnswers(page, url, named(tag), field, `bogus-${field}`);
      const renamed = page.waitForResponse(
        (answer) => url.test(new URL(answer.url()).pathname) && Number(answer.headers()['x-e2e-renamed']) > 0,
      );
      await page.goto(path);
      await renamed;
      // The client's check of the answer (a danger message), or the screen's text for it (the route's
      // error), raises it; either shows the raw error beneath its own text.
      const raw = page.locator('[data-testid="page-error-debug"], [data-testid="route-error-debug"]');
      await raw.waitFor().catch(async (error: unknown) => {
        const shown = await page
          .getByRole('main')
          .innerText()
          .catch(() => '');
        throw new Error(`${what}: no raw error on ${path}; the page shows: ${shown}`, { cause: error });
      });
      expect(await raw.innerText(), what).toMatch(
        new RegExp(
          `Unknown ${what}: bogus-${field}|Invalid option[\\s\\S]*"${field}"|"${field}"[\\s\\S]*Invalid option`,
        ),
      );
      const alert = await page.getByRole('alert').filter({ has: raw }).innerText();
      expect(
        [t['error-dialog'].unknown, t['route-error'].text].some((text) => alert.includes(text)),
        what,
      ).toBe(true);
    }

    // Step types: the model reads are not checked again (issue 17); the editor raises it when it opens.
    await renameInAnswers(
      page,
      /\/api\/process_model\/[^/]+\/edit$/,
      (item) => item.type === 'activity',
      'type',
      'gateway',
    );
    await page.goto(`/process-model/${model.id}`);
    const dialog = page.getByRole('dialog', { name: t.error['invalid-state'] });
    expect(await dialog.getByTestId('invalid-state-message').innerText()).toBe(
      t.editor.error['unsupported-step-type'],
    );
    expect(await dialog.getByTestId('invalid-state-debug').innerText()).toContain(
      'Unsupported step type: gateway',
    );
    await page.unrouteAll({ behavior: 'wait' });
  });
});
