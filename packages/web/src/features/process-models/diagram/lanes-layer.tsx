import './lanes-layer.css';
import {
  LANE_HEADER_HEIGHT,
  type Lane,
  type LanesLayout,
  type ModelLayout,
  ROLE_TEXT_COLOUR,
  STEP_PADDING,
} from '@stroomlijn/domain';
import { type ReactFlowState, useStore } from '@xyflow/react';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { roleNameText } from '../../../lib/role-texts';
import { useTranslation } from '../../../lib/translation';
import { useCanvasContext } from './canvas-context';
import { useCanvasView } from './canvas-store';

/** Whether the layout is the lanes view's (it has lanes to draw). */
export function hasLanes(layout: ModelLayout): layout is LanesLayout {
  return Array.isArray((layout as Partial<LanesLayout>).lanes);
}

/** A colour halfway to white: the pale body of a lane, behind the steps (also the picture export's). */
export function paler(hex: string): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16);
    return Math.round((value + 255) / 2)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** The name of a lane: its role's, or "No actor". */
function laneName(t: TFunction, lane: Lane): string {
  return lane.roleId === null
    ? t('editor.lanes.no-actor')
    : roleNameText(t, { id: lane.roleId, name: lane.name });
}

/**
 * The lanes of the lanes view, behind the connections and steps: one band per actor role from the top
 * to the bottom of the diagram in a pale tone of the role's colour, the steps without actor in a grey
 * lane. Lanes are few, so all are drawn, in view or not. Their headers are a layer of their own, over
 * the steps (`LaneHeaders`).
 */
export const LanesLayer = memo(function LanesLayer({
  lanes,
  height,
}: {
  lanes: LanesLayout['lanes'];
  height: number;
}) {
  const canvas = useCanvasContext();
  const colours = useCanvasView(canvas.store, (view) => view.roleColours);
  return (
    <div className="pm-lanes" data-testid="lanes">
      {lanes.map((lane) => {
        const colour = lane.roleId === null ? undefined : colours.get(lane.roleId);
        return (
          <div
            key={lane.roleId ?? ''}
            className="pm-lane"
            data-role-id={lane.roleId ?? ''}
            data-role-colour={colour?.band}
            style={{
              transform: `translate(${lane.x}px, ${STEP_PADDING}px)`,
              width: lane.width,
              height: height - 2 * STEP_PADDING,
              background: colour ? paler(colour.tint) : undefined,
            }}
          />
        );
      })}
    </div>
  );
});

/** How far the headers move down: to the top of the view once the diagram's top is scrolled out of it. */
function headerDrop(state: ReactFlowState): number {
  const [, y, zoom] = state.transform;
  return Math.max(0, Math.round(-y / zoom - STEP_PADDING));
}

/**
 * The headers of the lanes, each the role's name on its colour's tint (dark text, as on the steps),
 * over the steps: they stay at the top of the view while the diagram scrolls down (as the header row of
 * a table does), and scroll sideways with their lanes.
 */
export const LaneHeaders = memo(function LaneHeaders({
  lanes,
  height,
}: {
  lanes: LanesLayout['lanes'];
  height: number;
}) {
  const { t } = useTranslation();
  const canvas = useCanvasContext();
  const colours = useCanvasView(canvas.store, (view) => view.roleColours);
  const drop = Math.min(useStore(headerDrop), Math.max(0, height - 2 * STEP_PADDING - LANE_HEADER_HEIGHT));
  return (
    <div className="pm-lane-headers" data-testid="lane-headers">
      {lanes.map((lane) => {
        const colour = lane.roleId === null ? undefined : colours.get(lane.roleId);
        const name = laneName(t, lane);
        return (
          <div
            key={lane.roleId ?? ''}
            className="pm-lane-header"
            data-role-id={lane.roleId ?? ''}
            title={name}
            style={{
              transform: `translate(${lane.x}px, ${STEP_PADDING + drop}px)`,
              width: lane.width,
              height: LANE_HEADER_HEIGHT,
              background: colour?.tint,
              borderTopColor: colour?.band,
              color: ROLE_TEXT_COLOUR,
            }}
          >
            <span className="pm-lane-name">{name}</span>
          </div>
        );
      })}
    </div>
  );
});
