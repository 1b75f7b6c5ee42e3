import './lanes-layer.css';
import {
  LANE_HEADER_HEIGHT,
  type LanesLayout,
  type ModelLayout,
  ROLE_TEXT_COLOUR,
  STEP_PADDING,
} from '@stroomlijn/domain';
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

/**
 * The lanes of the lanes view, behind the connections and steps: one band per actor role from the top
 * to the bottom of the diagram, headed by the role's name on its colour's tint (dark text, as on the
 * steps), the steps without actor in a grey lane. Lanes are few, so all are drawn, in view or not.
 */
export const LanesLayer = memo(function LanesLayer({
  lanes,
  height,
}: {
  lanes: LanesLayout['lanes'];
  height: number;
}) {
  const { t } = useTranslation();
  const canvas = useCanvasContext();
  const colours = useCanvasView(canvas.store, (view) => view.roleColours);
  return (
    <div className="pm-lanes" data-testid="lanes">
      {lanes.map((lane) => {
        const colour = lane.roleId === null ? undefined : colours.get(lane.roleId);
        const name =
          lane.roleId === null
            ? t('editor.lanes.no-actor')
            : roleNameText(t, { id: lane.roleId, name: lane.name });
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
          >
            <div
              className="pm-lane-header"
              title={name}
              style={{
                height: LANE_HEADER_HEIGHT,
                background: colour?.tint,
                borderTopColor: colour?.band,
                color: ROLE_TEXT_COLOUR,
              }}
            >
              <span className="pm-lane-name">{name}</span>
            </div>
          </div>
        );
      })}
    </div>
  );
});
