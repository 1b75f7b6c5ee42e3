import './editor.css';
import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import {
  isPlaceholderName,
  layoutModel,
  type ProcessModel,
  zoomFit,
  zoomIn,
  zoomOut,
} from '@stroomlijn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ReactFlowProvider, useReactFlow, useViewport } from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import {
  createProcessModel,
  processModelSaved,
  publishProcessModel,
  saveProcessModel,
  workingCopyQuery,
} from '../process-models-api';
import { MAX_SCALE, MIN_SCALE, ProcessCanvas } from './canvas/process-canvas';
import { EditorDialogRoutes } from './dialogs';
import { DraftNotice } from './draft-notice';
import { type Draft, draftDiffers, readDraft, removeDraft, writeDraft } from './drafts';
import { EditorContext, type EditorContextValue } from './editor-context';
import {
  type EditableModel,
  type EditorMode,
  editableOf,
  isReadOnly,
  type LoadedModel,
} from './editor-types';
import { handOver, takeHandOver } from './hand-over';
import { InvalidStateDialog } from './invalid-state-dialog';
import { EditorToolbar, type ToolbarAction } from './toolbar';
import { useCanvasActions } from './use-canvas-actions';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useEditorState } from './use-editor-state';
import { useLeaveGuard } from './use-leave-guard';

export interface EditorFrameProps {
  mode: EditorMode;
  loaded: LoadedModel;
  areaPrefix: string;
  basePath: string;
  /** Local storage slot of this model's unsaved version. */
  draftKey: string;
}

const DRAFT_DELAY_MS = 400;

export function EditorFrame(props: EditorFrameProps) {
  return (
    <ReactFlowProvider>
      <EditorWorkspace {...props} />
    </ReactFlowProvider>
  );
}

function withoutVersion({ updatedAt: _, ...model }: EditableModel): EditableModel {
  return model;
}

function EditorWorkspace({ mode, loaded, areaPrefix, basePath, draftKey }: EditorFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const readOnly = isReadOnly(mode);
  const [server, setServer] = useState<ProcessModel | null>(loaded.server);
  const editor = useEditorState(
    loaded.model,
    loaded.model,
    loaded.server ? takeHandOver(loaded.model.id, loaded.server.updatedAt) : undefined,
  );
  const base = useRef(basePath);
  base.current = basePath;
  const location = useLocation();
  const currentPath = useRef(location.pathname);
  currentPath.current = location.pathname;
  const leaving = useRef(false);

  // A sub-route opened from the canvas closes back to that history entry; one opened by its address replaces itself.
  const openedFromCanvas = useRef(false);
  openedFromCanvas.current = (location.state as { fromEditor?: boolean } | null)?.fromEditor === true;
  const openSubRoute = useCallback(
    (path: string) => navigate(`${base.current}/${path}`, { state: { fromEditor: true } }),
    [navigate],
  );
  const closeSubRoute = useCallback(() => {
    if (openedFromCanvas.current) navigate(-1);
    else navigate(base.current, { replace: true });
  }, [navigate]);
  const leave = useCallback(
    (to: string) => {
      leaving.current = true;
      removeDraft(draftKey);
      // From a sub-route (exit, open-subprocess) the sub-route's entry is replaced, so that Back does not open it again.
      navigate(to, { replace: currentPath.current !== base.current });
    },
    [draftKey, navigate],
  );

  // Unsaved versions: kept in local storage while the user edits; offered back when found.
  const [draft, setDraft] = useState<Draft | null>(() => {
    if (readOnly) return null;
    const found = readDraft(draftKey);
    if (found && draftDiffers(found, loaded.model)) return found;
    if (found) removeDraft(draftKey);
    return null;
  });
  useEffect(() => {
    if (readOnly || !editor.dirty) return;
    const timer = window.setTimeout(
      () => writeDraft(draftKey, editor.model, server?.updatedAt),
      DRAFT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [readOnly, editor.dirty, editor.model, draftKey, server?.updatedAt]);

  const afterSave = useCallback(
    async (sent: EditableModel, answer: ProcessModel) => {
      await processModelSaved(queryClient, answer);
      editor.markSaved(sent, editableOf(answer));
      setServer(answer);
      removeDraft(draftKey);
      setDraft(null);
      if (mode === 'new') {
        // The model has an address now: continue there, with the same history.
        handOver({ ...editor.state, model: { ...sent, updatedAt: answer.updatedAt } });
        base.current = `${areaPrefix}/${answer.id}`;
        leaving.current = true;
        navigate(base.current, { replace: true });
      }
      return answer;
    },
    [queryClient, editor, draftKey, mode, areaPrefix, navigate],
  );

  const save = useCallback(async () => {
    const sent = editor.model;
    const answer =
      server === null
        ? await createProcessModel(withoutVersion(sent))
        : await saveProcessModel({ ...sent, updatedAt: sent.updatedAt ?? server.updatedAt });
    return afterSave(sent, answer);
  }, [editor.model, server, afterSave]);

  const saveAndPublish = useCallback(async () => {
    const sent = editor.model;
    if (server === null) {
      const created = await createProcessModel(withoutVersion(sent));
      await processModelSaved(queryClient, created);
      const published = await publishProcessModel(created.id);
      return afterSave(sent, published);
    }
    const answer = await publishProcessModel(sent.id, {
      ...sent,
      updatedAt: sent.updatedAt ?? server.updatedAt,
    });
    return afterSave(sent, answer);
  }, [editor.model, server, queryClient, afterSave]);

  const reload = useCallback(async () => {
    const mine = editor.model;
    const fresh = await queryClient.fetchQuery({ ...workingCopyQuery(mine.id), staleTime: 0 });
    writeDraft(draftKey, mine, mine.updatedAt);
    const kept = readDraft(draftKey);
    const model = editableOf(fresh);
    editor.reset(model, model);
    setServer(fresh);
    setDraft(kept && draftDiffers(kept, model) ? kept : null);
  }, [editor, queryClient, draftKey]);

  const canvas = useCanvasActions(editor, readOnly, openSubRoute);
  const layout = useMemo(() => layoutModel({ steps: editor.model.steps }), [editor.model.steps]);
  const flow = useReactFlow();
  const { zoom } = useViewport();
  const canvasBox = useRef<HTMLDivElement>(null);

  const onAction = (action: ToolbarAction) => {
    if (action === 'zoom-in') void flow.zoomTo(Math.min(MAX_SCALE, zoomIn(flow.getZoom())));
    else if (action === 'zoom-out') void flow.zoomTo(Math.max(MIN_SCALE, zoomOut(flow.getZoom())));
    else if (action === 'zoom-fit') {
      const box = canvasBox.current?.getBoundingClientRect();
      if (!box) return;
      const scale = Math.min(
        MAX_SCALE,
        Math.max(MIN_SCALE, zoomFit(layout.width, layout.height, box.width, box.height)),
      );
      void flow.setViewport({ x: Math.max(0, (box.width - layout.width * scale) / 2), y: 0, zoom: scale });
    } else openSubRoute(action);
  };

  const onCanvas = location.pathname === basePath;
  const { pathChange, cancelPathChange } = canvas;
  useEffect(() => {
    if (!pathChange) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancelPathChange();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [pathChange, cancelPathChange]);
  useEditorShortcuts(onCanvas && !readOnly, editor.undo, editor.redo);
  const blocker = useLeaveGuard(!readOnly && editor.dirty, basePath, mode, leaving);

  const context = useMemo<EditorContextValue>(
    () => ({
      mode,
      readOnly,
      areaPrefix,
      basePath,
      editor,
      server,
      save,
      saveAndPublish,
      reload,
      openSubRoute,
      closeSubRoute,
      leave,
    }),
    [
      mode,
      readOnly,
      areaPrefix,
      basePath,
      editor,
      server,
      save,
      saveAndPublish,
      reload,
      openSubRoute,
      closeSubRoute,
      leave,
    ],
  );

  const name = isPlaceholderName(editor.model.info.name)
    ? t('editor.placeholder.model')
    : editor.model.info.name;
  usePageTitle(onCanvas ? name : null);

  return (
    <EditorContext.Provider value={context}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} fz={24} data-testid="editor-title">
            {name}
          </Title>
          <EditorStatus mode={mode} server={server} dirty={!readOnly && editor.dirty} />
        </Group>
        {draft && (
          <DraftNotice
            draft={draft}
            outdated={server !== null && draft.baseUpdatedAt !== server.updatedAt}
            onRestore={() => {
              editor.reset(
                {
                  ...draft.model,
                  id: mode === 'new' ? draft.model.id : editor.model.id,
                  updatedAt: server?.updatedAt,
                },
                editor.model,
              );
              setDraft(null);
            }}
            onDiscard={() => {
              removeDraft(draftKey);
              setDraft(null);
            }}
          />
        )}
        <div className="pm-editor" data-mode={mode}>
          <EditorToolbar
            mode={mode}
            draftAvailable={server?.unpublishedDraftAvailable === true && server.revision > 0}
            scale={zoom}
            onAction={onAction}
            onInsert={canvas.insertAfterSelected}
            onDragItem={canvas.startDrag}
            onDragEnd={canvas.endDrag}
          />
          {canvas.pathChange && (
            <Group className="pm-path-hint" gap="sm" role="status">
              <Text size="sm">{t('editor.path-change.hint')}</Text>
              <Button size="xs" variant="default" onClick={canvas.cancelPathChange}>
                {t('editor.path-change.cancel')}
              </Button>
            </Group>
          )}
          <div ref={canvasBox} className="pm-canvas">
            <ProcessCanvas steps={editor.model.steps} layout={layout} canvas={canvas} />
          </div>
        </div>
      </Stack>
      <EditorDialogRoutes />
      <InvalidStateDialog failure={editor.failure} onClose={editor.dismissFailure} />
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('editor.leave.title')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Text>{t('editor.leave.question')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t('editor.leave.stay')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              removeDraft(draftKey);
              blocker.proceed?.();
            }}
          >
            {t('editor.leave.discard')}
          </Button>
        </Group>
      </Modal>
    </EditorContext.Provider>
  );
}

function EditorStatus({
  mode,
  server,
  dirty,
}: {
  mode: EditorMode;
  server: ProcessModel | null;
  dirty: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      {dirty && (
        <Badge color="orange" variant="light" data-testid="editor-unsaved">
          {t('editor.status.unsaved')}
        </Badge>
      )}
      {mode === 'new' || server === null ? (
        <Badge variant="light">{t('editor.status.new')}</Badge>
      ) : mode === 'edit' ? (
        <Badge variant="light">
          {server.revision > 0
            ? t('editor.status.working-copy-of', { revision: server.revision })
            : t('editor.status.working-copy')}
        </Badge>
      ) : (
        <Badge variant="light" color="green">
          {t('editor.status.revision', { revision: server.revision })}
        </Badge>
      )}
    </Group>
  );
}
