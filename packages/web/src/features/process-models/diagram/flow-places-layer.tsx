import {
  type ControlOperator,
  commandRule,
  type FlowPlaceMark,
  flowPlacesWithin,
  isAfterBlock,
  type ModelLayout,
  type Step,
} from '@stroomlijn/domain';
import { type DragEvent, memo, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { DRAG_MIME, useCanvasContext } from './canvas-context';
import { useCanvasView } from './canvas-store';
import { onActionKey } from './step-node';
import { useVisibleArea } from './visible-area';

const JOIN_SIZE = 11;
/** The mark in a join's diamond, as in the control's glyph (also the picture export's). */
export const OPERATOR_MARK: Record<ControlOperator, string> = { CHOICE: '×', PARALLEL: '+', JUDGE: '' };

/** The diamond of a join centred on (x, y) (also the picture export's). */
export function joinPath(x: number, y: number): string {
  return `M${x} ${y - JOIN_SIZE}L${x + JOIN_SIZE} ${y}L${x} ${y + JOIN_SIZE}L${x - JOIN_SIZE} ${y}z`;
}

/**
 * What lies between the steps: where the branches of a control join (a gateway, as the control is
 * drawn), which branches have no step and skip to the join, and, while a step is dragged, a drop
 * target on every place the dragged item may go (every path, and after every block).
 */
export const FlowPlacesLayer = memo(function FlowPlacesLayer({
  steps,
  layout,
}: {
  steps: readonly Step[];
  layout: ModelLayout;
}) {
  const area = useVisibleArea();
  const { left, top, right, bottom } = area;
  const marks = useMemo(
    () => flowPlacesWithin(steps, layout, { left, top, right, bottom }),
    [steps, layout, left, top, right, bottom],
  );
  const joins = marks.filter((mark) => mark.kind === 'after-block');
  return (
    <>
      <svg
        className="pm-joins"
        width={layout.width}
        height={layout.height}
        aria-hidden="true"
        focusable="false"
      >
        {joins.map((mark) => (
          <g key={mark.key} data-join-of={'afterBlockOf' in mark.place ? mark.place.afterBlockOf : undefined}>
            <path d={joinPath(mark.x, mark.y)} />
            <text x={mark.x} y={mark.y} dominantBaseline="central" textAnchor="middle">
              {OPERATOR_MARK[mark.operator ?? 'JUDGE']}
            </text>
          </g>
        ))}
      </svg>
      {marks
        .filter((mark) => mark.kind === 'empty-branch')
        .map((mark) => (
          <SkipLabel key={mark.key} mark={mark} steps={steps} />
        ))}
      <DropTargets steps={steps} marks={marks} />
    </>
  );
});

/**
 * The label of a branch without steps; in edit mode with a button that removes the branch, as any path
 * of a control with several branches may be removed (ED-39).
 */
function SkipLabel({ mark, steps }: { mark: FlowPlaceMark; steps: readonly Step[] }) {
  const { t } = useTranslation();
  const canvas = useCanvasContext();
  const place = mark.place;
  const removable =
    !canvas.readOnly &&
    !isAfterBlock(place) &&
    commandRule({ steps, groups: [] }, { type: 'path.remove', ...place }).allowed;
  return (
    // The keys of its button, which belongs to the control's buttons (see onKeyDown).
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className="pm-skip-label nodrag nopan"
      style={{ transform: `translate(${mark.x + 8}px, ${mark.y - 12}px)` }}
      title={t('editor.flow.skips-title')}
      data-skips={mark.key}
      onKeyDown={(event) => {
        // Its remove button is one of the control's buttons (Shift+F10 on the control reaches it).
        if (!('parentId' in place)) return;
        const control = event.currentTarget
          .closest('.pm-canvas-flow')
          ?.querySelector<HTMLElement>(`.pm-step[data-step-id="${CSS.escape(place.parentId)}"]`);
        if (control) onActionKey(event, control);
      }}
    >
      <span className="pm-skip-text">{t('editor.flow.skips')}</span>
      {removable && (
        // Out of the Tab order, as the steps' buttons: the canvas is one tab stop, and Shift+F10 on the
        // control reaches it among the control's buttons.
        <button
          type="button"
          className="pm-skip-remove"
          tabIndex={-1}
          aria-label={t('editor.flow.remove-empty')}
          title={t('editor.flow.remove-empty')}
          onClick={(event) => {
            // Removed by keyboard, the focus goes back to the control.
            const keyboard = document.activeElement === event.currentTarget;
            canvas.removePath(place.parentId, place.childId);
            if (keyboard) canvas.store.set({ selectedId: place.parentId, focusId: place.parentId });
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

/** The drop targets of the running drag: the places its rules allow, asked once per place and drag. */
function DropTargets({ steps, marks }: { steps: readonly Step[]; marks: readonly FlowPlaceMark[] }) {
  const canvas = useCanvasContext();
  const item = useCanvasView(canvas.store, (view) => view.dragItem);
  const allowed = useMemo(() => {
    if (!item || canvas.readOnly) return [];
    const model = { steps, groups: [] };
    return marks.filter(
      (mark) =>
        commandRule(
          model,
          typeof item === 'string'
            ? { type: 'step.insert-at', item, place: mark.place }
            : { type: 'step.move-to', stepId: item.stepId, place: mark.place },
        ).allowed,
    );
  }, [item, marks, steps, canvas.readOnly]);
  return (
    <>
      {allowed.map((mark) => (
        <DropTarget key={mark.key} mark={mark} />
      ))}
    </>
  );
}

function DropTarget({ mark }: { mark: FlowPlaceMark }) {
  const canvas = useCanvasContext();
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes(DRAG_MIME)) return;
    event.preventDefault();
    const item = canvas.store.get().dragItem;
    event.dataTransfer.dropEffect = typeof item === 'string' ? 'copy' : 'move';
    setOver(true);
  };
  return (
    // A target for the pointer's drag and drop only; keyboard users insert by key or in the outline.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className="pm-drop-place nodrag nopan"
      style={{ transform: `translate(${mark.x}px, ${mark.y}px)` }}
      data-place={mark.key}
      data-kind={mark.kind}
      data-over={over}
      title={t(`editor.flow.drop-${mark.kind}`)}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        canvas.dropAt(mark.place);
      }}
    >
      <span aria-hidden="true">+</span>
    </div>
  );
}
