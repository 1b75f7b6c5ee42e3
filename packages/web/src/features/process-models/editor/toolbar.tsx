import { Indicator } from '@mantine/core';
import type { NewItemType } from '@stroomlijn/domain';
import { Fragment, memo, type ReactNode } from 'react';
import { useToolbarTooltip } from '../../../components';
import { useTranslation } from '../../../lib/translation';
import { DRAG_MIME, ICONS, ToolButton } from '../diagram';
import type { EditorMode } from './editor-types';
import { PictureMenu, type PictureSource } from './export/picture-menu';

export type ToolbarAction =
  | 'structure'
  | 'exit'
  | 'save'
  | 'save-and-publish'
  | 'edit'
  | 'view'
  | 'zoom-in'
  | 'zoom-fit'
  | 'zoom-out'
  | 'lanes'
  | 'outline'
  | 'feedback'
  | 'help';

/** `download`: the menu of the diagram's files, pictures and, for a revision, BPMN. */
type Slot = ToolbarAction | 'items' | 'scale' | 'download' | '|';

/** Spec part 1 §2 "Editor toolbars": what each mode offers, in order. */
const EDIT_SLOTS: readonly Slot[] = [
  'structure',
  'exit',
  'save',
  'save-and-publish',
  '|',
  'items',
  '|',
  'edit',
  '|',
  'zoom-in',
  'zoom-fit',
  'zoom-out',
  'scale',
  '|',
  'lanes',
  'outline',
  'download',
  'help',
];
export const TOOLBAR_SLOTS: Record<'edit' | 'new' | 'view', readonly Slot[]> = {
  edit: EDIT_SLOTS,
  // A model not saved yet has no structure, nothing to publish and no files to download; the rest is as
  // when editing.
  new: EDIT_SLOTS.filter(
    (slot) => slot !== 'structure' && slot !== 'save-and-publish' && slot !== 'download',
  ),
  view: [
    'exit',
    'view',
    'structure',
    '|',
    'zoom-in',
    'zoom-fit',
    'zoom-out',
    'scale',
    '|',
    'lanes',
    'outline',
    'download',
    '|',
    'feedback',
  ],
};

/** The buttons that write the model: unavailable while a write is in flight. */
const WRITE_SLOTS: ReadonlySet<Slot> = new Set(['save', 'save-and-publish']);

const ACTION_ICONS: Record<ToolbarAction, ReactNode> = {
  structure: ICONS.structure,
  exit: ICONS.exit,
  save: ICONS.save,
  'save-and-publish': ICONS.publish,
  edit: ICONS.edit,
  view: ICONS.info,
  'zoom-in': ICONS.zoomIn,
  'zoom-fit': ICONS.zoomFit,
  'zoom-out': ICONS.zoomOut,
  lanes: ICONS.lanes,
  outline: ICONS.outline,
  feedback: ICONS.feedback,
  help: ICONS.help,
};

export interface EditorToolbarProps {
  mode: EditorMode;
  /** An unpublished draft exists: save-and-publish shows its variant. */
  draftAvailable: boolean;
  /**
   * The zoom level (a `ScaleReadout`). An element that follows the zoom by itself, so that zooming, and
   * the viewport's start after the first render, draw only it and not the whole toolbar.
   */
  scaleReadout: ReactNode;
  onAction: (action: ToolbarAction) => void;
  /** A save or publish is in flight: Save and Save and publish are unavailable until it ends. */
  busy?: boolean;
  /** The text outline is shown beside the canvas: its toggle is pressed. */
  outlineShown?: boolean;
  /** The diagram is drawn in lanes, one per actor: its toggle is pressed. */
  lanesShown?: boolean;
  /** A toolbar item pressed (keyboard or click): insert it after the selected step. */
  onInsert: (item: NewItemType) => void;
  onDragItem: (item: NewItemType) => void;
  onDragEnd: () => void;
  /** What the download menu pictures (edit, view and revision mode). */
  picture: PictureSource;
}

/** Drawn again only when its props change (not on every edit of the model). */
export const EditorToolbar = memo(function EditorToolbar(props: EditorToolbarProps) {
  const { t } = useTranslation();
  const slots = TOOLBAR_SLOTS[props.mode === 'new' ? 'new' : props.mode === 'edit' ? 'edit' : 'view'];
  const { handlers, tooltip } = useToolbarTooltip();
  return (
    <div className="pm-toolbar" role="toolbar" aria-label={t('editor.toolbar.label')} {...handlers}>
      {slots.map((slot, index) => {
        if (slot === '|') {
          // biome-ignore lint/suspicious/noArrayIndexKey: separators have no identity but their place
          return <div key={`separator-${index}`} className="pm-toolbar-separator" aria-hidden="true" />;
        }
        if (slot === 'scale') return <Fragment key={slot}>{props.scaleReadout}</Fragment>;
        if (slot === 'items') return <ToolbarItems key={slot} {...props} />;
        if (slot === 'download') return <PictureMenu key={slot} source={props.picture} />;
        const variant = slot === 'save-and-publish' && props.draftAvailable;
        const pressed =
          slot === 'outline'
            ? props.outlineShown === true
            : slot === 'lanes'
              ? props.lanesShown === true
              : undefined;
        const label = t(variant ? 'editor.toolbar.save-and-publish-draft' : `editor.toolbar.${slot}`);
        // Not `disabled`: a disabled button drops the keyboard focus.
        const unavailable = props.busy === true && WRITE_SLOTS.has(slot);
        const button = (
          <ToolButton
            key={slot}
            variant={variant ? 'filled' : pressed ? 'light' : 'default'}
            aria-label={label}
            aria-pressed={pressed}
            aria-disabled={unavailable || undefined}
            data-tooltip={label}
            data-action={slot}
            onClick={() => {
              if (!unavailable) props.onAction(slot);
            }}
          >
            {ACTION_ICONS[slot]}
          </ToolButton>
        );
        return variant ? (
          <Indicator key={slot} color="red" size={10} offset={6}>
            {button}
          </Indicator>
        ) : (
          button
        );
      })}
      {tooltip}
    </div>
  );
});

/** The control, activity and subprocess items: drag one onto a step, or press it to add after the selected step. */
function ToolbarItems({ onInsert, onDragItem, onDragEnd }: EditorToolbarProps) {
  const { t } = useTranslation();
  return (
    <>
      {(['control', 'activity', 'subprocess'] as const satisfies readonly NewItemType[]).map((item) => {
        const label = t(`editor.toolbar.item.${item}`);
        return (
          <ToolButton
            key={item}
            className="pm-toolbar-item"
            variant="light"
            aria-label={label}
            data-tooltip={label}
            data-item={item}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.setData(DRAG_MIME, item);
              event.dataTransfer.effectAllowed = 'copy';
              onDragItem(item);
            }}
            onDragEnd={onDragEnd}
            onClick={() => onInsert(item)}
          >
            {ICONS[item]}
          </ToolButton>
        );
      })}
    </>
  );
}
