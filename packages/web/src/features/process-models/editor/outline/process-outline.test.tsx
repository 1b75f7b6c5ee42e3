import { NO_ROLE, type RoleRef, type Step, sampleId } from '@stroomlijn/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import { renderWithProviders } from '../../../../test/render';
import type { CanvasContextValue } from '../../diagram';
import type { EditableModel } from '../editor-types';
import { useCanvasActions } from '../use-canvas-actions';
import { type EditorStateApi, useEditorState } from '../use-editor-state';
import { ProcessOutline } from './process-outline';

const o = en.editor.outline;
const ID = {
  start: sampleId(1),
  receive: sampleId(2),
  decide: sampleId(3),
  pack: sampleId(4),
  ship: sampleId(5),
  end: sampleId(6),
};
const SALES: RoleRef = { id: sampleId(201), name: 'Sales' };

const step = (
  id: string,
  type: Step['type'],
  name: string,
  children: string[],
  extra: Partial<Step> = {},
): Step => ({
  id,
  name,
  type,
  children: children.map((child, index) => ({ id: child, weight: index + 1 })),
  actor: NO_ROLE,
  ...extra,
});

/** start → Receive order → Decide (choice: Pack | empty) → Ship → end; the steps listed out of flow order. */
function shopModel(): EditableModel {
  return {
    id: sampleId(100),
    info: { name: 'Shop', description: '' },
    owner: NO_ROLE,
    manager: NO_ROLE,
    steps: [
      step(ID.ship, 'activity', 'Ship', [ID.end]),
      step(ID.start, 'start', '', [ID.receive]),
      step(ID.decide, 'control', 'Decide', [ID.pack, ID.ship], { operator: 'CHOICE' }),
      step(ID.receive, 'activity', 'Receive order', [ID.decide], { actor: SALES }),
      step(ID.pack, 'activity', 'Pack', [ID.ship]),
      step(ID.end, 'end', '', []),
    ],
    groups: [1, 2].map((n) => ({
      id: sampleId(300 + n),
      stepId: ID.receive,
      name: `Group ${n}`,
      description: '',
      output: null,
      inputs: [],
    })),
  };
}

function Harness(props: {
  model: EditableModel;
  readOnly: boolean;
  probe: { current: EditorStateApi | null };
  canvasProbe: { current: CanvasContextValue | null };
  openSubRoute: (path: string) => void;
}) {
  const editor = useEditorState(props.model);
  props.probe.current = editor;
  const canvas = useCanvasActions(editor, props.readOnly, props.openSubRoute);
  props.canvasProbe.current = canvas;
  return <ProcessOutline editor={editor} canvas={canvas} />;
}

function renderOutline({ readOnly = false, model = shopModel() } = {}) {
  const probe: { current: EditorStateApi | null } = { current: null };
  const canvasProbe: { current: CanvasContextValue | null } = { current: null };
  const openSubRoute = vi.fn();
  renderWithProviders(
    <Harness
      model={model}
      readOnly={readOnly}
      probe={probe}
      canvasProbe={canvasProbe}
      openSubRoute={openSubRoute}
    />,
  );
  const tree = screen.getByRole('tree', { name: o.label });
  const editor = () => probe.current as EditorStateApi;
  const canvas = () => canvasProbe.current as CanvasContextValue;
  return { tree, editor, canvas, openSubRoute };
}

/** The items the tree shows, each as its level and accessible name. */
function items(tree: HTMLElement): string[] {
  return within(tree)
    .getAllByRole('treeitem')
    .map((item) => {
      const label = document.getElementById(item.getAttribute('aria-labelledby') ?? '');
      return `${item.getAttribute('aria-level')} ${label?.textContent ?? ''}`;
    });
}

const item = (tree: HTMLElement, name: RegExp | string) => within(tree).getByRole('treeitem', { name });
const status = () => screen.getByRole('status');
const childrenOf = (editor: () => EditorStateApi, id: string) =>
  editor()
    .model.steps.find((s) => s.id === id)
    ?.children.map((child) => child.id);

describe('ProcessOutline', () => {
  it('shows the steps in flow order, each control with its branches as a sub-level, an empty branch saying where it leads', () => {
    const { tree } = renderOutline();
    expect(items(tree)).toEqual([
      '1 Start: Start',
      '1 Activity: Receive order, actor: Sales, 2 information groups',
      '1 Control: Decide, choice, no actor, 0 information groups',
      '2 Branch 1 of 2',
      '3 Activity: Pack, no actor, 0 information groups',
      "2 Branch 2 of 2: no steps, goes straight to 'Ship'",
      '1 Activity: Ship, no actor, 0 information groups',
      '1 End: End',
    ]);
    const decide = item(tree, /Control: Decide/);
    expect(decide.getAttribute('aria-expanded')).toBe('true');
    expect(decide.getAttribute('aria-posinset')).toBe('3');
    expect(decide.getAttribute('aria-setsize')).toBe('5');
    expect(item(tree, /Branch 2 of 2/).getAttribute('aria-expanded')).toBeNull();
    // One tab stop: the first item until another is chosen.
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .filter((i) => i.tabIndex === 0),
    ).toHaveLength(1);
  });

  it('Up, Down, Home and End move the one tab stop; Left and Right close, open and climb the tree', async () => {
    const { tree } = renderOutline();
    const user = userEvent.setup();
    await user.click(item(tree, /Receive order/));
    expect(document.activeElement).toBe(item(tree, /Receive order/));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item(tree, /Control: Decide/));
    await user.keyboard('{ArrowLeft}');
    expect(item(tree, /Control: Decide/).getAttribute('aria-expanded')).toBe('false');
    expect(within(tree).queryByRole('treeitem', { name: /Pack/ })).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item(tree, /Activity: Ship/));
    await user.keyboard('{ArrowUp}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(item(tree, /Pack/));
    expect(item(tree, /Pack/).tabIndex).toBe(0);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(item(tree, 'Branch 1 of 2'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(item(tree, /End: End/));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(item(tree, /Start: Start/));
  });

  it('ED-29: Insert opens the menu; an activity goes after the step, announced, and gets the focus', async () => {
    const { tree, editor } = renderOutline();
    const user = userEvent.setup();
    await user.click(item(tree, /Receive order/));
    await user.keyboard('{Insert}');
    const entry = await screen.findByRole('menuitem', { name: 'Activity after this step' });
    await waitFor(() => expect(document.activeElement).toBe(entry));
    await user.keyboard('{Enter}');
    expect(status().textContent).toBe("Activity inserted after 'Receive order'.");
    const added = childrenOf(editor, ID.receive)?.[0] as string;
    expect(added).not.toBe(ID.decide);
    expect(childrenOf(editor, added)).toEqual([ID.decide]);
    await waitFor(() => expect(document.activeElement).toBe(item(tree, /New activity/)));
  });

  it('ED-30: at a control, Insert offers a new branch and the place after its block', async () => {
    const { tree, editor } = renderOutline();
    const user = userEvent.setup();
    await user.click(item(tree, /Control: Decide/));
    await user.keyboard('{Insert}');
    const names = (await screen.findAllByRole('menuitem')).map((entry) => entry.textContent);
    expect(names).toEqual([
      'Activity in a new branch',
      'Control in a new branch',
      'Subprocess in a new branch',
      'Activity after this block',
      'Control after this block',
      'Subprocess after this block',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Subprocess after this block' }));
    expect(status().textContent).toBe("Subprocess inserted after the block of 'Decide'.");
    const added = editor().model.steps.find((s) => s.type === 'subprocess') as Step;
    expect(childrenOf(editor, added.id)).toEqual([ID.ship]);
    expect(childrenOf(editor, ID.pack)).toEqual([added.id]);
    expect(childrenOf(editor, ID.decide)).toEqual([ID.pack, added.id]);
  });

  it('an empty branch takes a step: it becomes the branch, announced with its place', async () => {
    const { tree, editor } = renderOutline();
    const user = userEvent.setup();
    await user.click(item(tree, /Branch 2 of 2/));
    await user.keyboard('{Insert}');
    await user.click(await screen.findByRole('menuitem', { name: 'Control in this branch' }));
    expect(status().textContent).toBe("Control inserted in branch 2 of 'Decide'.");
    const added = editor().model.steps.find((s) => s.type === 'control' && s.id !== ID.decide) as Step;
    expect(childrenOf(editor, ID.decide)).toEqual([ID.pack, added.id]);
    expect(childrenOf(editor, added.id)).toEqual([ID.ship]);
    await waitFor(() => expect(document.activeElement).toBe(item(tree, /New control/)));
  });

  it('ED-32: Delete removes the step, says so, and the focus goes to the item in its place', async () => {
    const { tree, editor } = renderOutline();
    const user = userEvent.setup();
    await user.click(item(tree, /Pack/));
    await user.keyboard('{Delete}');
    expect(status().textContent).toBe("Activity 'Pack' removed.");
    expect(childrenOf(editor, ID.decide)).toEqual([ID.ship]);
    // The branch is empty now: it keeps the focus.
    await waitFor(() => expect(document.activeElement).toBe(item(tree, /Branch 1 of 1: no steps/)));
  });

  it('ED-37: a refused command is not run; the live region says why', async () => {
    const { tree, editor } = renderOutline();
    const user = userEvent.setup();
    const before = editor().model;
    await user.click(item(tree, /Start: Start/));
    await user.keyboard('{Delete}');
    expect(status().textContent).toBe(`Not possible: ${en.editor.rule['fixed-step']}`);
    await user.click(item(tree, /End: End/));
    await user.keyboard('{Insert}');
    expect(screen.getByRole('button', { name: o.insert })).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(editor().model).toBe(before);
  });

  it('ED-34: Alt+Down and Alt+Up move a branch; the announcement says where it is now', async () => {
    const { tree, editor } = renderOutline();
    const user = userEvent.setup();
    await user.click(item(tree, 'Branch 1 of 2'));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(status().textContent).toBe('Branch moved right: now branch 2 of 2.');
    expect(editor().model.steps.find((s) => s.id === ID.decide)?.children).toEqual([
      { id: ID.ship, weight: 1 },
      { id: ID.pack, weight: 2 },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(item(tree, 'Branch 2 of 2')));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(status().textContent).toBe(`Not possible: ${en.editor.rule['last-branch']}`);
    // The step heading a branch moves it too.
    await user.click(item(tree, /Pack/));
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(status().textContent).toBe('Branch moved left: now branch 1 of 2.');
  });

  it('ED-12, ED-13: F2 and Enter open the edit-step dialog, I the step information', async () => {
    const { tree, openSubRoute } = renderOutline();
    const user = userEvent.setup();
    await user.click(item(tree, /Receive order/));
    await user.keyboard('{F2}');
    expect(openSubRoute).toHaveBeenLastCalledWith(`edit-step/${ID.receive}`);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(openSubRoute).toHaveBeenLastCalledWith(`edit-step/${ID.decide}`);
    await user.keyboard('i');
    expect(openSubRoute).toHaveBeenLastCalledWith(`edit-step-information/${ID.decide}`);
  });

  it('the action buttons run the same commands, disabled where the rule refuses', async () => {
    const { tree, editor } = renderOutline();
    const user = userEvent.setup();
    await user.click(item(tree, /Start: Start/));
    const actions = screen.getByRole('group', { name: "Actions for 'Start'" });
    expect(within(actions).getByRole('button', { name: en.editor['step-actions'].remove })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(item(tree, /Receive order/));
    await user.click(screen.getByRole('button', { name: en.editor['step-actions'].remove }));
    expect(status().textContent).toBe("Activity 'Receive order' removed.");
    expect(childrenOf(editor, ID.start)).toEqual([ID.decide]);
  });

  it('read-only: the outline can be walked, no edit is offered, Delete does nothing', async () => {
    const { tree, editor, openSubRoute } = renderOutline({ readOnly: true });
    const user = userEvent.setup();
    const before = editor().model;
    await user.click(item(tree, /Receive order/));
    expect(screen.queryByRole('button', { name: o.insert })).toBeNull();
    expect(screen.queryByRole('button', { name: en.editor['step-actions'].remove })).toBeNull();
    await user.keyboard('{Delete}{Insert}{F2}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(editor().model).toBe(before);
    await user.keyboard('i');
    expect(openSubRoute).toHaveBeenLastCalledWith(`view-step-information/${ID.receive}`);
    await user.keyboard('{ArrowDown}i');
    expect(status().textContent).toBe(o.announce['no-information']);
  });

  it('follows a selection made on the canvas, and selects there what it moves to', async () => {
    const { tree, canvas } = renderOutline();
    act(() => canvas().store.set({ selectedId: ID.pack }));
    expect(item(tree, /Pack/).tabIndex).toBe(0);
    expect(item(tree, /Pack/).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(item(tree, /Activity: Ship/));
    expect(canvas().store.get().selectedId).toBe(ID.ship);
  });
});
