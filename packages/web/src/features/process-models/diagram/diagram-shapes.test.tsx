import {
  type EditorModel,
  layoutModel,
  NO_PROCESS,
  ROLE_PALETTE,
  type RoleRef,
  roleColours,
  type Step,
  sampleModel,
} from '@stroomlijn/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ReactFlowProvider } from '@xyflow/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { withProviders } from '../../../test/render';
import { CanvasContext, type CanvasContextValue } from './canvas-context';
import { createCanvasStore } from './canvas-store';
import { RoleLegend } from './role-legend';
import { StepsLayer } from './steps-layer';
import { useRoleColours } from './use-role-colours';

const noop = () => {};
const clerk: RoleRef = { id: '00000000-0000-4000-8000-00000000c1e1', name: 'Clerk' };
const manager: RoleRef = { id: '00000000-0000-4000-8000-00000000a7a9', name: 'Manager' };

/** start → choice → (a: parallel → b → judge, sub) → end; a and b by the clerk, sub by the manager. */
function shapesModel(): EditorModel {
  const { steps } = sampleModel({
    s: ['start', 'c'],
    c: ['control', 'p', 'sub'],
    p: ['control', 'a'],
    a: ['activity', 'j'],
    j: ['control', 'e'],
    sub: ['subprocess', 'e'],
    e: ['end'],
  });
  const extra: Record<string, Partial<Step>> = {
    c: { operator: 'CHOICE' },
    p: { operator: 'PARALLEL' },
    a: { actor: clerk },
    j: { actor: clerk },
    sub: { actor: manager, process: NO_PROCESS },
  };
  return { steps: steps.map((step) => ({ ...step, ...extra[step.id] })), groups: [] };
}

function Diagram({ model, canvas }: { model: EditorModel; canvas: CanvasContextValue }) {
  const colours = useRoleColours(model.steps, canvas.store);
  return (
    <ReactFlowProvider initialWidth={4000} initialHeight={4000}>
      <CanvasContext.Provider value={canvas}>
        <RoleLegend steps={model.steps} colours={colours} />
        <StepsLayer steps={model.steps} layout={layoutModel(model)} />
      </CanvasContext.Provider>
    </ReactFlowProvider>
  );
}

function renderDiagram(model: EditorModel, readOnly = false) {
  const canvas = {
    readOnly,
    store: createCanvasStore(),
    ...Object.fromEntries(
      [
        'select',
        'startDrag',
        'endDrag',
        'drop',
        'remove',
        'moveBranch',
        'editStep',
        'focusAlongFlow',
        'stepInformation',
        'openSubprocess',
        'startPathChange',
        'cancelPathChange',
        'chooseDestination',
        'removePath',
        'insertAfterSelected',
      ].map((name) => [name, noop]),
    ),
  } as CanvasContextValue;
  const rendered = render(withProviders(<Diagram model={model} canvas={canvas} />));
  return {
    ...rendered,
    redraw: (next: EditorModel) => rendered.rerender(withProviders(<Diagram model={next} canvas={canvas} />)),
  };
}

const box = (id: string) => document.querySelector(`.pm-step[data-step-id="${id}"]`) as HTMLElement;
const glyph = (id: string) => box(id).querySelector('svg[data-glyph]')?.getAttribute('data-glyph');

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('diagram shapes', () => {
  it('draws events, gateways and the subprocess marker as hidden glyphs, keeping the texts', () => {
    renderDiagram(shapesModel());
    expect(glyph('s')).toBe('start-event');
    expect(glyph('e')).toBe('end-event');
    expect(glyph('c')).toBe('gateway-choice');
    expect(glyph('p')).toBe('gateway-parallel');
    expect(glyph('j')).toBe('gateway-judge');
    expect(glyph('a')).toBeUndefined();
    expect(glyph('sub')).toBe('subprocess-marker');
    for (const svg of document.querySelectorAll('.pm-step svg[data-glyph]')) {
      expect(svg.getAttribute('aria-hidden')).toBe('true');
    }
    // Start, end and controls are shapes with their name under them; activities and subprocesses boxes.
    const shapes = Object.fromEntries(
      ['s', 'e', 'c', 'p', 'j', 'a', 'sub'].map((id) => [id, box(id).dataset.shape]),
    );
    expect(shapes).toEqual({
      s: 'circle',
      e: 'circle',
      c: 'diamond',
      p: 'diamond',
      j: 'diamond',
      a: 'box',
      sub: 'box',
    });
    expect(box('c').querySelector('.pm-shape-marker')?.getAttribute('data-marker')).toBe('choice');
    expect(box('p').querySelector('.pm-shape-marker')?.getAttribute('data-marker')).toBe('parallel');
    expect(box('j').querySelector('.pm-shape-marker')).toBeNull();
    // The texts stay: the name, actor, operator label, and the type in a box; the accessible name names the type.
    expect(box('a').textContent).toContain('Activity');
    expect(box('c').getAttribute('aria-label')).toBe('Control: c');
    expect(box('c').textContent).toContain('choice');
    expect(box('p').textContent).toContain('parallel');
    expect(box('a').textContent).toContain('Clerk');
    expect(box('sub').getAttribute('aria-label')).toBe('Subprocess: sub');
  });

  it('colours a role the same on each of its steps and another role differently; none without actor', () => {
    renderDiagram(shapesModel());
    const colours = roleColours(shapesModel().steps);
    expect(box('a').dataset.roleColour).toBe(ROLE_PALETTE[0]?.band);
    expect(box('j').dataset.roleColour).toBe(box('a').dataset.roleColour);
    expect(box('sub').dataset.roleColour).toBe(colours.get(manager.id)?.band);
    expect(box('sub').dataset.roleColour).not.toBe(box('a').dataset.roleColour);
    expect(box('c').dataset.roleColour).toBeUndefined();
    expect(box('c').querySelector('.pm-step-band')).toBeNull();
    const actor = box('a').querySelector('.pm-step-actor') as HTMLElement;
    expect(actor.style.background).not.toBe('');
  });

  it('an edit that brings a new role earlier in the flow recolours none of the roles shown', () => {
    const model = shapesModel();
    const { redraw } = renderDiagram(model);
    const [clerkColour, managerColour] = [box('a').dataset.roleColour, box('sub').dataset.roleColour];
    const owner: RoleRef = { id: '00000000-0000-4000-8000-00000000000e', name: 'Owner' };
    redraw({
      ...model,
      steps: model.steps.map((step) => (step.id === 'c' ? { ...step, actor: owner } : step)),
    });
    expect(box('a').dataset.roleColour).toBe(clerkColour);
    expect(box('sub').dataset.roleColour).toBe(managerColour);
    expect(box('c').dataset.roleColour).toBe(ROLE_PALETTE[2]?.band);
    // Freshly opened, the same model takes the colours in the order of its flow.
    expect(roleColours(model.steps).get(clerk.id)).toBe(ROLE_PALETTE[0]);
  });

  it('the legend lists the roles with their steps and the steps without actor; it folds (en, nl)', async () => {
    renderDiagram(shapesModel(), true);
    const legend = screen.getByRole('region', { name: 'Legend of the actors' });
    const toggle = within(legend).getByRole('button', { name: 'Actors' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const items = () =>
      within(legend)
        .queryAllByRole('listitem')
        .map((item) => item.textContent);
    // The choice, parallel and start/end: the controls without actor count, start and end do not.
    expect(items()).toEqual(['Clerk2 steps', 'Manager1 step', 'No actor2 steps']);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(items()).toEqual([]);
    fireEvent.click(toggle);
    await act(() => i18n.changeLanguage('nl'));
    const dutch = screen.getByRole('region', { name: 'Legenda van de actoren' });
    expect(within(dutch).getByRole('button', { name: 'Actoren' }).getAttribute('aria-expanded')).toBe('true');
    expect(items()).toEqual(['Clerk2 stappen', 'Manager1 stap', 'Geen actor2 stappen']);
  });

  it('with an actor and a second row of buttons, a long name keeps to two lines (ED-51)', () => {
    const model = shapesModel();
    const long = 'Order the goods from the supplier of the framework contract and check the delivery';
    const opened = {
      id: '00000000-0000-4000-8000-0000000000ff',
      name: 'Ordering',
      actor: clerk,
      revision: 1,
    };
    const steps = model.steps.map((step) =>
      step.id === 'sub' || step.id === 'a' ? { ...step, name: long, process: step.process && opened } : step,
    );
    renderDiagram({ ...model, steps });
    const lines = (id: string) => box(id).querySelectorAll('.pm-step-name > div').length;
    // The subprocess heads a branch: move left and right, paths, open, edit, remove are six buttons.
    expect(box('sub').querySelectorAll('.pm-step-buttons button')).toHaveLength(6);
    expect(lines('sub')).toBe(2);
    expect(box('a').querySelectorAll('.pm-step-buttons button').length).toBeLessThanOrEqual(5);
    expect(lines('a')).toBe(3);
  });

  it('draws no legend when no step has an actor', () => {
    renderDiagram(sampleModel({ s: ['start', 'a'], a: ['activity', 'e'], e: ['end'] }));
    expect(screen.queryByTestId('role-legend')).toBeNull();
  });
});
