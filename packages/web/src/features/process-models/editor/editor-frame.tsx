import './editor.css';
import { Button, Group, Text, Title } from '@mantine/core';
import { isPlaceholderName, layoutLanes, layoutModel, TITLE_FONT_SIZE } from '@stroomlijn/domain';
import { ReactFlowProvider } from '@xyflow/react';
import { type ComponentProps, memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { exitTarget } from '../../../lib/navigation-history';
import { usePageTitle } from '../../../lib/page-title';
import { useTranslation } from '../../../lib/translation';
import { ReadConfirmationsLink } from '../acknowledgement-report-link';
import {
  FlowScale,
  LAYOUT_VARIABLES,
  ProcessCanvas,
  RoleLegend,
  useCanvasView,
  useRoleColours,
  useStoredToggle,
  useZoomActions,
} from '../diagram';
import { ApprovalNotice } from './approval-notice';
import { EditorDialogRoutes } from './dialogs';
import { DraftNotice } from './draft-notice';
import { removeDraft } from './drafts';
import { EditorContext, type EditorContextValue } from './editor-context';
import { EditorOpenFailure, openFailure } from './editor-open-failure';
import { EditorStatus, LeaveDialog } from './editor-status';
import { type EditorMode, isReadOnly, type LoadedModel } from './editor-types';
import { usePictureSource } from './export/picture-menu';
import { useHandedOverHistory, useHandOver } from './history-hand-over';
import { InvalidStateDialog } from './invalid-state-dialog';
import { ProcessOutline } from './outline';
import { EditorToolbar, type ToolbarAction } from './toolbar';
import { useCanvasActions } from './use-canvas-actions';
import { useEditorNavigation } from './use-editor-navigation';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useEditorState } from './use-editor-state';
import { useFieldsMemo } from './use-fields-memo';
import { useFocusReturn } from './use-focus-return';
import { leaveLoss, useLeaveGuard } from './use-leave-guard';
import { useModelPersistence } from './use-model-persistence';
import { useRegionKeys } from './use-region-keys';
import { useStepFromAddress } from './use-step-from-address';

export interface EditorFrameProps {
  mode: EditorMode;
  loaded: LoadedModel;
  areaPrefix: string;
  basePath: string;
  /** Local storage slot of this model's unsaved version. */
  draftKey: string;
}

export function EditorFrame(props: EditorFrameProps) {
  // A model the editor cannot draw opens the editor's error instead (ED-52); the layout is cached, so
  // the check costs the canvas nothing.
  const failure = useMemo(() => openFailure(props.loaded.model), [props.loaded.model]);
  if (failure) return <EditorOpenFailure failure={failure} areaPrefix={props.areaPrefix} />;
  return (
    <ReactFlowProvider>
      <EditorWorkspace {...props} />
    </ReactFlowProvider>
  );
}

function EditorWorkspace({ mode, loaded, areaPrefix, basePath, draftKey }: EditorFrameProps) {
  const { t } = useTranslation();
  const history = useHandedOverHistory(loaded.model.id, loaded.server?.updatedAt);
  // After a new model's first save the handed-over history's model is what the server holds now: it is
  // the saved baseline (the model loaded at the new address is an equal but other object).
  const editor = useEditorState(loaded.model, history?.model ?? loaded.model, history);
  const handOver = useHandOver();
  const { location, leaving, openSubRoute, closeSubRoute, leave, relocate, focusBeforeDialog } =
    useEditorNavigation(basePath, draftKey);

  const persistence = useModelPersistence({
    mode,
    editor,
    loadedServer: loaded.server,
    draftKey,
    onFirstSave: (answer, sent) => {
      // The model has an address now: continue there, with the same history.
      handOver({ ...editor.state, model: { ...sent, updatedAt: answer.updatedAt } });
      relocate(`${areaPrefix}/${answer.id}`);
    },
  });
  const { server, busy, save, saveAndPublish, reload } = persistence;
  // A working copy submitted for approval is locked until it is decided or withdrawn: shown read-only.
  const locked = mode === 'edit' && server?.status === 'awaiting-approval';
  const readOnly = isReadOnly(mode) || locked;

  const canvas = useCanvasActions(editor, readOnly, openSubRoute);
  const roleColours = useRoleColours(editor.model.steps, canvas.store);
  const [lanesShown, toggleLanes] = useStoredToggle('stroomlijn.editor-lanes');
  const layout = useMemo(
    () => (lanesShown ? layoutLanes : layoutModel)({ steps: editor.model.steps }),
    [editor.model.steps, lanesShown],
  );
  const canvasBox = useRef<HTMLDivElement>(null);
  const zoomAction = useZoomActions(layout, canvasBox);
  const [outlineShown, toggleOutline] = useStoredToggle('stroomlijn.editor-outline');
  const dirty = !readOnly && editor.dirty;
  const onAction = useCallback(
    (action: ToolbarAction) => {
      if (action === 'zoom-in' || action === 'zoom-out' || action === 'zoom-fit') zoomAction(action);
      else if (action === 'outline') toggleOutline();
      else if (action === 'lanes') toggleLanes();
      // Exit asks only when something would be lost; the `/exit` address still opens the question.
      else if (action === 'exit' && !dirty) leave(exitTarget(basePath, readOnly));
      else openSubRoute(action);
    },
    [zoomAction, openSubRoute, toggleOutline, toggleLanes, dirty, leave, basePath, readOnly],
  );

  const onCanvas = location.pathname === basePath;
  useFocusReturn(onCanvas, focusBeforeDialog, canvas.store);
  useStepFromAddress(canvas.store, editor.model.steps, onCanvas);
  const pathChange = useCanvasView(canvas.store, (view) => view.pathChange);
  const { cancelPathChange } = canvas;
  useEffect(() => {
    if (!pathChange) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancelPathChange();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [pathChange, cancelPathChange]);
  useEditorShortcuts(onCanvas && !readOnly, editor.undo, editor.redo);
  const editorBox = useRef<HTMLDivElement>(null);
  useRegionKeys(onCanvas, editorBox, canvas.store);
  const changedDialog = useRef<string | null>(null);
  const guardDialog = useCallback((root: string | null) => {
    changedDialog.current = root;
  }, []);

  const context: EditorContextValue = useFieldsMemo({
    mode,
    readOnly,
    areaPrefix,
    basePath,
    editor,
    server,
    busy,
    save,
    saveAndPublish,
    reload,
    openSubRoute,
    closeSubRoute,
    leave,
    guardDialog,
  });

  const name = isPlaceholderName(editor.model.info.name)
    ? t('editor.placeholder.model')
    : editor.model.info.name;
  usePageTitle(onCanvas ? name : null);
  // The files of the diagram: the whole model as drawn; a published revision shown also as BPMN.
  const picture = usePictureSource(
    { steps: editor.model.steps, layout, colours: roleColours },
    name,
    readOnly && server && server.revision > 0
      ? { modelId: editor.model.id, revision: server.revision }
      : null,
  );

  // Only the canvas changes with each edit: the parts around it are memoised or plain elements, so an
  // edit renders none of their components (an edit has one frame, 16 ms, in all).
  return (
    <>
      <div className="pm-editor-page" style={LAYOUT_VARIABLES}>
        <EditorHeader name={name} mode={mode} server={server} dirty={dirty} />
        {mode === 'edit' && server?.approval && (
          <ApprovalNotice approval={server.approval} onWithdrawn={reload} />
        )}
        {persistence.draft && (
          <DraftNotice
            draft={persistence.draft}
            outdated={server !== null && persistence.draft.baseUpdatedAt !== server.updatedAt}
            onRestore={persistence.restoreDraft}
            onDiscard={persistence.discardDraft}
          />
        )}
        <div ref={editorBox} className="pm-editor" data-mode={mode}>
          <EditorToolbar
            mode={locked ? 'view' : mode}
            scaleReadout={FLOW_SCALE}
            draftAvailable={server?.unpublishedDraftAvailable === true && server.revision > 0}
            busy={busy}
            onAction={onAction}
            outlineShown={outlineShown}
            lanesShown={lanesShown}
            onInsert={canvas.insertAfterSelected}
            onDragItem={canvas.startDrag}
            onDragEnd={canvas.endDrag}
            picture={picture}
          />
          {pathChange && (
            <Group className="pm-path-hint" gap="sm" role="status">
              <Text size="sm">{t('editor.path-change.hint')}</Text>
              <Button size="xs" variant="default" onClick={canvas.cancelPathChange}>
                {t('editor.path-change.cancel')}
              </Button>
            </Group>
          )}
          <div className="pm-editor-body">
            <div ref={canvasBox} className="pm-canvas">
              <RoleLegend steps={editor.model.steps} colours={roleColours} />
              <ProcessCanvas steps={editor.model.steps} layout={layout} canvas={canvas} />
            </div>
            {outlineShown && <ProcessOutline editor={editor} canvas={canvas} />}
          </div>
        </div>
      </div>
      {/* Only the dialogs read the context: an edit changes its value, and React then looks for its
          readers through everything inside the provider, which would be every step drawn. */}
      <EditorContext.Provider value={context}>
        <EditorDialogRoutes />
      </EditorContext.Provider>
      <InvalidStateDialog failure={editor.failure} onClose={editor.dismissFailure} />
      <LeaveGuard
        dirty={dirty}
        basePath={basePath}
        mode={mode}
        leaving={leaving}
        changedDialog={changedDialog}
        draftKey={draftKey}
      />
    </>
  );
}

const EditorHeader = memo(function EditorHeader({
  name,
  ...status
}: { name: string } & ComponentProps<typeof EditorStatus>) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Title order={1} fz={TITLE_FONT_SIZE} data-testid="editor-title">
        {name}
      </Title>
      <Group gap="sm" justify="flex-end">
        {isReadOnly(status.mode) && status.server && (
          <ReadConfirmationsLink
            model={status.server}
            processModelId={status.server.id}
            revision={status.server.revision}
          />
        )}
        <EditorStatus {...status} />
      </Group>
    </Group>
  );
});

const FLOW_SCALE = <FlowScale />;

/**
 * Asks before unsaved changes are left behind (`useLeaveGuard`). A component of its own: React Router's
 * `useBlocker` sets state once after mounting, which then renders only this, not the whole editor.
 */
const LeaveGuard = memo(function LeaveGuard({
  dirty,
  basePath,
  mode,
  leaving,
  changedDialog,
  draftKey,
}: {
  dirty: boolean;
  basePath: string;
  mode: EditorMode;
  leaving: { current: boolean };
  changedDialog: { current: string | null };
  draftKey: string;
}) {
  const blocker = useLeaveGuard(dirty, basePath, mode, leaving, changedDialog);
  const loss = blocker.location ? leaveLoss(blocker.location.pathname, dirty, basePath, mode) : 'editor';
  const onLeave = useCallback(() => {
    changedDialog.current = null;
    if (loss === 'editor') removeDraft(draftKey);
  }, [changedDialog, draftKey, loss]);
  return <LeaveDialog blocker={blocker} loss={loss} onLeave={onLeave} />;
});
