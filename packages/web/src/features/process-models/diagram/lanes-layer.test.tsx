import {
  type EditorModel,
  LANE_HEADER_HEIGHT,
  layoutLanes,
  layoutModel,
  type RoleRef,
  roleColours,
  sampleModel,
} from '@stroomlijn/domain';
import { act, render } from '@testing-library/react';
import { ReactFlowProvider } from '@xyflow/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { withProviders } from '../../../test/render';
import { CanvasContext, type CanvasContextValue } from './canvas-context';
import { createCanvasStore } from './canvas-store';
import { hasLanes, LaneHeaders, LanesLayer } from './lanes-layer';

const clerk: RoleRef = { id: '00000000-0000-4000-8000-00000000c1e1', name: 'Clerk' };
const manager: RoleRef = { id: '00000000-0000-4000-8000-00000000a7a9', name: 'Manager' };

/** start → a (manager) → b (no actor) → c (clerk) → end. */
function model(): EditorModel {
  const { steps } = sampleModel({
    s: ['start', 'a'],
    a: ['activity', 'b'],
    b: ['activity', 'c'],
    c: ['activity', 'e'],
    e: ['end'],
  });
  const actors: Record<string, RoleRef> = { a: manager, c: clerk };
  return { steps: steps.map((step) => ({ ...step, actor: actors[step.id] ?? step.actor })), groups: [] };
}

function renderLanes(next: EditorModel) {
  const store = createCanvasStore();
  store.set({ roleColours: roleColours(next.steps) });
  const layout = layoutLanes(next);
  render(
    withProviders(
      <ReactFlowProvider initialWidth={1000} initialHeight={800}>
        <CanvasContext.Provider value={{ store, readOnly: false } as CanvasContextValue}>
          <LanesLayer lanes={layout.lanes} height={layout.height} />
          <LaneHeaders lanes={layout.lanes} height={layout.height} />
        </CanvasContext.Provider>
      </ReactFlowProvider>,
    ),
  );
  return { layout, colours: store.get().roleColours };
}

/** The bands, each with its header (a layer of their own, over the steps) by role id. */
const lanes = () =>
  [...document.querySelectorAll<HTMLElement>('.pm-lane')].map((lane) => {
    const header = document.querySelector(
      `.pm-lane-header[data-role-id="${lane.dataset.roleId}"]`,
    ) as HTMLElement;
    return {
      id: lane.dataset.roleId,
      name: header.querySelector('.pm-lane-name')?.textContent,
      colour: lane.dataset.roleColour ?? null,
      left: lane.style.transform,
      width: lane.style.width,
      header: [header.style.height, header.style.transform, header.style.width],
    };
  });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('lanes layer', () => {
  it('a band per lane with the role’s name and colour; "No actor" for the steps without one', async () => {
    const { layout, colours } = renderLanes(model());
    expect(hasLanes(layout)).toBe(true);
    expect(hasLanes(layoutModel(model()))).toBe(false);
    expect(lanes()).toEqual([
      {
        id: manager.id,
        name: 'Manager',
        colour: colours.get(manager.id)?.band,
        left: 'translate(16px, 16px)',
        width: '252px',
        header: [`${LANE_HEADER_HEIGHT}px`, 'translate(16px, 16px)', '252px'],
      },
      {
        id: '',
        name: 'No actor',
        colour: null,
        left: 'translate(268px, 16px)',
        width: '252px',
        header: [`${LANE_HEADER_HEIGHT}px`, 'translate(268px, 16px)', '252px'],
      },
      {
        id: clerk.id,
        name: 'Clerk',
        colour: colours.get(clerk.id)?.band,
        left: 'translate(520px, 16px)',
        width: '252px',
        header: [`${LANE_HEADER_HEIGHT}px`, 'translate(520px, 16px)', '252px'],
      },
    ]);
    await act(() => i18n.changeLanguage('nl'));
    expect(lanes()[1]?.name).toBe('Geen actor');
  });
});
