import { randomUUID } from 'node:crypto';
import { NO_ROLE, type ProcessModel, type Step } from '@stroomlijn/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi, signedInPage, uniqueTag } from './support/admin-area';
import { interpolate, LOCALES, type Texts, textsFor } from './support/app';
import { useBrowser } from './support/browser';
import { canvas, createPublishedModel, publishModel, steps, systemRole } from './support/process-models';

const browser = useBrowser();
const clerk = systemRole('ROLE_USER');
const modeler = systemRole('ROLE_MODELER');
const LONG = 'Check the purchase request against the budget and the framework contracts of the year';

/** Ids of the steps of the shapes model, by what they are. */
type ShapeIds = Record<
  'start' | 'choice' | 'check' | 'parallel' | 'approve' | 'judge' | 'sub' | 'end',
  string
>;

/**
 * start → choice (clerk) → [check (clerk) → parallel → approve (clerk) → judge (modeler) | sub (modeler)]
 * → end, the subprocess opening a published model.
 */
async function createShapesModel(page: Page): Promise<{ model: ProcessModel; ids: ShapeIds }> {
  const tag = uniqueTag();
  const opened = await createPublishedModel(page, { name: `Shapes sub ${tag}` });
  const ids = Object.fromEntries(
    ['start', 'choice', 'check', 'parallel', 'approve', 'judge', 'sub', 'end'].map((key) => [
      key,
      randomUUID(),
    ]),
  ) as ShapeIds;
  const step = (id: string, type: Step['type'], name: string, next: string[], actor = NO_ROLE): Step => ({
    id,
    name,
    type,
    children: next.map((child, index) => ({ id: child, weight: index + 1 })),
    actor,
  });
  const created = await callApi(page, 'POST', '/api/process_model', {
    id: randomUUID(),
    info: { name: `Shapes ${tag}`, description: '' },
    owner: NO_ROLE,
    manager: NO_ROLE,
    steps: [
      step(ids.start, 'start', '', [ids.choice]),
      {
        ...step(ids.choice, 'control', `Which way: ${LONG}`, [ids.check, ids.sub], clerk),
        operator: 'CHOICE',
      },
      step(ids.check, 'activity', LONG, [ids.parallel], clerk),
      { ...step(ids.parallel, 'control', 'Both', [ids.approve]), operator: 'PARALLEL' },
      step(ids.approve, 'activity', 'Approve', [ids.judge], clerk),
      step(ids.judge, 'control', 'Judge the result', [ids.end], modeler),
      {
        ...step(ids.sub, 'subprocess', `Ordering: ${LONG}`, [ids.end], modeler),
        process: { id: opened.id, name: opened.info.name, actor: NO_ROLE, revision: opened.revision },
      },
      step(ids.end, 'end', '', []),
    ],
    groups: [],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { model: created.body as ProcessModel, ids };
}

/** Each drawn step by id: its glyphs, its role colour, and what of it lies outside its box. */
async function drawnShapes(page: Page) {
  return canvas(page)
    .locator('.pm-step')
    .evaluateAll((boxes) => {
      const overlap = (a: DOMRect, b: DOMRect) =>
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
      return boxes.map((element) => {
        const box = element as HTMLElement;
        const style = getComputedStyle(box);
        const scale = box.getBoundingClientRect().width / box.offsetWidth;
        const outer = box.getBoundingClientRect();
        const inner = {
          left: outer.left + Number.parseFloat(style.borderLeftWidth) * scale,
          right: outer.right - Number.parseFloat(style.borderRightWidth) * scale,
          top: outer.top + Number.parseFloat(style.borderTopWidth) * scale,
          bottom: outer.bottom - Number.parseFloat(style.borderBottomWidth) * scale,
        };
        const parts = [
          ...box.querySelectorAll<Element>(
            '.pm-step-head, .pm-step-glyph, .pm-step-type, .pm-step-name > div, .pm-step-actor, .pm-step-operator, .pm-step-button, .pm-step-marker',
          ),
        ];
        const outside = parts
          .map((part) => {
            const rect = part.getBoundingClientRect();
            const beyond = Math.max(
              inner.left - rect.left,
              rect.right - inner.right,
              inner.top - rect.top,
              rect.bottom - inner.bottom,
            );
            return { part: part.getAttribute('class') ?? part.tagName, beyond };
          })
          .filter(({ beyond }) => beyond > 0.5)
          .map(({ part }) => part);
        const buttons = [...box.querySelectorAll('.pm-step-button')].map((button) =>
          button.getBoundingClientRect(),
        );
        const glyphs = [...box.querySelectorAll('svg[data-glyph]')];
        const texts = [
          ...box.querySelectorAll('.pm-step-type, .pm-step-name > div, .pm-step-actor, .pm-step-operator'),
        ];
        // The BPMN shape drawn in the cell (start, end, control) and where the name lies against it.
        const outline = box.querySelector('.pm-step-shape .pm-shape-outline');
        const drawnShape = outline?.getBoundingClientRect();
        const firstLine = box.querySelector('.pm-step-name > div')?.getBoundingClientRect();
        // An SVG element's box leaves out its stroke, which lies half outside the outline.
        const stroke = outline ? Number.parseFloat(getComputedStyle(outline).strokeWidth) * scale : 0;
        const shape = outline &&
          drawnShape && {
            element: outline.tagName,
            // On screen at the scale shown, with the stroke; the stroke of the end's circle is the thick one.
            width: drawnShape.width + stroke,
            height: drawnShape.height + stroke,
            stroke,
            marker: box.querySelector('.pm-shape-marker')?.getAttribute('data-marker') ?? null,
            fill: getComputedStyle(outline).fill,
            nameBelow: firstLine ? firstLine.top - (drawnShape.bottom + stroke / 2) : null,
            nameOffCentre: firstLine
              ? Math.abs(firstLine.left + firstLine.width / 2 - (drawnShape.left + drawnShape.width / 2))
              : null,
          };
        return {
          id: box.dataset.stepId ?? '',
          shapeKind: box.dataset.shape ?? null,
          shape,
          border: style.borderTopColor,
          label: box.getAttribute('aria-label'),
          glyphs: glyphs.map((glyph) => glyph.getAttribute('data-glyph')),
          hidden: glyphs.every((glyph) => glyph.getAttribute('aria-hidden') === 'true'),
          colour: box.dataset.roleColour ?? null,
          outside,
          // A glyph, a shape (its outline: the line of the flow runs on behind the texts) or a text that a button covers.
          covered: [...glyphs.map((glyph) => glyph.querySelector('.pm-shape-outline') ?? glyph), ...texts]
            .filter((part) => buttons.some((button) => overlap(part.getBoundingClientRect(), button)))
            .map((part) => part.getAttribute('class') ?? part.tagName),
          buttons: buttons.length,
          // A name line the browser had to cut or wrap.
          cut: [...box.querySelectorAll<HTMLElement>('.pm-step-name > div')].filter(
            (line) => line.scrollWidth > line.clientWidth + 1,
          ).length,
        };
      });
    });
}

/** The legend's rows: role id, colour, and text. */
async function legendRows(page: Page, t: Texts) {
  return page
    .getByRole('region', { name: t.editor.legend.label })
    .locator('li[data-role-id]')
    .evaluateAll((rows) =>
      rows.map((row) => ({
        id: row.getAttribute('data-role-id'),
        colour: row.getAttribute('data-role-colour'),
        name: row.querySelector('.pm-legend-name')?.textContent,
        count: row.querySelector('.pm-legend-count')?.textContent,
      })),
    );
}

describe.each(LOCALES)('diagram shapes (%s, issue 16)', (locale) => {
  const t = textsFor(locale);
  const count = (n: number) =>
    interpolate(n === 1 ? t.editor.legend.steps_one : t.editor.legend.steps_other, {
      count: String(n),
    });

  it('draws BPMN shapes and role colours with a legend; texts and buttons stay inside the cells', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER']);
    // Tall enough to show the whole model at the default scale.
    await page.setViewportSize({ width: 1400, height: 1500 });
    const { model, ids } = await createShapesModel(page);
    await page.goto(`/process-model/${model.id}`);
    await expect.poll(() => steps(page).count()).toBe(8);

    const drawn = new Map((await drawnShapes(page)).map((shape) => [shape.id, shape]));
    const of = (key: keyof ShapeIds) => drawn.get(ids[key]);
    expect(of('start')?.glyphs).toEqual(['start-event']);
    expect(of('end')?.glyphs).toEqual(['end-event']);
    expect(of('choice')?.glyphs).toEqual(['gateway-choice']);
    expect(of('parallel')?.glyphs).toEqual(['gateway-parallel']);
    expect(of('judge')?.glyphs).toEqual(['gateway-judge']);
    expect(of('sub')?.glyphs).toEqual(['subprocess-marker']);
    expect(of('check')?.glyphs).toEqual([]);

    // Issue 32: start and end are circles, the end's border thick; controls are diamonds with their
    // operator's marker (× choice, + parallel, none for judge); activities and subprocesses are boxes.
    // Start, end and controls have no box around them, and their name lies under the shape, centred.
    const kinds = Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, drawn.get(id)?.shapeKind]));
    expect(kinds).toEqual({
      start: 'circle',
      choice: 'diamond',
      check: 'box',
      parallel: 'diamond',
      approve: 'box',
      judge: 'diamond',
      sub: 'box',
      end: 'circle',
    });
    for (const key of ['start', 'end'] as const) {
      expect(of(key)?.shape?.element, key).toBe('circle');
      // 36 px across at the default scale (as a BPMN event at 100 %), round.
      expect(of(key)?.shape?.width, key).toBeGreaterThanOrEqual(34);
      expect(of(key)?.shape?.height, key).toBeCloseTo(of(key)?.shape?.width ?? 0, 0);
    }
    expect(of('end')?.shape?.stroke).toBeGreaterThanOrEqual(2 * (of('start')?.shape?.stroke ?? 0));
    for (const [key, marker] of [
      ['choice', 'choice'],
      ['parallel', 'parallel'],
      ['judge', null],
    ] as const) {
      expect(of(key)?.shape?.element, key).toBe('path');
      expect(of(key)?.shape?.width, key).toBeGreaterThanOrEqual(36);
      expect(of(key)?.shape?.marker, key).toBe(marker);
    }
    for (const key of ['start', 'end', 'choice', 'parallel', 'judge'] as const) {
      const shape = of(key)?.shape;
      expect(of(key)?.border, `${key}: no box around the shape`).toBe('rgba(0, 0, 0, 0)');
      expect(shape?.nameBelow, `${key}: the name under the shape`).toBeGreaterThanOrEqual(0);
      expect(shape?.nameBelow, `${key}: the name close to the shape`).toBeLessThan(12);
      expect(shape?.nameOffCentre, `${key}: the name centred under the shape`).toBeLessThan(2);
    }
    for (const key of ['check', 'sub'] as const) {
      expect(of(key)?.shape, key).toBeNull();
      expect(of(key)?.border, key).not.toBe('rgba(0, 0, 0, 0)');
    }
    // Screen readers hear the type; the actor's colour fills a control's diamond.
    expect(of('start')?.label).toBe(`${t.editor['step-type'].start}: ${t.editor.placeholder.start}`);
    expect(of('judge')?.label).toBe(`${t.editor['step-type'].control}: Judge the result`);
    expect(of('judge')?.shape?.fill).not.toBe(of('parallel')?.shape?.fill);

    // One colour per role on all its steps, another for the other role, none without actor.
    const clerkColour = of('choice')?.colour;
    expect(clerkColour).toMatch(/^#[0-9a-f]{6}$/);
    expect(of('check')?.colour).toBe(clerkColour);
    expect(of('approve')?.colour).toBe(clerkColour);
    const modelerColour = of('judge')?.colour;
    expect(modelerColour).toMatch(/^#[0-9a-f]{6}$/);
    expect(of('sub')?.colour).toBe(modelerColour);
    expect(modelerColour).not.toBe(clerkColour);
    for (const key of ['start', 'parallel', 'end'] as const) expect(of(key)?.colour).toBeNull();

    for (const shape of drawn.values()) {
      expect(shape.hidden, `${shape.id}: glyphs are hidden from assistive technology`).toBe(true);
      expect(shape.outside, `${shape.id}: parts outside the box`).toEqual([]);
      expect(shape.covered, `${shape.id}: parts under a button`).toEqual([]);
      expect(shape.cut, `${shape.id}: a name line the browser cut`).toBe(0);
    }
    // Edit mode: the subprocess has its buttons (open, edit, remove, paths) beside the marker.
    expect(of('sub')?.buttons).toBeGreaterThanOrEqual(4);

    // The legend: each role with its colour and number of steps, in the order of the flow, and the steps without actor.
    expect(await legendRows(page, t)).toEqual([
      { id: clerk.id, colour: clerkColour, name: clerk.name, count: count(3) },
      { id: modeler.id, colour: modelerColour, name: modeler.name, count: count(2) },
      { id: '', colour: null, name: t.editor.legend['no-actor'], count: count(1) },
    ]);
    // It folds away and opens again from the keyboard.
    const legend = page.getByRole('region', { name: t.editor.legend.label });
    const toggle = legend.getByRole('button', { name: t.editor.legend.title });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await legend.locator('li').count()).toBe(0);
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await legend.locator('li').count()).toBe(3);

    // The colours and the legend meet WCAG 2.2 AA (axe-core).
    await expectAccessible(page);

    // The read-only view of the published model shows the same colours and legend.
    await publishModel(page, model.id);
    await page.goto(`/process-model/${model.id}/view`);
    await expect.poll(() => steps(page).count()).toBe(8);
    const viewed = new Map((await drawnShapes(page)).map((shape) => [shape.id, shape]));
    expect(viewed.get(ids.check)?.colour).toBe(clerkColour);
    expect(viewed.get(ids.sub)?.colour).toBe(modelerColour);
    expect(viewed.get(ids.sub)?.glyphs).toEqual(['subprocess-marker']);
    for (const shape of viewed.values()) expect(shape.outside, `${shape.id} (view)`).toEqual([]);
    expect((await legendRows(page, t)).map((row) => row.count)).toEqual([count(3), count(2), count(1)]);
  });
});
