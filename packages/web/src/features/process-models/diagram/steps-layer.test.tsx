import {
  type EditorModel,
  executeCommand,
  layoutModel,
  openEditor,
  sampleChain,
  sampleId,
} from '@stroomlijn/domain';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { ReactFlowProvider } from '@xyflow/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { withProviders } from '../../../test/render';
import { CanvasContext, type CanvasContextValue } from './canvas-context';
import { createCanvasStore } from './canvas-store';
import { StepsLayer } from './steps-layer';

// The view of React Flow's store before any pan: x 0..1280, y 0..800 in diagram coordinates (zoom 1).
const VIEW = { width: 1280, height: 800 };
// The layer draws what lies in view plus a margin of 200 px, both rounded outward to 200 px.
const MARGIN_BOTTOM = 1000;

const noop = () => {};
const canvas: CanvasContextValue = {
  readOnly: false,
  store: createCanvasStore(),
  select: noop,
  startDrag: noop,
  endDrag: noop,
  drop: noop,
  dropAt: noop,
  remove: noop,
  moveBranch: noop,
  editStep: noop,
  focusAlongFlow: noop,
  stepInformation: noop,
  openSubprocess: noop,
  startPathChange: noop,
  cancelPathChange: noop,
  chooseDestination: noop,
  removePath: noop,
  insertAfterSelected: noop,
};

let root: Root | null = null;
let container: HTMLElement | null = null;

function layer(model: EditorModel) {
  return withProviders(
    <ReactFlowProvider initialWidth={VIEW.width} initialHeight={VIEW.height}>
      <CanvasContext.Provider value={canvas}>
        <StepsLayer steps={model.steps} layout={layoutModel(model)} />
      </CanvasContext.Provider>
    </ReactFlowProvider>,
    new QueryClient(),
  );
}

/** Renders without flushing deferred work: only the urgent pass is committed when it returns. */
function renderUrgent(model: EditorModel): void {
  if (!root) {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  }
  const target = root;
  flushSync(() => target.render(layer(model)));
}

const drawn = () =>
  [...(container?.querySelectorAll('.pm-step') ?? [])].map((element) => element.getAttribute('data-step-id'));

/** The ids of the steps whose boxes reach into the rows from `top` to `bottom`. */
function stepsBetween(model: EditorModel, top: number, bottom: number): string[] {
  const layout = layoutModel(model);
  return model.steps
    .filter((_, index) => {
      const box = layout.steps[index];
      return box !== undefined && box.y + box.height >= top && box.y <= bottom;
    })
    .map((step) => step.id);
}

afterEach(() => {
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
});

describe('StepsLayer: draw only what is visible', () => {
  it('draws the steps in view first and the margin below the view in a deferred pass', async () => {
    const model = sampleChain(30);
    renderUrgent(model);
    const inView = stepsBetween(model, 0, VIEW.height);
    const withMargin = stepsBetween(model, 0, MARGIN_BOTTOM);
    expect(withMargin.length).toBeGreaterThan(inView.length);
    expect(drawn().sort()).toEqual([...inView].sort());

    await waitFor(() => expect(drawn().sort()).toEqual([...withMargin].sort()));
    expect(drawn()).toHaveLength(withMargin.length);
    expect(drawn()).not.toContain(sampleId(30));
  });

  it('after a removal, a step that only moves into the margin is drawn after the edit, not with it', async () => {
    const model = sampleChain(30);
    renderUrgent(model);
    const before = stepsBetween(model, 0, MARGIN_BOTTOM);
    await waitFor(() => expect(drawn()).toHaveLength(before.length));

    const after = executeCommand(openEditor(model), { type: 'step.remove', stepId: sampleId(2) }).state.model;
    renderUrgent(after);
    const arriving = stepsBetween(after, 0, MARGIN_BOTTOM).filter((id) => !before.includes(id));
    expect(arriving.length).toBeGreaterThan(0);
    expect(drawn()).not.toContain(sampleId(2));
    for (const id of arriving) expect(drawn()).not.toContain(id);
    for (const id of stepsBetween(after, 0, VIEW.height)) expect(drawn()).toContain(id);

    await waitFor(() => expect(drawn().sort()).toEqual(stepsBetween(after, 0, MARGIN_BOTTOM).sort()));
  });

  it('after an insert, a step pushed out of the margin stays drawn until the deferred pass', async () => {
    const model = sampleChain(30);
    renderUrgent(model);
    const before = stepsBetween(model, 0, MARGIN_BOTTOM);
    await waitFor(() => expect(drawn()).toHaveLength(before.length));

    const insert = {
      type: 'step.insert',
      item: 'activity',
      targetId: sampleId(2),
      newStepId: sampleId(99),
    } as const;
    const after = executeCommand(openEditor(model), insert).state.model;
    renderUrgent(after);
    const leaving = before.filter((id) => !stepsBetween(after, 0, MARGIN_BOTTOM).includes(id));
    expect(leaving.length).toBeGreaterThan(0);
    expect(drawn()).toContain(sampleId(99));
    for (const id of before) expect(drawn()).toContain(id);

    await waitFor(() => expect(drawn().sort()).toEqual(stepsBetween(after, 0, MARGIN_BOTTOM).sort()));
    for (const id of leaving) expect(drawn()).not.toContain(id);
  });
});
