import type { InputOutput } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type DefinitionsById, useDefinitionsById } from '../../input-outputs';
import { useEditorContext } from '../editor/editor-context';
import { revisionDefinitionsQuery } from '../process-models-api';
import { useStepInformation } from './step-information-context';

/** The definitions the step can use: the model's own (once it has been saved) and the global ones. */
export function useStepDefinitions() {
  const { processModelId, modelSaved } = useStepInformation();
  return useDefinitionsById(modelSaved ? processModelId : '');
}

/**
 * The published revision a read-only editor shows (view: the latest, revision: the one in the address),
 * or null for a working copy.
 */
export function useShownRevision(): { id: string; revision: number } | null {
  const { readOnly, server } = useEditorContext();
  return readOnly && server !== null && server.revision > 0
    ? { id: server.id, revision: server.revision }
    : null;
}

/**
 * The definitions a published revision stored when it was published (a revision is a record),
 * by id; a changed or deleted definition shows as it was then. Loads nothing for `null`.
 */
export function useRevisionDefinitions(shown: { id: string; revision: number } | null): DefinitionsById {
  const query = useQuery({
    ...revisionDefinitionsQuery(shown?.id ?? '', shown?.revision ?? 0),
    enabled: shown !== null,
  });
  const byId = useMemo(
    () => new Map((query.data ?? []).map((definition: InputOutput) => [definition.id, definition])),
    [query.data],
  );
  return {
    byId,
    isPending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
