import { newProcessModel, type ProcessModel } from '@stroomlijn/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadingState, PageError } from '../../../components';
import { newId } from '../../../lib/uuid';
import { EDITOR_DATA_FRESH_MS } from '../process-model-queries';
import { MODEL_NOT_FOUND, publishedModelQuery, revisionQuery, workingCopyQuery } from '../process-models-api';
import { NEW_MODEL_DRAFT } from './drafts';
import { EditorFrame } from './editor-frame';
import { type EditorMode, editableOf, type LoadedModel } from './editor-types';

export interface ProcessModelEditorPageProps {
  /** new: /process-model/new; edit: the working copy; view: the latest published revision; revision: /{id}/revisions/{revision}. */
  mode: EditorMode;
  /** The area the editor is opened in, for Exit and subprocess links: '/process-model', '/my-process-models/actor' … */
  areaPrefix: string;
}

/** The process model editor (spec part 1 §2): loads the model the route names and opens it in the mode the route sets. */
export function ProcessModelEditorPage({ mode, areaPrefix }: ProcessModelEditorPageProps) {
  const params = useParams();
  const id = params.id ?? params.processModelId ?? '';
  if (mode === 'new') return <NewModelEditor areaPrefix={areaPrefix} />;
  if (mode === 'revision') {
    const revision = Number(params.revision);
    if (!Number.isSafeInteger(revision) || revision < 1) return <PageError error={MODEL_NOT_FOUND} />;
    // Keyed: a revision opens another (structure, open subprocess) in the same route; it loads anew.
    return <RevisionEditor key={`${id}:${revision}`} id={id} revision={revision} areaPrefix={areaPrefix} />;
  }
  return <StoredModelEditor key={`${mode}:${id}`} id={id} mode={mode} areaPrefix={areaPrefix} />;
}

function NewModelEditor({ areaPrefix }: { areaPrefix: string }) {
  const [model] = useState(() => newProcessModel({ modelId: newId(), startId: newId(), endId: newId() }));
  return (
    <EditorFrame
      mode="new"
      loaded={{ model, server: null }}
      areaPrefix={areaPrefix}
      basePath={`${areaPrefix}/new`}
      draftKey={NEW_MODEL_DRAFT}
    />
  );
}

function StoredModelEditor({
  id,
  mode,
  areaPrefix,
}: {
  id: string;
  mode: 'edit' | 'view';
  areaPrefix: string;
}) {
  const workingCopy = useQuery({ ...workingCopyQuery(id), enabled: mode === 'edit' });
  const published = useQuery({ ...publishedModelQuery(id), enabled: mode === 'view' });
  return (
    <Loaded
      query={mode === 'edit' ? workingCopy : published}
      toLoaded={(server: ProcessModel) => ({ model: editableOf(server), server })}
    >
      {(loaded) => (
        <EditorFrame
          mode={mode}
          loaded={loaded}
          areaPrefix={areaPrefix}
          basePath={mode === 'edit' ? `${areaPrefix}/${id}` : `${areaPrefix}/${id}/view`}
          draftKey={id}
        />
      )}
    </Loaded>
  );
}

function RevisionEditor({ id, revision, areaPrefix }: { id: string; revision: number; areaPrefix: string }) {
  const query = useQuery(revisionQuery(id, revision));
  return (
    <Loaded
      query={query}
      immutable
      toLoaded={(answer) => {
        const server = { ...answer.model, revision: answer.revision };
        return { model: editableOf(server), server };
      }}
    >
      {(loaded) => (
        <EditorFrame
          key={`${id}:${revision}`}
          mode="revision"
          loaded={loaded}
          areaPrefix={areaPrefix}
          basePath={`${areaPrefix}/${id}/revisions/${revision}`}
          draftKey={id}
        />
      )}
    </Loaded>
  );
}

/**
 * Loading and error states. The editor opens once, with the first answer that is fresh: cached data
 * older than the route's prefetch is fetched again first (a revision never changes: any answer will
 * do). Later refetches do not reset the editor.
 */
function Loaded<T>({
  query,
  toLoaded,
  children,
  immutable = false,
}: {
  query: UseQueryResult<T>;
  toLoaded: (data: T) => LoadedModel;
  children: (loaded: LoadedModel) => React.ReactNode;
  immutable?: boolean;
}) {
  const [first, setFirst] = useState<LoadedModel | null>(null);
  const [freshSince] = useState(() => (immutable ? 0 : Date.now() - EDITOR_DATA_FRESH_MS));
  if (first === null && query.data !== undefined && query.dataUpdatedAt >= freshSince) {
    const loaded = toLoaded(query.data);
    setFirst(loaded);
    return children(loaded);
  }
  if (first) return children(first);
  if (query.isError) return <PageError error={query.error} />;
  return <LoadingState />;
}
