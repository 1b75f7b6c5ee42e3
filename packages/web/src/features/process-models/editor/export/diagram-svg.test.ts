import {
  type EditorModel,
  flowPlacesWithin,
  layoutLanes,
  layoutModel,
  type ModelLayout,
  NO_PROCESS,
  type RoleRef,
  roleColours,
  type Step,
  sampleChain,
  sampleModel,
  wrapToWidth,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import en from '../../../../locales/en.json';
import nl from '../../../../locales/nl.json';
import { GLYPH_SHAPES, STEP_SHAPES } from '../../diagram';
import { diagramSvg } from './diagram-svg';
import { escapeXml } from './svg-text';
import { wrapIntoColumns } from './wrap-columns';

const clerk: RoleRef = { id: '00000000-0000-4000-8000-00000000c1e1', name: 'Clerk' };
const manager: RoleRef = { id: '00000000-0000-4000-8000-00000000a7a9', name: 'Manager & <Co>' };

/** Gives the steps of a sample model names, operators and actors. */
function dressed(model: EditorModel, extra: Record<string, Partial<Step>>): EditorModel {
  return { steps: model.steps.map((step) => ({ ...step, ...extra[step.id] })), groups: [] };
}

/**
 * start → choice ⟨parallel ⟨a, b⟩ → judge ⟨c, (empty)⟩, sub⟩ → end: every glyph, joins of each
 * operator, an empty branch ("skips"), actors in two roles and steps without one.
 */
function shapesModel(): EditorModel {
  return dressed(
    sampleModel({
      s: ['start', 'choice'],
      choice: ['control', 'par', 'sub'],
      par: ['control', 'a', 'b'],
      a: ['activity', 'judge'],
      b: ['activity', 'judge'],
      judge: ['control', 'c', 'e'],
      c: ['activity', 'e'],
      sub: ['subprocess', 'e'],
      e: ['end'],
    }),
    {
      s: { name: '' },
      e: { name: '' },
      choice: { name: 'Order complete?', operator: 'CHOICE', actor: clerk },
      par: { name: 'Prepare', operator: 'PARALLEL' },
      a: { name: 'Pick the goods from the central warehouse shelves', actor: clerk },
      b: { name: 'Print the invoice', actor: manager },
      judge: { name: 'Check', operator: 'JUDGE', actor: manager },
      c: { name: 'Correct' },
      sub: { name: 'Ship', actor: manager, process: NO_PROCESS },
    },
  );
}

const SAMPLES: Record<string, () => EditorModel> = {
  'all shapes': shapesModel,
  'a chain of 40 steps': () => sampleChain(40),
  'names to escape': () =>
    dressed(sampleModel({ s: ['start', 'x'], x: ['activity', 'e'], e: ['end'] }), {
      x: { name: `Say "hi" & <b>bye</b> it's\u0000 done`, actor: manager },
    }),
};
const VIEWS = { grid: layoutModel, lanes: layoutLanes } as const;

function parse(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

function draw(model: EditorModel, layout: ModelLayout, language = 'en') {
  const svg = diagramSvg({
    steps: model.steps,
    layout,
    colours: roleColours(model.steps),
    title: 'Model <1>',
    t: i18n.getFixedT(language),
    language,
  });
  return { svg, document: parse(svg) };
}

/** The words a step's group shows, its text elements joined by spaces. */
function wordsOf(document: Document, stepId: string): string {
  const group = document.querySelector(`g.step[data-step-id="${stepId}"]`);
  return [...(group?.querySelectorAll('text') ?? [])].map((text) => text.textContent).join(' ');
}

describe('diagramSvg (picture export)', () => {
  describe.each(Object.entries(VIEWS))('in the %s view', (_view, layoutOf) => {
    it.each(Object.keys(SAMPLES))('%s: a standalone SVG of the whole model', (sample) => {
      const model = (SAMPLES[sample] as () => EditorModel)();
      const drawn = layoutOf(model);
      const { svg, document } = draw(model, drawn);
      // A long model wraps into columns (the 40-step chain does).
      const layout = wrapIntoColumns(drawn);
      expect(layout.columns.length > 1).toBe(drawn.height > 8_000);
      const root = document.documentElement;
      expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      // The whole layout, at scale 1, whatever the canvas has in view.
      expect(root.getAttribute('viewBox')).toBe(`0 0 ${layout.width} ${layout.height}`);
      expect(root.getAttribute('width')).toBe(String(layout.width));
      expect(root.getAttribute('height')).toBe(String(layout.height));
      for (const box of layout.steps) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(layout.width);
        expect(box.y + box.height).toBeLessThanOrEqual(layout.height);
      }
      // Nothing a drawing program or the PNG canvas cannot draw.
      expect(root.getElementsByTagName('foreignObject')).toHaveLength(0);
      expect(svg).not.toMatch(/<(script|image|style)\b/);
      // One box per step, one path per connection (its arrowhead a polygon beside it).
      const steps = document.querySelectorAll('g.step');
      expect([...steps].map((step) => step.getAttribute('data-step-id')).sort()).toEqual(
        model.steps.map((step) => step.id).sort(),
      );
      // A box per activity and subprocess, a shape per start, end and control.
      for (const step of steps) expect(step.querySelector(':scope > rect, :scope > .shape')).not.toBeNull();
      const lines = document.querySelectorAll('g.connections path');
      expect(lines).toHaveLength(layout.connections.length);
      expect(document.querySelectorAll('g.connections polygon')).toHaveLength(layout.connections.length);
      expect(
        [...lines].map((line) => `${line.getAttribute('data-from')}>${line.getAttribute('data-to')}`),
      ).toEqual(layout.connections.map((connection) => `${connection.from}>${connection.to}`));
      // Every step's name, wrapped as on the canvas; placeholders in the user's language.
      for (const step of model.steps) {
        const placeholder = step.name === '';
        const name = placeholder ? en.editor.placeholder[step.type as 'start' | 'end'] : step.name;
        const lines = wrapToWidth(name.replace('\u0000', '\uFFFD'), 192, 18, 3, { bold: !placeholder });
        expect(wordsOf(document, step.id)).toContain(lines.join(' '));
        if (name.length <= 20) expect(lines).toEqual([name.replace('\u0000', '\uFFFD')]);
      }
      expect(root.querySelector('title')?.textContent).toBe('Model <1>');
    });
  });

  it('draws the BPMN glyphs, the joins with their marks, the skips label and the role colours', () => {
    const model = shapesModel();
    const layout = layoutModel(model);
    const { document } = draw(model, layout);
    const step = (id: string) => document.querySelector(`g.step[data-step-id="${id}"]`) as Element;
    // Start (thin) and end (thick) events as circles, controls as diamonds, as the canvas draws them.
    expect(step('s').querySelector('circle.shape')?.getAttribute('stroke-width')).toBe(
      String(STEP_SHAPES.event.startStroke),
    );
    expect(step('e').querySelector('circle.shape')?.getAttribute('stroke-width')).toBe(
      String(STEP_SHAPES.event.endStroke),
    );
    for (const id of ['choice', 'par', 'judge'])
      expect(step(id).querySelector('.shape')?.getAttribute('data-shape')).toBe('diamond');
    // Gateways: a diamond with × (choice), + (parallel) or nothing (judge).
    const marks = (id: string) => step(id).querySelectorAll('path[stroke-linecap="round"]');
    expect(marks('choice')[0]?.getAttribute('d')).toBe('M11 11 21 21M21 11 11 21');
    expect(marks('par')[0]?.getAttribute('d')).toBe('M16 8.5v15M8.5 16h15');
    expect(marks('judge')).toHaveLength(0);
    // The subprocess marker, and no glyph on an activity.
    expect(step('sub').querySelectorAll('g.subprocess-marker rect')).toHaveLength(1);
    expect(step('a').querySelector('g')).toBeNull();
    // No box around a shape (the white behind its name has no border).
    expect(step('s').querySelector(':scope > rect[stroke]')).toBeNull();
    // Operators and actors as the step shows them; a shape needs no type word.
    expect(wordsOf(document, 'choice')).not.toContain('CONTROL');
    expect(wordsOf(document, 'choice')).toContain(en.editor.operator.choice);
    expect(wordsOf(document, 'b')).toContain('Manager & <Co>');
    // The actor's band in the role's colour.
    const colours = roleColours(model.steps);
    const band = (id: string) => step(id).querySelector(':scope > path')?.getAttribute('fill');
    expect(band('a')).toBe(colours.get(clerk.id)?.band);
    expect(band('b')).toBe(colours.get(manager.id)?.band);
    expect(band('c')).toBeUndefined();
    // A join per control with several branches, with the control's mark; the empty branch skips.
    const signs = { [GLYPH_SHAPES.CHOICE]: '×', [GLYPH_SHAPES.PARALLEL]: '+' } as Record<string, string>;
    const joins = [...document.querySelectorAll('g.join')].map((join) =>
      [...join.querySelectorAll('path')].map((path) => signs[path.getAttribute('d') ?? ''] ?? '').join(''),
    );
    expect(joins.sort()).toEqual(['', '+', '×']);
    const expected = flowPlacesWithin(model.steps, layout).filter((mark) => mark.kind === 'empty-branch');
    expect(expected).toHaveLength(1);
    expect([...document.querySelectorAll('g.skips')].map((label) => label.textContent)).toEqual([
      en.editor.flow.skips,
    ]);
  });

  it('the lanes view: a lane per actor, headed by its name; the words in the user’s language', () => {
    const model = shapesModel();
    const layout = layoutLanes(model);
    const { document } = draw(model, layout, 'nl');
    const lanes = [...document.querySelectorAll('g.lane')];
    expect(lanes.map((lane) => lane.getAttribute('data-role-id'))).toEqual(
      layout.lanes.map((lane) => lane.roleId ?? ''),
    );
    expect(lanes.map((lane) => lane.querySelector('text')?.textContent)).toEqual(
      layout.lanes.map((lane) => (lane.roleId === null ? nl.editor.lanes['no-actor'] : lane.name)),
    );
    expect(wordsOf(document, 'choice')).toContain(nl.editor.operator.choice);
    expect(wordsOf(document, 's')).toContain(nl.editor.placeholder.start);
    expect(wordsOf(document, 'a')).toContain(nl.editor['step-type'].activity.toUpperCase());
    expect(document.querySelector('g.skips')?.textContent).toBe(nl.editor.flow.skips);
    expect(document.documentElement.getAttribute('xml:lang')).toBe('nl');
  });

  it('a size other than the layout’s scales the drawing (the PNG’s)', () => {
    const model = sampleChain(3);
    const layout = layoutModel(model);
    const svg = diagramSvg({
      steps: model.steps,
      layout,
      colours: roleColours(model.steps),
      title: 'x',
      t: i18n.getFixedT('en'),
      language: 'en',
      size: { width: layout.width * 2, height: layout.height * 2 },
    });
    const root = parse(svg).documentElement;
    expect(root.getAttribute('width')).toBe(String(layout.width * 2));
    expect(root.getAttribute('viewBox')).toBe(`0 0 ${layout.width} ${layout.height}`);
  });
});

describe('escapeXml', () => {
  it('escapes markup and replaces what XML 1.0 forbids', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
    expect(escapeXml('a\u0000b\u001Fc\td\ne\uFFFF')).toBe('a\uFFFDb\uFFFDc\td\ne\uFFFD');
    expect(escapeXml('\uD800x 😀')).toBe('\uFFFDx 😀');
  });
});
