import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { ProcessModel, Role } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi, listedOptions, signedInPage, uniqueTag } from './support/admin-area';
import { interpolate, LOCALES, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { confirmIn, stepBox, steps, toolbarButton } from './support/process-models';

const browser = useBrowser();

/** OMG BPMN MIWG reference model C.7.0 (CC BY 3.0): one pool "EU Bank", lanes "Hiring manager" and "Recruitment". */
const FILE = fileURLToPath(
  new URL('../packages/server/src/test/fixtures/bpmn-miwg/C.7.0.bpmn', import.meta.url),
);
/** A task of the lane Recruitment in the file, as the import names it (line breaks read as spaces). */
const RECRUITMENT_TASK = 'Complete advertisement';

describe.each(LOCALES)('BPMN import (%s)', (locale) => {
  const t = textsFor(locale);
  const texts = t['bpmn-import'];

  it('a modeler uploads a reference file, reads the preview and the report, maps a lane to a role, creates the working copy and publishes it', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER', 'ROLE_USER_MANAGER']);
    const roleName = `Werving ${uniqueTag()}`;
    const role = await callApi(page, 'POST', '/api/role', {
      id: randomUUID(),
      type: 'multi',
      name: roleName,
      description: 'Werving en selectie',
      tasksSummary: '',
      education: '',
      competences: '',
      screening: '',
    });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const roleId = (role.body as Role).id;

    // From the process model list to the import page, by keyboard.
    await page.goto('/process-model');
    const importLink = page.getByRole('link', { name: t['process-models']['import-link'], exact: true });
    await importLink.focus();
    await importLink.press('Enter');
    await waitForPath(page, '/process-model/import');
    await expectAccessible(page, 'BPMN import page');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: texts.file }).click();
    await (await chooser).setFiles(FILE);
    await page.getByRole('button', { name: texts.submit, exact: true }).click();

    // The preview: the model drawn, the lanes, the report (C.7.0's row of docs/bpmn-import-miwg.md).
    await page
      .getByText(interpolate(texts['preview-title'], { file: 'C.7.0.bpmn' }), { exact: true })
      .waitFor();
    await expect.poll(() => steps(page).count()).toBeGreaterThan(0);
    await stepBox(page, 'Complete').waitFor();
    expect(await stepBox(page, 'Complete').innerText()).toContain('Recruitment');
    await page
      .getByText(
        interpolate(texts.report.summary, {
          total: '33',
          kept: '24',
          approximated: '2',
          leftOut: '7',
          refused: '0',
        }),
      )
      .waitFor();
    const lanes = page.getByTestId('import-lanes');
    expect(await lanes.getByRole('rowheader').allInnerTexts()).toEqual(['Hiring manager', 'Recruitment']);

    // The lane Recruitment mapped by keyboard to the existing role; Hiring manager keeps its own.
    const select = page.getByRole('combobox', {
      name: interpolate(texts.lanes['role-of'], { name: 'Recruitment' }),
    });
    await select.focus();
    await select.fill(roleName);
    await listedOptions(page).filter({ hasText: roleName }).first().waitFor();
    await select.press('ArrowDown');
    await select.press('Enter');
    await expect.poll(() => select.inputValue()).toBe(roleName);
    await expectAccessible(page, 'BPMN import preview with its report');

    await page.getByRole('button', { name: texts.confirm, exact: true }).click();
    await page.waitForURL((url) => /^\/process-model\/[0-9a-f-]{36}$/.test(url.pathname), {
      timeout: 60_000,
    });
    const id = new URL(page.url()).pathname.split('/')[2] as string;

    // The new working copy: its steps in their lanes' roles, never published.
    const copy = (await callApi(page, 'GET', `/api/process_model/${id}/edit`)).body as ProcessModel;
    expect(copy).toMatchObject({ status: 'working-copy', revision: 0, info: { name: 'EU Bank' } });
    expect(copy.steps.find((step) => step.name === RECRUITMENT_TASK)?.actor).toEqual({
      id: roleId,
      name: roleName,
    });
    expect(copy.steps.find((step) => step.name === 'Approve advertisement')?.actor.name).toBe(
      'Hiring manager',
    );
    await stepBox(page, 'Complete').waitFor();
    expect(await stepBox(page, 'Complete').innerText()).toContain(roleName);

    // Published from the editor.
    await toolbarButton(page, t, t.editor.toolbar['save-and-publish']).click();
    await confirmIn(page, t['editor-dialogs'].publish.title, t['editor-dialogs'].publish.confirm);
    await expect
      .poll(
        async () =>
          ((await callApi(page, 'GET', `/api/process_model/${id}`)).body as { revision?: number }).revision,
      )
      .toBe(1);
  });

  it('a file that is not BPMN is refused under the file field, and nothing is created', async () => {
    const { page, allowConsoleError } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER']);
    allowConsoleError(/422/);
    const before = ((await callApi(page, 'GET', '/api/process_model')).body as unknown[]).length;
    await page.goto('/process-model/import');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: texts.file }).click();
    await (await chooser).setFiles({
      name: 'geen-bpmn.bpmn',
      mimeType: 'application/xml',
      buffer: Buffer.from('<?xml version="1.0"?><note>Geen proces</note>'),
    });
    await page.getByRole('button', { name: texts.submit, exact: true }).click();
    await page.getByText(t.field['not-bpmn']).waitFor();
    await expectAccessible(page, 'BPMN import with a refused file');
    expect(((await callApi(page, 'GET', '/api/process_model')).body as unknown[]).length).toBe(before);
  });
});
