/**
 * Tests only: the editor's context around the real editor state (the domain's command stack) and
 * the real API calls, with the dialog routes below it, in a memory router. The canvas and toolbar
 * are left out; the tests read the model through `editor()`.
 */
import {
  NO_PROCESS,
  NO_ROLE,
  type ProcessModel,
  type RoleRef,
  type Step,
  sampleId,
  sampleModel,
} from '@stroomlijn/domain';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EditorDialogRoutes } from '../features/process-models/editor/dialogs/editor-dialog-routes';
import { EditorContext, type EditorContextValue } from '../features/process-models/editor/editor-context';
import {
  type EditableModel,
  type EditorMode,
  isReadOnly,
} from '../features/process-models/editor/editor-types';
import { type EditorStateApi, useEditorState } from '../features/process-models/editor/use-editor-state';
import { useFieldsMemo } from '../features/process-models/editor/use-fields-memo';
import { useModelPersistence } from '../features/process-models/editor/use-model-persistence';
import { renderRoutes } from './render';
import { listedOptions } from './select';

export const MODEL_ID = sampleId(100);
export const OTHER_MODEL_ID = sampleId(101);
export const STEP = {
  start: sampleId(1),
  activity: sampleId(2),
  control: sampleId(3),
  subprocess: sampleId(4),
  branch: sampleId(5),
  end: sampleId(6),
} as const;

export const QUALITY: RoleRef = { id: sampleId(201), name: 'Quality' };
export const ADVISOR: RoleRef = { id: sampleId(202), name: 'advisor' };
export const BOARD: RoleRef = { id: sampleId(203), name: 'Board' };
/** `GET /api/role/selector` answers in the server's order; the selects sort by name themselves. */
export const ROLES = [QUALITY, BOARD, ADVISOR];

/** start → activity → control (subprocess | branch) → end, with an owner and no manager. */
export function testModel(): EditableModel {
  const graph = sampleModel({
    [STEP.start]: ['start', STEP.activity],
    [STEP.activity]: ['activity', STEP.control],
    [STEP.control]: ['control', STEP.subprocess, STEP.branch],
    [STEP.subprocess]: ['subprocess', STEP.end],
    [STEP.branch]: ['activity', STEP.end],
    [STEP.end]: ['end'],
  });
  const names: Record<string, string> = {
    [STEP.start]: '',
    [STEP.activity]: 'Check request',
    [STEP.control]: 'Decide',
    [STEP.subprocess]: 'Handle complaint',
    [STEP.branch]: 'Answer',
    [STEP.end]: '',
  };
  const steps = graph.steps.map((step): Step => ({ ...step, name: names[step.id] ?? step.name }));
  return {
    id: MODEL_ID,
    info: { name: 'Intake', description: 'Handles requests' },
    owner: QUALITY,
    manager: NO_ROLE,
    steps,
    groups: [],
    updatedAt: 1000,
  };
}

/** The model with the subprocess step opening `process` (or the placeholder). */
export function withProcess(model: EditableModel, process = NO_PROCESS): EditableModel {
  return {
    ...model,
    steps: model.steps.map((step) => (step.id === STEP.subprocess ? { ...step, process } : step)),
  };
}

/** The server's answer for a model. */
export function serverModel(model: EditableModel, fields: Partial<ProcessModel> = {}): ProcessModel {
  return {
    ...model,
    status: 'working-copy',
    deleted: false,
    revision: 2,
    updatedAt: model.updatedAt ?? 1000,
    publishedAt: 900,
    publishedBy: { name: 'Jan van Dijk' },
    unpublishedDraftAvailable: true,
    ...fields,
  };
}

interface TestEditorProps {
  mode: EditorMode;
  model: EditableModel;
  server: ProcessModel | null;
  areaPrefix: string;
  basePath: string;
  probe: { current: EditorStateApi | null };
}

function TestEditor({ mode, model, server: loaded, areaPrefix, basePath, probe }: TestEditorProps) {
  const navigate = useNavigate();
  const editor = useEditorState(model);
  probe.current = editor;

  const { server, busy, save, saveAndPublish, reload } = useModelPersistence({
    mode,
    editor,
    loadedServer: loaded,
    draftKey: model.id,
  });

  const navigation = useMemo<
    Pick<EditorContextValue, 'openSubRoute' | 'closeSubRoute' | 'leave' | 'guardDialog'>
  >(
    () => ({
      openSubRoute: (path) => void navigate(`${basePath}/${path}`),
      closeSubRoute: () => void navigate(basePath),
      leave: (to) => void navigate(to),
      // No leave guard here: the browser's Back inside a changed dialog is covered end to end.
      guardDialog: () => undefined,
    }),
    [navigate, basePath],
  );
  const context: EditorContextValue = useFieldsMemo({
    mode,
    readOnly: isReadOnly(mode),
    areaPrefix,
    basePath,
    editor,
    server,
    busy,
    save,
    saveAndPublish,
    reload,
    ...navigation,
  });
  return (
    <EditorContext.Provider value={context}>
      <p data-testid="editor-status">{editor.dirty ? 'unsaved' : 'saved'}</p>
      <EditorDialogRoutes />
    </EditorContext.Provider>
  );
}

export { pick } from './select';

/** The texts of the open list of a select (each select of the dialog has one). */
export async function optionTexts(select: HTMLElement): Promise<string[]> {
  return (await listedOptions(select)).map((option) => option.textContent ?? '');
}

function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

export interface EditorDialogsOptions {
  mode?: EditorMode;
  model?: EditableModel;
  /** The server's model; by default one made from `model`, or null for a new model. */
  server?: ProcessModel | null;
  areaPrefix?: string;
  /** The sub-route to open, e.g. 'edit' or `edit-step/${id}`. */
  subRoute: string;
}

/** The editor's address in a mode, as the area routes give it. */
export function editorBasePath(mode: EditorMode, areaPrefix: string, id: string, revision = 2): string {
  if (mode === 'new') return `${areaPrefix}/new`;
  if (mode === 'view') return `${areaPrefix}/${id}/view`;
  if (mode === 'revision') return `${areaPrefix}/${id}/revisions/${revision}`;
  return `${areaPrefix}/${id}`;
}

/** Renders the editor's dialog routes at `{basePath}/{subRoute}`. */
export function renderEditorDialogs({
  mode = 'edit',
  model = testModel(),
  server,
  areaPrefix = '/process-model',
  subRoute,
}: EditorDialogsOptions) {
  const loaded = server !== undefined ? server : mode === 'new' ? null : serverModel(model);
  const basePath = editorBasePath(mode, areaPrefix, model.id, loaded?.revision);
  const probe: { current: EditorStateApi | null } = { current: null };
  const props: TestEditorProps = { mode, model, server: loaded, areaPrefix, basePath, probe };
  const element = <TestEditor {...props} />;
  const result = renderRoutes(
    [
      { path: `${basePath}/*`, element },
      { path: '*', element: <Elsewhere /> },
    ],
    [`${basePath}/${subRoute}`],
  );
  return {
    ...result,
    basePath,
    editor: (): EditorStateApi => {
      if (!probe.current) throw new Error('the editor has not rendered');
      return probe.current;
    },
    pathname: () => result.router.state.location.pathname,
  };
}
