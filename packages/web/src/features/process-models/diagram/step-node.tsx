import {
  AVERAGE_GLYPH_WIDTH,
  BOLD_GLYPH_WIDTH,
  BUTTON_SIZE,
  canHaveInformation,
  canViewSubprocess,
  commandRule,
  type InformationGroup,
  isPlaceholderName,
  ROLE_TEXT_COLOUR,
  roleOrNone,
  STEP_FONT_SIZE,
  STEP_PADDING,
  STEP_WIDTH,
  type Step,
  type StepMark,
  wrapText,
} from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { type DragEvent, type KeyboardEvent, memo, useEffect, useRef, useState } from 'react';
import { lastInputWasPointer } from '../../../lib/input-modality';
import { roleNameText } from '../../../lib/role-texts';
import { stepTypeText } from '../process-model-text';
import type { BranchPlace } from './branch-places';
import { DRAG_MIME, useCanvasContext } from './canvas-context';
import { targetState, useCanvasView } from './canvas-store';
import { ICONS } from './icons';
import { PathMenu, StepButton } from './step-buttons';
import { SubprocessMarker } from './step-glyphs';
import { StepMarkBadge } from './step-mark';
import { isShaped, StepShape, shapeRoom } from './step-shapes';

const NAME_WIDTH = STEP_WIDTH - 2 * STEP_PADDING;
const NAME_LINES = 3;
/** The buttons one row holds: the inner width (less 2 px borders), 10 px gaps (diagram.css); more wrap. */
const BUTTONS_PER_ROW = Math.floor((STEP_WIDTH - 2 * STEP_PADDING - 2 * 2 + 10) / (BUTTON_SIZE + 10));
const NO_GROUPS: readonly InformationGroup[] = [];
/** Arrow keys move along the flow: down or right to the next step, up or left to the one before. */
const FLOW_KEYS: Record<string, 1 | -1 | undefined> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
};

/** The keys a step answers to, for assistive technology (aria-keyshortcuts). */
function ariaKeys(editable: boolean, removable: boolean, informed: boolean): string {
  return [
    editable ? 'Enter F2' : '',
    removable ? 'Delete' : '',
    informed ? 'I' : '',
    'ArrowDown ArrowUp Shift+F10 ContextMenu',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The words of a step: its name, or a translated placeholder for a step not named yet. */
export function stepName(t: TFunction, step: Step): { text: string; placeholder: boolean } {
  if (!isPlaceholderName(step.name)) return { text: step.name, placeholder: false };
  return { text: t(`editor.placeholder.${step.type}`), placeholder: true };
}

/**
 * The lines of a step's name, wrapped and cut with an ellipsis. The cell has a fixed height: with a
 * second row below the name (in a box an actor and the operator or a second row of buttons, under a
 * shape an actor or an operator), the name has one line less.
 */
export function nameLines(name: { text: string; placeholder: boolean }, secondLine: boolean): string[] {
  return wrapText(
    name.text,
    NAME_WIDTH,
    STEP_FONT_SIZE,
    secondLine ? NAME_LINES - 1 : NAME_LINES,
    name.placeholder ? AVERAGE_GLYPH_WIDTH : BOLD_GLYPH_WIDTH,
  );
}

/**
 * The step's buttons that take the focus, in their order (the information button first), and for a
 * control the remove buttons on the labels of its empty branches drawn near it.
 */
function actionButtons(box: HTMLElement): HTMLButtonElement[] {
  const own = box.querySelectorAll<HTMLButtonElement>('.pm-step-corner button, .pm-step-buttons button');
  const id = box.getAttribute('data-step-id') ?? '';
  const skips =
    box.getAttribute('data-type') === 'control'
      ? (box
          .closest('.pm-canvas-flow')
          ?.querySelectorAll<HTMLButtonElement>(`.pm-skip-label[data-skips^="${CSS.escape(id)}>"] button`) ??
        [])
      : [];
  return [...own, ...skips].filter((button) => !button.disabled);
}

/** The keys that move among the buttons of a step; they wrap around. */
const ACTION_KEYS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Keys on a step's buttons (`box` is the step): the arrows, Home and End move among them, Escape goes
 * back to the step. A menu opened from a button lies elsewhere in the page and keeps its own keys.
 */
export function onActionKey(event: KeyboardEvent<HTMLElement>, box: HTMLElement): void {
  const target = event.target;
  if (!(target instanceof HTMLButtonElement)) return;
  const move = ACTION_KEYS[event.key];
  if (event.key !== 'Escape' && (!move || event.altKey || event.ctrlKey || event.metaKey)) return;
  const buttons = actionButtons(box);
  const at = buttons.indexOf(target);
  if (at < 0) return;
  event.preventDefault();
  if (move) buttons[move(at, buttons.length)]?.focus();
  else box.focus({ preventScroll: true });
}

/**
 * One step: its words and buttons; drawn again only when the step, its branch or its own view state
 * changes. The canvas is one tab stop: only the `tabStop` step is in the Tab order, the arrow keys move
 * along the flow, and the step's buttons are reached from it with Shift+F10 or the context menu key.
 */
export const StepBox = memo(function StepBox({
  step,
  tabStop,
  branch,
  t,
  mark,
}: {
  step: Step;
  /** The step is the canvas's tab stop (the selected step, or the start step). */
  tabStop: boolean;
  branch: BranchPlace | null;
  /** The translation function of the layer (one lookup for all steps; it changes with the language). */
  t: TFunction;
  /** How the step changed, in the diagram of a comparison. */
  mark?: StepMark | undefined;
}) {
  const canvas = useCanvasContext();
  const [over, setOver] = useState(false);
  const name = stepName(t, step);
  const actor = roleOrNone(step.actor);
  const operatorShown = step.type === 'control' && step.operator !== undefined && step.operator !== 'JUDGE';
  // The rules asked here read the step alone, so a box redraws only when its own step changes.
  const model = { steps: [step], groups: NO_GROUPS };
  const editable = !canvas.readOnly && commandRule(model, { type: 'step.update', stepId: step.id }).allowed;
  const removable = !canvas.readOnly && commandRule(model, { type: 'step.remove', stepId: step.id }).allowed;
  const opens = canViewSubprocess(model, step.id).allowed;
  const groupCount = useCanvasView(canvas.store, (view) => view.groupCounts.get(step.id) ?? 0);
  // The actor's colour (a band on the left, a tint behind the name) tells the roles apart at a glance.
  const colour = useCanvasView(canvas.store, (view) => (actor ? view.roleColours.get(actor.id) : undefined));
  // Edit mode: every step with information; read-only: the steps that have groups.
  const informed = canHaveInformation(model, step.id).allowed && (!canvas.readOnly || groupCount > 0);
  const selected = useCanvasView(canvas.store, (view) => view.selectedId === step.id);
  const focusRequested = useCanvasView(canvas.store, (view) => view.focusId === step.id);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusRequested) return;
    const element = box.current;
    const focus = () => {
      if (element?.isConnected) element.focus({ preventScroll: true });
    };
    // Focusing lays the page out at once. After a key that must happen now (the next key goes to the
    // step); after a click or a drop it waits for the next frame, whose layout it then shares.
    if (lastInputWasPointer()) requestAnimationFrame(focus);
    else focus();
    canvas.store.set({ focusId: null });
  }, [focusRequested, canvas.store]);
  const target = useCanvasView(canvas.store, (view) => targetState(view, step.id));
  const choosing = useCanvasView(canvas.store, (view) => view.pathChange !== null);
  const dragging = target !== undefined && !choosing;
  const draggable = removable && !choosing;
  // The step's own outgoing path (start, activity, subprocess) and, heading a branch, the control's path to it.
  const ownPath = step.children.length === 1 ? (step.children[0]?.id ?? null) : null;
  const pathOwnChangeable =
    !canvas.readOnly &&
    ownPath !== null &&
    step.type !== 'control' &&
    commandRule(model, { type: 'path.change', parentId: step.id, childId: ownPath }).allowed;
  const dropState = dragging && over ? 'over' : target;
  const branchEdits = branch !== null && !canvas.readOnly;
  const pathMenu = pathOwnChangeable || (branchEdits && (branch.canChangePath || branch.canRemovePath));
  const buttons = [branchEdits, branchEdits, pathMenu, opens, editable, removable].filter(Boolean).length;
  const shaped = isShaped(step.type) ? step.type : null;
  const lines = shaped
    ? nameLines(name, actor !== null || operatorShown)
    : nameLines(name, actor !== null && (operatorShown || buttons > BUTTONS_PER_ROW));
  const typeLabel = stepTypeText(t, step.type);
  const operator = operatorShown;
  const label = `${typeLabel}: ${name.text}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) {
      onActionKey(event, event.currentTarget);
      return;
    }
    if (choosing) {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        canvas.chooseDestination(step.id);
      } else if (event.key === 'Escape') canvas.cancelPathChange();
      return;
    }
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      const first = actionButtons(event.currentTarget)[0];
      if (first) {
        event.preventDefault();
        first.focus();
      }
    } else if ((event.key === 'Enter' || event.key === 'F2') && editable) {
      event.preventDefault();
      canvas.editStep(step.id);
    } else if (FLOW_KEYS[event.key] !== undefined && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      canvas.focusAlongFlow(step.id, FLOW_KEYS[event.key] as 1 | -1);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && !canvas.readOnly) {
      event.preventDefault();
      canvas.remove(step.id);
    } else if (
      event.key.toLowerCase() === 'i' &&
      informed &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      event.preventDefault();
      canvas.stepInformation(step.id);
    }
  };
  const onDragOver = (event: DragEvent) => {
    const item = canvas.store.get().dragItem;
    if (!item || !event.dataTransfer.types.includes(DRAG_MIME)) return;
    // Every step takes the drop event, so that a refused drop can say why (e.g. after the end step).
    event.preventDefault();
    event.dataTransfer.dropEffect = typeof item === 'string' ? 'copy' : 'move';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    canvas.drop(step.id);
  };

  return (
    // A step is a focusable group (Enter or F2 edits, Delete removes, arrows move along the flow, Shift+F10 goes to its buttons, drops
    // land on it) that holds its own buttons, so it cannot be a button itself.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div
      ref={box}
      className="pm-step nodrag nopan"
      role="group"
      tabIndex={tabStop ? 0 : -1}
      aria-keyshortcuts={ariaKeys(editable, removable, informed)}
      aria-label={
        mark
          ? t('revision-compare.marked-step', { step: label, mark: t(`revision-compare.mark.${mark}`) })
          : label
      }
      data-step-id={step.id}
      data-type={step.type}
      data-shape={shaped ? (shaped === 'control' ? 'diamond' : 'circle') : 'box'}
      data-mark={mark}
      data-selected={selected}
      data-drop={dropState}
      data-role-colour={colour?.band}
      draggable={draggable}
      onFocus={(event) => {
        if (event.target === event.currentTarget) canvas.select(step.id);
      }}
      onClick={() => (choosing ? canvas.chooseDestination(step.id) : canvas.select(step.id))}
      onDoubleClick={(event) => {
        if (!choosing && editable && !(event.target as Element).closest('button')) canvas.editStep(step.id);
      }}
      onKeyDown={onKeyDown}
      onDragStart={(event) => {
        if (event.target !== event.currentTarget) return;
        event.dataTransfer.setData(DRAG_MIME, step.id);
        event.dataTransfer.effectAllowed = 'move';
        canvas.startDrag({ stepId: step.id });
      }}
      onDragEnd={canvas.endDrag}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        // Moving onto a child of the step is no leave.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
    >
      {shaped ? (
        <StepShape step={step} fill={colour?.tint} />
      ) : (
        colour && <span className="pm-step-band" style={{ background: colour.band }} aria-hidden="true" />
      )}
      {informed && (
        <div className="pm-step-corner">
          <StepButton
            label={
              groupCount > 0
                ? t('editor.step-actions.information-count', { count: groupCount })
                : t('editor.step-actions.information')
            }
            onClick={() => canvas.stepInformation(step.id)}
            icon={ICONS.information}
            count={groupCount}
          />
        </div>
      )}
      {shaped ? (
        <>
          {mark && (
            <div className="pm-step-shape-mark">
              <StepMarkBadge mark={mark} t={t} />
            </div>
          )}
          <div className="pm-step-shape-room" style={{ height: shapeRoom(shaped) }} />
        </>
      ) : (
        <div className="pm-step-head">
          <div className="pm-step-type">{typeLabel}</div>
          {mark && <StepMarkBadge mark={mark} t={t} />}
        </div>
      )}
      <div className="pm-step-name" data-placeholder={name.placeholder} title={name.text}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
          <div key={index}>
            {/* The space a line ends in keeps the name's words apart in its text (search, copy). */}
            {index < lines.length - 1 ? `${line} ` : line}
          </div>
        ))}
      </div>
      {(actor || operator) && (
        <div className="pm-step-meta">
          {actor && (
            <div
              className="pm-step-actor"
              style={colour && { background: colour.tint, color: ROLE_TEXT_COLOUR }}
              title={roleNameText(t, actor)}
            >
              {roleNameText(t, actor)}
            </div>
          )}
          {operator && (
            <div className="pm-step-operator">{t(`editor.operator.${step.operator?.toLowerCase()}`)}</div>
          )}
        </div>
      )}
      <div className="pm-step-buttons">
        {branch && !canvas.readOnly && (
          <>
            <StepButton
              label={t('editor.step-actions.branch-left')}
              disabled={!branch.canMoveUp}
              onClick={() => canvas.moveBranch(branch.controlId, step.id, 'up')}
              icon={ICONS.left}
            />
            <StepButton
              label={t('editor.step-actions.branch-right')}
              disabled={!branch.canMoveDown}
              onClick={() => canvas.moveBranch(branch.controlId, step.id, 'down')}
              icon={ICONS.right}
            />
          </>
        )}
        <PathMenu
          label={t('editor.step-actions.paths')}
          actions={[
            pathOwnChangeable && ownPath !== null
              ? {
                  label: t('editor.step-actions.change-path'),
                  run: () => canvas.startPathChange(step.id, ownPath),
                }
              : null,
            branch?.canChangePath && !canvas.readOnly
              ? {
                  label: t('editor.step-actions.change-branch-path'),
                  run: () => canvas.startPathChange(branch.controlId, step.id),
                }
              : null,
            branch?.canRemovePath && !canvas.readOnly
              ? {
                  label: t('editor.step-actions.remove-branch-path'),
                  run: () => canvas.removePath(branch.controlId, step.id),
                  danger: true,
                }
              : null,
          ]}
        />
        {opens && (
          <StepButton
            label={t('editor.step-actions.open-subprocess')}
            onClick={() => canvas.openSubprocess(step.id)}
            icon={ICONS.open}
          />
        )}
        {editable && (
          <StepButton
            label={t('editor.step-actions.edit')}
            onClick={() => canvas.editStep(step.id)}
            icon={ICONS.editSmall}
          />
        )}
        {removable && (
          <StepButton
            label={t('editor.step-actions.remove')}
            onClick={() => canvas.remove(step.id)}
            icon={ICONS.remove}
            danger
          />
        )}
      </div>
      {step.type === 'subprocess' && <SubprocessMarker />}
    </div>
  );
});
