import { randomUUID } from 'node:crypto';
import {
  type ControlOperator,
  NO_ROLE,
  type ProcessModel,
  type ProcessModelInput,
  type RoleRef,
  type Step,
  SYSTEM_ROLE_IDS,
  type SystemRole,
} from '@stroomlijn/domain';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from './admin-area';
import type { Texts } from './app';

/** The process editor's canvas (packages/web/src/features/process-models/diagram). */
export function canvas(page: Page): Locator {
  return page.getByTestId('process-canvas');
}

/** The drawn steps, optionally of one type only. */
export function steps(page: Page, type?: string): Locator {
  return canvas(page).locator(type ? `.pm-step[data-type="${type}"]` : '.pm-step');
}

/** The drawn step that shows this text. */
export function stepBox(page: Page, text: string): Locator {
  return canvas(page).locator('.pm-step').filter({ hasText: text });
}

/** The editor's toolbar. */
export function toolbar(page: Page, t: Texts): Locator {
  return page.getByRole('toolbar', { name: t.editor.toolbar.label });
}

/** A button of the editor's toolbar by its (translated) label. */
export function toolbarButton(page: Page, t: Texts, name: string): Locator {
  return toolbar(page, t).getByRole('button', { name, exact: true });
}

/** A drag item of the toolbar. */
export function toolbarItem(page: Page, t: Texts, type: 'activity' | 'control' | 'subprocess'): Locator {
  return toolbar(page, t).getByRole('button', { name: t.editor.toolbar.item[type] });
}

/** The drop target on a place between steps (`parent>child`, or `after>controlId`); only while dragging. */
export function dropPlace(page: Page, key: string): Locator {
  return canvas(page).locator(`.pm-drop-place[data-place="${key}"]`);
}

/** Drags `source` onto the drop target `key`, which is drawn only once a drag has started. */
export async function dragToPlace(page: Page, source: Locator, key: string): Promise<void> {
  await source.hover();
  await page.mouse.down();
  const box = await source.boundingBox();
  await page.mouse.move((box?.x ?? 0) + 20, (box?.y ?? 0) + 60, { steps: 4 });
  await dropPlace(page, key).hover();
  await expect.poll(() => dropPlace(page, key).getAttribute('data-over')).toBe('true');
  await page.mouse.up();
}

/** Presses `button` in the dialog titled `title` and waits until the dialog is gone. */
export async function confirmIn(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A role reference to a built-in role (the server reads the name from the id). */
export function systemRole(role: SystemRole): RoleRef {
  return { id: SYSTEM_ROLE_IDS[role], name: role };
}

export interface ModelOptions {
  name: string;
  description?: string;
  owner?: RoleRef;
  manager?: RoleRef;
  /** The published model the one step in the middle opens; without it that step is an activity. */
  subprocess?: Pick<ProcessModel, 'id' | 'info' | 'revision'>;
  /** The name of the step in the middle. */
  stepName?: string;
  /** The actor of the step in the middle. */
  actor?: RoleRef;
  /** With an operator, a control with it comes between the start and the step in the middle. */
  operator?: ControlOperator;
}

/** A valid model for `POST /api/process_model`: start → activity (or subprocess) → end, new UUIDs. */
export function modelInput(options: ModelOptions): ProcessModelInput {
  const [startId, controlId, middleId, endId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const middle: Step = options.subprocess
    ? {
        id: middleId,
        name: options.stepName ?? 'Subproces',
        type: 'subprocess',
        children: [{ id: endId, weight: 1 }],
        actor: NO_ROLE,
        process: {
          id: options.subprocess.id,
          name: options.subprocess.info.name,
          actor: NO_ROLE,
          revision: options.subprocess.revision,
        },
      }
    : {
        id: middleId,
        name: options.stepName ?? 'Aanvraag ontvangen',
        type: 'activity',
        children: [{ id: endId, weight: 1 }],
        actor: options.actor ?? NO_ROLE,
      };
  const start: Step = { id: startId, name: '', type: 'start', children: [], actor: NO_ROLE };
  const first: Step[] = options.operator
    ? [
        { ...start, children: [{ id: controlId, weight: 1 }] },
        {
          id: controlId,
          name: 'Control',
          type: 'control',
          children: [{ id: middleId, weight: 1 }],
          actor: NO_ROLE,
          operator: options.operator,
        },
      ]
    : [{ ...start, children: [{ id: middleId, weight: 1 }] }];
  return {
    id: randomUUID(),
    info: { name: options.name, description: options.description ?? '' },
    owner: options.owner ?? NO_ROLE,
    manager: options.manager ?? NO_ROLE,
    steps: [...first, middle, { id: endId, name: '', type: 'end', children: [], actor: NO_ROLE }],
    groups: [],
  };
}

async function expectStatus(
  answer: Promise<{ status: number; body: unknown }>,
  status: number,
  what: string,
): Promise<unknown> {
  const { status: actual, body } = await answer;
  if (actual !== status)
    throw new Error(`${what}: expected ${status}, got ${actual}: ${JSON.stringify(body)}`);
  return body;
}

/** Creates a model through the API as the page's user (a modeler); answers the saved working copy. */
export async function createModel(page: Page, options: ModelOptions): Promise<ProcessModel> {
  return (await expectStatus(
    callApi(page, 'POST', '/api/process_model', modelInput(options)),
    201,
    `POST /api/process_model ${options.name}`,
  )) as ProcessModel;
}

/** Publishes the model's working copy through the API; answers the new revision's model. */
export async function publishModel(page: Page, id: string): Promise<ProcessModel> {
  return (await expectStatus(
    callApi(page, 'POST', `/api/process_model/publish/${id}`, {}),
    200,
    `POST /api/process_model/publish/${id}`,
  )) as ProcessModel;
}

/** Creates and publishes a model (revision 1). */
export async function createPublishedModel(page: Page, options: ModelOptions): Promise<ProcessModel> {
  return publishModel(page, (await createModel(page, options)).id);
}

/** The working copy as the server holds it now. */
export async function workingCopy(page: Page, id: string): Promise<ProcessModel> {
  return (await expectStatus(
    callApi(page, 'GET', `/api/process_model/${id}/edit`),
    200,
    `GET /api/process_model/${id}/edit`,
  )) as ProcessModel;
}
